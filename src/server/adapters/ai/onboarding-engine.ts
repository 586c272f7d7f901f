// Assessment questions and bios for tutor onboarding: the AI layer when configured, otherwise (or on
// any failure) the built-in questions and the templated bio of the spec.
import { z } from 'zod';
import { builtInQuestions, templatedBio, type AnsweredQuestion, type AssessmentQuestion } from '../../../shared/rules/onboarding';
import type { AiClient } from './ai';

const aiQuestionsSchema = z.object({
  questions: z
    .array(
      z.object({
        question: z.string().trim().min(10).max(500),
        options: z.array(z.string().trim().min(1).max(200)).length(4),
        correctAnswer: z.number().int().min(0).max(3),
      }),
    )
    .min(3)
    .max(8),
});

const aiBioSchema = z.object({ bio: z.string().trim().min(40).max(2000) });

export type QuestionsInput = { domain: string; subDomain?: string | null; experienceYears: number };
export type BioInput = { fullName: string; domain: string; experienceYears: number; city?: string | null; aiQuestions: AnsweredQuestion[] };

export async function generateQuestions(ai: AiClient, input: QuestionsInput): Promise<{ questions: AssessmentQuestion[]; source: 'ai' | 'builtin' }> {
  if (ai.configured) {
    const answer = await ai.json({
      system:
        'You write short assessment questions for a tutor joining a tutoring marketplace. Each question has exactly 4 answer options and the index (0-3) of the best one.',
      user: JSON.stringify({
        task: 'Write 5 multiple-choice questions that check teaching ability and subject knowledge.',
        domain: input.domain,
        subDomain: input.subDomain ?? undefined,
        experienceYears: input.experienceYears,
        format: '{"questions":[{"question":"...","options":["a","b","c","d"],"correctAnswer":0}]}',
      }),
      schema: aiQuestionsSchema,
    });
    if (answer) return { questions: answer.questions, source: 'ai' };
  }
  return { questions: builtInQuestions(input.domain), source: 'builtin' };
}

export async function generateBio(ai: AiClient, input: BioInput): Promise<{ bio: string; source: 'ai' | 'builtin' }> {
  if (ai.configured) {
    const answers = input.aiQuestions.map((q) => ({ question: q.question, answer: typeof q.selectedAnswer === 'number' ? q.options[q.selectedAnswer] : null }));
    const answer = await ai.json({
      system:
        'You write a warm, factual third-person bio (80-150 words) for a tutor profile on a tutoring marketplace. Do not invent degrees, employers or awards.',
      user: JSON.stringify({
        fullName: input.fullName,
        domain: input.domain,
        experienceYears: input.experienceYears,
        city: input.city ?? undefined,
        assessment: answers,
        format: '{"bio":"..."}',
      }),
      schema: aiBioSchema,
    });
    if (answer) return { bio: answer.bio, source: 'ai' };
  }
  return { bio: templatedBio(input), source: 'builtin' };
}
