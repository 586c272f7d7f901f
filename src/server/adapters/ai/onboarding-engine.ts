// Bios for tutor onboarding: the AI layer when configured, each draft checked against the facts, and the
// built-in writer for the rest (or when the provider fails).
import { z } from 'zod';
import type { AiClient } from './ai';
import { bioProblems, experienceInWords, writeBios, type BioFacts, type BioPerson } from './content-engine/bio';

export type { BioFacts, BioPerson };

export type BioResult = { bio: string; variants: string[]; source: 'ai' | 'builtin' };

// An array rather than a tuple: strict structured output has no tuples (response-format.ts).
const aiBiosSchema = z.object({ variants: z.array(z.string().trim().min(1).max(2000)).length(3) });

function bioSystem(person: BioPerson): string {
  const voice =
    person === 'first'
      ? 'in the first person, as the tutor ("I teach…", "My lessons…")'
      : 'in the third person: the full name at most once, then the first name, never "he" or "she"';
  return [
    'You write profile bios for tutors on a marketplace for one-to-one online lessons.',
    `Write three different bios of 80 to 150 words each, ${voice}.`,
    'Use only the facts given. Never invent qualifications, certifications, degrees, employers, awards, ratings, numbers of students or results; name each qualification exactly as written.',
    'Work in the subject, the focus, the experience, the city, the languages, every qualification and at least one thing the tutor said about their teaching, rephrased rather than quoted.',
    'Open each bio differently: one with the learners served, one with the teaching approach, one with the background. Plain sentences, no headings, lists or emoji.',
  ].join('\n');
}

function bioPrompt(facts: BioFacts): string {
  return JSON.stringify({
    fullName: facts.fullName,
    subject: facts.subject,
    focus: facts.subDomain ?? undefined,
    experience: experienceInWords(facts.experienceYears),
    city: facts.city ?? undefined,
    languagesOfInstruction: facts.languages,
    qualifications: facts.qualifications,
    tutorAnswers: facts.answers,
    format: '{"variants":["…","…","…"]}',
  });
}

/**
 * Three bio variants from the tutor's facts. Provider variants must pass the built-in writer's rules
 * (word range, no qualification or claim absent from the facts, the asked person); valid ones come
 * first and built-in variants fill the rest.
 */
export async function generateBio(ai: AiClient, facts: BioFacts, person: BioPerson): Promise<BioResult> {
  const builtin = writeBios(facts, person);
  const fromAi = ai.configured ? await ai.json({ name: 'tutor_bios', system: bioSystem(person), user: bioPrompt(facts), schema: aiBiosSchema }) : null;
  const valid = [...new Set((fromAi?.variants ?? []).map((v) => v.replace(/\s+/g, ' ').trim()))].filter((v) => bioProblems(v, facts, person).length === 0);
  if (!valid.length) return { bio: builtin[0], variants: builtin, source: 'builtin' };
  const variants = [...valid, ...builtin].slice(0, 3);
  return { bio: variants[0], variants, source: 'ai' };
}
