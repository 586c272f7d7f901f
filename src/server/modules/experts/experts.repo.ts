// Public expert reads: cards, one profile with its active offers, domains, and profile views.
import { and, asc, desc, eq, Placeholder, sql, type SQL } from 'drizzle-orm';
import { executeStatement, type StatementValue } from '../../db/prepared';
import type { Db } from '../../db/client';
import { domains, expertProfiles, offerings, profileViews, profiles, reviews, user } from '../../db/schema';

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
  isAvailable: boolean;
};

/** Onboarded experts only: a profile with a bio is what the spec's public list returns. */
const isPublicExpert = sql`length(trim(coalesce(${expertProfiles.bio}, ''))) > 0`;

/**
 * Open bookable availability in the next 7 days: an available slot starting in the window that no
 * pending or confirmed booking fully covers. Both lookups use the (tutor, start) and (expert, time) indexes.
 */
const isAvailableSql = (now: Date): SQL<boolean> =>
  isAvailableBetween(sql`${now.toISOString()}`, sql`${new Date(now.getTime() + 7 * 86_400_000).toISOString()}`);

const isAvailableBetween = (from: SQL, to: SQL): SQL<boolean> => sql<boolean>`exists (
    select 1 from availability_slots s
    where s.tutor_id = ${expertProfiles.id} and s.is_available
      and s.start_time >= ${from}::timestamptz and s.start_time < ${to}::timestamptz
      and not exists (
        select 1 from bookings b
        where b.expert_id = s.tutor_id and b.status in ('pending', 'confirmed')
          and b.scheduled_at <= s.start_time and b.ends_at >= s.end_time
      )
  )`;

const cardColumns = (isAvailable: SQL<boolean>) => ({
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
  isAvailable,
});

/** Card fields in select order: a prepared statement's rows come back as arrays. */
const CARD_FIELDS = Object.keys(cardColumns(sql<boolean>`true`)) as (keyof CardRow)[];

const cardsQuery = (db: Db, isAvailable: SQL<boolean>) =>
  db
    .select(cardColumns(isAvailable))
    .from(expertProfiles)
    .innerJoin(user, eq(user.id, expertProfiles.userId))
    .leftJoin(profiles, eq(profiles.userId, expertProfiles.userId))
    .leftJoin(domains, eq(domains.id, expertProfiles.domainId));

let cardsByIdsText: { sql: string; params: unknown[] } | undefined;
const cardsByIdsStatement = (db: Db) =>
  (cardsByIdsText ??= cardsQuery(db, isAvailableBetween(sql`${sql.placeholder('from')}`, sql`${sql.placeholder('to')}`))
    .where(and(sql`${expertProfiles.id} = any(${sql.placeholder('ids')}::uuid[])`, isPublicExpert))
    .toSQL());

export const expertsRepo = (db: Db) => {
  const cards = (now: Date) => cardsQuery(db, isAvailableSql(now));

  return {
    async listDomains() {
      return db.select({ id: domains.id, name: domains.name }).from(domains).orderBy(asc(domains.name));
    },

    /** Keyset page by rating desc, id asc; `after` is the last row of the previous page. */
    async listCards(input: { now: Date; domainId?: string; limit: number; after?: { rating: number; id: string } }): Promise<CardRow[]> {
      const conds: SQL[] = [isPublicExpert];
      if (input.domainId) conds.push(eq(expertProfiles.domainId, input.domainId));
      if (input.after) {
        conds.push(
          sql`(${expertProfiles.rating} < ${input.after.rating} or (${expertProfiles.rating} = ${input.after.rating} and ${expertProfiles.id} > ${input.after.id}))`,
        );
      }
      return (await cards(input.now)
        .where(and(...conds))
        .orderBy(desc(expertProfiles.rating), asc(expertProfiles.id))
        .limit(input.limit)) as CardRow[];
    },

    /** AI search's cards: a statement planned once (db/prepared.ts), the ids as one array parameter. */
    async cardsByIds(now: Date, ids: string[]): Promise<CardRow[]> {
      if (!ids.length) return [];
      const statement = cardsByIdsStatement(db);
      const input: Record<string, StatementValue> = { ids, from: now, to: new Date(now.getTime() + 7 * 86_400_000) };
      const values = statement.params.map((p) => (p instanceof Placeholder ? input[p.name] : (p as StatementValue)));
      const rows = await executeStatement(db, 'expert_cards_by_ids', statement.sql, values);
      return rows.map((r) => Object.fromEntries(CARD_FIELDS.map((k, i) => [k, r[i]])) as CardRow);
    },

    async findCard(now: Date, id: string): Promise<CardRow | null> {
      const [row] = await cards(now).where(and(eq(expertProfiles.id, id), isPublicExpert)).limit(1);
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
  };
};
