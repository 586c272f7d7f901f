// The AI path of onboarding against a fake OpenAI-compatible provider, and the fallback when it fails.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiCompatibleClient } from '../../adapters/ai/openai-compatible';
import { createLogger } from '../../logger';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
let server: http.Server;
let mode: 'ok' | 'error' | 'garbage' = 'ok';
const prompts: string[] = [];

const aiQuestions = [1, 2, 3, 4, 5].map((n) => ({
  question: `Which practice best helps a beginner learn chess opening ${n}?`,
  options: ['Memorise lines', 'Understand principles', 'Play blitz only', 'Skip openings'],
  correctAnswer: 1,
}));

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw) as { messages: { content: string }[] };
      const user = body.messages[1].content;
      prompts.push(user);
      if (mode === 'error') {
        res.writeHead(500).end('{"error":"down"}');
        return;
      }
      const content = mode === 'garbage' ? '{"nothing":true}' : user.includes('"assessment"')
        ? JSON.stringify({ bio: 'Kiran is a chess coach from Mysuru who turns opening principles into winning habits for every student.' })
        : JSON.stringify({ questions: aiQuestions });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { content } }] }));
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

describe('onboarding with an AI provider', () => {
  it('uses the generated questions and bio', async () => {
    mode = 'ok';
    const tutor = await t.signUp('tutor', { fullName: 'Kiran' });
    const q = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { customDomain: 'Chess', subDomain: 'Openings', experienceYears: 6 } });
    expect(q).toEqual({ source: 'ai', questions: aiQuestions });
    expect(prompts.at(-1)).toContain('Openings');
    const bio = await t.json('POST', '/api/onboarding/bio', {
      as: tutor,
      body: { fullName: 'Kiran', city: 'Mysuru', customDomain: 'Chess', experienceYears: 6, aiQuestions: q.questions.map((x: object) => ({ ...x, selectedAnswer: 1 })) },
    });
    expect(bio.source).toBe('ai');
    expect(bio.bio).toContain('chess coach from Mysuru');
    expect(prompts.at(-1)).toContain('Understand principles');
  });

  it('falls back to the built-in questions and templated bio when the provider fails or answers nonsense', async () => {
    const tutor = await t.signUp('tutor', { fullName: 'Kiran' });
    for (const m of ['error', 'garbage'] as const) {
      mode = m;
      const q = await t.json('POST', '/api/onboarding/questions', { as: tutor, body: { customDomain: 'Chess', experienceYears: 1 } });
      expect(q.source).toBe('builtin');
      expect(q.questions).toHaveLength(5);
      const bio = await t.json('POST', '/api/onboarding/bio', {
        as: tutor,
        body: { fullName: 'Kiran', city: 'Mysuru', customDomain: 'Chess', experienceYears: 1, aiQuestions: q.questions.map((x: object) => ({ ...x, selectedAnswer: 0 })) },
      });
      expect(bio).toEqual({ source: 'builtin', bio: expect.stringContaining('Kiran is a Chess expert based in Mysuru with 1-2 years of experience.') });
    }
  });
});
