// Bookings persistence: the schedule read that feeds the slot rule, the insert under a per-expert lock,
// status transitions that only apply from the expected state, reviews and the live room's columns.
// A constraint the database enforces comes back as a result, never as a Postgres code (decision 022).
import { and, asc, eq, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { personName } from '../../db/person-name';
import { SQLSTATE, sqlState } from '../../db/pg-error';
import { bookings, expertProfiles, offerings, payments, profiles, reviews, user } from '../../db/schema';
import type { BusyBooking, SavedSlotSettings, Window } from '../../../shared/rules/slots';
import { overridesFrom, type DateOverride } from '../../../shared/rules/weekly-schedule';
import { DEFAULT_TIME_ZONE } from '../../../shared/rules/time-zone';
import type { MailRecipient } from './bookings.mail';

/** Everything the slot rule needs about an offering's expert around a window of time. */
export type Schedule = {
  offering: {
    id: string;
    expertId: string;
    expertUserId: string;
    expertName: string | null;
    title: string;
    description: string | null;
    category: string | null;
    price: number;
    durationMinutes: number;
    maxStudents: number;
    isActive: boolean;
    /** The tutor's trial lesson: booked once per student. */
    isTrial: boolean;
  } | null;
  /** The expert's saved availability settings; null until they save some. */
  settings: (SavedSlotSettings & { autoConfirm: boolean }) | null;
  /** The calendar's open slots overlapping the window (epoch ms); weekly-schedule.ts openWindows adds the schedule. */
  windows: Window[];
  /** Date overrides of the weekly schedule around the window. */
  overrides: DateOverride[];
  /** Live bookings from a day before to a day after the window; a group session's seats share `groupKey`. */
  bookings: BusyBooking[];
  /** When the expert's earliest unpaid hold runs out (epoch ms), wherever it is; null when none is held. */
  nextHoldExpiry: number | null;
};

/**
 * What booking_schedule() (migration 0007) answers: rows by column name, windows and bookings as arrays by
 * position (compact for the busiest experts). This file is the only reader of that shape.
 */
type ScheduleJson = {
  offering: {
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
    is_trial: boolean;
  } | null;
  settings: {
    default_timezone: string;
    working_hours: unknown;
    buffer_time_before: number;
    buffer_time_after: number;
    advance_booking_days: number;
    max_bookings_per_day: number;
    auto_confirm_bookings: boolean;
    weekly_schedule: unknown;
  } | null;
  overrides: [string, unknown][] | null;
  windows: [number, number][] | null;
  bookings: [number, number, string, string | null][] | null;
  next_hold_expiry: number | string | null;
};

function toSchedule(result: unknown): Schedule {
  const raw = (result as { rows: { s: unknown }[] }).rows[0].s;
  const { offering: o, settings: s, windows, bookings: live, overrides, next_hold_expiry: nextHold } = (typeof raw === 'string' ? JSON.parse(raw) : raw) as ScheduleJson;
  return {
    offering: o && {
      id: o.id,
      expertId: o.expert_id,
      expertUserId: o.expert_user_id,
      expertName: o.expert_name,
      title: o.title,
      description: o.description,
      category: o.category,
      price: o.price,
      durationMinutes: o.duration_minutes,
      maxStudents: o.max_students,
      isActive: o.is_active,
      isTrial: o.is_trial === true,
    },
    settings: s && {
      timezone: s.default_timezone,
      workingHours: s.working_hours,
      bufferBefore: s.buffer_time_before,
      bufferAfter: s.buffer_time_after,
      advanceBookingDays: s.advance_booking_days,
      maxBookingsPerDay: s.max_bookings_per_day,
      autoConfirm: s.auto_confirm_bookings,
      weeklySchedule: s.weekly_schedule,
    },
    overrides: overridesFrom(overrides ?? []),
    windows: (windows ?? []).map(([start, end]) => ({ start: Number(start), end: Number(end) })),
    bookings: (live ?? []).map(([start, end, groupKey, offeringId]) => ({ start: Number(start), end: Number(end), groupKey, offeringId })),
    nextHoldExpiry: nextHold == null ? null : Number(nextHold),
  };
}

const scheduleArgs = (offeringId: string, from: Date, to: Date) => sql`${offeringId}::uuid, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz`;

export type NewBooking = typeof bookings.$inferInsert;
type BookingRecord = typeof bookings.$inferSelect;
export type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingsRepo>['findById']>>;
/** Work under the expert's lock either finishes or finds its time taken (EXCLUDE refused it, or a deadlock). */
type Locked<T> = { ok: true; value: T } | { ok: false; reason: 'slot-taken' };
type InsertResult = { kind: 'created'; row: BookingRecord } | { kind: 'duplicate'; id: string } | { kind: 'slot-taken' };

const studentProfile = alias(profiles, 'student_profile');
const expertProfile = alias(profiles, 'expert_user_profile');
const studentUser = alias(user, 'student_user');

/** A lesson has begun once its start has passed, or earlier when both sides are already in the room. */
const startedBy = (at: Date) => or(lte(bookings.scheduledAt, at), and(isNotNull(bookings.studentJoinedAt), isNotNull(bookings.tutorJoinedAt)));

const bookingSelect = {
  booking: bookings,
  studentName: personName(studentProfile, studentUser),
  expertUserId: expertProfiles.userId,
  expertName: expertProfile.fullName,
  offeringTitle: offerings.title,
  offeringDescription: offerings.description,
  offeringCategory: offerings.category,
  durationMinutes: offerings.durationMinutes,
  reviewRating: reviews.rating,
  reviewComment: reviews.comment,
  reviewCreatedAt: reviews.createdAt,
  payment: {
    provider: payments.provider,
    checkoutUrl: payments.checkoutUrl,
    refundedAmount: payments.refundedAmount,
    failureMessage: payments.failureMessage,
    currency: payments.currency,
  },
};

/** A confirmed booking is due its 24-hour reminder from 24 h before the start, its 1-hour one from 1 h before. */
const reminderDue = (stage: '24h' | '1h', now: Date) => {
  const n = now.toISOString();
  return stage === '24h'
    ? sql`${bookings.reminderSentAt} is null and ${bookings.scheduledAt} > ${n}::timestamptz + interval '1 hour' and ${bookings.scheduledAt} <= ${n}::timestamptz + interval '24 hours'`
    : sql`${bookings.scheduledAt} > ${n}::timestamptz and ${bookings.scheduledAt} <= ${n}::timestamptz + interval '1 hour'
        and (${bookings.reminderSentAt} is null or ${bookings.reminderSentAt} < ${bookings.scheduledAt} - interval '1 hour')`;
};

export const bookingsRepo = (db: Db) => {
  const selectBookings = () =>
    db
      .select(bookingSelect)
      .from(bookings)
      .innerJoin(expertProfiles, eq(expertProfiles.id, bookings.expertId))
      .leftJoin(studentUser, eq(studentUser.id, bookings.studentId))
      .leftJoin(studentProfile, eq(studentProfile.userId, bookings.studentId))
      .leftJoin(expertProfile, eq(expertProfile.userId, expertProfiles.userId))
      .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
      .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
      .leftJoin(payments, eq(payments.bookingId, bookings.id));

  return {
    /** Runs `work` in one transaction, for writes of several modules that must commit together. */
    transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

    /** The schedule of the offering's expert between from and to, in one round trip (migration 0007). */
    async loadSchedule(offeringId: string, from: Date, to: Date): Promise<Schedule> {
      return toSchedule(await db.execute(sql`select booking_schedule(${scheduleArgs(offeringId, from, to)}) as s`));
    },

    /**
     * Runs `work` in a transaction holding the expert's booking lock, with the schedule of `window` read
     * after the lock is taken: the slot re-check, the daily cap and group seats see every earlier booking of
     * that expert (decision 011). booking_schedule_locked() takes the lock and reads in one round trip.
     */
    async withExpertLock<T>(offeringId: string, window: { from: Date; to: Date }, work: (tx: Tx, schedule: Schedule) => Promise<T>): Promise<Locked<T>> {
      try {
        const value = await db.transaction(async (tx) => {
          const locked = await tx.execute(sql`select booking_schedule_locked(${scheduleArgs(offeringId, window.from, window.to)}) as s`);
          return work(tx, toSchedule(locked));
        });
        return { ok: true, value };
      } catch (err) {
        const code = sqlState(err);
        if (code === SQLSTATE.exclusionViolation || code === SQLSTATE.deadlockDetected) return { ok: false, reason: 'slot-taken' };
        throw err;
      }
    },

    /**
     * Inserts a booking inside withExpertLock. DO NOTHING covers both the no-overlap EXCLUDE constraint and
     * the student's unique idempotency key, so a refusal leaves the transaction usable and is told apart here.
     */
    async insert(tx: Tx, b: NewBooking): Promise<InsertResult> {
      const [row] = await tx.insert(bookings).values(b).onConflictDoNothing().returning();
      if (row) return { kind: 'created', row };
      if (b.idempotencyKey) {
        const [earlier] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.studentId, b.studentId), eq(bookings.idempotencyKey, b.idempotencyKey)))
          .limit(1);
        if (earlier) return { kind: 'duplicate', id: earlier.id };
      }
      return { kind: 'slot-taken' };
    },

    /** The schedule read again inside the locked transaction (after holds that ran out were let go). */
    async reloadSchedule(tx: Tx, offeringId: string, window: { from: Date; to: Date }): Promise<Schedule> {
      return toSchedule(await tx.execute(sql`select booking_schedule(${scheduleArgs(offeringId, window.from, window.to)}) as s`));
    },

    /** The student's live (not cancelled) trial booking with an expert, with the key it was made under. */
    async liveTrial(tx: Tx, studentId: string, expertId: string) {
      const [row] = await tx
        .select({ id: bookings.id, idempotencyKey: bookings.idempotencyKey })
        .from(bookings)
        .where(and(eq(bookings.studentId, studentId), eq(bookings.expertId, expertId), eq(bookings.isTrial, true), sql`${bookings.status} <> 'cancelled'`))
        .limit(1);
      return row ?? null;
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
    async transition(tx: Tx, id: string, from: string, to: string, at: Date, extra: { cancelledBy?: string; cancelReason?: string | null; completed?: boolean }) {
      const [row] = await tx
        .update(bookings)
        .set({ status: to, updatedAt: at, cancelledBy: extra.cancelledBy, cancelReason: extra.cancelReason, completedAt: extra.completed ? at : undefined })
        .where(and(eq(bookings.id, id), eq(bookings.status, from), extra.completed ? startedBy(at) : undefined))
        .returning({ id: bookings.id, expertId: bookings.expertId, calendarSequence: bookings.calendarSequence });
      return row ?? null;
    },

    async counts(filter: { studentId?: string; expertId?: string }, now: Date) {
      const who = filter.expertId ? eq(bookings.expertId, filter.expertId) : eq(bookings.studentId, filter.studentId ?? '');
      const soon = new Date(now.getTime() + 2 * 86_400_000);
      const [row] = await db
        .select({
          // A booking still held for the student's payment is not a request yet.
          pending: sql<number>`count(*) filter (where ${bookings.status} = 'pending' and ${bookings.holdExpiresAt} is null and ${bookings.endsAt} > ${now.toISOString()}::timestamptz)::int`,
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

    /** The confirmed bookings due a reminder of `stage` (read only: each is claimed by claimReminder). */
    async dueReminders(stage: '24h' | '1h', now: Date) {
      const rows = await db
        .select({ id: bookings.id, scheduledAt: bookings.scheduledAt })
        .from(bookings)
        .where(and(eq(bookings.status, 'confirmed'), reminderDue(stage, now)));
      return rows;
    },

    /**
     * Claims one booking's reminder in `tx`, where the caller also writes its e-mails: both commit or neither.
     * The UPDATE's condition is the due rule again, and the time the e-mails were written for, so of several
     * app processes one claims it, and a session moved meanwhile is not reminded of its old time.
     */
    async claimReminder(tx: Tx, id: string, stage: '24h' | '1h', now: Date, scheduledAt: Date) {
      const rows = await tx
        .update(bookings)
        .set({ reminderSentAt: now })
        .where(and(eq(bookings.id, id), eq(bookings.status, 'confirmed'), sql`date_trunc('milliseconds', ${bookings.scheduledAt}) = ${scheduledAt.toISOString()}::timestamptz`, reminderDue(stage, now)))
        .returning({ id: bookings.id });
      return rows.length > 0;
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

    // ── the live room's columns (the live module writes them through bookings.room.ts) ──
    /** The first time each side entered the room; later entries keep it. */
    /** The live (pending or confirmed) seats of a group session of an expert, oldest booking first. */
    async classSeats(groupSessionId: string, expertId: string) {
      return db
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(and(eq(bookings.groupSessionId, groupSessionId), eq(bookings.expertId, expertId), or(eq(bookings.status, 'pending'), eq(bookings.status, 'confirmed'))))
        .orderBy(asc(bookings.createdAt));
    },
    async markJoined(id: string, role: 'tutor' | 'student', at: Date): Promise<void> {
      const column = role === 'tutor' ? bookings.tutorJoinedAt : bookings.studentJoinedAt;
      await db
        .update(bookings)
        .set(role === 'tutor' ? { tutorJoinedAt: at } : { studentJoinedAt: at })
        .where(and(eq(bookings.id, id), isNull(column)));
    },
    async setWhiteboard(id: string, whiteboard: unknown): Promise<void> {
      await db.update(bookings).set({ whiteboard, updatedAt: new Date() }).where(eq(bookings.id, id));
    },
    async setTutorNotes(id: string, notes: string): Promise<void> {
      await db.update(bookings).set({ tutorNotes: notes, updatedAt: new Date() }).where(eq(bookings.id, id));
    },
  };
};
