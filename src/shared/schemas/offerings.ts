// Offer (offering) contracts for the tutor's own offers: form input, DTO, analytics and reviews.
// Prices cross the API in minor units (paise), like every amount in the product.
import { z } from 'zod';

export const OFFER_DURATIONS = [30, 45, 60, 90, 120] as const;
/** A trial lesson is short and one-to-one: 25 or 30 minutes for one student, at its own price (0 is a free trial). */
export const TRIAL_DURATIONS = [25, 30] as const;
export const OFFER_DEFAULTS = { price: 50_000, durationMinutes: 60, maxStudents: 1 } as const;
export const MAX_STUDENTS_LIMIT = 20;

export const offeringMessages = {
  titleRequired: 'Title is required',
  priceRequired: 'Price is required',
  priceInvalid: 'Price must be a number of at least 0 with at most two decimals',
  maxStudents: 'Max students must be between 1 and 20',
  duration: 'Duration must be 30, 45, 60, 90 or 120 minutes',
  category: 'Category must be one of the listed categories',
  notFound: 'Offer not found',
  noProfile: 'Please complete your expert profile first.',
  trialShape: 'A trial lesson is 25 or 30 minutes for one student.',
  trialTaken: 'You already have a trial offer published.',
} as const;

const title = z.string({ error: offeringMessages.titleRequired }).trim().min(1, offeringMessages.titleRequired).max(200);
const price = z
  .number({ error: offeringMessages.priceRequired })
  .int(offeringMessages.priceInvalid)
  .min(0, offeringMessages.priceInvalid)
  .max(100_000_000, offeringMessages.priceInvalid);
const durationMinutes = z
  .number({ error: offeringMessages.duration })
  .int(offeringMessages.duration)
  .refine((v) => (OFFER_DURATIONS as readonly number[]).includes(v) || (TRIAL_DURATIONS as readonly number[]).includes(v), offeringMessages.duration);
const maxStudents = z.number({ error: offeringMessages.maxStudents }).int(offeringMessages.maxStudents).min(1, offeringMessages.maxStudents).max(MAX_STUDENTS_LIMIT, offeringMessages.maxStudents);
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * The shape rule of an offer: a trial is 25 or 30 minutes for one student; any other offer takes one of the
 * regular lengths. Null when the offer keeps it, else the field to blame and the message.
 */
export function offerShapeProblem(o: { isTrial: boolean; durationMinutes: number; maxStudents: number }): { field: 'durationMinutes' | 'maxStudents'; message: string } | null {
  if (o.isTrial) {
    if (!(TRIAL_DURATIONS as readonly number[]).includes(o.durationMinutes)) return { field: 'durationMinutes', message: offeringMessages.trialShape };
    if (o.maxStudents !== 1) return { field: 'maxStudents', message: offeringMessages.trialShape };
    return null;
  }
  if (!(OFFER_DURATIONS as readonly number[]).includes(o.durationMinutes)) return { field: 'durationMinutes', message: offeringMessages.duration };
  return null;
}

export const offeringInputSchema = z
  .object({
    title,
    /** Minor units; integer so that a rupee amount has at most two decimals (step 0.01). 0 is allowed (a free trial). */
    price,
    durationMinutes: durationMinutes.optional(),
    maxStudents: maxStudents.default(OFFER_DEFAULTS.maxStudents),
    category: nullableText(120),
    description: nullableText(5000),
    /** A trial lesson (one per tutor while published): 25 or 30 minutes, one student. */
    isTrial: z.boolean().default(false),
  })
  .transform((o) => ({ ...o, durationMinutes: o.durationMinutes ?? (o.isTrial ? TRIAL_DURATIONS[1] : OFFER_DEFAULTS.durationMinutes) }))
  .superRefine((o, ctx) => {
    const problem = offerShapeProblem(o);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type OfferingInput = z.input<typeof offeringInputSchema>;

export const offeringUpdateSchema = z.object({
  title: title.optional(),
  price: price.optional(),
  durationMinutes: durationMinutes.optional(),
  maxStudents: maxStudents.optional(),
  category: nullableText(120).optional(),
  description: nullableText(5000).optional(),
  isActive: z.boolean().optional(),
  isTrial: z.boolean().optional(),
});
export type OfferingUpdate = z.input<typeof offeringUpdateSchema>;

export const offeringActiveSchema = z.object({ isActive: z.boolean() });

/** An instant in an answer: ISO 8601, written by the server in UTC. */
const instant = z.iso.datetime({ offset: true });

export const offeringSchema = z.object({
  id: z.string(),
  expertId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Minor units. */
  price: z.number().int(),
  durationMinutes: z.number().int(),
  maxStudents: z.number().int(),
  category: z.string().nullable(),
  isActive: z.boolean(),
  /** A trial lesson: 25 or 30 minutes, one student, at most one published per tutor, booked once per student. */
  isTrial: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
});
export type Offering = z.infer<typeof offeringSchema>;

export const offeringListSchema = z.array(offeringSchema);

export const offeringAnalyticsSchema = z.object({
  profileViews: z.number().int(),
  offerViews: z.number().int(),
  totalViews: z.number().int(),
  /** Bookings that were not cancelled. */
  bookings: z.number().int(),
  completedSessions: z.number().int(),
  /** bookings / totalViews × 100, one decimal; null without views. */
  conversionRate: z.number().nullable(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Minor units of completed sessions, last 6 months in the tutor's time zone, oldest first; month is YYYY-MM. */
  earningsByMonth: z.array(z.object({ month: z.string(), amount: z.number().int() })),
  totalEarnings: z.number().int(),
  perOffering: z.array(z.object({ offeringId: z.string(), title: z.string(), views: z.number().int(), bookings: z.number().int(), earnings: z.number().int() })),
});
export type OfferingAnalytics = z.infer<typeof offeringAnalyticsSchema>;

const offeringReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: instant,
  studentName: z.string(),
  offeringTitle: z.string(),
});
export type OfferingReview = z.infer<typeof offeringReviewSchema>;

/** Newest first. */
export const offeringReviewsSchema = z.object({ items: z.array(offeringReviewSchema) });
export type OfferingReviews = z.infer<typeof offeringReviewsSchema>;

/**
 * The form's price text ("499.50") to minor units, or null when it is not a number ≥ 0 with at
 * most two decimals (the form's step 0.01).
 */
export function parsePriceInput(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}
