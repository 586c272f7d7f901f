// A student's saved (hearted) tutors: PUT/DELETE /api/saved-experts/:expertId and the list behind /student/saved.
import { z } from 'zod';
import { expertCardSchema } from './experts';

export const savedExpertParamsSchema = z.object({ expertId: z.string().max(100) });

export const savedExpertsResponseSchema = z.object({
  /** The saved tutors as cards, most recently saved first. */
  items: z.array(expertCardSchema),
});
export type SavedExpertsResponse = z.infer<typeof savedExpertsResponseSchema>;
