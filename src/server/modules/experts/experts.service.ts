// Public expert discovery: the catalog list, one expert's public profile, and domains.
import { createHmac } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import {
  EXPERT_NAME_FALLBACK,
  type Domain,
  type ExpertCard,
  type ExpertListResponse,
  type ListExpertsQuery,
  type PublicExpert,
} from '../../../shared/schemas/experts';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { expertsRepo, type CardRow } from './experts.repo';

function toCard(row: CardRow): ExpertCard {
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
    isAvailable: Boolean(row.isAvailable),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (row: { rating: number; id: string }) =>
  Buffer.from(`${Number(row.rating)}|${row.id}`, 'utf8').toString('base64url');

function decodeCursor(cursor: string): { rating: number; id: string } {
  const [rating, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const n = Number(rating);
  if (!id || !UUID.test(id) || !Number.isFinite(n)) throw new AppError('VALIDATION', 'cursor: Invalid cursor');
  return { rating: n, id };
}

export async function listDomains({ deps }: { deps: Deps }): Promise<Domain[]> {
  return expertsRepo(deps.db).listDomains();
}

export async function listExperts({ deps, input }: { deps: Deps; input: ListExpertsQuery }): Promise<ExpertListResponse> {
  const after = input.cursor ? decodeCursor(input.cursor) : undefined;
  const rows = await expertsRepo(deps.db).listCards({ now: deps.now(), domainId: input.domainId, limit: input.limit + 1, after });
  const page = rows.slice(0, input.limit);
  const nextCursor = rows.length > input.limit ? encodeCursor(page[page.length - 1]) : null;
  return { items: page.map(toCard), nextCursor };
}

/** Cards for the given ids, in the order given (used by AI search). */
export async function cardsByIds({ deps, ids }: { deps: Deps; ids: string[] }): Promise<ExpertCard[]> {
  const rows = await expertsRepo(deps.db).cardsByIds(deps.now(), ids);
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
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
  const row = await repo.findCard(deps.now(), id);
  if (!row) throw new AppError('NOT_FOUND', 'Expert not found');
  const [offers, reviewsSummary] = await Promise.all([repo.activeOfferings(id), repo.reviewsSummary(id)]);
  // Experts looking at their own profile are not audience. Every offer shown counts as an offer view.
  if (actor?.expertProfileId !== id) {
    const day = deps.now().toISOString().slice(0, 10);
    await repo.recordView({ expertId: id, viewerId: actor?.userId ?? null, viewerKey: viewerKey(deps, actor, guest, day), viewedOn: day, offeringIds: offers.map((o) => o.id) });
  }
  return { ...toCard(row), offerings: offers, reviewsSummary };
}
