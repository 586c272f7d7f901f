// Times in the viewer's zone.
import { TZDate } from '@date-fns/tz';
import { addDays, format } from 'date-fns';

/** The instants bounding a calendar day (yyyy-MM-dd) in a zone. */
export function dayRange(day: string, tz: string): { from: string; to: string } {
  const [y, m, d] = day.split('-').map(Number);
  const start = new TZDate(y, m - 1, d, tz);
  return { from: start.toISOString(), to: addDays(start, 1).toISOString() };
}

/** yyyy-MM-dd of a picker date (a local calendar date). */
export const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');
export const keyToDate = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
};
