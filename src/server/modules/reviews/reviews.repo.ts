// Reviews in the database: one per booking, keyset pages (newest first, ties by id) over the visible ones,
// edits, the tutor's single reply and the operator's hiding. expert_profiles.rating/rating_count follow the
// visible reviews by a database trigger (migration 0013), so nothing here touches them.
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personName } from '../../db/person-name';
import { bookings, expertProfiles, offerings, profiles, reviews, user } from '../../db/schema';

const studentProfile = alias(profiles, 'review_student_profile');
const studentUser = alias(user, 'review_student_user');
const expertProfile = alias(profiles, 'review_expert_profile');
const expertUser = alias(user, 'review_expert_user');

/** The key a page continues after: created_at to the microsecond (as text) and the id. */
export type ReviewKey = { at: string; id: string };

const reviewSelect = {
  id: reviews.id,
  bookingId: reviews.bookingId,
  studentId: reviews.studentId,
  expertId: reviews.expertId,
  rating: reviews.rating,
  comment: reviews.comment,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  /** created_at with its microseconds, for an exact keyset cursor (a JS Date keeps milliseconds only). */
  key: sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  offeringTitle: offerings.title,
  studentName: personName(studentProfile, studentUser),
};

export type ReviewRow = NonNullable<Awaited<ReturnType<ReturnType<typeof reviewsRepo>['findById']>>>;

/** Newest first, ties by id ascending (the order of reviews_expert_visible_idx); rows after `after`. */
const after = (key: ReviewKey | undefined): SQL | undefined =>
  key
    ? or(lt(reviews.createdAt, sql`${key.at}::timestamptz`), and(eq(reviews.createdAt, sql`${key.at}::timestamptz`), gt(reviews.id, key.id)))
    : undefined;

export const reviewsRepo = (db: Db) => {
  const selectReviews = () =>
    db
      .select(reviewSelect)
      .from(reviews)
      .leftJoin(offerings, eq(offerings.id, reviews.offeringId))
      .leftJoin(studentUser, eq(studentUser.id, reviews.studentId))
      .leftJoin(studentProfile, eq(studentProfile.userId, reviews.studentId));

  const selectForOperator = () =>
    db
      .select({ ...reviewSelect, expertName: personName(expertProfile, expertUser) })
      .from(reviews)
      .innerJoin(expertProfiles, eq(expertProfiles.id, reviews.expertId))
      .leftJoin(expertUser, eq(expertUser.id, expertProfiles.userId))
      .leftJoin(expertProfile, eq(expertProfile.userId, expertProfiles.userId))
      .leftJoin(offerings, eq(offerings.id, reviews.offeringId))
      .leftJoin(studentUser, eq(studentUser.id, reviews.studentId))
      .leftJoin(studentProfile, eq(studentProfile.userId, reviews.studentId));

  return {
    async findById(id: string) {
      const [row] = await selectReviews().where(eq(reviews.id, id)).limit(1);
      return row ?? null;
    },

    async findByBooking(bookingId: string) {
      const [row] = await selectReviews().where(eq(reviews.bookingId, bookingId)).limit(1);
      return row ?? null;
    },

    /** What the review rules need of a booking: its parties, status, attendance and names. */
    async bookingForReview(bookingId: string) {
      const [row] = await db
        .select({
          id: bookings.id,
          studentId: bookings.studentId,
          expertId: bookings.expertId,
          offeringId: bookings.offeringId,
          status: bookings.status,
          studentJoinedAt: bookings.studentJoinedAt,
          tutorJoinedAt: bookings.tutorJoinedAt,
          expertUserId: expertProfiles.userId,
          offeringTitle: offerings.title,
          studentName: personName(studentProfile, studentUser),
        })
        .from(bookings)
        .innerJoin(expertProfiles, eq(expertProfiles.id, bookings.expertId))
        .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
        .leftJoin(studentUser, eq(studentUser.id, bookings.studentId))
        .leftJoin(studentProfile, eq(studentProfile.userId, bookings.studentId))
        .where(eq(bookings.id, bookingId))
        .limit(1);
      return row ?? null;
    },

    /** The expert's rating and count as the database keeps them from the visible reviews. */
    async ratingOf(expertId: string) {
      const [row] = await db.select({ rating: expertProfiles.rating, count: expertProfiles.ratingCount }).from(expertProfiles).where(eq(expertProfiles.id, expertId)).limit(1);
      return row ?? null;
    },

    async expertExists(expertId: string) {
      const [row] = await db.select({ id: expertProfiles.id, userId: expertProfiles.userId }).from(expertProfiles).where(eq(expertProfiles.id, expertId)).limit(1);
      return row ?? null;
    },

    /** Inserts the booking's review; null when it already has one (a concurrent first post). */
    async insert(values: { bookingId: string; studentId: string; expertId: string; offeringId: string | null; rating: number; comment: string | null; at: Date }) {
      const { at, ...rest } = values;
      const [row] = await db
        .insert(reviews)
        .values({ ...rest, createdAt: at, updatedAt: at })
        .onConflictDoNothing({ target: reviews.bookingId })
        .returning({ id: reviews.id });
      return row ?? null;
    },

    /** Changes rating and text while the review is still editable (created after `openSince`); false when not. */
    async edit(id: string, values: { rating: number; comment: string | null; at: Date; openSince: Date }) {
      const rows = await db
        .update(reviews)
        .set({ rating: values.rating, comment: values.comment, updatedAt: values.at })
        .where(and(eq(reviews.id, id), sql`${reviews.createdAt} > ${values.openSince.toISOString()}::timestamptz`))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** Stores the tutor's reply unless there is one already; false when there was. */
    async reply(id: string, text: string, at: Date) {
      const rows = await db
        .update(reviews)
        .set({ reply: text, repliedAt: at })
        .where(and(eq(reviews.id, id), isNull(reviews.reply)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** Hides (with a reason) or shows a review; false when it already was in that state. */
    async setHidden(id: string, hidden: { at: Date; reason: string } | null) {
      const rows = await db
        .update(reviews)
        .set(hidden ? { hiddenAt: hidden.at, hiddenReason: hidden.reason } : { hiddenAt: null, hiddenReason: null })
        .where(and(eq(reviews.id, id), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },

    /** One page of an expert's visible reviews, newest first; one row more than `limit` tells a next page. */
    visibleOfExpert(expertId: string, limit: number, key?: ReviewKey) {
      return selectReviews()
        .where(and(eq(reviews.expertId, expertId), isNull(reviews.hiddenAt), after(key)))
        .orderBy(desc(reviews.createdAt), asc(reviews.id))
        .limit(limit + 1);
    },

    /** Every review for the operator, newest first, optionally only visible or only hidden ones. */
    forOperator(status: 'all' | 'visible' | 'hidden', limit: number, key?: ReviewKey) {
      const state = status === 'visible' ? isNull(reviews.hiddenAt) : status === 'hidden' ? isNotNull(reviews.hiddenAt) : undefined;
      return selectForOperator()
        .where(and(state, after(key)))
        .orderBy(desc(reviews.createdAt), asc(reviews.id))
        .limit(limit + 1);
    },

    async findForOperator(id: string) {
      const [row] = await selectForOperator().where(eq(reviews.id, id)).limit(1);
      return row ?? null;
    },
  };
};
