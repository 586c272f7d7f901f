// Public expert reads: cards, one profile with its active offers, and profile views.
import { and, asc, desc, eq, isNull, Placeholder, sql, type SQL } from 'drizzle-orm';
import { executeStatement, type StatementValue } from '../../db/prepared';
import type { Db } from '../../db/client';
import { availabilitySettings, domains, expertProfiles, offerings, profileViews, profiles, reviews, user } from '../../db/schema';
import { MIN_REVIEWS_FOR_RATING } from '../../../shared/rules/expert-card';
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
  priceFrom: number | null;
  hasTrial: boolean;
  trialPrice: number | null;
};

/** A row of a card list with its sort key (as exact text) for the next page's cursor. */
export type ListedRow = CardRow & { sortKey: string };

/** Onboarded experts only: a profile with a bio is what the spec's public list returns. */
const isPublicExpert = sql`length(trim(coalesce(${expertProfiles.bio}, ''))) > 0`;

/**
 * The rating lists are ordered by: the Bayesian average of shared/rules/rating.ts, (C·m + rating·n) / (C + n).
 * Written exactly as the expression index expert_profiles_bayes_rating_idx so that index serves the order.
 */
const bayesRatingSql = sql<string>`((${expertProfiles.rating} * ${expertProfiles.ratingCount} + ${sql.raw(String(RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN))}) / (${expertProfiles.ratingCount} + ${sql.raw(String(RATING_PRIOR_WEIGHT))}))`;

/**
 * What a bookable expert has at least: a published offering and an available window in the next days or a
 * saved weekly schedule. The
 * slot rule (availability/open-slots.ts) decides on the few rows that pass; both lookups are index ranges.
 */
const mayBeBookable = (now: Date, days: number): SQL => sql`exists (select 1 from offerings o where o.expert_id = ${expertProfiles.id} and o.is_active)
  and (exists (
    select 1 from availability_slots s
    where s.tutor_id = ${expertProfiles.id} and s.is_available
      and s.start_time > ${new Date(now.getTime() - 8 * 3_600_000).toISOString()}::timestamptz
      and s.start_time < ${new Date(now.getTime() + days * 86_400_000).toISOString()}::timestamptz
      and s.end_time > ${now.toISOString()}::timestamptz)
    or exists (select 1 from availability_settings st where st.tutor_id = ${expertProfiles.id} and st.weekly_schedule is not null))`;

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
  priceFrom: expertProfiles.priceFrom,
  hasTrial: expertProfiles.hasTrial,
  trialPrice: expertProfiles.trialPrice,
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

/** The card filters the database applies (prices in minor units, compared with the "from" price). */
export type CardFilters = {
  minPrice?: number;
  maxPrice?: number;
  language?: string;
  minRating?: number;
  verified?: boolean;
  trial?: boolean;
};

/** The orders a card list can have; "match" without a query is the rating order. */
export type CardSort = 'match' | 'rating' | 'reviews' | 'price_asc' | 'price_desc';

/** Larger than any price: experts without one come last when sorting by price either way. */
const NO_PRICE_LOW = 2_147_483_647;

/** Each order's key (one expression, ties broken by id ascending) and direction. */
function sortKeyOf(sort: CardSort): { expr: SQL; dir: 'asc' | 'desc' } {
  switch (sort) {
    case 'reviews':
      return { expr: sql`${expertProfiles.ratingCount}`, dir: 'desc' };
    case 'price_asc':
      return { expr: sql`coalesce(${expertProfiles.priceFrom}, ${sql.raw(String(NO_PRICE_LOW))})`, dir: 'asc' };
    case 'price_desc':
      return { expr: sql`coalesce(${expertProfiles.priceFrom}, -1)`, dir: 'desc' };
    default:
      return { expr: bayesRatingSql, dir: 'desc' };
  }
}

