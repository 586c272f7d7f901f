// Public expert discovery: the catalog list and one expert's public profile. Categories are the taxonomy module's.
import { createHmac } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import {
  EXPERT_NAME_FALLBACK,
  type ExpertCard,
  type ExpertListResponse,
  type ListExpertsQuery,
  type PublicExpert,
} from '../../../shared/schemas/experts';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { BOOKABLE_DAYS, bookableIds, nextOpenSlots } from '../availability/open-slots';
import { expertsRepo, type CardRow, type ListedRow } from './experts.repo';

/** Open times listed on an expert's preview. */
const PREVIEW_SLOTS = 6;

function toCard(row: CardRow, isAvailable: boolean): ExpertCard {
  return {
    id: row.id,
    userId: row.userId,
    name: row.fullName?.trim() || row.userName?.trim() || EXPERT_NAME_FALLBACK,
    avatarUrl: row.avatarUrl,
    domainId: row.domainId,
    domainName: row.domainName,
    customDomain: row.customDomain,
    bio: row.bio,
    rating: Number(row.rating),
    ratingCount: row.ratingCount,
    totalSessions: row.totalSessions,
    isVerified: row.isVerified,
    languages: row.languages ?? [],
    qualifications: row.qualifications ?? [],
    experienceYears: row.experienceYears,
    hourlyRate: row.hourlyRate,
    isAvailable,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SORT_KEY = /^\d{1,2}(\.\d{1,40})?$/;

const encodeCursor = (row: { key: string; id: string }) => Buffer.from(`${row.key}|${row.id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): { key: string; id: string } {
  const [key, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!id || !UUID.test(id) || !key || !SORT_KEY.test(key)) throw new AppError('VALIDATION', 'cursor: Invalid cursor');
  return { key, id };
}

/** Rows of the rating list read per round while looking for bookable experts, and how many rounds at most. */
const BOOKABLE_BATCH = 24;
const BOOKABLE_ROUNDS = 4;

/**
 * Experts by Bayesian rating (keyset pages). With `bookable`, only experts a student can book now: a published
 * offering and an open time in the next BOOKABLE_DAYS days by the booking page's rule.
 */
export async function listExperts({ deps, input }: { deps: Deps; input: ListExpertsQuery }): Promise<ExpertListResponse> {
  const now = deps.now();
  const repo = expertsRepo(deps.db);
  const want = input.limit + 1;
  let after = input.cursor ? decodeCursor(input.cursor) : undefined;
  if (!input.bookable) {
    const rows = await repo.listCards({ now, domainId: input.domainId, limit: want, after });
    const page = rows.slice(0, input.limit);
    const open = await bookableIds(deps, page.map((r) => r.id), now);
    const last = page[page.length - 1];
    return { items: page.map((r) => toCard(r, open.has(r.id))), nextCursor: rows.length > input.limit ? encodeCursor({ key: last.sortKey, id: last.id }) : null };
  }
  // Most experts the database lets through are bookable; the slot rule drops the rest, and reading goes on
  // until the page is full. A short page with a cursor means more may follow.
  const picked: ListedRow[] = [];
  let scanned: ListedRow | undefined;
  let exhausted = false;
  for (let round = 0; round < BOOKABLE_ROUNDS && picked.length < want; round++) {
    const size = Math.max(want, BOOKABLE_BATCH);
    const batch = await repo.listCards({ now, domainId: input.domainId, limit: size, after, bookableWithinDays: BOOKABLE_DAYS });
    const open = await bookableIds(deps, batch.map((r) => r.id), now);
    for (const r of batch) {
      scanned = r;
      if (open.has(r.id)) picked.push(r);
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
  return { items: page.map((r) => toCard(r, true)), nextCursor: last ? encodeCursor({ key: last.sortKey, id: last.id }) : null };
}

/**
 * Cards for the given ids, in the order given (used by AI search). `bookable`, when the caller has already
 * applied the slot rule to every id, says which are bookable; otherwise it is worked out here.
 */
export async function cardsByIds({ deps, ids, bookable }: { deps: Deps; ids: string[]; bookable?: ReadonlySet<string> }): Promise<ExpertCard[]> {
  const [rows, open] = await Promise.all([expertsRepo(deps.db).cardsByIds(ids), bookable ?? bookableIds(deps, ids, deps.now())]);
  const byId = new Map(rows.map((r) => [r.id, toCard(r, open.has(r.id))]));
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

export async function getPublicExpert({
  deps,
  actor,
  id,
  guest,
}: {
  deps: Deps;
  actor: Actor | null;
  id: string;
  guest: { ip: string; userAgent: string };
}): Promise<PublicExpert> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'Expert not found');
  const repo = expertsRepo(deps.db);
  const row = await repo.findCard(id);
  if (!row) throw new AppError('NOT_FOUND', 'Expert not found');
  const [offers, reviewsSummary, open] = await Promise.all([
    repo.activeOfferings(id),
    repo.reviewsSummary(id),
    nextOpenSlots(deps, [id], { from: deps.now(), days: BOOKABLE_DAYS, timezone: 'UTC', perExpert: PREVIEW_SLOTS }),
  ]);
  const nextSlots = open.get(id) ?? [];
  // Experts looking at their own profile are not audience. Every offer shown counts as an offer view.
  if (actor?.expertProfileId !== id) {
    const day = deps.now().toISOString().slice(0, 10);
    await repo.recordView({ expertId: id, viewerId: actor?.userId ?? null, viewerKey: viewerKey(deps, actor, guest, day), viewedOn: day, offeringIds: offers.map((o) => o.id) });
  }
  return { ...toCard(row, nextSlots.length > 0), offerings: offers, reviewsSummary, nextSlots };
}
