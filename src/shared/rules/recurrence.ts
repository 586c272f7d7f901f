// Expands an availability request (a date, wall-clock times in the tutor's zone, an optional
// daily / weekly / monthly pattern) into UTC instants. Wall-clock times stay fixed across
// daylight-saving changes: 09:00 in London is 08:00 UTC in summer and 09:00 UTC in winter.
import { TZDate } from '@date-fns/tz';

export type RecurrencePattern = 'daily' | 'weekly' | 'monthly';

export type AvailabilityRequest = {
  /** YYYY-MM-DD, the first day, in `timezone`. */
  date: string;
  /** HH:MM, 24-hour, in `timezone`. */
  startTime: string;
  endTime: string;
  timezone: string;
  isRecurring: boolean;
  recurrencePattern?: RecurrencePattern | null;
  /** Weekdays for weekly recurrence, 0 = Sunday … 6 = Saturday. */
  recurrenceDays?: number[] | null;
  /** YYYY-MM-DD, inclusive. */
  recurrenceEndDate?: string | null;
};

export type Occurrence = { start: Date; end: Date };

export const MAX_RECURRENCE_DAYS = 366;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type Ymd = { y: number; m: number; d: number };

export function parseYmd(s: string): Ymd | null {
  if (!ISO_DATE.test(s)) return null;
  const [y, m, d] = s.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return { y, m, d };
}

const dayNumber = ({ y, m, d }: Ymd) => Date.UTC(y, m - 1, d) / 86_400_000;
const fromDayNumber = (n: number): Ymd => {
  const t = new Date(n * 86_400_000);
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
};

/** The instant of a wall-clock time on a calendar day in a zone. */
export function zonedInstant(day: Ymd | string, hhmm: string, timezone: string): Date {
  const { y, m, d } = typeof day === 'string' ? parseYmd(day)! : day;
  const [hh, mm] = hhmm.split(':').map(Number);
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, timezone).getTime());
}

/** The calendar day (YYYY-MM-DD) and wall-clock time (HH:MM) of an instant in a zone. */
export function toZonedParts(instant: Date, timezone: string): { date: string; time: string; weekday: number } {
  const z = new TZDate(instant.getTime(), timezone);
  const p = (n: number) => String(n).padStart(2, '0');
  return { date: `${z.getFullYear()}-${p(z.getMonth() + 1)}-${p(z.getDate())}`, time: `${p(z.getHours())}:${p(z.getMinutes())}`, weekday: z.getDay() };
}

/** Calendar days of the pattern, first day to end date inclusive (capped at a year). */
function recurrenceDays(req: AvailabilityRequest): Ymd[] {
  const first = parseYmd(req.date);
  if (!first) return [];
  if (!req.isRecurring || !req.recurrencePattern) return [first];
  const last = req.recurrenceEndDate ? parseYmd(req.recurrenceEndDate) : null;
  if (!last) return [first];
  const from = dayNumber(first);
  const to = Math.min(dayNumber(last), from + MAX_RECURRENCE_DAYS);
  const out: Ymd[] = [];
  if (req.recurrencePattern === 'monthly') {
    for (let i = 0; ; i++) {
      const mIndex = first.m - 1 + i;
      const y = first.y + Math.floor(mIndex / 12);
      const m = (mIndex % 12) + 1;
      const candidate = { y, m, d: first.d };
      const n = dayNumber(candidate);
      if (n > to) break;
      // Months without that day (the 31st in April) are skipped, not moved.
      if (fromDayNumber(n).d === first.d) out.push(candidate);
    }
    return out;
  }
  const days = new Set(req.recurrenceDays ?? []);
  for (let n = from; n <= to; n++) {
    const ymd = fromDayNumber(n);
    if (req.recurrencePattern === 'daily' || days.has(new Date(n * 86_400_000).getUTCDay())) out.push(ymd);
  }
  return out;
}

export function expandAvailability(req: AvailabilityRequest): Occurrence[] {
  return recurrenceDays(req).map((day) => ({ start: zonedInstant(day, req.startTime, req.timezone), end: zonedInstant(day, req.endTime, req.timezone) }));
}

/** How many existing slots overlap at least one of the occurrences (half-open ranges). */
export function countConflicts(occurrences: Occurrence[], existing: { start: Date; end: Date }[]): number {
  let n = 0;
  for (const e of existing) {
    if (occurrences.some((o) => o.start < e.end && e.start < o.end)) n++;
  }
  return n;
}
