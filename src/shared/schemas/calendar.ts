// Calendar feed contracts: the caller's private subscription URL (the .ics files themselves are not JSON).
import { z } from 'zod';

/** An instant in an answer: ISO 8601, written by the server in UTC. */
const instant = z.iso.datetime({ offset: true });

export const calendarFeedDtoSchema = z.object({
  /** The secret `…/api/calendar/{token}.ics` URL; null after a change of the server secret, until regenerated. */
  url: z.string().nullable(),
  createdAt: instant,
  lastFetchedAt: instant.nullable(),
});
export type CalendarFeedDto = z.infer<typeof calendarFeedDtoSchema>;