/** The filters as conditions on expert_profiles; a minimum rating needs a rating, i.e. enough reviews to show one. */
function cardFilterConditions(f: CardFilters): SQL[] {
  const conds: SQL[] = [];
  if (f.minPrice != null) conds.push(sql`${expertProfiles.priceFrom} >= ${f.minPrice}`);
  if (f.maxPrice != null) conds.push(sql`${expertProfiles.priceFrom} <= ${f.maxPrice}`);
  if (f.language) conds.push(sql`exists (select 1 from unnest(${expertProfiles.languages}) l where lower(l) = ${f.language.toLowerCase()})`);
  if (f.minRating != null) conds.push(sql`${expertProfiles.rating} >= ${f.minRating} and ${expertProfiles.ratingCount} >= ${MIN_REVIEWS_FOR_RATING}`);
  if (f.verified) conds.push(sql`${expertProfiles.isVerified}`);
  if (f.trial) conds.push(sql`${expertProfiles.hasTrial}`);
  return conds;
}

export const expertsRepo = (db: Db) => ({
  /**
   * Keyset page in the asked order (rating: Bayesian rating desc; reviews; price either way), ties by id asc;
   * `after` is the last row of the previous page (its `sortKey`). Filters are conditions of the same query,
   * so pages stay whole. `bookableWithinDays` keeps only experts with a published offering and a window in those days.
   */
  async listCards(input: {
    now: Date;
    domainId?: string;
    limit: number;
    after?: { key: string; id: string };
    bookableWithinDays?: number;
    filters?: CardFilters;
    sort?: CardSort;
  }): Promise<ListedRow[]> {
    const conds: SQL[] = [isPublicExpert, ...cardFilterConditions(input.filters ?? {})];
    if (input.domainId) conds.push(eq(expertProfiles.domainId, input.domainId));
    const { expr, dir } = sortKeyOf(input.sort ?? 'rating');
    if (input.after) {
      // The first bound is an index range where the order has an index; the second breaks ties by id.
      const key = sql`${input.after.key}::numeric`;
      conds.push(
        dir === 'desc'
          ? sql`${expr} <= ${key} and (${expr} < ${key} or ${expertProfiles.id} > ${input.after.id}::uuid)`
          : sql`${expr} >= ${key} and (${expr} > ${key} or ${expertProfiles.id} > ${input.after.id}::uuid)`,
      );
    }
    // A price limit written in the order's own terms as well: the price index then starts the walk at the limit
    // instead of reading its way there past every tutor above it (below it, when ascending).
    const f = input.filters ?? {};
    if (input.sort === 'price_desc' && f.maxPrice != null) conds.push(sql`${expr} <= ${f.maxPrice}`);
    if (input.sort === 'price_asc' && f.minPrice != null) conds.push(sql`${expr} >= ${f.minPrice}`);
    if (input.bookableWithinDays) conds.push(mayBeBookable(input.now, input.bookableWithinDays));
    return (await cardsQuery(db, { sortKey: sql<string>`(${expr})::text` })
      .where(and(...conds))
      .orderBy(dir === 'desc' ? desc(expr) : asc(expr), asc(expertProfiles.id))
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
        isTrial: offerings.isTrial,
      })
      .from(offerings)
      .where(and(eq(offerings.expertId, expertId), eq(offerings.isActive, true)))
      .orderBy(asc(offerings.price), asc(offerings.createdAt));
  },

  /** Whether the expert's bookings are confirmed at once (false until they save availability settings). */
  async autoConfirm(expertId: string): Promise<boolean> {
    const [row] = await db.select({ on: availabilitySettings.autoConfirmBookings }).from(availabilitySettings).where(eq(availabilitySettings.tutorId, expertId)).limit(1);
    return row?.on ?? false;
  },

  async reviewsSummary(expertId: string) {
    const [row] = await db
      .select({ average: sql<string | null>`avg(${reviews.rating})`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.expertId, expertId), isNull(reviews.hiddenAt)));
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
