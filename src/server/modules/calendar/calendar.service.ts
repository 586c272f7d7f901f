// Private calendar feeds (decision 016): a secret URL per user that calendar apps subscribe to.
// The token is an HMAC of a random nonce under the server secret: the database holds only the nonce
// and the token's SHA-256, so a copy of the database opens no feed, yet the URL can be shown again.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import type { BookingDto } from '../../../shared/schemas/bookings';
import type { CalendarFeedDto } from '../../../shared/schemas/calendar';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { bookingsFrom, getBooking, partyOf } from '../bookings/bookings.service';
import { bookingEvent, bookingIcsFile } from '../../lib/calendar/booking-event';
import { calendarRepo, type FeedRow } from './calendar.repo';
import { buildCalendar } from '../../lib/calendar/ics';

/** Sessions that ended up to this long ago stay in the feed. */
const RECENT_MS = 30 * 86_400_000;
const FEED_NOT_FOUND = 'Calendar feed not found';

const tokenOf = (deps: Deps, userId: string, nonce: string) => createHmac('sha256', deps.secret).update(`calendar-feed:${userId}:${nonce}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const feedUrl = (deps: Deps, token: string) => `${deps.baseUrl}/api/calendar/${token}.ics`;

function toFeedDto(deps: Deps, row: FeedRow): CalendarFeedDto {
  const token = tokenOf(deps, row.userId, row.nonce);
  // After a change of the server secret the stored hash no longer matches: the URL must be regenerated.
  const url = hashOf(token) === row.tokenHash ? feedUrl(deps, token) : null;
  return { url, createdAt: row.createdAt.toISOString(), lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null };
}

async function issue(deps: Deps, userId: string) {
  const nonce = randomBytes(16).toString('base64url');
  return calendarRepo(deps.db).put(userId, nonce, hashOf(tokenOf(deps, userId, nonce)));
}

/** The caller's feed URL, created on first read. */
export async function getCalendarFeed({ deps, actor }: { deps: Deps; actor: Actor }): Promise<CalendarFeedDto> {
  const row = (await calendarRepo(deps.db).forUser(actor.userId)) ?? (await issue(deps, actor.userId));
  return toFeedDto(deps, row);
}

/** A new URL; the old one answers 404 from now on. */
export async function regenerateCalendarFeed({ deps, actor }: { deps: Deps; actor: Actor }): Promise<CalendarFeedDto> {
  return toFeedDto(deps, await issue(deps, actor.userId));
}

/** The calendar behind a feed file name (`{token}.ics`): the owner's upcoming and recent sessions, not cancelled. */
export async function feedCalendar(deps: Deps, file: string): Promise<string> {
  const token = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(file)?.[1];
  const feed = token ? await calendarRepo(deps.db).open(hashOf(token), deps.now()) : null;
  if (!feed) throw new AppError('NOT_FOUND', FEED_NOT_FOUND);
  // Sessions that ended within the recent window are kept (the list filters by start, a day earlier is plenty).
  const from = new Date(deps.now().getTime() - RECENT_MS - 86_400_000);
  const expertId = await calendarRepo(deps.db).expertProfileIdOf(feed.userId);
  const rows = [...(await bookingsFrom(deps, { studentId: feed.userId }, from)), ...(expertId ? await bookingsFrom(deps, { expertId }, from) : [])];
  const byId = new Map<string, BookingDto>();
  for (const b of rows) if (b.status !== 'cancelled' && Date.parse(b.endsAt) >= deps.now().getTime() - RECENT_MS) byId.set(b.id, b);
  const events = [...byId.values()].map((b) => bookingEvent(deps, b, b.studentId === feed.userId ? 'student' : 'expert'));
  return buildCalendar({ name: 'Tutoring sessions', refreshMinutes: 60, events });
}

/** One session as an .ics file to import, for its two parties. */
export async function bookingCalendarFile({ deps, actor, input }: { deps: Deps; actor: Actor; input: { id: string } }) {
  const b = await getBooking({ deps, actor, input });
  return { booking: b, ics: bookingIcsFile(deps, b, partyOf(actor, b) === 'expert' ? 'expert' : 'student') };
}
