import { toast } from 'sonner';

export async function copyPlan(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success('Copied!', { description: 'Lesson plan copied to clipboard' });
  } catch {
    toast.error('Failed to copy to clipboard.');
  }
}

/** "Photosynthesis: light reactions" → photosynthesis-light-reactions-lesson-plan.txt */
function planFileName(topic: string) {
  const slug = topic
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'lesson'}-lesson-plan.txt`;
}

export function downloadPlan(topic: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = planFileName(topic);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  toast.success('Downloaded!', { description: 'Lesson plan saved to your device' });
}
