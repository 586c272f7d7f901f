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

export type Offering = {
  id: string;
  expertId: string;
  title: string;
  description: string | null;
  /** Minor units. */
  price: number;
  durationMinutes: number;
  maxStudents: number;
  category: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
};

export type OfferingAnalytics = {
  profileViews: number;
  offerViews: number;
  totalViews: number;
  /** Bookings that were not cancelled. */
  bookings: number;
  completedSessions: number;
  /** bookings / totalViews × 100, one decimal; null without views. */
  conversionRate: number | null;
  averageRating: number | null;
  reviewCount: number;
  /** Minor units of completed sessions, last 6 months in the tutor's time zone, oldest first. */
  earningsByMonth: { month: string; amount: number }[];
  totalEarnings: number;
  perOffering: { offeringId: string; title: string; views: number; bookings: number; earnings: number }[];
};

export type OfferingReview = {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: string;
  studentName: string;
  offeringTitle: string;
};

/**
 * The form's price text ("499.50") to minor units, or null when it is not a number ≥ 0 with at
 * most two decimals (the form's step 0.01).
 */
export function parsePriceInput(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}
