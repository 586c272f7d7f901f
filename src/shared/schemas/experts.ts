// Public expert shapes (DESIGN.md §5). Only what a guest may see: no e-mail, no phone.
import { z } from 'zod';
import { offeringSchema } from './offerings';

export const expertCardSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  domainId: z.string().nullable(),
  domainName: z.string().nullable(),
  customDomain: z.string().nullable(),
  bio: z.string().nullable(),
  rating: z.number(),
  ratingCount: z.number().int(),
  totalSessions: z.number().int(),
  isVerified: z.boolean(),
  languages: z.array(z.string()),
  qualifications: z.array(z.string()),
  experienceYears: z.number().int(),
  /** Minor units per hour. */
  hourlyRate: z.number().int().nullable(),
  /**
   * True when the expert can be booked now: a published offering with an open time in the next 14 days by the
   * booking page's own rule (working hours, buffers, daily cap, advance window, the offering's length).
   */
  isAvailable: z.boolean(),
});
export type ExpertCard = z.infer<typeof expertCardSchema>;

/** An active offering as a guest sees it: the offering's own fields without its owner and bookkeeping. */
const publicOfferingSchema = offeringSchema.pick({ id: true, title: true, description: true, price: true, durationMinutes: true, maxStudents: true, category: true });
export type PublicOffering = z.infer<typeof publicOfferingSchema>;

/** An open time of a published offering: what the booking page offers for that offering at that start. */
const openSlotSchema = z.object({ startTime: z.string(), endTime: z.string(), offeringId: z.string() });
export type OpenSlotDto = z.infer<typeof openSlotSchema>;

export const publicExpertSchema = expertCardSchema.extend({
  offerings: z.array(publicOfferingSchema),
  reviewsSummary: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** The next open times over the next 14 days, earliest first (always sent by the server). */
  nextSlots: z.array(openSlotSchema).optional(),
});
export type PublicExpert = z.infer<typeof publicExpertSchema>;

/** A skill category: its broader category (null at the top) and the other names students type for it. */
export const domainSchema = z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable(), aliases: z.array(z.string()) });
export type Domain = z.infer<typeof domainSchema>;

const expertSortSchema = z.enum(['rating']);

export const listExpertsQuerySchema = z.object({
  domainId: z.uuid('domainId must be a valid id').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
  sort: expertSortSchema.default('rating'),
  /** Only experts a student can book now (the landing page): a published offering and an open time in 14 days. */
  bookable: z
    .enum(['true', 'false'], 'bookable must be true or false')
    .optional()
    .transform((v) => v === 'true'),
});
export type ListExpertsQuery = z.infer<typeof listExpertsQuerySchema>;

export const expertListResponseSchema = z.object({
  items: z.array(expertCardSchema),
  nextCursor: z.string().nullable(),
});
export type ExpertListResponse = z.infer<typeof expertListResponseSchema>;

export const expertIdParamsSchema = z.object({ id: z.string().max(100) });

/** Card fallbacks of the spec (kept in a schema-free module so the landing page needs no zod). */
export { EXPERT_NAME_FALLBACK } from '../rules/expert-card';
