// Review rules: only a completed session's own student reviews it, once per booking (posting again within
// 14 days edits it); the tutor replies once; operators hide abusive reviews, which then leave the profile and
// the rating (the database keeps expert_profiles.rating from the visible reviews, migration 0013).
import { AppError } from '../../../shared/errors';
import { bookingMessages } from '../../../shared/schemas/bookings';
import {
  REVIEW_EDIT_DAYS,
  firstNameOf,
  reviewEditableUntil,
  reviewMessages,
  type AdminReview,
  type AdminReviewPage,
  type AdminReviewQuery,
  type HideInput,
  type MyReview,
  type ReplyInput,
  type ReviewInput,
  type ReviewPage,
  type ReviewView,
  type TutorReviewPage,
} from '../../../shared/schemas/reviews';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { notify } from '../notifications/notifications.service';
import { reviewsRepo, type ReviewKey, type ReviewRow } from './reviews.repo';

type Ctx<I = undefined> = { deps: Deps; actor: Actor; input: I };
const DAY = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KEY_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function encodeCursor(row: { key: string; id: string }): string {
  return Buffer.from(`${row.key}|${row.id}`, 'utf8').toString('base64url');
}

function decodeCursor(cursor: string | undefined): ReviewKey | undefined {
  if (!cursor) return undefined;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !KEY_AT.test(at) || !UUID.test(id) || Number.isNaN(Date.parse(at))) throw new AppError('VALIDATION', reviewMessages.badCursor);
  return { at, id };
}

function toView(r: ReviewRow): ReviewView {
  return {
    id: r.id,
    rating: r.rating,
    text: r.comment?.trim() || null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    studentFirstName: firstNameOf(r.studentName),
    offeringTitle: r.offeringTitle ?? null,
    reply: r.reply && r.repliedAt ? { text: r.reply, repliedAt: r.repliedAt.toISOString() } : null,
  };
}

const toMine = (r: ReviewRow): MyReview => ({ ...toView(r), bookingId: r.bookingId, expertId: r.expertId, editableUntil: reviewEditableUntil(r.createdAt).toISOString() });

