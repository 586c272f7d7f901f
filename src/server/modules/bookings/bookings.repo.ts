// Bookings persistence: the schedule read that feeds the slot rule (one round trip), inserts under
// a per-expert lock, status transitions that only apply from the expected state, and reviews.
import { and, asc, eq, getTableColumns, gte, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { MailRecipient } from './bookings.mail';
import { bookings, expertProfiles, notifications, offerings, profiles, reviews, user } from '../../db/schema';
import { DEFAULT_TIME_ZONE } from '../../../shared/rules/time-zone';

export type ScheduleOffering = {
  id: string;
  expert_id: string;
  expert_user_id: string;
  expert_name: string | null;
  title: string;
  description: string | null;
  category: string | null;
  price: number;
  duration_minutes: number;
  max_students: number;
  is_active: boolean;
};
export type ScheduleRow = {
  offering: ScheduleOffering | null;
  settings: Record<string, unknown> | null;
  windows: [number, number][];
  bookings: [number, number, string, string | null][];
};

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

const studentProfile = alias(profiles, 'student_profile');
const expertProfile = alias(profiles, 'expert_user_profile');
const studentUser = alias(user, 'student_user');

/** A lesson has begun once its start has passed, or earlier when both sides are already in the room. */
const startedBy = (at: Date) => or(lte(bookings.scheduledAt, at), and(isNotNull(bookings.studentJoinedAt), isNotNull(bookings.tutorJoinedAt)));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toSchedule(raw: unknown): ScheduleRow {
  const row = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ScheduleRow;
  return { offering: row.offering ?? null, settings: row.settings ?? null, windows: row.windows ?? [], bookings: row.bookings ?? [] };
}

/** Windows, live bookings and settings of the offering's expert between from and to, plus the offering (migration 0007). */
async function loadSchedule(db: Conn, offeringId: string, from: Date, to: Date): Promise<ScheduleRow> {
  const result = await db.execute(sql`select booking_schedule(${offeringId}::uuid, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz) as s`);
  return toSchedule((result as unknown as { rows: { s: unknown }[] }).rows[0].s);
}

type LockedWork<T> = (ctx: {
  tx: Tx;
  /** The schedule read under the lock: the window asked for up front is already loaded. */
  loadSchedule: (from: Date, to: Date) => Promise<ScheduleRow>;
  /** Inserts the booking and, in the same statement, the in-app notification it raises. */
  insert: (b: NewBooking, notice: BookingNotice) => Promise<{ row: typeof bookings.$inferSelect; noticeId: string }>;
}) => Promise<T>;

/** The bell notification a new booking raises for its tutor: written with the booking, or not at all. */
export type BookingNotice = { userId: string; type: string; title: string; body: string; link: string };

/**
 * A booking and its notification in one statement, prepared once per connection (the name is the key).
 * The columns come back by their database names and are read through the schema's own decoders.
 */
const BOOKING_INSERT = {
  name: 'booking_insert_with_notice',
  text: `with b as (
      insert into bookings (student_id, expert_id, offering_id, scheduled_at, ends_at, status, notes, total_amount,
        session_type, group_session_id, idempotency_key)
      values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning *
    ), n as (
      insert into notifications (user_id, type, title, body, link) select $12, $13, $14, $15, $16 from b returning id
    )
    select b.*, (select id from n) as notice_id from b`,
};
const bookingColumns = Object.entries(getTableColumns(bookings));
function bookingFromRow(raw: Record<string, unknown>): typeof bookings.$inferSelect {
  const out: Record<string, unknown> = {};
  for (const [key, col] of bookingColumns) {
    const v = raw[col.name];
    out[key] = v == null ? null : col.mapFromDriverValue(v);
  }
  return out as typeof bookings.$inferSelect;
}

// One drizzle session per pooled connection, made once: a locked booking runs on a connection of its own.
const connectionDbs = new WeakMap<pg.PoolClient, Tx>();

export type NewBooking = typeof bookings.$inferInsert;
export type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingsRepo>['findById']>>;

const bookingSelect = {
  booking: bookings,
  studentName: sql<string | null>`coalesce(${studentProfile.fullName}, ${studentUser.name})`,
  expertUserId: expertProfiles.userId,
  expertName: expertProfile.fullName,
  offeringTitle: offerings.title,
  offeringDescription: offerings.description,
  offeringCategory: offerings.category,
  durationMinutes: offerings.durationMinutes,
  reviewRating: reviews.rating,
  reviewComment: reviews.comment,
};

export const bookingsRepo = (db: Db) => {
  const selectBookings = (conn: Conn = db) =>
    conn
      .select(bookingSelect)
      .from(bookings)
      .innerJoin(expertProfiles, eq(expertProfiles.id, bookings.expertId))
      .leftJoin(studentUser, eq(studentUser.id, bookings.studentId))
      .leftJoin(studentProfile, eq(studentProfile.userId, bookings.studentId))
      .leftJoin(expertProfile, eq(expertProfile.userId, expertProfiles.userId))
      .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
      .leftJoin(reviews, eq(reviews.bookingId, bookings.id));

  return {
    loadSchedule: (offeringId: string, from: Date, to: Date) => loadSchedule(db, offeringId, from, to),

    /**
     * Runs `work` in a transaction holding the expert's booking lock, so the slot re-check, the daily
     * cap and group seats see every earlier booking of that expert. With `window`, the transaction
     * begins, takes the lock and reads that window's schedule in one round trip on Postgres.
     */
    async withExpertLock<T>(offeringId: string, work: LockedWork<T>, window?: { from: Date; to: Date }): Promise<T> {
      if (!UUID.test(offeringId)) throw new Error('withExpertLock: offering id is not a uuid');
      const within = (tx: Tx, preloaded: ScheduleRow | null, conn?: pg.PoolClient): Promise<T> =>
        work({
          tx,
          loadSchedule: (from, to) =>
            preloaded && window && from.getTime() === window.from.getTime() && to.getTime() === window.to.getTime()
              ? Promise.resolve(preloaded)
              : loadSchedule(tx, offeringId, from, to),
          insert: async (b, notice) => {
            if (conn) {
              const values = [
                b.studentId, b.expertId, b.offeringId ?? null, b.scheduledAt.toISOString(), b.endsAt.toISOString(), b.status ?? 'pending',
                b.notes ?? null, b.totalAmount ?? 0, b.sessionType ?? 'one_on_one', b.groupSessionId ?? null, b.idempotencyKey ?? null,
                notice.userId, notice.type, notice.title, notice.body, notice.link,
              ];
              const { rows } = await conn.query<Record<string, unknown>>({ ...BOOKING_INSERT, values });
              return { row: bookingFromRow(rows[0]), noticeId: String(rows[0].notice_id) };
            }
            const [row] = await tx.insert(bookings).values(b).returning();
            const [n] = await tx.insert(notifications).values(notice).returning({ id: notifications.id });
            return { row, noticeId: n.id };
          },
        });
      const client = (db as unknown as { $client?: unknown }).$client;
      if (client instanceof pg.Pool) {
        const conn = await client.connect();
        let broken = false;
        try {
          // Every value is a checked uuid or an ISO instant, so the statement carries them inline: the
          // simple protocol runs BEGIN and the locked read together.
          const args = `'${offeringId}'::uuid, '${(window?.from ?? new Date(0)).toISOString()}'::timestamptz, '${(window?.to ?? new Date(0)).toISOString()}'::timestamptz`;
          const results = (await conn.query(`begin; select booking_schedule_locked(${args}) as s`)) as unknown as pg.QueryResult<{ s: unknown }>[];
          let tx = connectionDbs.get(conn);
          if (!tx) {
            tx = drizzlePg(conn, { schema }) as unknown as Tx;
            connectionDbs.set(conn, tx);
          }
          const out = await within(tx, window ? toSchedule(results[1].rows[0].s) : null, conn);
          await conn.query('commit');
          return out;
        } catch (err) {
          // A connection that cannot even roll back is broken: it is dropped, not returned to the pool.
          broken = !(await conn.query('rollback').then(
            () => true,
            () => false,
          ));
          throw err;
        } finally {
          conn.release(broken);
        }
      }
      return db.transaction(async (tx) => {
        const locked = await tx.execute(
          sql`select booking_schedule_locked(${offeringId}::uuid, ${(window?.from ?? new Date(0)).toISOString()}::timestamptz, ${(window?.to ?? new Date(0)).toISOString()}::timestamptz) as s`,
        );
        return within(tx, window ? toSchedule((locked as unknown as { rows: { s: unknown }[] }).rows[0].s) : null);
      });
    },

    async findById(id: string) {
      const [row] = await selectBookings().where(eq(bookings.id, id)).limit(1);
      return row ?? null;
    },

    /** When each side first entered the live room (null until they do). */
    async attendance(id: string) {
      const [row] = await db.select({ studentJoinedAt: bookings.studentJoinedAt, tutorJoinedAt: bookings.tutorJoinedAt }).from(bookings).where(eq(bookings.id, id)).limit(1);
      return row ?? { studentJoinedAt: null, tutorJoinedAt: null };
    },

    async findByIdempotencyKey(studentId: string, key: string) {
      const [row] = await db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.studentId, studentId), eq(bookings.idempotencyKey, key))).limit(1);
      return row?.id ?? null;
    },

    async list(filter: { studentId?: string; expertId?: string; from?: Date; to?: Date }) {
      const conds: SQL[] = [];
      if (filter.studentId) conds.push(eq(bookings.studentId, filter.studentId));
      if (filter.expertId) conds.push(eq(bookings.expertId, filter.expertId));
      if (filter.from) conds.push(gte(bookings.scheduledAt, filter.from));
      if (filter.to) conds.push(lt(bookings.scheduledAt, filter.to));
      return selectBookings().where(and(...conds)).orderBy(asc(bookings.scheduledAt)).limit(1000);
    },

    /** Applies a transition only from the expected status, stamped `at`; null when the row moved meanwhile. */
    async transition(id: string, from: string, to: string, at: Date, extra: { cancelledBy?: string; completed?: boolean }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(bookings)
          .set({ status: to, updatedAt: at, cancelledBy: extra.cancelledBy, completedAt: extra.completed ? at : undefined })
          .where(and(eq(bookings.id, id), eq(bookings.status, from), extra.completed ? startedBy(at) : undefined))
          .returning({ id: bookings.id, expertId: bookings.expertId });
        if (row && extra.completed) {
          await tx.update(expertProfiles).set({ totalSessions: sql`${expertProfiles.totalSessions} + 1` }).where(eq(expertProfiles.id, row.expertId));
        }
        return row ?? null;
      });
    },

    /** Stores the review and folds it into the expert's running average in one transaction. */
    async addReview(input: { bookingId: string; studentId: string; expertId: string; offeringId: string | null; rating: number; comment: string | null }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(reviews).values(input).onConflictDoNothing({ target: reviews.bookingId }).returning({ id: reviews.id });
        if (!row) return null;
        await tx
          .update(expertProfiles)
          .set({
            rating: sql`round((${expertProfiles.rating} * ${expertProfiles.ratingCount} + ${input.rating})::numeric / (${expertProfiles.ratingCount} + 1), 2)`,
            ratingCount: sql`${expertProfiles.ratingCount} + 1`,
          })
          .where(eq(expertProfiles.id, input.expertId));
        return row;
      });
    },

    async counts(filter: { studentId?: string; expertId?: string }, now: Date) {
      const who = filter.expertId ? eq(bookings.expertId, filter.expertId) : eq(bookings.studentId, filter.studentId ?? '');
      const soon = new Date(now.getTime() + 2 * 86_400_000);
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${bookings.status} = 'pending' and ${bookings.endsAt} > ${now.toISOString()}::timestamptz)::int`,
          upcoming: sql<number>`count(*) filter (where ${bookings.status} in ('pending', 'confirmed') and ${bookings.scheduledAt} >= ${now.toISOString()}::timestamptz and ${bookings.scheduledAt} <= ${soon.toISOString()}::timestamptz)::int`,
        })
        .from(bookings)
        .where(who);
      let totalOffers: number | undefined;
      if (filter.expertId) {
        const [o] = await db.select({ n: sql<number>`count(*)::int` }).from(offerings).where(and(eq(offerings.expertId, filter.expertId), eq(offerings.isActive, true)));
        totalOffers = o?.n ?? 0;
      }
      return { pendingSessions: row?.pending ?? 0, upcomingSessions: row?.upcoming ?? 0, totalOffers };
    },

    async monthlyGoal(userId: string) {
      const [row] = await db.select({ goal: profiles.monthlyGoal }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row?.goal ?? null;
    },

    /**
     * Claims the confirmed bookings due a reminder, atomically: a row is claimed by one UPDATE only,
     * so several app processes never send the same reminder twice.
     */
    async claimReminders(stage: '24h' | '1h', now: Date) {
      const n = now.toISOString();
      const due =
        stage === '24h'
          ? sql`${bookings.reminderSentAt} is null and ${bookings.scheduledAt} > ${n}::timestamptz + interval '1 hour' and ${bookings.scheduledAt} <= ${n}::timestamptz + interval '24 hours'`
          : sql`${bookings.scheduledAt} > ${n}::timestamptz and ${bookings.scheduledAt} <= ${n}::timestamptz + interval '1 hour'
              and (${bookings.reminderSentAt} is null or ${bookings.reminderSentAt} < ${bookings.scheduledAt} - interval '1 hour')`;
      const rows = await db
        .update(bookings)
        .set({ reminderSentAt: now })
        .where(and(eq(bookings.status, 'confirmed'), due))
        .returning({ id: bookings.id });
      return rows.map((r) => r.id);
    },

    /** Where a user's booking e-mails go, and the time zone they are written in. */
    async recipient(userId: string): Promise<MailRecipient | null> {
      const [row] = await db
        .select({ email: user.email, timeZone: sql<string>`coalesce(${profiles.timezone}, ${DEFAULT_TIME_ZONE})` })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return row ?? null;
    },

    async setMonthlyGoal(userId: string, goal: number) {
      await db.update(profiles).set({ monthlyGoal: goal }).where(eq(profiles.userId, userId));
    },

  };
};
