// AI session summaries and lesson plans: requests, generated content and the stored records.
import { z } from 'zod';

export const ENGAGEMENT_LEVELS = ['high', 'medium', 'low'] as const;
export type EngagementLevel = (typeof ENGAGEMENT_LEVELS)[number];

export const GRADE_LEVELS = ['Elementary (K-5)', 'Middle School (6-8)', 'High School (9-12)', 'College/University', 'Adult Learner'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

export const LESSON_DURATIONS = [30, 45, 60, 90, 120] as const;
const DEFAULT_LESSON_DURATION = 60;

export const SUMMARY_MISSING = 'Missing Information: Please fill in subject and topics covered.';
export const PLAN_MISSING = 'Missing Information: Please fill in topic and grade level.';

const optionalText = (max: number) => z.string().max(max).optional().nullable();

/** The form fields are free; the required ones are checked by the service with the spec's message. */
export const generateSummarySchema = z.object({
  subject: optionalText(200),
  topicsCovered: optionalText(4000),
  engagementLevel: z.enum(ENGAGEMENT_LEVELS).default('medium'),
  performance: optionalText(4000),
  studentName: optionalText(200),
  bookingId: z.uuid().optional().nullable(),
  studentId: z.string().max(100).optional().nullable(),
});
export type GenerateSummaryInput = z.input<typeof generateSummarySchema>;

export const generatePlanSchema = z.object({
  topic: optionalText(300),
  gradeLevel: optionalText(100),
  duration: z.coerce.number().int().default(DEFAULT_LESSON_DURATION),
  additionalNotes: optionalText(4000),
  studentId: z.string().max(100).optional().nullable(),
  bookingId: z.uuid().optional().nullable(),
});
export type GeneratePlanInput = z.input<typeof generatePlanSchema>;

/** What the engine (built-in or provider) writes for a summary. */
export const summaryContentSchema = z.object({
  overview: z.string().min(1),
  topicsCovered: z.array(z.string().min(1)).min(1),
  engagement: z.string().min(1),
  performance: z.string().min(1),
  strengths: z.array(z.string().min(1)).min(1),
  areasToImprove: z.array(z.string().min(1)).min(1),
  nextSteps: z.array(z.string().min(1)).min(1),
});
export type SummaryContent = z.infer<typeof summaryContentSchema>;

const planActivitySchema = z.object({
  name: z.string().min(1),
  minutes: z.number().int().positive(),
  description: z.string().min(1),
});
export type PlanActivity = z.infer<typeof planActivitySchema>;

/** What the engine writes for a lesson plan; activity minutes add up to the duration. */
export const lessonPlanContentSchema = z.object({
  title: z.string().min(1),
  overview: z.string().min(1),
  objectives: z.array(z.string().min(1)).min(1),
  materials: z.array(z.string().min(1)).min(1),
  activities: z.array(planActivitySchema).min(1),
  assessment: z.string().min(1),
  homework: z.string().min(1),
  buildsOn: z.array(z.string()).optional(),
});
export type LessonPlanContent = z.infer<typeof lessonPlanContentSchema>;

// Answers. Ids are strings (users' ids are not UUIDs); instants are ISO 8601 in UTC.
const instant = z.iso.datetime();

/** The live-session part of a summary's content, when the summary was drafted from a live session. */
export const liveSessionNotesSchema = z.object({
  sessionDate: z.string(),
  engine: z.enum(['built-in', 'provider']),
  keyPoints: z.array(z.string()),
  questions: z.array(z.string()),
  chatMessages: z.number().int(),
  studentMessages: z.number().int(),
  /** The student's share of the chat messages, 0–1; null without chat. */
  studentShare: z.number().nullable(),
  whiteboardLabels: z.number().int(),
  hasTutorNotes: z.boolean(),
  /** Sources that were empty (SESSION_SOURCES values). */
  notAvailable: z.array(z.string()),
});
export type LiveSessionNotes = z.infer<typeof liveSessionNotesSchema>;

/**
 * A summary's content as stored and answered: what the engine wrote (lists may be empty in notes drafted
 * from a live session) and, for those notes, their `liveSession` part.
 */
const storedSummaryContentSchema = z.object({
  overview: z.string(),
  topicsCovered: z.array(z.string()),
  engagement: z.string(),
  performance: z.string(),
  strengths: z.array(z.string()),
  areasToImprove: z.array(z.string()),
  nextSteps: z.array(z.string()),
  liveSession: liveSessionNotesSchema.optional(),
});

export const summaryDtoSchema = z.object({
  id: z.string(),
  subject: z.string(),
  topicsCovered: z.string(),
  engagementLevel: z.enum(ENGAGEMENT_LEVELS),
  performance: z.string().nullable(),
  studentName: z.string().nullable(),
  studentId: z.string().nullable(),
  bookingId: z.string().nullable(),
  lessonPlanId: z.string().nullable(),
  lessonPlanTopic: z.string().nullable(),
  /** The summary as plain text (the spec's response field). */
  summary: z.string(),
  content: storedSummaryContentSchema,
  sharedAt: instant.nullable(),
  createdAt: instant,
});
export type SummaryDto = z.infer<typeof summaryDtoSchema>;

/** A lesson plan's content as stored and answered (the engine's shape, without its writing rules). */
const storedLessonPlanContentSchema = z.object({
  title: z.string(),
  overview: z.string(),
  objectives: z.array(z.string()),
  materials: z.array(z.string()),
  activities: z.array(z.object({ name: z.string(), minutes: z.number().int(), description: z.string() })),
  assessment: z.string(),
  homework: z.string(),
  /** The last summary's next steps this plan builds on, when there was one. */
  buildsOn: z.array(z.string()).optional(),
});

export const lessonPlanDtoSchema = z.object({
  id: z.string(),
  topic: z.string(),
  gradeLevel: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  additionalNotes: z.string().nullable(),
  studentId: z.string().nullable(),
  studentName: z.string().nullable(),
  bookingId: z.string().nullable(),
  basedOnSummaryId: z.string().nullable(),
  /** The plan as plain text (the spec's response field). */
  lessonPlan: z.string(),
  content: storedLessonPlanContentSchema,
  sharedAt: instant.nullable(),
  createdAt: instant,
});
export type LessonPlanDto = z.infer<typeof lessonPlanDtoSchema>;

export const summaryListSchema = z.object({ items: z.array(summaryDtoSchema) });
export const lessonPlanListSchema = z.object({ items: z.array(lessonPlanDtoSchema) });

export const listQuerySchema = z.object({ q: z.string().max(200).optional() });
export const idParamsSchema = z.object({ id: z.uuid() });
export const shareSchema = z.object({ studentId: z.string().max(100).optional().nullable() }).optional();

/** A session of the tutor's that can prefill a form or receive files. */
const tutorSessionDtoSchema = z.object({
  bookingId: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  offeringTitle: z.string().nullable(),
  category: z.string().nullable(),
  status: z.string(),
  scheduledAt: instant,
});
export type TutorSessionDto = z.infer<typeof tutorSessionDtoSchema>;
export const tutorSessionListSchema = z.object({ items: z.array(tutorSessionDtoSchema) });

const tutorStudentDtoSchema = z.object({ studentId: z.string(), studentName: z.string() });
export type TutorStudentDto = z.infer<typeof tutorStudentDtoSchema>;
export const tutorStudentListSchema = z.object({ items: z.array(tutorStudentDtoSchema) });

export const aiContentCountsSchema = z.object({ totalPlans: z.number().int(), totalSummaries: z.number().int() });
export type AiContentCounts = z.infer<typeof aiContentCountsSchema>;
