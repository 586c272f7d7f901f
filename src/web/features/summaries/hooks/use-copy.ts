import { toast } from 'sonner';

/** Copies text with the spec's toasts. */
export async function copySummary(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied!', { description: 'Summary copied to clipboard' });
  } catch {
    toast.error('Failed to copy to clipboard.');
  }
}
