// AI session notes: the tutor's summary of a live session, drafted from its in-call chat, the tutor's notes
// and the whiteboard's text, kept as one summary per session (in Summary History, shared like any other).
import type { SummaryDto } from '../../../shared/schemas/ai-content';
import { AppError } from '../../../shared/errors';
import { joinWindow } from '../../../shared/rules/join-window';
import { SESSION_NOT_FOUND } from '../../../shared/schemas/live';
import {
  SESSION_NOTES_CANCELLED,
  SESSION_NOTES_TOO_EARLY,
  SESSION_NOTES_TUTOR_ONLY,
  sessionNotesDraftSchema,
  type SessionNotesDto,
} from '../../../shared/schemas/session-notes';
import {
  analyseSession,
  renderSessionNotes,
  sessionNotesContent,
  type SessionChatLine,
  type SessionNotesInput,
} from '../../adapters/ai/content-engine/session-notes';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { aiContentRepo } from './ai-content.repo';
import { askAi, getSummary } from './ai-content.service';
import { sessionNotesRepo, type SessionNotesSource } from './session-notes.repo';
import { whiteboardLabels } from './whiteboard-labels';

type Ctx<I> = { deps: Deps; actor: Actor; input: I };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking, for its tutor only: its student is told so, anyone else finds no session. */
async function loadForTutor(deps: Deps, actor: Actor, bookingId: string): Promise<SessionNotesSource> {
  if (!UUID.test(bookingId)) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  const b = await sessionNotesRepo(deps.db).source(bookingId);
  if (!b) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  if ((actor.expertProfileId && actor.expertProfileId === b.expertId) || actor.userId === b.expertUserId) return b;
  if (actor.userId === b.studentId) throw new AppError('FORBIDDEN', SESSION_NOTES_TUTOR_ONLY);
  throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
}

/** Notes are drafted for a completed session, or a confirmed one whose join window has opened. */
function assertDraftable(b: SessionNotesSource, now: Date) {
  if (b.status === 'completed') return;
  if (b.status === 'cancelled') throw new AppError('CONFLICT', SESSION_NOTES_CANCELLED);
  if (b.status !== 'confirmed' || now.getTime() < Date.parse(joinWindow(b, now).opensAt)) throw new AppError('CONFLICT', SESSION_NOTES_TOO_EARLY);
}

const subjectOf = (b: SessionNotesSource) =>
  [b.offeringTitle, b.category, b.domainName, b.customDomain].map((s) => s?.trim()).find(Boolean) ?? 'Tutoring';

/** The session's record: chat from the join window's opening to its end (or the completion, if earlier). */
async function gather(deps: Deps, b: SessionNotesSource): Promise<SessionNotesInput> {
  const now = deps.now();
  const window = joinWindow(b, now);
  const closes = new Date(window.closesAt);
  const end = b.completedAt ?? (now < closes ? now : closes);
  const until = end < closes ? end : closes;
  const rows = await sessionNotesRepo(deps.db).chat(b.studentId, b.expertId, new Date(window.opensAt), until);
  const chat: SessionChatLine[] = rows.map((m) => ({ from: m.senderId === b.studentId ? 'student' : 'tutor', text: m.content }));
  return {
    subject: subjectOf(b),
    studentName: b.studentName,
    tutorName: b.tutorName,
    sessionDate: b.scheduledAt.toISOString(),
    chat,
    tutorNotes: b.tutorNotes,
    whiteboardLabels: whiteboardLabels(b.whiteboard),
  };
}

const clipped = (s: string, max: number) => (s.length > max ? `${s.slice(0, max)}…` : s);

