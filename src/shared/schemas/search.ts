// AI tutor search contract (DESIGN.md §5): a sentence in, ranked experts and the interpreted criteria out.
import { z } from 'zod';
import { noExcludes } from '../rules/expert-list';
import { checkFilterRanges, expertCardSchema, expertFilterFields } from './experts';

const MAX_QUERY_LENGTH = 500;
const BLANK_QUERY_MESSAGE = 'Please describe what you want to learn.';

export const tutorSearchBodySchema = z.object({
  query: z
    .string({ error: BLANK_QUERY_MESSAGE })
    .trim()
    .min(1, BLANK_QUERY_MESSAGE)
    .max(MAX_QUERY_LENGTH, `Please keep your search under ${MAX_QUERY_LENGTH} characters.`),
  /** The discover page's filters and order, combined with what the sentence asks (a stated budget is a hard filter). */
  ...expertFilterFields,
}, { error: BLANK_QUERY_MESSAGE }).superRefine(checkFilterRanges);
export type TutorSearchBody = z.infer<typeof tutorSearchBodySchema>;

const timeWindowSchema = z.enum(['today', 'tomorrow', 'weekends', 'weekdays', 'mornings', 'afternoons', 'evenings']);
export type TimeWindow = z.infer<typeof timeWindowSchema>;

const hoursSchema = z
  .object({ from: z.number().int().min(0).max(1440), to: z.number().int().min(0).max(1440) })
  .refine((h) => h.from < h.to, 'The time range must end after it starts.');
export type HoursRange = z.infer<typeof hoursSchema>;

const codeList = (max: number) => z.array(z.string().max(40)).max(max).default([]);

/** What the student said they do not want ("no olympiad stuff", "not a beginner", "not too strict"). */
const excludesSchema = z.object({
  exams: codeList(8),
  levels: codeList(6),
  audiences: codeList(6),
  styles: codeList(8),
});
export type ExcludedCriteria = z.infer<typeof excludesSchema>;

/** What the engine understood; every field is optional so a provider may fill only what it found. */
export const extractedCriteriaSchema = z.object({
  /** Catalogue subject codes; a broad family ("science", "coding") arrives with its sub-categories. */
  subjects: z.array(z.string().max(80)).max(40).default([]),
  grade: z.string().max(40).nullable().default(null),
  levels: z.array(z.string().max(40)).max(10).default([]),
  boards: z.array(z.string().max(40)).max(6).default([]),
  exams: z.array(z.string().max(40)).max(8).default([]),
  languages: z.array(z.string().max(40)).max(8).default([]),
  audiences: z.array(z.string().max(40)).max(6).default([]),
  styles: z.array(z.string().max(40)).max(8).default([]),
  minExperienceYears: z.number().int().min(0).max(80).nullable().default(null),
  /** Minor units per hour. */
  maxHourlyRate: z.number().int().min(0).nullable().default(null),
  timeWindows: z.array(timeWindowSchema).max(7).default([]),
  /** A precise clock range ("after 8pm" → 1200–1440), in minutes after local midnight; null when none was said. */
  hours: hoursSchema.nullable().default(null),
  keywords: z.array(z.string().max(40)).max(12).default([]),
  /** Negated wishes: never positive criteria; ranking may demote tutors who declare them. */
  excludes: excludesSchema.default(noExcludes),
});
export type ExtractedCriteria = z.infer<typeof extractedCriteriaSchema>;

const nextSlotSchema = z.object({ startTime: z.string(), endTime: z.string(), offeringId: z.string().optional() });

const searchResultSchema = expertCardSchema.extend({
  matchScore: z.number().int().min(0).max(100),
  matchExplanation: z.string(),
  /** Open slots in the asked time window (only when the query mentions time). */
  nextSlots: z.array(nextSlotSchema).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const tutorSearchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  extractedCriteria: extractedCriteriaSchema,
  /** How many experts were considered and how many fell under the quality threshold. */
  meta: z.object({ candidates: z.number(), belowThreshold: z.number(), engine: z.enum(['built-in', 'provider']), tookMs: z.number() }),
});
export type TutorSearchResponse = z.infer<typeof tutorSearchResponseSchema>;

