// generateBio with a provider: valid variants are used, invented or broken ones give way to the built-in writer.
import { describe, expect, it } from 'vitest';
import type { AiClient, AiJsonRequest } from './ai';
import { noAi } from './ai';
import { writeBios } from './content-engine/bio';
import { generateBio, type BioFacts } from './onboarding-engine';

const facts: BioFacts = {
  fullName: 'Meera Iyer',
  subject: 'Mathematics',
  subDomain: 'CBSE Class 9–12 algebra and calculus',
  experienceYears: 6,
  city: 'Chennai',
  languages: ['Tamil', 'English'],
  qualifications: ['M.Sc Mathematics', 'B.Ed'],
  answers: [{ question: 'How do you begin a lesson?', answer: 'I start every class with a five-minute recap quiz.' }],
};

const AI_BIOS = [
  'CBSE students in Class 9 to 12 who find algebra and calculus heavy going can book one-to-one lessons with Meera Iyer, a mathematics tutor in Chennai. ' +
    'Meera has six to ten years of experience and holds an M.Sc Mathematics and a B.Ed. Every lesson opens with a short recap quiz, so gaps from the previous ' +
    'session show up before new work begins. From there, Meera works through problems step by step until the method feels natural. Lessons are taught in ' +
    'Tamil and English, and students are welcome to bring homework or past papers to work through together.',
  'Every lesson with Meera begins with a five-minute recap quiz, a small habit that keeps algebra and calculus from slipping between sessions. ' +
    'Meera Iyer teaches mathematics from Chennai to CBSE students in Class 9 to 12, and explains each idea in Tamil or English, whichever helps the student more. ' +
    'Behind the lessons are six to ten years of experience, an M.Sc Mathematics and a B.Ed. Sessions are one-to-one and online, so the pace follows the ' +
    'student, and time can go wherever the next test needs it most.',
  'With an M.Sc Mathematics, a B.Ed and six to ten years of experience, Meera Iyer teaches CBSE algebra and calculus for Class 9 to 12 from Chennai. ' +
    'Lessons start with a quick recap quiz so that nothing from the last session is lost, then move on to new problems at a steady pace. Meera teaches in ' +
    'Tamil and English. Students who are preparing for board exams, or simply want to feel less anxious about calculus, can book a first lesson to talk ' +
    'through their goals and agree on where to begin.',
];
const INVENTED = AI_BIOS[1].replace('an M.Sc Mathematics and a B.Ed', 'a PhD in Mathematics');

/** A provider stub that answers `answer` and keeps the request it was sent. */
function provider(answer: unknown): AiClient & { requests: AiJsonRequest<unknown>[] } {
  const requests: AiJsonRequest<unknown>[] = [];
  return {
    configured: true,
    requests,
    async json<T>(request: AiJsonRequest<T>) {
      requests.push(request as AiJsonRequest<unknown>);
      const parsed = request.schema.safeParse(answer);
      return parsed.success ? parsed.data : null;
    },
  };
}

describe('generateBio', () => {
  it('uses the provider variants when every one passes the checks', async () => {
    const ai = provider({ variants: AI_BIOS });
    const result = await generateBio(ai, facts, 'third');
    expect(result).toEqual({ bio: AI_BIOS[0], variants: AI_BIOS, source: 'ai' });
  });

  it('grounds the prompt on every fact and forbids invented claims', async () => {
    const ai = provider({ variants: AI_BIOS });
    await generateBio(ai, facts, 'third');
    const [request] = ai.requests;
    expect(request.name).toBe('tutor_bios');
    for (const fact of ['Meera Iyer', 'Mathematics', 'CBSE Class 9–12 algebra and calculus', 'six to ten years', 'Chennai', 'Tamil', 'M.Sc Mathematics', 'B.Ed', 'recap quiz']) {
      expect(request.user).toContain(fact);
    }
    expect(request.system).toMatch(/never invent qualifications/i);
    expect(request.system).toMatch(/employers, awards/);
    expect(request.system).toMatch(/third person/);
  });

  it('replaces a variant that invents a PhD with a built-in one', async () => {
    const result = await generateBio(provider({ variants: [AI_BIOS[0], INVENTED, AI_BIOS[2]] }), facts, 'third');
    expect(result.source).toBe('ai');
    expect(result.variants).toEqual([AI_BIOS[0], AI_BIOS[2], writeBios(facts, 'third')[0]]);
    expect(result.variants.join(' ')).not.toContain('PhD');
  });

  it('drops variants that are too short, repeated or in the wrong person', async () => {
    const firstPerson = AI_BIOS[2].replace('Meera Iyer teaches', 'I teach').replace('Meera teaches', 'I teach');
    const result = await generateBio(provider({ variants: ['Meera teaches maths in Chennai.', AI_BIOS[0], AI_BIOS[0].replace(/\s+/g, '  ')] }), facts, 'third');
    expect(result.variants[0]).toBe(AI_BIOS[0]);
    expect(result.variants.slice(1)).toEqual(writeBios(facts, 'third').slice(0, 2));
    expect((await generateBio(provider({ variants: [firstPerson, firstPerson, firstPerson] }), facts, 'third')).source).toBe('builtin');
  });

  it.each([
    ['malformed output', { bio: 'one bio only' }],
    ['too few variants', { variants: AI_BIOS.slice(0, 2) }],
    ['no answer at all', null],
  ])('falls back to the built-in writer on %s', async (_name, answer) => {
    const builtin = writeBios(facts, 'first');
    expect(await generateBio(provider(answer), facts, 'first')).toEqual({ bio: builtin[0], variants: builtin, source: 'builtin' });
  });

  it('writes built-in bios without a provider', async () => {
    const result = await generateBio(noAi, facts, 'third');
    expect(result.source).toBe('builtin');
    expect(result.variants).toHaveLength(3);
    expect(result.bio).toBe(result.variants[0]);
  });
});
