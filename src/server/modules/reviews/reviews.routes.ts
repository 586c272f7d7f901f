import { z } from 'zod';
import {
  adminReviewPageSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  hideInputSchema,
  myReviewAnswerSchema,
  myReviewSchema,
  replyInputSchema,
  reviewInputSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewViewSchema,
  tutorReviewPageSchema,
} from '../../../shared/schemas/reviews';
import { route, type RouteDef } from '../../http/route';
import { expertReviews, hideReview, listReviewsForOperator, myReviewOf, myTutorReviews, replyToReview, unhideReview, writeReview } from './reviews.service';

const idParams = z.object({ id: z.string().uuid() });
const tags = ['reviews'];

export const reviewsRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/experts/:id/reviews',
    access: 'public',
    summary: "A tutor's visible reviews, newest first (keyset pages: pass nextCursor as cursor)",
    tags,
    params: idParams,
    query: reviewPageQuerySchema,
    response: reviewPageSchema,
    handler: ({ deps, params, query }) => expertReviews({ deps, input: { expertId: params.id, ...query } }),
  }),
  route({
    method: 'POST',
    path: '/bookings/:id/review',
    access: 'student',
    summary: "Rate a completed session as its student (201); posting again within 14 days edits the review (200)",
    tags,
    params: idParams,
    body: reviewInputSchema,
    status: 201,
    response: myReviewSchema,
    handler: async ({ deps, actor, params, body, c }) => {
      const { review, created } = await writeReview({ deps, actor, input: { ...body, bookingId: params.id } });
      return c.json(review, created ? 201 : 200);
    },
  }),
  route({
    method: 'GET',
    path: '/bookings/:id/review',
    access: 'student',
    summary: "The student's own review of a booking (review is null before they write one)",
    tags,
    params: idParams,
    response: myReviewAnswerSchema,
    handler: async ({ deps, actor, params }) => ({ review: await myReviewOf({ deps, actor, input: { bookingId: params.id } }) }),
  }),
  route({
    method: 'POST',
    path: '/reviews/:id/reply',
    access: 'expert',
    summary: 'The reviewed tutor replies to a review (once)',
    tags,
    params: idParams,
    body: replyInputSchema,
    response: reviewViewSchema,
    handler: ({ deps, actor, params, body }) => replyToReview({ deps, actor, input: { ...body, reviewId: params.id } }),
  }),
  route({
    method: 'GET',
    path: '/tutor/reviews',
    access: 'expert',
    summary: "The signed-in tutor's visible reviews, newest first (keyset pages), with their rating and count",
    tags,
    query: reviewPageQuerySchema,
    response: tutorReviewPageSchema,
    handler: ({ deps, actor, query }) => myTutorReviews({ deps, actor, input: query }),
  }),
  route({
    method: 'GET',
    path: '/admin/reviews',
    access: 'admin',
    summary: 'Every review for moderation, newest first, by state (all, visible, hidden)',
    tags: ['admin', ...tags],
    query: adminReviewQuerySchema,
    response: adminReviewPageSchema,
    handler: ({ deps, actor, query }) => listReviewsForOperator({ deps, actor, input: query }),
  }),
  route({
    method: 'POST',
    path: '/admin/reviews/:id/hide',
    access: 'admin',
    summary: "Hides an abusive review with a reason: it leaves the profile and the tutor's rating",
    tags: ['admin', ...tags],
    params: idParams,
    body: hideInputSchema,
    response: adminReviewSchema,
    handler: ({ deps, actor, params, body }) => hideReview({ deps, actor, input: { ...body, reviewId: params.id } }),
  }),
  route({
    method: 'POST',
    path: '/admin/reviews/:id/unhide',
    access: 'admin',
    summary: 'Shows a hidden review again (it counts toward the rating again)',
    tags: ['admin', ...tags],
    params: idParams,
    response: adminReviewSchema,
    handler: ({ deps, actor, params }) => unhideReview({ deps, actor, input: { reviewId: params.id } }),
  }),
];