function page<R extends { key: string; id: string }, T>(rows: R[], limit: number, map: (r: R) => T): { items: T[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  return { items: shown.map(map), nextCursor: more ? encodeCursor(shown[shown.length - 1]) : null };
}

/** A tutor's visible reviews, newest first, in keyset pages (the profile page embeds the first). */
export async function listExpertReviews(deps: Deps, expertId: string, options: { cursor?: string; limit?: number } = {}): Promise<ReviewPage> {
  const limit = Math.min(Math.max(options.limit ?? 10, 1), 50);
  const rows = await reviewsRepo(deps.db).visibleOfExpert(expertId, limit, decodeCursor(options.cursor));
  return page(rows, limit, toView);
}

/** GET /api/experts/:id/reviews: as listExpertReviews, 404 for an unknown tutor. */
export async function expertReviews({ deps, input }: { deps: Deps; input: { expertId: string; cursor?: string; limit?: number } }): Promise<ReviewPage> {
  if (!(await reviewsRepo(deps.db).expertExists(input.expertId))) throw new AppError('NOT_FOUND', reviewMessages.expertNotFound);
  return listExpertReviews(deps, input.expertId, input);
}

/** The signed-in tutor's own visible reviews, newest first (the dashboard's card). */
export async function myTutorReviews({ deps, actor, input }: Ctx<{ cursor?: string; limit?: number }>): Promise<TutorReviewPage> {
  if (!actor.expertProfileId) throw new AppError('FORBIDDEN', 'Expert profile not found');
  const [page, summary] = await Promise.all([listExpertReviews(deps, actor.expertProfileId, input), reviewsRepo(deps.db).ratingOf(actor.expertProfileId)]);
  return { ...page, rating: summary?.rating ?? 5, reviewCount: summary?.count ?? 0 };
}

/**
 * POST /api/bookings/:id/review: the booking's student rates a completed session they attended. The first
 * post creates the review; posting again within 14 days of it changes rating and text; later, it is refused.
 */
export async function writeReview({ deps, actor, input }: Ctx<ReviewInput & { bookingId: string }>): Promise<{ review: MyReview; created: boolean }> {
  const repo = reviewsRepo(deps.db);
  const b = await repo.bookingForReview(input.bookingId);
  if (!b || (b.studentId !== actor.userId && b.expertUserId !== actor.userId)) throw new AppError('NOT_FOUND', bookingMessages.notFound);
  if (b.studentId !== actor.userId) throw new AppError('FORBIDDEN', reviewMessages.onlyStudent);
  if (b.status !== 'completed') throw new AppError('CONFLICT', reviewMessages.notCompleted);
  // Where the room shows who came (the tutor was there), a student who never joined did not attend.
  if (b.tutorJoinedAt && !b.studentJoinedAt) throw new AppError('FORBIDDEN', bookingMessages.reviewNotAttended);
  const now = deps.now();
  const comment = input.text?.trim() || null;

  const existing = await repo.findByBooking(b.id);
  if (!existing) {
    const row = await repo.insert({ bookingId: b.id, studentId: b.studentId, expertId: b.expertId, offeringId: b.offeringId, rating: input.rating, comment, at: now });
    if (row) {
      await publishEvent(deps.bus, `user:${b.expertUserId}`, 'review.created', { id: row.id, bookingId: b.id });
      await notify(deps, {
        userId: b.expertUserId,
        type: 'review.created',
        title: 'New review',
        body: `${firstNameOf(b.studentName)} rated ${b.offeringTitle ?? 'your session'} ${input.rating}/5.`,
        link: '/tutor/dashboard#reviews',
      });
      return { review: toMine((await repo.findById(row.id))!), created: true };
    }
  }
  // A second post (or one that raced the first): an edit, while the review is young enough.
  const current = existing ?? (await repo.findByBooking(b.id));
  if (!current) throw new AppError('CONFLICT', 'This review was changed meanwhile. Please try again.');
  const edited = await repo.edit(current.id, { rating: input.rating, comment, at: now, openSince: new Date(now.getTime() - REVIEW_EDIT_DAYS * DAY) });
  if (!edited) throw new AppError('FORBIDDEN', reviewMessages.editClosed);
  return { review: toMine((await repo.findById(current.id))!), created: false };
}

/** The student's own review of a booking, or null when there is none yet. */
export async function myReviewOf({ deps, actor, input }: Ctx<{ bookingId: string }>): Promise<MyReview | null> {
  const repo = reviewsRepo(deps.db);
  const b = await repo.bookingForReview(input.bookingId);
  if (!b || b.studentId !== actor.userId) throw new AppError('NOT_FOUND', bookingMessages.notFound);
  const row = await repo.findByBooking(b.id);
  return row ? toMine(row) : null;
}

/** POST /api/reviews/:id/reply: the tutor the review is about answers it, once. */
export async function replyToReview({ deps, actor, input }: Ctx<ReplyInput & { reviewId: string }>): Promise<ReviewView> {
  const repo = reviewsRepo(deps.db);
  const r = await repo.findById(input.reviewId);
  if (!r) throw new AppError('NOT_FOUND', reviewMessages.notFound);
  if (r.expertId !== actor.expertProfileId) throw new AppError('FORBIDDEN', reviewMessages.onlyTutor);
  if (r.reply || !(await repo.reply(r.id, input.text, deps.now()))) throw new AppError('CONFLICT', reviewMessages.alreadyReplied);
  await notify(deps, {
    userId: r.studentId,
    type: 'review.replied',
    title: 'Your tutor replied',
    body: `${actor.fullName?.trim() || actor.name} replied to your review.`,
    link: '/student/sessions',
  });
  return toView((await repo.findById(r.id))!);
}

function toAdmin(r: ReviewRow & { expertName: string | null }): AdminReview {
  return {
    ...toView(r),
    bookingId: r.bookingId,
    expertId: r.expertId,
    expertName: r.expertName?.trim() || 'Expert User',
    studentName: r.studentName?.trim() || 'Unknown Student',
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
    hiddenReason: r.hiddenReason ?? null,
  };
}

/** GET /api/admin/reviews: every review for moderation, newest first, optionally by state. */
export async function listReviewsForOperator({ deps, input }: Ctx<AdminReviewQuery>): Promise<AdminReviewPage> {
  const rows = await reviewsRepo(deps.db).forOperator(input.status, input.limit, decodeCursor(input.cursor));
  return page(rows, input.limit, toAdmin);
}

async function operatorView(deps: Deps, id: string): Promise<AdminReview> {
  const row = await reviewsRepo(deps.db).findForOperator(id);
  if (!row) throw new AppError('NOT_FOUND', reviewMessages.notFound);
  return toAdmin(row);
}

/** POST /api/admin/reviews/:id/hide: the review leaves the profile and the tutor's rating. */
export async function hideReview({ deps, input }: Ctx<HideInput & { reviewId: string }>): Promise<AdminReview> {
  const repo = reviewsRepo(deps.db);
  if (!(await repo.findById(input.reviewId))) throw new AppError('NOT_FOUND', reviewMessages.notFound);
  if (!(await repo.setHidden(input.reviewId, { at: deps.now(), reason: input.reason }))) throw new AppError('CONFLICT', reviewMessages.alreadyHidden);
  return operatorView(deps, input.reviewId);
}

/** POST /api/admin/reviews/:id/unhide: the review is shown and counted again. */
export async function unhideReview({ deps, input }: Ctx<{ reviewId: string }>): Promise<AdminReview> {
  const repo = reviewsRepo(deps.db);
  if (!(await repo.findById(input.reviewId))) throw new AppError('NOT_FOUND', reviewMessages.notFound);
  if (!(await repo.setHidden(input.reviewId, null))) throw new AppError('CONFLICT', reviewMessages.notHidden);
  return operatorView(deps, input.reviewId);
}
