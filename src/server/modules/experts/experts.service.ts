// Public expert discovery: the filtered, sorted catalog list, cards by id and one expert's public profile. Categories are the taxonomy module's.
import { createHmac } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { MIN_REVIEWS_FOR_RATING } from '../../../shared/rules/expert-card';
import type { Weekday } from '../../../shared/rules/slots';
import {
  EXPERT_NAME_FALLBACK,
  type ExpertCard,
  type ExpertFilters,
  type ExpertListResponse,
  type ListExpertsQuery,
  type PublicExpert,
} from '../../../shared/schemas/experts';
import type { WeekdayCode } from '../../../shared/rules/expert-list';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { BOOKABLE_DAYS, nextOpenSlots, type OpenSlotOptions } from '../availability/open-slots';
import { expertsRepo, type CardFilters, type CardRow, type CardSort, type ListedRow } from './experts.repo';

/** Open times listed on an expert's preview. */
const PREVIEW_SLOTS = 6;

/** Card extras worked out by the open-slot rule: whether the expert is bookable and the next open time. */
type OpenInfo = { isAvailable: boolean; nextOpenAt: string | null };

function toCard(row: CardRow, currency: string, open: OpenInfo): ExpertCard {
  const reviewCount = Number(row.ratingCount) || 0;
  const money = (amount: number | null) => (amount == null ? null : { amount: Number(amount), currency });
  return {
    id: row.id,
    userId: row.userId,
    name: row.fullName?.trim() || row.userName?.trim() || EXPERT_NAME_FALLBACK,
    avatarUrl: row.avatarUrl,
    domainId: row.domainId,
    domainName: row.domainName,
    customDomain: row.customDomain,
    bio: row.bio,
    // One rating everywhere: the average of the visible reviews, shown from MIN_REVIEWS_FOR_RATING reviews on.
    rating: reviewCount >= MIN_REVIEWS_FOR_RATING ? Math.round(Number(row.rating) * 100) / 100 : null,
    reviewCount,
    totalSessions: row.totalSessions,
    isVerified: row.isVerified,
    languages: row.languages ?? [],
    qualifications: row.qualifications ?? [],
    experienceYears: row.experienceYears,
    hourlyRate: row.hourlyRate,
    priceFrom: money(row.priceFrom),
    hasTrial: Boolean(row.hasTrial),
    trialPrice: row.hasTrial ? money(row.trialPrice ?? 0) : null,
    nextOpenAt: open.nextOpenAt,
    isAvailable: open.isAvailable,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SORT_KEY = /^-?\d{1,10}(\.\d{1,40})?$/;

/** A cursor names its order: a page of one order never continues another. */
const encodeCursor = (sort: CardSort, row: { key: string; id: string }) => Buffer.from(`${sort}|${row.key}|${row.id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string, sort: CardSort): { key: string; id: string } {
  const [s, key, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!id || !UUID.test(id) || !key || !SORT_KEY.test(key)) throw new AppError('VALIDATION', 'cursor: Invalid cursor');
  if (s !== sort) throw new AppError('VALIDATION', 'cursor: This cursor belongs to another sort order; start again from the first page');
  return { key, id };
}

/** Rows of the list read per round while looking for bookable experts, and how many rounds at most. */
const BOOKABLE_BATCH = 24;
const BOOKABLE_ROUNDS = 4;

const WEEKDAY_NAMES: Record<WeekdayCode, Weekday> = {
  mon: 'monday',
  tue: 'tuesday',
  wed: 'wednesday',
  thu: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
};

/**
 * The availability part of the filters as options of the open-slot rule: days of the week and an hour range
 * in the viewer's zone. Null when the filters ask for no time.
 */
export function timeFilterOf(f: Pick<ExpertFilters, 'days' | 'from' | 'to' | 'tz'>, fallbackZone: string): Pick<OpenSlotOptions, 'timezone' | 'weekdays' | 'hours'> | null {
  const days = f.days ?? [];
  if (!days.length && f.from == null && f.to == null) return null;
  const hours = f.from == null && f.to == null ? null : { from: (f.from ?? 0) * 60, to: (f.to ?? 24) * 60 };
  return { timezone: f.tz ?? fallbackZone, weekdays: days.map((d) => WEEKDAY_NAMES[d]), hours };
}

/** The next open time of each expert (optionally only in the asked days and hours): one schedule lookup. */
async function nextOpenOf(deps: Deps, ids: string[], now: Date, time: ReturnType<typeof timeFilterOf>): Promise<Map<string, string>> {
  const open = await nextOpenSlots(deps, ids, { from: now, days: BOOKABLE_DAYS, timezone: 'UTC', ...(time ?? {}), perExpert: 1 });
  return new Map([...open].map(([id, slots]) => [id, slots[0].startTime]));
}

/**
 * Expert cards in the asked order (keyset pages), filtered by price, language, rating, verification and trial
 * in the database. With `bookable`, or with days or hours asked, only experts with an open time (in those days
 * and hours, in the viewer's zone) in the next BOOKABLE_DAYS days by the booking page's rule.
 */
export async function listExperts({ deps, actor, input }: { deps: Deps; actor?: Actor | null; input: ListExpertsQuery }): Promise<ExpertListResponse> {
  const now = deps.now();
  const repo = expertsRepo(deps.db);
  const currency = deps.env.CURRENCY;
  const want = input.limit + 1;
  const sort: CardSort = input.sort;
  const filters: CardFilters = input;
  const time = timeFilterOf(input, actor?.timezone ?? 'UTC');
  let after = input.cursor ? decodeCursor(input.cursor, sort) : undefined;
  if (!input.bookable && !time) {
    const rows = await repo.listCards({ now, domainId: input.domainId, limit: want, after, filters, sort });
    const page = rows.slice(0, input.limit);
    const open = await nextOpenOf(deps, page.map((r) => r.id), now, null);
    const last = page[page.length - 1];
    return {
      items: page.map((r) => toCard(r, currency, { isAvailable: open.has(r.id), nextOpenAt: open.get(r.id) ?? null })),
      nextCursor: rows.length > input.limit ? encodeCursor(sort, { key: last.sortKey, id: last.id }) : null,
    };
  }
  // Most experts the database lets through have an open time; the slot rule drops the rest, and reading goes
  // on until the page is full. A short page with a cursor means more may follow.
  const picked: ListedRow[] = [];
  const nextOpen = new Map<string, string>();
  let scanned: ListedRow | undefined;
  let exhausted = false;
  for (let round = 0; round < BOOKABLE_ROUNDS && picked.length < want; round++) {
    const size = Math.max(want, BOOKABLE_BATCH);
    const batch = await repo.listCards({ now, domainId: input.domainId, limit: size, after, bookableWithinDays: BOOKABLE_DAYS, filters, sort });
    const open = await nextOpenOf(deps, batch.map((r) => r.id), now, time);
    for (const r of batch) {
      scanned = r;
      const at = open.get(r.id);
      if (at) {
        picked.push(r);
        nextOpen.set(r.id, at);
      }
      if (picked.length >= want) break;
    }
    if (batch.length < size) {
      exhausted = picked.length < want;
      break;
    }
    after = { key: scanned!.sortKey, id: scanned!.id };
  }
  const page = picked.slice(0, input.limit);
  const last = picked.length > input.limit ? page[page.length - 1] : exhausted ? undefined : scanned;
  return {
    items: page.map((r) => toCard(r, currency, { isAvailable: true, nextOpenAt: nextOpen.get(r.id) ?? null })),
    nextCursor: last ? encodeCursor(sort, { key: last.sortKey, id: last.id }) : null,
  };
}

/**
 * Cards for the given ids, in the order given (AI search, saved tutors). `nextOpen`, when the caller has
 * already applied the slot rule to every id, gives each bookable expert's next open time; otherwise it is
 * worked out here.
 */
export async function cardsByIds({ deps, ids, nextOpen }: { deps: Deps; ids: string[]; nextOpen?: ReadonlyMap<string, string> }): Promise<ExpertCard[]> {
  const [rows, open] = await Promise.all([expertsRepo(deps.db).cardsByIds(ids), nextOpen ?? nextOpenOf(deps, ids, deps.now(), null)]);
  const currency = deps.env.CURRENCY;
  const byId = new Map(rows.map((r) => [r.id, toCard(r, currency, { isAvailable: open.has(r.id), nextOpenAt: open.get(r.id) ?? null })]));
  return ids.map((id) => byId.get(id)).filter((c): c is ExpertCard => Boolean(c));
}

/**
 * Who is viewing, for counting each viewer once a day: a signed-in user by id; a guest by a hash of
 * address and browser salted with the day and the server secret (nothing that identifies them is kept).
 */
function viewerKey(deps: Deps, actor: Actor | null, guest: { ip: string; userAgent: string }, day: string): string {
  if (actor) return `user:${actor.userId}`;
  return `guest:${createHmac('sha256', deps.secret).update(`${day}|${guest.ip}|${guest.userAgent}`).digest('base64url').slice(0, 22)}`;
}

/** Views already written by this process (profile, viewer, day, offers shown), so a reload writes nothing. */
const recentViews = new Set<string>();
const RECENT_VIEWS_MAX = 20_000;

/** Who looks at a profile: a signed-in user, or a guest known by address and browser. */
export type ProfileViewer = { actor: Actor | null; ip: string; userAgent: string };

/**
 * Counts a look at a tutor's public profile: one profile view and one offer view per offer shown, once a day per
 * viewer. Tutors looking at their own profile are not audience.
 */
export async function recordProfileView(deps: Deps, expertId: string, offeringIds: string[], viewer: ProfileViewer): Promise<void> {
  if (viewer.actor?.expertProfileId === expertId) return;
  const day = deps.now().toISOString().slice(0, 10);
  const key = viewerKey(deps, viewer.actor, viewer, day);
  // A repeat this process has already written is not written again.
  const seen = `${expertId}|${key}|${day}|${offeringIds.join(',')}`;
  if (recentViews.has(seen)) return;
  await expertsRepo(deps.db).recordView({ expertId, viewerId: viewer.actor?.userId ?? null, viewerKey: key, viewedOn: day, offeringIds });
  if (recentViews.size >= RECENT_VIEWS_MAX) recentViews.clear();
  recentViews.add(seen);
}

/** One public expert with active offerings and a reviews summary (the route counts the view: recordProfileView). */
export async function getPublicExpert({ deps, id }: { deps: Deps; id: string }): Promise<PublicExpert> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'Expert not found');
  const repo = expertsRepo(deps.db);
  const row = await repo.findCard(id);
  if (!row) throw new AppError('NOT_FOUND', 'Expert not found');
  const [offers, reviewsSummary, open, autoConfirm] = await Promise.all([
    repo.activeOfferings(id),
    repo.reviewsSummary(id),
    nextOpenSlots(deps, [id], { from: deps.now(), days: BOOKABLE_DAYS, timezone: 'UTC', perExpert: PREVIEW_SLOTS }),
    repo.autoConfirm(id),
  ]);
  const nextSlots = open.get(id) ?? [];
  return { ...toCard(row, deps.env.CURRENCY, { isAvailable: nextSlots.length > 0, nextOpenAt: nextSlots[0]?.startTime ?? null }), offerings: offers, reviewsSummary, nextSlots, autoConfirm };
}
