import { z } from 'zod';
import { calendarFeedDtoSchema } from '../../../shared/schemas/calendar';
import { route, type RouteDef } from '../../http/route';
import { bookingCalendarFile, feedCalendar, getCalendarFeed, regenerateCalendarFeed } from './calendar.service';

const tags = ['calendar'];

export const calendarRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/calendar-feed',
    access: 'user',
    summary: "The caller's private calendar feed URL (created on first read)",
    tags,
    response: calendarFeedDtoSchema,
    handler: ({ deps, actor }) => getCalendarFeed({ deps, actor }),
  }),
  route({
    method: 'POST',
    path: '/calendar-feed/regenerate',
    access: 'user',
    summary: 'Replace the calendar feed URL; the old one stops working',
    tags,
    response: calendarFeedDtoSchema,
    handler: ({ deps, actor }) => regenerateCalendarFeed({ deps, actor }),
  }),
  route({
    method: 'GET',
    path: '/calendar/:file',
    access: 'public',
    summary: 'A private calendar feed, `{token}.ics` (the secret URL is the credential; no cookie needed)',
    tags,
    params: z.object({ file: z.string().min(1).max(120) }),
    response: { file: 'text/calendar' },
    handler: async ({ deps, params }) =>
      new Response(await feedCalendar(deps, params.file), {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'inline; filename="sessions.ics"',
          'cache-control': 'private, max-age=300',
          'x-content-type-options': 'nosniff',
          'referrer-policy': 'no-referrer',
          'x-robots-tag': 'noindex',
        },
      }),
  }),
  route({
    method: 'GET',
    path: '/bookings/:id/calendar.ics',
    access: 'user',
    summary: 'One session as an .ics file to add to a calendar (its student or tutor)',
    tags,
    params: z.object({ id: z.string().uuid() }),
    response: { file: 'text/calendar' },
    handler: async ({ deps, actor, params }) => {
      const { booking, ics } = await bookingCalendarFile({ deps, actor, input: params });
      return new Response(ics, {
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': `attachment; filename="session-${booking.scheduledAt.slice(0, 10)}.ics"`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      });
    },
  }),
];
