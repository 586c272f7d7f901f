// Public expert reads: cards, one profile with its active offers, and profile views.
import { and, asc, desc, eq, Placeholder, sql, type SQL } from 'drizzle-orm';
import { executeStatement, type StatementValue } from '../../db/prepared';
import type { Db } from '../../db/client';
import { domains, expertProfiles, offerings, profileViews, profiles, reviews, user } from '../../db/schema';
import { RATING_PRIOR_MEAN, RATING_PRIOR_WEIGHT } from '../../../shared/rules/rating';

export type CardRow = {
  id: string;
  userId: string;
  fullName: string | null;
  userName: string | null;
  avatarUrl: string | null;
  domainId: string | null;
  domainName: string | null;
  customDomain: string | null;
  bio: string | null;
  rating: number;
  ratingCount: number;
  totalSessions: number;
  isVerified: boolean;
  languages: string[];
  qualifications: string[];
  experienceYears: number;
  hourlyRate: number | null;
};

/** A row of the rating list with its sort key (the Bayesian rating as exact text) for the next page's cursor. */
export type ListedRow = CardRow & { sortKey: string };

/** Onboarded experts only: a profile with a bio is what the spec's public list returns. */
const isPublicExpert = sql`length(trim(coalesce(${expertProfiles.bio}, ''))) > 0`;

/**
 * The rating lists are ordered by: the Bayesian average of shared/rules/rating.ts, (C·m + rating·n) / (C + n).
 * Written exactly as the expression index expert_profiles_bayes_rating_idx so that index serves the order.
 */
const bayesRatingSql = sql<string>`((${expertProfiles.rating} * ${expertProfiles.ratingCount} + ${sql.raw(String(RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN))}) / (${expertProfiles.ratingCount} + ${sql.raw(String(RATING_PRIOR_WEIGHT))}))`;

/**
 * What a bookable expert has at least: a published offering and an available window in the next days. The
 * slot rule (availability/open-slots.ts) decides on the few rows that pass; both lookups are index ranges.
 */
const mayBeBookable = (now: Date, days: number): SQL => sql`exists (select 1 from offerings o where o.expert_id = ${expertProfiles.id} and o.is_active)
  and exists (
    select 1 from availability_slots s
    where s.tutor_id = ${expertProfiles.id} and s.is_available
      and s.start_time > ${new Date(now.getTime() - 8 * 3_600_000).toISOString()}::timestamptz
      and s.start_time < ${new Date(now.getTime() + days * 86_400_000).toISOString()}::timestamptz
      and s.end_time > ${now.toISOString()}::timestamptz)`;

const cardColumns = () => ({
  id: expertProfiles.id,
  userId: expertProfiles.userId,
  fullName: profiles.fullName,
  userName: user.name,
  avatarUrl: profiles.avatarUrl,
  domainId: expertProfiles.domainId,
  domainName: domains.name,
  customDomain: expertProfiles.customDomain,
  bio: expertProfiles.bio,
  rating: expertProfiles.rating,
  ratingCount: expertProfiles.ratingCount,
  totalSessions: expertProfiles.totalSessions,
  isVerified: expertProfiles.isVerified,
  languages: expertProfiles.languages,
  qualifications: expertProfiles.qualifications,
  experienceYears: expertProfiles.experienceYears,
  hourlyRate: expertProfiles.hourlyRate,
});

/** Card fields in select order: a prepared statement's rows come back as arrays. */
const CARD_FIELDS = Object.keys(cardColumns()) as (keyof CardRow)[];

const cardsQuery = (db: Db, extra: { sortKey?: SQL<string> } = {}) =>
  db
    .select({ ...cardColumns(), ...extra })
    .from(expertProfiles)
    .innerJoin(user, eq(user.id, expertProfiles.userId))
    .leftJoin(profiles, eq(profiles.userId, expertProfiles.userId))
    .leftJoin(domains, eq(domains.id, expertProfiles.domainId));

let cardsByIdsText: { sql: string; params: unknown[] } | undefined;
const cardsByIdsStatement = (db: Db) =>
  (cardsByIdsText ??= cardsQuery(db)
    .where(and(sql`${expertProfiles.id} = any(${sql.placeholder('ids')}::uuid[])`, isPublicExpert))
    .toSQL());

export const expertsRepo = (db: Db) => ({
  /**
   * Keyset page by Bayesian rating desc, id asc; `after` is the last row of the previous page (its `sortKey`).
   * `bookableWithinDays` keeps only experts with a published offering and a window in those days.
   */
  async listCards(input: { now: Date; domainId?: string; limit: number; after?: { key: string; id: string }; bookableWithinDays?: number }): Promise<ListedRow[]> {
    const conds: SQL[] = [isPublicExpert];
    if (input.domainId) conds.push(eq(expertProfiles.domainId, input.domainId));
    if (input.after) {
      // The first bound is an index range; the second breaks ties by id.
      const key = sql`${input.after.key}::numeric`;
      conds.push(sql`${bayesRatingSql} <= ${key} and (${bayesRatingSql} < ${key} or ${expertProfiles.id} > ${input.after.id}::uuid)`);
    }
    if (input.bookableWithinDays) conds.push(mayBeBookable(input.now, input.bookableWithinDays));
    return (await cardsQuery(db, { sortKey: sql<string>`(${bayesRatingSql})::text` })
      .where(and(...conds))
      .orderBy(desc(bayesRatingSql), asc(expertProfiles.id))
      .limit(input.limit)) as ListedRow[];
  },

  /** AI search's cards: a statement planned once (db/prepared.ts), the ids as one array parameter. */
  async cardsByIds(ids: string[]): Promise<CardRow[]> {
    if (!ids.length) return [];
    const statement = cardsByIdsStatement(db);
    const input: Record<string, StatementValue> = { ids };
    const values = statement.params.map((p) => (p instanceof Placeholder ? input[p.name] : (p as StatementValue)));
    const rows = await executeStatement(db, 'expert_cards_by_ids', statement.sql, values);
    return rows.map((r) => Object.fromEntries(CARD_FIELDS.map((k, i) => [k, r[i]])) as CardRow);
  },

  async findCard(id: string): Promise<CardRow | null> {
    const [row] = await cardsQuery(db).where(and(eq(expertProfiles.id, id), isPublicExpert)).limit(1);
    return (row as CardRow | undefined) ?? null;
  },

  async activeOfferings(expertId: string) {
    return db
      .select({
        id: offerings.id,
        title: offerings.title,
        description: offerings.description,
        price: offerings.price,
        durationMinutes: offerings.durationMinutes,
        maxStudents: offerings.maxStudents,
        category: offerings.category,
      })
      .from(offerings)
      .where(and(eq(offerings.expertId, expertId), eq(offerings.isActive, true)))
      .orderBy(asc(offerings.price), asc(offerings.createdAt));
  },

  async reviewsSummary(expertId: string) {
    const [row] = await db
      .select({ average: sql<string | null>`avg(${reviews.rating})`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.expertId, expertId));
    return { average: row?.average == null ? null : Math.round(Number(row.average) * 10) / 10, count: Number(row?.count ?? 0) };
  },

  /** One profile view and one view per offer shown, counted once per viewer and day. */
  async recordView(input: { expertId: string; viewerId: string | null; viewerKey: string; viewedOn: string; offeringIds: string[] }) {
    const base = { expertId: input.expertId, viewerId: input.viewerId, viewerKey: input.viewerKey, viewedOn: input.viewedOn };
    await db
      .insert(profileViews)
      .values([base, ...input.offeringIds.map((offeringId) => ({ ...base, offeringId }))])
      .onConflictDoNothing();
  },
});
