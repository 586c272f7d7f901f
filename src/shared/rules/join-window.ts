// When a booking's live session can be joined (spec: session join window, 15 minutes before to 60 after).
const JOIN_EARLY_MINUTES = 15;
const JOIN_LATE_MINUTES = 60;

export const NOT_CONFIRMED_TEXT = 'This session is pending confirmation from your tutor.';
export const TOO_EARLY_TEXT = 'You can join this session 15 minutes before the scheduled time.';
export const ENDED_TEXT = 'This session has ended.';

export type JoinWindow = {
  canJoin: boolean;
  /** Why not, in the spec's words; null when joinable. */
  reason: string | null;
  state: 'open' | 'not_confirmed' | 'too_early' | 'ended';
  opensAt: string;
  closesAt: string;
};

export function joinWindow(booking: { status: string; scheduledAt: Date | string }, now: Date = new Date()): JoinWindow {
  const start = new Date(booking.scheduledAt).getTime();
  const opens = start - JOIN_EARLY_MINUTES * 60_000;
  const closes = start + JOIN_LATE_MINUTES * 60_000;
  const base = { opensAt: new Date(opens).toISOString(), closesAt: new Date(closes).toISOString() };
  if (booking.status === 'completed' || booking.status === 'cancelled') return { ...base, canJoin: false, reason: ENDED_TEXT, state: 'ended' };
  if (booking.status !== 'confirmed') return { ...base, canJoin: false, reason: NOT_CONFIRMED_TEXT, state: 'not_confirmed' };
  const t = now.getTime();
  if (t < opens) return { ...base, canJoin: false, reason: TOO_EARLY_TEXT, state: 'too_early' };
  if (t > closes) return { ...base, canJoin: false, reason: ENDED_TEXT, state: 'ended' };
  return { ...base, canJoin: true, reason: null, state: 'open' };
}

/** A live countdown's words, "Starts in 12 min" style: days and hours far off, minutes within the hour, seconds in the last one. */
export function startsInText(msUntilStart: number): string {
  if (msUntilStart <= 0) return 'Starting now';
  const minutes = Math.ceil(msUntilStart / 60_000);
  if (msUntilStart < 60_000) return `Starts in ${Math.ceil(msUntilStart / 1000)} s`;
  if (minutes < 60) return `Starts in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `Starts in ${hours} h` : `Starts in ${hours} h ${minutes % 60} min`;
  const days = Math.round(hours / 24);
  return `Starts in ${days} ${days === 1 ? 'day' : 'days'}`;
}
