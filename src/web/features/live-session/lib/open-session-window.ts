// Join Session / Join Meeting: open the room in its own 1200×800 window; when the browser refuses
// (pop-up blocked), say so and let the caller fall back (in-page dialog or the session page).
import { toast } from 'sonner';

const SESSION_WINDOW = { width: 1200, height: 800 } as const;

export const sessionPath = (bookingId: string) => `/session/${encodeURIComponent(bookingId)}`;

/** The success toast of each side's spec: the student's Join Session, the tutor's Join Meeting. */
const OPENED = {
  student: { title: 'Session opened!' },
  tutor: { title: '🎥 Session opened!', description: 'Video session opened in new tab' },
} as const;

/** Returns true when the window opened (the side's "Session opened!" toast), false when the caller must fall back. */
export function openSessionWindow(bookingId: string, side: keyof typeof OPENED = 'student'): boolean {
  let win: Window | null;
  try {
    win = window.open(sessionPath(bookingId), `session-${bookingId}`, `popup,width=${SESSION_WINDOW.width},height=${SESSION_WINDOW.height}`);
  } catch {
    win = null;
  }
  if (!win) {
    toast.error('Error', { description: 'Failed to open video session. Please try again.' });
    return false;
  }
  win.focus();
  const opened: { title: string; description?: string } = OPENED[side];
  if (opened.description) toast.success(opened.title, { description: opened.description });
  else toast.success(opened.title);
  return true;
}
