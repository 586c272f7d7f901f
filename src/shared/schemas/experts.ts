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
  /** True when the expert has open bookable slots in the next 7 days. */
  isAvailable: z.boolean(),
});
export type ExpertCard = z.infer<typeof expertCardSchema>;

/** An active offering as a guest sees it: the offering's own fields without its owner and bookkeeping. */
const publicOfferingSchema = offeringSchema.pick({ id: true, title: true, description: true, price: true, durationMinutes: true, maxStudents: true, category: true });
export type PublicOffering = z.infer<typeof publicOfferingSchema>;

export const publicExpertSchema = expertCardSchema.extend({
  offerings: z.array(publicOfferingSchema),
  reviewsSummary: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type PublicExpert = z.infer<typeof publicExpertSchema>;

export const domainSchema = z.object({ id: z.string(), name: z.string() });
export type Domain = z.infer<typeof domainSchema>;

const expertSortSchema = z.enum(['rating']);

export const listExpertsQuerySchema = z.object({
  domainId: z.uuid('domainId must be a valid id').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
  sort: expertSortSchema.default('rating'),
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
