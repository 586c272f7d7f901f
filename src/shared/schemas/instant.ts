// Every date and instant an API accepts, in one place: ISO 8601 with a zone, and within the years the
// product can schedule in. A year like 9999 is a typo or a probe, and it overflows date arithmetic
// downstream (slot generation, Postgres ranges), so it is refused at the door with a clear message.
import { z } from 'zod';

const EARLIEST_YEAR = 1970;
const LATEST_YEAR = 2100;
export const DATE_RANGE_MESSAGE = `Dates must be between ${EARLIEST_YEAR} and ${LATEST_YEAR}.`;

const EARLIEST_MS = Date.UTC(EARLIEST_YEAR, 0, 1);
const AFTER_LATEST_MS = Date.UTC(LATEST_YEAR + 1, 0, 1);

const isInstantInRange = (ms: number) => ms >= EARLIEST_MS && ms < AFTER_LATEST_MS;

/** An ISO 8601 instant with an offset (`2026-03-01T10:00:00+05:30`), between 1970 and 2100 (UTC). */
export const instantSchema = z.iso.datetime({ offset: true }).refine((s) => isInstantInRange(Date.parse(s)), DATE_RANGE_MESSAGE);

/**
 * A calendar day `YYYY-MM-DD` as typed in a form. Only the year range is checked here: the form's own
 * rules answer a malformed date with the specification's wording.
 */
export const calendarDateSchema = z
  .string()
  .max(10)
  .refine((s) => {
    const year = /^(\d{4})-/.exec(s)?.[1];
    return year === undefined || (Number(year) >= EARLIEST_YEAR && Number(year) <= LATEST_YEAR);
  }, DATE_RANGE_MESSAGE);
