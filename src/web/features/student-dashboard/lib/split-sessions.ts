// The student's sessions as two lists with each booking in exactly one: still to come (not cancelled and not
// yet over, soonest first) and past (over, completed or cancelled, latest first).
import type { BookingDto } from '@shared/schemas/bookings';

const t = (iso: string) => Date.parse(iso);

const isUpcoming = (b: Pick<BookingDto, 'status' | 'endsAt'>, now: number) => (b.status === 'pending' || b.status === 'confirmed') && t(b.endsAt) > now;

export function splitSessions<T extends Pick<BookingDto, 'id' | 'status' | 'scheduledAt' | 'endsAt'>>(list: T[], now: number): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const b of list) (isUpcoming(b, now) ? upcoming : past).push(b);
  upcoming.sort((a, b) => t(a.scheduledAt) - t(b.scheduledAt) || a.id.localeCompare(b.id));
  past.sort((a, b) => t(b.scheduledAt) - t(a.scheduledAt) || a.id.localeCompare(b.id));
  return { upcoming, past };
}
