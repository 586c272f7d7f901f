// The onboarding assessment: one attempt and one retake per tutor. The questions (with their answers)
// stay on the server; the wizard sees questions and options only, and the score is computed here.
import { AppError } from '../../../shared/errors';
import type { AssessmentAnswer, QuestionsResponse } from '../../../shared/schemas/profiles';
import { levelOf } from '../../adapters/ai/assessment/draw';
import { generateAssessment, grade, type DrawnQuestion } from '../../adapters/ai/assessment/generate';
import type { Deps } from '../../deps';
import { assessmentsRepo, type AssessmentRow } from './assessments.repo';

const MAX_ATTEMPTS = 2;
const NO_RETAKE_LEFT = 'You have already used your one retake of the assessment.';

type Want = { subject: string; subDomain: string | null; experienceYears: number; retake: boolean };

function toResponse(row: AssessmentRow, attempts: number): QuestionsResponse {
  return {
    assessmentId: row.id,
    attempt: row.attempt,
    retakesLeft: Math.max(0, MAX_ATTEMPTS - attempts),
    subject: row.subject,
    source: row.source as 'ai' | 'builtin',
    questions: row.questions.map((q) => ({ id: q.id, kind: q.kind, question: q.question, options: q.options })),
    submitted: row.submittedAt ? { score: row.score ?? 0, total: row.total, answers: (row.answers ?? []) as AssessmentAnswer[] } : null,
  };
}

const sameTopic = (row: AssessmentRow, want: Want, level: string) => row.subject.toLowerCase() === want.subject.toLowerCase() && row.level === level;

/**
 * The attempt the wizard shows: the open one (redrawn if the subject changed), else the last submitted one
 * read-only, else a first attempt; a retake only when asked for and still allowed.
 */
export async function assessmentFor(deps: Deps, userId: string, want: Want): Promise<QuestionsResponse> {
  const repo = assessmentsRepo(deps.db);
  const attempts = await repo.attempts(userId);
  const open = attempts.find((a) => !a.submittedAt);
  const last = attempts.at(-1);
  const seen = attempts.filter((a) => a.submittedAt).flatMap((a) => a.questions);
  const draw = () =>
    generateAssessment(deps.ai, {
      subject: want.subject,
      subDomain: want.subDomain,
      experienceYears: want.experienceYears,
      exclude: { ids: new Set(seen.map((q) => q.id)), texts: new Set(seen.map((q) => q.question)) },
    });
  const stored = (d: Awaited<ReturnType<typeof draw>>) => ({ subject: want.subject, level: d.level ?? 'mixed', source: d.source, questions: d.questions });

  if (open) {
    if (sameTopic(open, want, levelOf(`${want.subject} ${want.subDomain ?? ''}`) ?? 'mixed')) return toResponse(open, attempts.length);
    const redrawn = await repo.redraw(open.id, stored(await draw()));
    return toResponse(redrawn ?? open, attempts.length);
  }
  if (last && !want.retake) return toResponse(last, attempts.length);
  if (last && attempts.length >= MAX_ATTEMPTS) throw new AppError('CONFLICT', NO_RETAKE_LEFT);
  const number = attempts.length + 1;
  const created = await repo.insert(userId, number, stored(await draw()));
  // Two requests at once: the other one made this attempt; both answer with it.
  const row = created ?? (await repo.attempts(userId)).find((a) => a.attempt === number);
  if (!row) throw new AppError('CONFLICT', 'Please try again.');
  return toResponse(row, number);
}

/** Grades the answers against the kept questions and records them; the wizard checked completeness. */
export async function submitAssessment(deps: Deps, row: AssessmentRow, answers: AssessmentAnswer[]): Promise<void> {
  const asked = new Set(row.questions.map((q: DrawnQuestion) => q.id));
  const kept = answers
    .filter((a) => asked.has(a.questionId))
    .map((a) => ({ questionId: a.questionId, selectedAnswer: a.selectedAnswer ?? null, answerText: a.answerText?.trim() || null }));
  const { score } = grade(row.questions, kept);
  await assessmentsRepo(deps.db).submit(row.id, kept, score, deps.now());
}
