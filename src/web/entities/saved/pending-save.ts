// A guest's heart, kept on the device across sign-in (like the pending booking intent): the tutor is saved
// as soon as the visitor is signed in as a student.
const KEY = 'pendingSavedExpert';

export type PendingSave = { expertId: string; returnTo: string };

export function keepPendingSave(save: PendingSave) {
  try {
    localStorage.setItem(KEY, JSON.stringify(save));
  } catch {
    /* storage unavailable: the heart is lost with the page */
  }
}

export function peekPendingSave(): PendingSave | null {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<PendingSave>) : null;
    return parsed && typeof parsed.expertId === 'string' ? { expertId: parsed.expertId, returnTo: typeof parsed.returnTo === 'string' ? parsed.returnTo : '/student/saved' } : null;
  } catch {
    return null;
  }
}

/** Reads and clears the pending save: it is used once. */
export function takePendingSave(): PendingSave | null {
  const save = peekPendingSave();
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
  return save;
}
