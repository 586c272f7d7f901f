// Session summaries and lesson plans: generated through the AI layer (built-in engine as fallback),
// kept per tutor, linked to each other (closed loop) and shared with the session's student.
import { z } from 'zod';
import {
  GRADE_LEVELS,
  LESSON_DURATIONS,
  PLAN_MISSING,
  SUMMARY_MISSING,
  generatePlanSchema,
  generateSummarySchema,
  lessonPlanContentSchema,
  summaryContentSchema,
  type AiContentCounts,
  type EngagementLevel,
  type LessonPlanContent,
  type LessonPlanDto,
  type SummaryContent,
  type SummaryDto,
  type TutorSessionDto,
  type TutorStudentDto,
} from '../../../shared/schemas/ai-content';
import { AppError } from '../../../shared/errors';
import { joinWindow } from '../../../shared/rules/join-window';
import type { AiJsonRequest } from '../../adapters/ai/ai';
import { fitActivities, renderLessonPlan, writeLessonPlanFrom } from '../../adapters/ai/content-engine/lesson-plan';
import { planContext } from '../../adapters/ai/content-engine/plan-context';
import { lessonPlanPrompt, summaryPrompt } from '../../adapters/ai/content-engine/prompts';
import { renderSummary, writeSummaryFrom } from '../../adapters/ai/content-engine/summary';
import { readSummaryFacts, type SessionRecord } from '../../adapters/ai/content-engine/summary-facts';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { notify } from '../notifications/notifications.service';
import { aiContentRepo, type PlanRow, type SummaryRow } from './ai-content.repo';
import { sessionNotesRepo } from './session-notes.repo';
import { whiteboardLabels } from './whiteboard-labels';

type Args<I = undefined> = { deps: Deps; actor: Actor; input: I };

const expertOf = (actor: Actor) => {
  if (!actor.expertProfileId) throw new AppError('FORBIDDEN', 'Expert profile not found');
  return actor.expertProfileId;
};

