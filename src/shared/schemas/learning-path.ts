// A student's learning path, per subject: goals, sessions with their summaries, the next lesson's agenda and
// progress by month. GET /api/learning-path (the student), /api/learning-path/students/:studentId (a tutor of
// theirs), and the goals' writes.
import { z } from 'zod';
import { DATE_RANGE_MESSAGE } from './instant';

const GOAL_STATUSES = ['active', 'achieved', 'dropped'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export const GOAL_TITLE_MAX = 200;
export const GOAL_SUBJECT_MAX = 80;
/** How many months the progress chart covers at most and at least (the current one included). */
export const PATH_MONTHS = 12;
export const PATH_MIN_MONTHS = 6;

export const learningPathMessages = {
  titleRequired: 'Write the goal in a few words.',
  titleTooLong: `Keep the goal under ${GOAL_TITLE_MAX} characters.`,
  subjectRequired: 'Choose the subject this goal is for.',
  badDate: 'Choose a real date for the target.',
  notYourStudent: 'You can only see and set goals for students who have booked a session with you.',
  studentRequired: 'Choose the student this goal is for.',
  goalNotFound: 'Goal not found',
  notYourGoal: 'Only the tutor who proposed this goal can change it.',
  studentOnlyStatus: "Your tutor proposed this goal: you can mark it achieved or drop it, but not reword it.",
  cannotDelete: 'Only whoever set a goal can delete it; you can drop it instead.',
} as const;

const goalTitle = z.string().trim().min(1, learningPathMessages.titleRequired).max(GOAL_TITLE_MAX, learningPathMessages.titleTooLong);
const goalSubject = z.string().trim().min(1, learningPathMessages.subjectRequired).max(GOAL_SUBJECT_MAX);
/** A calendar day (the target), checked to exist: "2026-02-30" is refused. */
const day = z.iso.date(learningPathMessages.badDate).refine((d) => d >= '1970-01-01' && d <= '2100-12-31', DATE_RANGE_MESSAGE);

export const createGoalSchema = z.object({
  subject: goalSubject,
  title: goalTitle,
  targetDate: day.nullable().optional(),
  /** A tutor names the student; a student leaves it out (or names themself). */
  studentId: z.string().max(100).optional(),
});
export type CreateGoalInput = z.infer<typeof createGoalSchema>;

export const updateGoalSchema = z
  .object({
    subject: goalSubject.optional(),
    title: goalTitle.optional(),
    targetDate: day.nullable().optional(),
    status: z.enum(GOAL_STATUSES).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change.' });
export type UpdateGoalInput = z.infer<typeof updateGoalSchema>;

export const goalParamsSchema = z.object({ id: z.uuid() });
export const studentParamsSchema = z.object({ studentId: z.string().min(1).max(100) });

// Answers. Instants are ISO 8601 in UTC; days are YYYY-MM-DD.
const instant = z.iso.datetime();

export const goalDtoSchema = z.object({
  id: z.string(),
  subject: z.string(),
  title: z.string(),
  targetDate: z.string().nullable(),
  status: z.enum(GOAL_STATUSES),
  proposedBy: z.enum(['student', 'tutor']),
  /** The proposing tutor's name, for a tutor's goal. */
  tutorName: z.string().nullable(),
  achievedAt: instant.nullable(),
  createdAt: instant,
  /** Whether the viewer may reword it (subject, title, target date) and delete it. */
  canEdit: z.boolean(),
  /** Whether the viewer may mark it achieved, drop it or make it active again. */
  canSetStatus: z.boolean(),
});
export type GoalDto = z.infer<typeof goalDtoSchema>;

const sessionEntrySchema = z.object({
  /** The session's booking; null for a summary written without one. */
  bookingId: z.string().nullable(),
  at: instant,
  status: z.enum(['completed', 'upcoming']),
  title: z.string().nullable(),
  tutorName: z.string(),
  summary: z
    .object({
      id: z.string(),
      topicsCovered: z.array(z.string()),
      nextSteps: z.array(z.string()),
      strengths: z.array(z.string()),
      /** Null while the tutor has not shared it (only the tutor sees such a summary). */
      sharedAt: instant.nullable(),
    })
    .nullable(),
});
export type SessionEntry = z.infer<typeof sessionEntrySchema>;

const planAgendaSchema = z.object({
  id: z.string(),
  bookingId: z.string().nullable(),
  /** When its session starts; null for a plan not tied to a booked session. */
  scheduledAt: instant.nullable(),
  title: z.string(),
  objectives: z.array(z.string()),
  activities: z.array(z.object({ name: z.string(), minutes: z.number().int(), description: z.string() })),
  sharedAt: instant.nullable(),
});
export type PlanAgenda = z.infer<typeof planAgendaSchema>;

const progressMonthSchema = z.object({
  /** YYYY-MM in the viewer's zone. */
  month: z.string(),
  sessions: z.number().int(),
  goalsAchieved: z.number().int(),
  /** Running totals since the first month shown (earlier months included). */
  totalSessions: z.number().int(),
  totalGoalsAchieved: z.number().int(),
});
export type ProgressMonth = z.infer<typeof progressMonthSchema>;

const subjectPathSchema = z.object({
  /** The subject's name, lower-cased and trimmed: how sessions, summaries and goals are matched. */
  key: z.string(),
  name: z.string(),
  goals: z.array(goalDtoSchema),
  /** Upcoming sessions first (soonest first), then completed ones, newest first. */
  sessions: z.array(sessionEntrySchema),
  nextPlan: planAgendaSchema.nullable(),
  progress: z.array(progressMonthSchema),
  completedSessions: z.number().int(),
  upcomingSessions: z.number().int(),
});
export type SubjectPath = z.infer<typeof subjectPathSchema>;

export const learningPathSchema = z.object({
  student: z.object({ id: z.string(), name: z.string() }),
  viewer: z.enum(['student', 'tutor']),
  /** Subjects with the most recent activity first. */
  subjects: z.array(subjectPathSchema),
  totals: z.object({ activeGoals: z.number().int(), achievedGoals: z.number().int(), completedSessions: z.number().int() }),
});
export type LearningPath = z.infer<typeof learningPathSchema>;
