// The booking calendar's days: a day is open when the chosen offering has an open time that starts on it in the
// viewer's zone; the calendar disables the others and first shows the earliest open day.
import { localDateTime } from '../../entities/experts/booking-link';

type Slot = { startTime: string; isAvailable: boolean };

/** The days (YYYY-MM-DD in `tz`) with at least one open time. */
export function openDays(slots: readonly Slot[], tz: string): Set<string> {
  const days = new Set<string>();
  for (const s of slots) if (s.isAvailable) days.add(localDateTime(s.startTime, tz).date);
  return days;
}

/** The earliest open day on or after `fromDay` (YYYY-MM-DD), or null when there is none in the slots given. */
export function firstOpenDay(slots: readonly Slot[], tz: string, fromDay: string): string | null {
  let first: string | null = null;
  for (const day of openDays(slots, tz)) if (day >= fromDay && (first === null || day < first)) first = day;
  return first;
}

/** The times that start on `day` in `tz`, earliest first, one per start (two fetched ranges may overlap). */
export function slotsOfDay<T extends Slot>(slots: readonly T[], day: string, tz: string): T[] {
  const seen = new Map<string, T>();
  for (const s of slots) if (localDateTime(s.startTime, tz).date === day && !seen.has(s.startTime)) seen.set(s.startTime, s);
  return [...seen.values()].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/** The day (YYYY-MM-DD) an instant falls on in `tz`. */
export const zoneDay = (at: Date | number, tz: string) => localDateTime(new Date(at).toISOString(), tz).date;

/** The month (YYYY-MM-01) that follows the one of `day`. */
export function nextMonthStart(day: string): string {
  const [y, m] = day.split('-').map(Number);
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}