/** The provider path, bounded by AI_TIMEOUT_MS even if the client itself does not time out. */
export async function askAi<T>(deps: Deps, request: AiJsonRequest<T>): Promise<T | null> {
  if (!deps.ai.configured) return null;
  const timeoutMs = deps.env.AI_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([deps.ai.json({ ...request, timeoutMs }).catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toSummaryDto(row: SummaryRow, planTopic: string | null): SummaryDto {
  return {
    id: row.id,
    subject: row.subject,
    topicsCovered: row.topicsCovered,
    engagementLevel: row.engagementLevel as EngagementLevel,
    performance: row.performance,
    studentName: row.studentName,
    studentId: row.studentId,
    bookingId: row.bookingId,
    lessonPlanId: row.lessonPlanId,
    lessonPlanTopic: planTopic,
    summary: row.content,
    content: row.contentJson as SummaryContent,
    sharedAt: iso(row.sharedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

function toPlanDto(row: PlanRow, studentName: string | null): LessonPlanDto {
  return {
    id: row.id,
    topic: row.topic,
    gradeLevel: row.gradeLevel,
    duration: row.durationMinutes,
    additionalNotes: row.additionalNotes,
    studentId: row.studentId,
    studentName,
    bookingId: row.bookingId,
    basedOnSummaryId: row.basedOnSummaryId,
    lessonPlan: row.content,
    content: row.contentJson as LessonPlanContent,
    sharedAt: iso(row.sharedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Resolves the optional session / student a generation is for, checking they belong to this tutor. */
async function resolveStudent(deps: Deps, expertId: string, bookingId?: string | null, studentId?: string | null) {
  const repo = aiContentRepo(deps.db);
  if (bookingId) {
    const session = await repo.booking(expertId, bookingId);
    if (!session) throw new AppError('NOT_FOUND', 'Session not found');
    return { bookingId, studentId: session.studentId, studentName: session.studentName };
  }
  if (studentId) {
    if (!(await repo.hasBooking(expertId, studentId))) throw new AppError('NOT_FOUND', 'Student not found');
    const names = await repo.studentNames([studentId]);
    return { bookingId: null, studentId, studentName: names.get(studentId) ?? null };
  }
  return { bookingId: null, studentId: null, studentName: null };
}

/**
 * What the booking's live session recorded: the chat from the join window's opening to its end (or the
 * completion, if earlier), the tutor's notes and the whiteboard's text. Empty parts are left out by the writer.
 */
async function sessionRecordFor(deps: Deps, expertId: string, bookingId: string): Promise<SessionRecord | null> {
  const booking = await aiContentRepo(deps.db).sessionRecord(expertId, bookingId);
  if (!booking) return null;
  const now = deps.now();
  const window = joinWindow(booking, now);
  const closes = new Date(window.closesAt);
  const end = booking.completedAt ?? now;
  const rows = await sessionNotesRepo(deps.db).chat(booking.studentId, expertId, new Date(window.opensAt), end < closes ? end : closes);
  return {
    chat: rows.map((m) => ({ from: m.senderId === booking.studentId ? 'student' : 'tutor', text: m.content })),
    tutorNotes: booking.tutorNotes,
    whiteboardLabels: whiteboardLabels(booking.whiteboard),
  };
}

export async function generateSummary({ deps, actor, input }: Args<unknown>): Promise<SummaryDto> {
  const expertId = expertOf(actor);
  const body = generateSummarySchema.parse(input ?? {});
  const subject = body.subject?.trim() ?? '';
  const topicsCovered = body.topicsCovered?.trim() ?? '';
  if (!subject || !topicsCovered) throw new AppError('SUMMARY_MISSING_FIELDS', SUMMARY_MISSING);
  const repo = aiContentRepo(deps.db);
  const who = await resolveStudent(deps, expertId, body.bookingId, body.studentId);
  const studentName = body.studentName?.trim() || who.studentName || null;
  const plan = who.studentId ? await repo.planForSession(expertId, who.bookingId, who.studentId) : null;
  const request = {
    subject,
    topicsCovered,
    engagementLevel: body.engagementLevel,
    performance: body.performance?.trim() || null,
    studentName,
    followedPlanTopic: plan?.topic ?? null,
    session: who.bookingId ? await sessionRecordFor(deps, expertId, who.bookingId) : null,
  };
  // The provider and the built-in writer are given the same facts.
  const facts = readSummaryFacts(request);
  const content = (await askAi(deps, { ...summaryPrompt(facts), schema: summaryContentSchema })) ?? writeSummaryFrom(facts);
  const row = await repo.insertSummary({
    expertId,
    studentId: who.studentId,
    bookingId: who.bookingId,
    lessonPlanId: plan?.id ?? null,
    subject,
    topicsCovered,
    engagementLevel: body.engagementLevel,
    performance: request.performance,
    studentName,
    content: renderSummary(content, request),
    contentJson: content,
  });
  return toSummaryDto(row, plan?.topic ?? null);
}

export async function generateLessonPlan({ deps, actor, input }: Args<unknown>): Promise<LessonPlanDto> {
  const expertId = expertOf(actor);
  const body = generatePlanSchema.parse(input ?? {});
  const topic = body.topic?.trim() ?? '';
  const gradeLevel = body.gradeLevel?.trim() ?? '';
  if (!topic || !gradeLevel) throw new AppError('PLAN_MISSING_FIELDS', PLAN_MISSING);
  if (!(GRADE_LEVELS as readonly string[]).includes(gradeLevel)) throw new AppError('VALIDATION', `Grade level must be one of: ${GRADE_LEVELS.join(', ')}.`);
  if (!(LESSON_DURATIONS as readonly number[]).includes(body.duration)) throw new AppError('VALIDATION', 'Duration must be 30, 45, 60, 90 or 120 minutes.');
  const repo = aiContentRepo(deps.db);
  const who = await resolveStudent(deps, expertId, body.bookingId, body.studentId);
  const last = who.studentId ? await repo.lastSummaryFor(expertId, who.studentId) : null;
  const lastContent = last ? (last.contentJson as SummaryContent) : null;
  const previousNextSteps = lastContent?.nextSteps ?? [];
  const additionalNotes = body.additionalNotes?.trim() || null;
  // The provider and the built-in writer are given the same reading of the inputs.
  const context = planContext({
    topic,
    gradeLevel,
    duration: body.duration,
    additionalNotes,
    studentName: who.studentName,
    previousSummary: lastContent ? { nextSteps: previousNextSteps, areasToImprove: lastContent.areasToImprove ?? [] } : null,
  });
  const fromAi = await askAi(deps, { ...lessonPlanPrompt(context), schema: lessonPlanContentSchema });
  const content: LessonPlanContent = fromAi
    ? { ...fromAi, activities: fitActivities(fromAi.activities, body.duration), ...(previousNextSteps.length ? { buildsOn: previousNextSteps } : {}) }
    : writeLessonPlanFrom(context);
  const row = await repo.insertPlan({
    expertId,
    studentId: who.studentId,
    bookingId: who.bookingId,
    basedOnSummaryId: last?.id ?? null,
    topic,
    gradeLevel,
    durationMinutes: body.duration,
    additionalNotes,
    content: renderLessonPlan(content, { topic, gradeLevel, duration: body.duration }),
    contentJson: content,
  });
  return toPlanDto(row, who.studentName);
}

export async function listSummaries({ deps, actor, input }: Args<{ q?: string }>) {
  const repo = aiContentRepo(deps.db);
  const rows = await repo.listSummaries(expertOf(actor), input.q);
  const topics = await repo.planTopics(rows.flatMap((r) => (r.lessonPlanId ? [r.lessonPlanId] : [])));
  return { items: rows.map((r) => toSummaryDto(r, r.lessonPlanId ? (topics.get(r.lessonPlanId) ?? null) : null)) };
}

export async function listPlans({ deps, actor, input }: Args<{ q?: string }>) {
  const repo = aiContentRepo(deps.db);
  const rows = await repo.listPlans(expertOf(actor), input.q);
  const names = await repo.studentNames([...new Set(rows.flatMap((r) => (r.studentId ? [r.studentId] : [])))]);
  return { items: rows.map((r) => toPlanDto(r, r.studentId ? (names.get(r.studentId) ?? null) : null)) };
}

export async function getSummary({ deps, actor, input }: Args<{ id: string }>) {
  const repo = aiContentRepo(deps.db);
  const row = await repo.summary(expertOf(actor), input.id);
  if (!row) throw new AppError('NOT_FOUND', 'Summary not found');
  const topics = await repo.planTopics(row.lessonPlanId ? [row.lessonPlanId] : []);
  return toSummaryDto(row, row.lessonPlanId ? (topics.get(row.lessonPlanId) ?? null) : null);
}

export async function getPlan({ deps, actor, input }: Args<{ id: string }>) {
  const repo = aiContentRepo(deps.db);
  const row = await repo.plan(expertOf(actor), input.id);
  if (!row) throw new AppError('NOT_FOUND', 'Lesson plan not found');
  const names = await repo.studentNames(row.studentId ? [row.studentId] : []);
  return toPlanDto(row, row.studentId ? (names.get(row.studentId) ?? null) : null);
}

export async function deleteSummary({ deps, actor, input }: Args<{ id: string }>) {
  if (!(await aiContentRepo(deps.db).deleteSummary(expertOf(actor), input.id))) throw new AppError('NOT_FOUND', 'Summary not found');
}

export async function deletePlan({ deps, actor, input }: Args<{ id: string }>) {
  if (!(await aiContentRepo(deps.db).deletePlan(expertOf(actor), input.id))) throw new AppError('NOT_FOUND', 'Lesson plan not found');
}

/** Shares with the record's student (or the one chosen), who must have booked this tutor. */
async function shareTarget(deps: Deps, expertId: string, recordStudentId: string | null, chosen?: string | null) {
  const studentId = recordStudentId ?? chosen ?? null;
  if (!studentId) throw new AppError('VALIDATION', 'Choose the student to share with.');
  if (!(await aiContentRepo(deps.db).hasBooking(expertId, studentId))) {
    throw new AppError('FORBIDDEN', 'You can only share with students who have booked a session with you.');
  }
  return studentId;
}

export async function shareSummary({ deps, actor, input }: Args<{ id: string; studentId?: string | null }>) {
  const expertId = expertOf(actor);
  const repo = aiContentRepo(deps.db);
  const row = await repo.summary(expertId, input.id);
  if (!row) throw new AppError('NOT_FOUND', 'Summary not found');
  const studentId = await shareTarget(deps, expertId, row.studentId, input.studentId);
  const shared = await repo.shareSummary(row.id, studentId, deps.now());
  await notify(deps, {
    userId: studentId,
    type: 'material.shared',
    title: 'New session summary',
    body: `${actor.fullName ?? actor.name} shared a summary of your ${row.subject} session.`,
    link: '/student/materials',
  });
  return getSummary({ deps, actor, input: { id: shared.id } });
}

export async function sharePlan({ deps, actor, input }: Args<{ id: string; studentId?: string | null }>) {
  const expertId = expertOf(actor);
  const repo = aiContentRepo(deps.db);
  const row = await repo.plan(expertId, input.id);
  if (!row) throw new AppError('NOT_FOUND', 'Lesson plan not found');
  const studentId = await shareTarget(deps, expertId, row.studentId, input.studentId);
  const shared = await repo.sharePlan(row.id, studentId, deps.now());
  await notify(deps, {
    userId: studentId,
    type: 'material.shared',
    title: 'New lesson plan',
    body: `${actor.fullName ?? actor.name} shared the lesson plan "${row.topic}".`,
    link: '/student/materials',
  });
  return getPlan({ deps, actor, input: { id: shared.id } });
}

export async function listTutorSessions({ deps, actor, input }: Args<{ status?: 'completed' | 'all' }>): Promise<{ items: TutorSessionDto[] }> {
  const statuses = input.status === 'all' ? ['pending', 'confirmed', 'completed'] : ['completed'];
  const rows = await aiContentRepo(deps.db).sessions(expertOf(actor), statuses);
  return { items: rows.map((r) => ({ ...r, scheduledAt: r.scheduledAt.toISOString() })) };
}

export async function listTutorStudents({ deps, actor }: Args): Promise<{ items: TutorStudentDto[] }> {
  const rows = await aiContentRepo(deps.db).sessions(expertOf(actor), ['pending', 'confirmed', 'completed', 'cancelled']);
  const seen = new Map<string, TutorStudentDto>();
  for (const r of rows) if (!seen.has(r.studentId)) seen.set(r.studentId, { studentId: r.studentId, studentName: r.studentName });
  return { items: [...seen.values()].sort((a, b) => a.studentName.localeCompare(b.studentName)) };
}

export function countContent({ deps, actor }: Args): Promise<AiContentCounts> {
  return aiContentRepo(deps.db).counts(expertOf(actor));
}

/** Summaries and plans shared with a student, for the learning materials page. */
export async function sharedContentFor(deps: Deps, studentId: string) {
  const { summaries, plans } = await aiContentRepo(deps.db).sharedWith(studentId);
  return {
    summaries: summaries.map(({ row, tutorName }) => ({ expertId: row.expertId, tutorName, bookingId: row.bookingId, dto: toSummaryDto(row, null) })),
    plans: plans.map(({ row, tutorName }) => ({ expertId: row.expertId, tutorName, bookingId: row.bookingId, dto: toPlanDto(row, null) })),
  };
}

export const sessionsQuerySchema = z.object({ status: z.enum(['completed', 'all']).optional() });
