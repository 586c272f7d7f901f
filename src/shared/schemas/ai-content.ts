// AI session summaries and lesson plans: requests, generated content and the stored records.
import { z } from 'zod';

export const ENGAGEMENT_LEVELS = ['high', 'medium', 'low'] as const;
export type EngagementLevel = (typeof ENGAGEMENT_LEVELS)[number];

export const GRADE_LEVELS = ['Elementary (K-5)', 'Middle School (6-8)', 'High School (9-12)', 'College/University', 'Adult Learner'] as const;
export type GradeLevel = (typeof GRADE_LEVELS)[number];

export const LESSON_DURATIONS = [30, 45, 60, 90, 120] as const;
export const DEFAULT_LESSON_DURATION = 60;

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

export const planActivitySchema = z.object({
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

export type SummaryDto = {
  id: string;
  subject: string;
  topicsCovered: string;
  engagementLevel: EngagementLevel;
  performance: string | null;
  studentName: string | null;
  studentId: string | null;
  bookingId: string | null;
  lessonPlanId: string | null;
  lessonPlanTopic: string | null;
  /** The summary as plain text (the spec's response field). */
  summary: string;
  content: SummaryContent;
  sharedAt: string | null;
  createdAt: string;
};

export type LessonPlanDto = {
  id: string;
  topic: string;
  gradeLevel: string;
  duration: number;
  additionalNotes: string | null;
  studentId: string | null;
  studentName: string | null;
  bookingId: string | null;
  basedOnSummaryId: string | null;
  /** The plan as plain text (the spec's response field). */
  lessonPlan: string;
  content: LessonPlanContent;
  sharedAt: string | null;
  createdAt: string;
};

export const listQuerySchema = z.object({ q: z.string().max(200).optional() });
export const idParamsSchema = z.object({ id: z.uuid() });
export const shareSchema = z.object({ studentId: z.string().max(100).optional().nullable() }).optional();

/** A session of the tutor's that can prefill a form or receive files. */
export type TutorSessionDto = {
  bookingId: string;
  studentId: string;
  studentName: string;
  offeringTitle: string | null;
  category: string | null;
  status: string;
  scheduledAt: string;
};

export type TutorStudentDto = { studentId: string; studentName: string };
export type AiContentCounts = { totalPlans: number; totalSummaries: number };
