// Public expert shapes (DESIGN.md §5). Only what a guest may see: no e-mail, no phone.
import { z } from 'zod';

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
  ratingCount: z.number(),
  totalSessions: z.number(),
  isVerified: z.boolean(),
  languages: z.array(z.string()),
  qualifications: z.array(z.string()),
  experienceYears: z.number(),
  /** Minor units per hour. */
  hourlyRate: z.number().nullable(),
  /** True when the expert has open bookable slots in the next 7 days. */
  isAvailable: z.boolean(),
});
export type ExpertCard = z.infer<typeof expertCardSchema>;

export const publicOfferingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** Minor units. */
  price: z.number(),
  durationMinutes: z.number(),
  maxStudents: z.number(),
  category: z.string().nullable(),
});
export type PublicOffering = z.infer<typeof publicOfferingSchema>;

export const publicExpertSchema = expertCardSchema.extend({
  offerings: z.array(publicOfferingSchema),
  reviewsSummary: z.object({ average: z.number().nullable(), count: z.number() }),
});
export type PublicExpert = z.infer<typeof publicExpertSchema>;

export const domainSchema = z.object({ id: z.string(), name: z.string() });
export type Domain = z.infer<typeof domainSchema>;

export const expertSortSchema = z.enum(['rating']);

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
export { CARD_LANGUAGE_LIMIT, EXPERT_NAME_FALLBACK, HOME_EXPERT_COUNT } from '../rules/expert-card';
