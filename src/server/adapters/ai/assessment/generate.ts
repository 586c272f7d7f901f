// A tutor's assessment: multiple-choice subject questions from the AI provider when configured (validated,
// else dropped), from the reviewed bank for the subjects it covers, otherwise open questions about
// teaching. Correct answers stay on the server; grading happens there.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AiClient } from '../ai';
import type { BankLevel } from './bank-types';
import { drawQuestions, findBank, levelOf, QUESTIONS_PER_ATTEMPT } from './draw';
import { openQuestions } from './open-questions';

export type DrawnQuestion = {
  id: string;
  kind: 'choice' | 'open';
  question: string;
  /** Four options for a choice question; none for an open one. */
  options: string[];
  correctAnswer: number | null;
};

export type AssessmentDraw = { subject: string; level: BankLevel | null; source: 'ai' | 'builtin'; questions: DrawnQuestion[] };

export type AssessmentInput = {
  subject: string;
  subDomain?: string | null;
  experienceYears: number;
  /** Questions of an earlier attempt (ids and texts): a retake never repeats them. */
  exclude?: { ids: ReadonlySet<string>; texts: ReadonlySet<string> };
  random?: () => number;
};

const normal = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

const aiQuestionsSchema = z.object({
  questions: z
    .array(
      z.object({
        question: z.string().trim().min(10).max(500),
        options: z.array(z.string().trim().min(1).max(200)).length(4),
        correctAnswer: z.number().int().min(0).max(3),
      }),
    )
    .min(QUESTIONS_PER_ATTEMPT)
    .max(12),
});

/** The provider's questions that hold up: four distinct options, a new question, no repeats. */
function acceptAi(raw: z.infer<typeof aiQuestionsSchema>['questions'], exclude: ReadonlySet<string>): DrawnQuestion[] {
  const seen = new Set<string>(exclude);
  const out: DrawnQuestion[] = [];
  for (const q of raw) {
    const key = normal(q.question);
    if (seen.has(key) || new Set(q.options.map(normal)).size !== 4) continue;
    seen.add(key);
    out.push({ id: `ai-${createHash('sha256').update(key).digest('hex').slice(0, 12)}`, kind: 'choice', question: q.question, options: q.options, correctAnswer: q.correctAnswer });
  }
  return out.slice(0, QUESTIONS_PER_ATTEMPT);
}

export async function generateAssessment(ai: AiClient, input: AssessmentInput): Promise<AssessmentDraw> {
  const subject = input.subject.trim();
  const level = levelOf(`${subject} ${input.subDomain ?? ''}`);
  const exclude = input.exclude ?? { ids: new Set<string>(), texts: new Set<string>() };
  if (ai.configured) {
    const answer = await ai.json({
      name: 'tutor_assessment',
      system:
        'You write multiple-choice questions that test the subject knowledge a tutor needs. Each question has exactly four distinct options, ' +
        'exactly one of them correct, and the index (0-3) of the correct one in correctAnswer. Vary the position of the correct answer. ' +
        'Ask about facts, methods and worked results that have one unambiguous answer; never ask for opinions.',
      user: JSON.stringify({
        subject,
        whatTheyTeach: input.subDomain ?? undefined,
        level: level ?? 'school to university',
        count: QUESTIONS_PER_ATTEMPT + 2,
        doNotRepeat: [...exclude.texts].slice(0, 20),
      }),
      schema: aiQuestionsSchema,
    });
    const accepted = answer ? acceptAi(answer.questions, new Set([...exclude.texts].map(normal))) : [];
    if (accepted.length === QUESTIONS_PER_ATTEMPT) return { subject, level, source: 'ai', questions: accepted };
  }
  const bank = findBank(subject, input.subDomain);
  if (bank) {
    const drawn = drawQuestions(bank, { level, subDomain: input.subDomain, exclude: exclude.ids, random: input.random });
    if (drawn.length === QUESTIONS_PER_ATTEMPT) {
      return {
        subject: bank.subject,
        level,
        source: 'builtin',
        questions: drawn.map((q) => ({ id: q.id, kind: 'choice', question: q.question, options: [...q.options], correctAnswer: q.correctAnswer })),
      };
    }
  }
  return {
    subject,
    level,
    source: 'builtin',
    questions: openQuestions(subject, input.subDomain, level).map((q) => ({ ...q, kind: 'open', options: [], correctAnswer: null })),
  };
}

export type GivenAnswer = { questionId: string; selectedAnswer?: number | null; answerText?: string | null };

/** Correct choices out of the choice questions (open answers are read, not scored). */
export function grade(questions: DrawnQuestion[], answers: GivenAnswer[]): { score: number; total: number } {
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  const choice = questions.filter((q) => q.kind === 'choice');
  const score = choice.filter((q) => byId.get(q.id)?.selectedAnswer === q.correctAnswer).length;
  return { score, total: choice.length };
}