/** Drafts (or redrafts) the session's notes and stores them; null when skipEmpty and nothing was recorded. */
async function draftFor(deps: Deps, b: SessionNotesSource, options: { skipEmpty?: boolean } = {}) {
  const input = await gather(deps, b);
  const analysis = analyseSession(input);
  if (options.skipEmpty && analysis.empty) return null;
  // With nothing recorded there is nothing for a provider to read: the built-in note says so.
  const fromAi = analysis.empty
    ? null
    : await askAi(deps, {
        system:
          "You draft notes of a live one-to-one tutoring session from its in-call chat, the tutor's notes and the text " +
          'written on the whiteboard. Use only what the input says and never add facts. Fields: overview (two or three ' +
          'sentences), topics (topics covered), keyPoints (definitions and key points from the whiteboard and notes), ' +
          'questions (questions the student asked, as asked), nextSteps (homework and next steps that were mentioned), ' +
          "strengths and areasToImprove (only observations written in the tutor's notes), engagement (one sentence on how " +
          'much the student took part, from studentMessages and chatMessages). Use empty lists where the input has nothing.',
        user: JSON.stringify({
          subject: input.subject,
          studentName: input.studentName,
          chatMessages: analysis.chatMessages,
          studentMessages: analysis.studentMessages,
          chat: input.chat.slice(-200).map((m) => ({ from: m.from, text: clipped(m.text, 1000) })),
          tutorNotes: clipped(input.tutorNotes ?? '', 8000),
          whiteboardLabels: input.whiteboardLabels.slice(0, 200).map((l) => clipped(l, 300)),
        }),
        schema: sessionNotesDraftSchema,
      });
  const content = sessionNotesContent(fromAi ?? analysis.draft, analysis, { sessionDate: input.sessionDate, engine: fromAi ? 'provider' : 'built-in' });
  const plan = await aiContentRepo(deps.db).planForSession(b.expertId, b.id, b.studentId);
  return sessionNotesRepo(deps.db).upsert({
    expertId: b.expertId,
    studentId: b.studentId,
    bookingId: b.id,
    lessonPlanId: plan?.id ?? null,
    subject: input.subject,
    topicsCovered: content.topicsCovered.join(', ') || 'No topics identified',
    engagementLevel: analysis.engagementLevel,
    performance: null,
    studentName: input.studentName ?? null,
    content: renderSessionNotes(content, {
      subject: input.subject,
      studentName: input.studentName,
      engagementLevel: analysis.engagementLevel,
      engagementMeasured: analysis.engagementMeasured,
    }),
    contentJson: content,
  });
}

/** POST: the tutor drafts the notes now; a second draft replaces the first. */
export async function draftSessionNotes({ deps, actor, input }: Ctx<{ bookingId: string }>): Promise<SummaryDto> {
  const b = await loadForTutor(deps, actor, input.bookingId);
  assertDraftable(b, deps.now());
  const stored = await draftFor(deps, b);
  return getSummary({ deps, actor, input: { id: stored!.row.id } });
}

/** GET: the session's current draft, if any. */
export async function getSessionNotes({ deps, actor, input }: Ctx<{ bookingId: string }>): Promise<SessionNotesDto> {
  const b = await loadForTutor(deps, actor, input.bookingId);
  const row = await sessionNotesRepo(deps.db).current(b.expertId, b.id);
  return { summary: row ? await getSummary({ deps, actor, input: { id: row.id } }) : null };
}

const inFlight = new Set<Promise<void>>();

/**
 * After the tutor completes a session: drafts its notes in the background (the completion is already
 * committed and answered). Sessions with nothing recorded get none; failures are logged, never thrown.
 */
export function draftSessionNotesAfterCompletion(deps: Deps, bookingId: string): void {
  const run = (async () => {
    const b = await sessionNotesRepo(deps.db).source(bookingId);
    if (!b || b.status !== 'completed') return;
    const stored = await draftFor(deps, b, { skipEmpty: true });
    if (stored) deps.logger.info({ bookingId, summaryId: stored.row.id }, 'session notes drafted after completion');
  })()
    .catch((err: unknown) => deps.logger.error({ err, bookingId }, 'drafting session notes after completion failed'))
    .finally(() => inFlight.delete(run));
  inFlight.add(run);
}

/** Resolves once every background draft started so far has finished (tests, shutdown). */
export async function settleSessionNotes(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}
