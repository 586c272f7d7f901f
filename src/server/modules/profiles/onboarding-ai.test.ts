// The AI path of onboarding against a fake OpenAI-compatible provider, and the fallback when it fails.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiCompatibleClient } from '../../adapters/ai/openai-compatible';
import { createLogger } from '../../logger';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
let server: http.Server;
let mode: 'ok' | 'error' | 'garbage' | 'invented' = 'ok';
const prompts: string[] = [];

const aiQuestions = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
  question: `In a king and pawn endgame number ${n}, which square must the defending king reach?`,
  options: ['The queening square', 'Any corner', 'The opposition square', 'The centre'],
  correctAnswer: n % 4,
}));

// The provider's reading of a tutor: one code it may not invent (not in the catalogue) among listed ones.
const aiFacets = {
  subjects: ['Chess', 'Competitive Origami'],
  boards: [],
  exams: [],
  levels: ['Beginner', 'Grandmaster level'],
  audiences: ['young children'],
  styles: ['patient'],
  languages: ['Kannada'],
};

const bio = (opening: string) =>
  `${opening} Kiran coaches chess in Mysuru and has more than ten years of experience teaching openings to club players. ` +
  'Lessons go through the games each student played that week, look for the moment the plan went wrong, and turn it into one idea to practise. ' +
  'Students learn opening principles before memorised lines, so they can find good moves in positions they have never seen. ' +
  'Lessons are taught in Kannada and English, one to one and online, at the pace the student needs.';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as { messages: { content: string }[]; response_format?: { json_schema?: { name?: string } } };
      const user = body.messages[1].content;
      prompts.push(user);
      if (mode === 'error') {
        res.writeHead(500).end('{"error":"down"}');
        return;
      }
      const name = body.response_format?.json_schema?.name;
      const answer =
        mode === 'garbage'
          ? { nothing: true }
          : name === 'tutor_assessment'
            ? { questions: aiQuestions }
            : name === 'tutor_facets'
              ? aiFacets
              : { variants: [bio('Club players who want a plan'), bio(mode === 'invented' ? 'With a PhD in chess,' : 'Openings made simple:'), bio('Better endgames:')] };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(answer) } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ai = createOpenAiCompatibleClient({ baseUrl: `http://127.0.0.1:${port}/v1`, model: 'fake', timeoutMs: 5000, logger: createLogger('silent') });
  t = await createTestContext({ ai });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const bioBody = { fullName: 'Kiran', city: 'Mysuru', customDomain: 'Chess', subDomain: 'Openings for club players', experienceYears: 11, languages: ['Kannada', 'English'] };

describe('onboarding with an AI provider', () => {
  it('uses the generated questions (keeping their answers on the server) and the generated bios', async () => {
    mode = 'ok';
    const tutor = await t.signUp('tutor', { fullName: 'Kiran' });
    const q = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { customDomain: 'Chess', subDomain: 'Openings', experienceYears: 6 } });
    expect(q.source).toBe('ai');
    expect(q.questions).toHaveLength(6);
    expect(q.questions[0]).toEqual({ id: expect.stringMatching(/^ai-/), kind: 'choice', question: aiQuestions[0].question, options: aiQuestions[0].options });
    expect(prompts.at(-1)).toContain('Openings');
    const res = await t.json('POST', '/api/onboarding/bio', { as: tutor, body: bioBody });
    expect(res.source).toBe('ai');
    expect(res.variants).toHaveLength(3);
    expect(res.bio).toContain('Club players who want a plan');
    expect(prompts.at(-1)).toContain('Kannada');
  });

  it('replaces a generated bio that claims a qualification the tutor never gave', async () => {
    mode = 'invented';
    const tutor = await t.signUp('tutor', { fullName: 'Kiran' });
    const res = await t.json('POST', '/api/onboarding/bio', { as: tutor, body: bioBody });
    expect(res.variants).toHaveLength(3);
    expect(res.variants.join(' ')).not.toContain('PhD');
  });

  it('falls back to the question bank and the built-in bio writer when the provider fails or answers nonsense', async () => {
    for (const m of ['error', 'garbage'] as const) {
      mode = m;
      const tutor = await t.signUp('tutor', { fullName: 'Kiran' });
      const q = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { customDomain: 'Chess', experienceYears: 1 } });
      expect(q.source).toBe('builtin');
      expect(q.questions).toHaveLength(6);
      expect(q.questions.every((x: { id: string }) => x.id.startsWith('chess-'))).toBe(true);
      const res = await t.json('POST', '/api/onboarding/bio', { as: tutor, body: bioBody });
      expect(res.source).toBe('builtin');
      expect(res.variants).toHaveLength(3);
      expect(res.bio).toContain('Mysuru');
    }
  });

  it('asks the provider what the tutor teaches, keeping catalogue codes only, on top of the engine', async () => {
    mode = 'ok';
    const tutor = await t.signUp('tutor', { fullName: 'Kiran' });
    const q = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { customDomain: 'Chess', experienceYears: 6 } });
    const answers = q.questions.map((x: { id: string }) => ({ questionId: x.id, selectedAnswer: 0 }));
    const body = { fullName: 'Kiran', city: 'Mysuru', customDomain: 'Chess', experienceYears: 6, bio: 'Chess lessons for club players, online. I explain in Kannada.', assessmentId: q.assessmentId, answers };
    const saved = await t.json('PUT', '/api/onboarding', { as: tutor, body });
    expect(prompts.at(-1)).toContain('Chess lessons for club players');
    expect(saved.facetsConfirmed).toBe(false);
    expect(saved.facetSuggestions).toMatchObject({ subjects: ['Chess'], levels: ['Beginner'], audiences: ['young children'], styles: ['patient'], languages: ['Kannada'] });
    expect(saved.facets.subjects).toEqual(['Chess']);

    mode = 'error';
    const other = await t.signUp('tutor', { fullName: 'Kiran' });
    const q2 = await t.json('POST', '/api/onboarding/questions', { as: other, body: { customDomain: 'Chess', experienceYears: 6 } });
    const fallback = await t.json('PUT', '/api/onboarding', {
      as: other,
      body: { ...body, assessmentId: q2.assessmentId, answers: q2.questions.map((x: { id: string }) => ({ questionId: x.id, selectedAnswer: 0 })) },
    });
    expect(fallback.facetSuggestions).toMatchObject({ subjects: ['Chess'], languages: ['Kannada'], audiences: [] });
  });
});
