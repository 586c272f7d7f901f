// Public expert shapes (DESIGN.md §5). Only what a guest may see: no e-mail, no phone.
import { z } from 'zod';
import { EXPERT_SORTS, WEEKDAY_CODES } from '../rules/expert-list';
import { offeringSchema } from './offerings';

/** An amount of the platform currency in minor units (paise for INR). */
const moneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) });
export type Money = z.infer<typeof moneySchema>;

export const expertCardSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  domainId: z.string().nullable(),
  domainName: z.string().nullable(),
  customDomain: z.string().nullable(),
  bio: z.string().nullable(),
  /** The average of the visible reviews; null under 3 reviews (the card shows "New"). */
  rating: z.number().nullable(),
  /** Visible reviews. */
  reviewCount: z.number().int(),
  totalSessions: z.number().int(),
  isVerified: z.boolean(),
  languages: z.array(z.string()),
  qualifications: z.array(z.string()),
  experienceYears: z.number().int(),
  /** Minor units per hour. */
  hourlyRate: z.number().int().nullable(),
  /** The cheapest published one-to-one lesson that is not a trial; null without one. */
  priceFrom: moneySchema.nullable(),
  /** A published trial lesson (25 or 30 minutes, possibly free). */
  hasTrial: z.boolean(),
  trialPrice: moneySchema.nullable(),
  /** The next open time (ISO 8601, UTC) in the next 14 days by the booking page's rule; null when none. */
  nextOpenAt: z.string().nullable(),
  /**
   * True when the expert can be booked now: a published offering with an open time in the next 14 days by the
   * booking page's own rule (working hours, buffers, daily cap, advance window, the offering's length).
   */
  isAvailable: z.boolean(),
});
export type ExpertCard = z.infer<typeof expertCardSchema>;

/** An active offering as a guest sees it: the offering's own fields without its owner and bookkeeping. */
const publicOfferingSchema = offeringSchema.pick({ id: true, title: true, description: true, price: true, durationMinutes: true, maxStudents: true, category: true, isTrial: true });
export type PublicOffering = z.infer<typeof publicOfferingSchema>;

/** An open time of a published offering: what the booking page offers for that offering at that start. */
const openSlotSchema = z.object({ startTime: z.string(), endTime: z.string(), offeringId: z.string() });
export type OpenSlotDto = z.infer<typeof openSlotSchema>;

export const publicExpertSchema = expertCardSchema.extend({
  offerings: z.array(publicOfferingSchema),
  reviewsSummary: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** The next open times over the next 14 days, earliest first (always sent by the server). */
  nextSlots: z.array(openSlotSchema).optional(),
  /** True when a booking is confirmed at once; false when the tutor confirms each request (availability settings). */
  autoConfirm: z.boolean().optional(),
});
export type PublicExpert = z.infer<typeof publicExpertSchema>;

/** A skill category: its broader category (null at the top) and the other names students type for it. */
export const domainSchema = z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable(), aliases: z.array(z.string()) });
export type Domain = z.infer<typeof domainSchema>;

const expertSortSchema = z.enum(EXPERT_SORTS, `sort must be one of ${EXPERT_SORTS.join(', ')}`);

const isZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** A flag from a query string ("true"/"false") or a JSON body (true/false). */
const flag = (name: string) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean(`${name} must be true or false`)).optional();

/** A price in minor units from a query string or a JSON body. */
const price = (name: string) =>
  z.coerce.number(`${name} must be a number (minor units)`).int(`${name} must be a whole number of minor units`).min(0, `${name} must be 0 or more`).max(100_000_000, `${name} is too large`).optional();

const hour = (name: string) =>
  z.coerce.number(`${name} must be an hour from 0 to 24`).int(`${name} must be a whole hour from 0 to 24`).min(0, `${name} must be an hour from 0 to 24`).max(24, `${name} must be an hour from 0 to 24`).optional();

/**
 * Filters and order shared by GET /api/experts and POST /api/ai/tutor-search. Prices are minor units of the
 * platform currency and compare with the "from" price; days and hours are read in `tz` (the viewer's zone) and
 * keep tutors with an open time in them within the next 14 days.
 */
export const expertFilterFields = {
  minPrice: price('minPrice'),
  maxPrice: price('maxPrice'),
  language: z.string().trim().min(1, 'language must not be empty').max(40, 'language is too long').optional(),
  minRating: z.coerce.number('minRating must be a number from 1 to 5').min(1, 'minRating must be from 1 to 5').max(5, 'minRating must be from 1 to 5').optional(),
  verified: flag('verified'),
  trial: flag('trial'),
  days: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.split(',').map((d) => d.trim().toLowerCase()).filter(Boolean) : v),
      z.array(z.enum(WEEKDAY_CODES, `days must be a comma-separated list of ${WEEKDAY_CODES.join(', ')}`)).max(7),
    )
    .optional(),
  from: hour('from'),
  to: hour('to'),
  tz: z.string().max(64).refine(isZone, 'tz must be an IANA time zone such as Europe/London').optional(),
  sort: expertSortSchema.default('match'),
};

type FilterShape = { minPrice?: number; maxPrice?: number; from?: number; to?: number };
/** Cross-field checks: a price range that is a range, an hour range that ends after it starts. */
export const checkFilterRanges = (v: FilterShape, ctx: z.RefinementCtx) => {
  if (v.minPrice != null && v.maxPrice != null && v.minPrice > v.maxPrice) ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'maxPrice must not be below minPrice' });
  if (v.from != null && v.to != null && v.from >= v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be after from' });
};

export const listExpertsQuerySchema = z
  .object({
    domainId: z.uuid('domainId must be a valid id').optional(),
    limit: z.coerce.number().int().min(1).max(100).default(24),
    cursor: z.string().max(300).optional(),
    /** Only experts a student can book now (the landing page): a published offering and an open time in 14 days. */
    bookable: z
      .enum(['true', 'false'], 'bookable must be true or false')
      .optional()
      .transform((v) => v === 'true'),
    ...expertFilterFields,
  })
  .superRefine(checkFilterRanges);
/** The filter part of a list or search request. */
export type ExpertFilters = Pick<z.infer<typeof listExpertsQuerySchema>, 'minPrice' | 'maxPrice' | 'language' | 'minRating' | 'verified' | 'trial' | 'days' | 'from' | 'to' | 'tz' | 'sort'>;
export type ListExpertsQuery = z.infer<typeof listExpertsQuerySchema>;

export const expertListResponseSchema = z.object({
  items: z.array(expertCardSchema),
  nextCursor: z.string().nullable(),
});
export type ExpertListResponse = z.infer<typeof expertListResponseSchema>;

export const expertIdParamsSchema = z.object({ id: z.string().max(100) });

/** Card fallbacks of the spec (kept in a schema-free module so the landing page needs no zod). */
export { EXPERT_NAME_FALLBACK } from '../rules/expert-card';
