// Offer (offering) contracts for the tutor's own offers: form input, DTO, analytics and reviews.
// Prices cross the API in minor units (paise), like every amount in the product.
import { z } from 'zod';

export const OFFER_DURATIONS = [30, 45, 60, 90, 120] as const;
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
} as const;

const title = z.string({ error: offeringMessages.titleRequired }).trim().min(1, offeringMessages.titleRequired).max(200);
const price = z
  .number({ error: offeringMessages.priceRequired })
  .int(offeringMessages.priceInvalid)
  .min(0, offeringMessages.priceInvalid)
  .max(100_000_000, offeringMessages.priceInvalid);
const durationMinutes = z
  .number({ error: offeringMessages.duration })
  .refine((v) => (OFFER_DURATIONS as readonly number[]).includes(v), offeringMessages.duration);
const maxStudents = z.number({ error: offeringMessages.maxStudents }).int(offeringMessages.maxStudents).min(1, offeringMessages.maxStudents).max(MAX_STUDENTS_LIMIT, offeringMessages.maxStudents);
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const offeringInputSchema = z.object({
  title,
  /** Minor units; integer so that a rupee amount has at most two decimals (step 0.01). */
  price,
  durationMinutes: durationMinutes.default(OFFER_DEFAULTS.durationMinutes),
  maxStudents: maxStudents.default(OFFER_DEFAULTS.maxStudents),
  category: nullableText(120),
  description: nullableText(5000),
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
