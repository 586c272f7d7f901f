import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SQLSTATE, sqlState } from '../../db/pg-error';
import { bookings, domains, offerings, profiles, profileViews, reviews } from '../../db/schema';

export type OfferingRow = typeof offerings.$inferSelect;
type NewOffering = typeof offerings.$inferInsert;
/** The database refused a second published trial offer of one tutor (offerings_one_trial_idx). */
export const TRIAL_TAKEN = 'trial-taken' as const;

/** A write the one-published-trial index refused comes back as TRIAL_TAKEN, never as a Postgres code. */
async function guardTrial<T>(write: () => Promise<T>): Promise<T | typeof TRIAL_TAKEN> {
  try {
    return await write();
  } catch (err) {
    if (sqlState(err) === SQLSTATE.uniqueViolation) return TRIAL_TAKEN;
    throw err;
  }
}

export const offeringsRepo = (db: Db) => ({
  /** Offers filed under a category name (any case) move to another name: an operator renamed or removed it. */
  async renameCategory(from: string, to: string) {
    await db.update(offerings).set({ category: to }).where(sql`lower(${offerings.category}) = lower(${from})`);
  },

  list(expertId: string) {
    return db.select().from(offerings).where(eq(offerings.expertId, expertId)).orderBy(desc(offerings.createdAt), desc(offerings.id));
  },
  async find(expertId: string, id: string) {
    const [row] = await db
      .select()
      .from(offerings)
      .where(and(eq(offerings.id, id), eq(offerings.expertId, expertId)))
      .limit(1);
    return row ?? null;
  },
  async insert(values: NewOffering) {
    return guardTrial(async () => {
      const [row] = await db.insert(offerings).values(values).returning();
      return row;
    });
  },
  async update(expertId: string, id: string, values: Partial<NewOffering>) {
    return guardTrial(async () => {
      const [row] = await db
        .update(offerings)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(offerings.id, id), eq(offerings.expertId, expertId)))
        .returning();
      return row ?? null;
    });
  },
  /** The tutor's published trial offer other than `exceptId`, if any. */
  async publishedTrial(expertId: string, exceptId?: string) {
    const [row] = await db
      .select({ id: offerings.id })
      .from(offerings)
      .where(and(eq(offerings.expertId, expertId), eq(offerings.isTrial, true), eq(offerings.isActive, true), exceptId ? sql`${offerings.id} <> ${exceptId}` : undefined))
      .limit(1);
    return row ?? null;
  },
  async remove(expertId: string, id: string) {
    const rows = await db
      .delete(offerings)
      .where(and(eq(offerings.id, id), eq(offerings.expertId, expertId)))
      .returning({ id: offerings.id });
    return rows.length > 0;
  },
  async domainName(name: string) {
    const [row] = await db
      .select({ name: domains.name })
      .from(domains)
      .where(sql`lower(${domains.name}) = lower(${name})`)
      .limit(1);
    return row?.name ?? null;
  },

  // ── analytics ──
  async viewCounts(expertId: string) {
    const [row] = await db
      .select({
        profile: sql<number>`count(*) filter (where ${profileViews.offeringId} is null)::int`,
        offer: sql<number>`count(*) filter (where ${profileViews.offeringId} is not null)::int`,
      })
      .from(profileViews)
      .where(eq(profileViews.expertId, expertId));
    return row ?? { profile: 0, offer: 0 };
  },
  async bookingCounts(expertId: string) {
    const [row] = await db
      .select({
        live: sql<number>`count(*) filter (where ${bookings.status} <> 'cancelled')::int`,
        completed: sql<number>`count(*) filter (where ${bookings.status} = 'completed')::int`,
        earnings: sql<number>`coalesce(sum(${bookings.totalAmount}) filter (where ${bookings.status} = 'completed'), 0)::int`,
      })
      .from(bookings)
      .where(eq(bookings.expertId, expertId));
    return row ?? { live: 0, completed: 0, earnings: 0 };
  },
  async ratingSummary(expertId: string) {
    const [row] = await db
      .select({ avg: sql<string | null>`avg(${reviews.rating})`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(and(eq(reviews.expertId, expertId), sql`${reviews.hiddenAt} is null`));
    return { average: row?.avg == null ? null : Number(row.avg), count: row?.count ?? 0 };
  },
  /** Completed earnings grouped by month (YYYY-MM) in the given zone, since `from`. */
  earningsByMonth(expertId: string, timezone: string, from: Date) {
    const at = sql`coalesce(${bookings.completedAt}, ${bookings.scheduledAt})`;
    const month = sql<string>`to_char(${at} at time zone ${timezone}, 'YYYY-MM')`;
    return db
      .select({ month, amount: sql<number>`sum(${bookings.totalAmount})::int` })
      .from(bookings)
      .where(and(eq(bookings.expertId, expertId), eq(bookings.status, 'completed'), sql`${at} >= ${from.toISOString()}`))
      .groupBy(sql`1`);
  },
  perOffering(expertId: string) {
    // Qualified by hand: inside a select list drizzle prints columns without their table.
    const oid = sql.raw('"offerings"."id"');
    const views = sql<number>`(select count(*)::int from ${profileViews} pv where pv.offering_id = ${oid})`;
    const booked = sql<number>`(select count(*)::int from ${bookings} b where b.offering_id = ${oid} and b.status <> 'cancelled')`;
    const earned = sql<number>`(select coalesce(sum(b.total_amount), 0)::int from ${bookings} b where b.offering_id = ${oid} and b.status = 'completed')`;
    return db
      .select({ offeringId: offerings.id, title: offerings.title, views, bookings: booked, earnings: earned })
      .from(offerings)
      .where(eq(offerings.expertId, expertId))
      .orderBy(desc(offerings.createdAt));
  },
  reviews(expertId: string) {
    return db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        comment: reviews.comment,
        createdAt: reviews.createdAt,
        studentName: profiles.fullName,
        offeringTitle: offerings.title,
      })
      .from(reviews)
      .leftJoin(profiles, eq(profiles.userId, reviews.studentId))
      .leftJoin(offerings, eq(offerings.id, reviews.offeringId))
      .where(and(eq(reviews.expertId, expertId), sql`${reviews.hiddenAt} is null`))
      .orderBy(desc(reviews.createdAt))
      .limit(200);
  },
});
