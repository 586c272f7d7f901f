// Toasts from what the first paint shows (cards, the discover page) and toasts raised without any input (a page
// that failed to load): the toast library loads with the first one rather than with the page, and the app's
// Toaster (app/providers.tsx) mounts then, showing it. A toast raised through sonner itself shows once the Toaster
// has mounted: at a signed-in visitor's first paint or a guest's first input.
type ToastOptions = { description?: string; id?: string };

const waiting = new Set<() => void>();
let asked = false;

/** Calls `listener` once a toast has been raised (at once if one has); returns the unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (asked) {
    listener();
    return () => {};
  }
  waiting.add(listener);
  return () => void waiting.delete(listener);
}

export function notify(kind: 'message' | 'info' | 'success' | 'error', title: string, options?: ToastOptions): void {
  if (!asked) {
    asked = true;
    for (const listener of waiting) listener();
    waiting.clear();
  }
  void import('sonner').then(({ toast }) => (kind === 'message' ? toast(title, options) : toast[kind](title, options)));
}
