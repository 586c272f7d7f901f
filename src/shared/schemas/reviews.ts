// Review contracts: a student's review of a completed session (editable for 14 days), the tutor's one
// reply, the public list on a tutor's profile (keyset pages, newest first) and the operator's moderation.
import { z } from 'zod';
import { REVIEW_TEXT_MAX } from '../rules/expert-list';

/** An instant in an answer: ISO 8601, written by the server in UTC. */
const instant = z.iso.datetime({ offset: true });

/** A student may change their review (rating and text) for this long after writing it. */
export const REVIEW_EDIT_DAYS = 14;
const REVIEW_PAGE_DEFAULT = 10;
const REVIEW_PAGE_MAX = 50;

export const reviewMessages = {
  onlyStudent: 'Only the student of this session can rate it.',
  notCompleted: 'You can rate a session once it is completed.',
  editClosed: `A review can be changed for ${REVIEW_EDIT_DAYS} days after it is written. This one can no longer be edited.`,
  notFound: 'Review not found.',
  onlyTutor: 'Only the tutor this review is about can reply to it.',
  alreadyReplied: 'You have already replied to this review. A reply can be written once.',
  alreadyHidden: 'This review is already hidden.',
  notHidden: 'This review is not hidden.',
  expertNotFound: 'Tutor not found.',
  badCursor: 'cursor: Invalid cursor',
} as const;

/** POST /api/bookings/:id/review: a rating of 1–5 and optional text; posting again within 14 days edits. */
export const reviewInputSchema = z.object({
  rating: z.number().int().min(1, 'Please choose a rating from 1 to 5 stars.').max(5, 'Please choose a rating from 1 to 5 stars.'),
  text: z.string().trim().max(REVIEW_TEXT_MAX, `A review can be at most ${REVIEW_TEXT_MAX} characters.`).nullish(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const replyInputSchema = z.object({
  text: z.string().trim().min(1, 'Please write a reply.').max(REVIEW_TEXT_MAX, `A reply can be at most ${REVIEW_TEXT_MAX} characters.`),
});
export type ReplyInput = z.infer<typeof replyInputSchema>;

export const hideInputSchema = z.object({
  reason: z.string().trim().min(3, 'Please give a reason (at least 3 characters).').max(500, 'A reason can be at most 500 characters.'),
});
export type HideInput = z.infer<typeof hideInputSchema>;

export const reviewPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(REVIEW_PAGE_MAX).default(REVIEW_PAGE_DEFAULT),
});
export type ReviewPageQuery = z.infer<typeof reviewPageQuerySchema>;

export const adminReviewQuerySchema = reviewPageQuerySchema.extend({
  status: z.enum(['all', 'visible', 'hidden']).default('all'),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuerySchema>;

const replySchema = z.object({ text: z.string(), repliedAt: instant });

/** A review as students and guests see it: the student's first name only. */
export const reviewViewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
  studentFirstName: z.string(),
  offeringTitle: z.string().nullable(),
  reply: replySchema.nullable(),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

/** Newest first; `nextCursor` fetches the next page, null on the last one. */
export const reviewPageSchema = z.object({ items: z.array(reviewViewSchema), nextCursor: z.string().nullable() });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** The tutor's own list: a page plus their rating and count (from visible reviews, as students see them). */
export const tutorReviewPageSchema = reviewPageSchema.extend({ rating: z.number(), reviewCount: z.number().int() });
export type TutorReviewPage = z.infer<typeof tutorReviewPageSchema>;

/** The student's own review, as the rating dialog shows it: editable until `editableUntil`. */
export const myReviewSchema = reviewViewSchema.extend({ bookingId: z.string(), expertId: z.string(), editableUntil: instant });
export type MyReview = z.infer<typeof myReviewSchema>;
export const myReviewAnswerSchema = z.object({ review: myReviewSchema.nullable() });

/** A review in the operator's list: who wrote it about whom, and whether it is hidden and why. */
export const adminReviewSchema = reviewViewSchema.extend({
  bookingId: z.string(),
  expertId: z.string(),
  expertName: z.string(),
  studentName: z.string(),
  hiddenAt: instant.nullable(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewPageSchema = z.object({ items: z.array(adminReviewSchema), nextCursor: z.string().nullable() });
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

/** The first word of a name, for public lists ("Riya Sharma" → "Riya"). */
export function firstNameOf(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'Student';
}

/** When a review written at `createdAt` stops being editable. */
export function reviewEditableUntil(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + REVIEW_EDIT_DAYS * 86_400_000);
}
