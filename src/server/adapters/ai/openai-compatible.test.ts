// The OpenAI-compatible client against a real local HTTP fake of /chat/completions.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lessonPlanContentSchema } from '../../../shared/schemas/ai-content';
import { extractedCriteriaSchema } from '../../../shared/schemas/search';
import { createLogger } from '../../logger';
import { createOpenAiCompatibleClient } from './openai-compatible';
import { dropOptionalNulls, schemaFormat } from './response-format';

type Sent = { headers: http.IncomingHttpHeaders; body: { response_format: { type: string; json_schema?: { name: string; strict: boolean; schema: Record<string, unknown> } }; messages: { role: string; content: string }[] } };
type Reply = { status?: number; content?: string; finishReason?: string; raw?: string; delayMs?: number };

let server: http.Server;
let baseUrl: string;
const sent: Sent[] = [];
let reply: (request: Sent) => Reply = () => ({ content: '{}' });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const request: Sent = { headers: req.headers, body: JSON.parse(raw) };
      sent.push(request);
      const r = reply(request);
      const send = () => {
        if (res.destroyed) return;
        const payload = r.raw ?? JSON.stringify({ choices: [{ finish_reason: r.finishReason ?? 'stop', message: { role: 'assistant', content: r.content } }] });
        res.writeHead(r.status ?? 200, { 'content-type': 'application/json' }).end(payload);
      };
      if (r.delayMs) setTimeout(send, r.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  sent.length = 0;
});

const client = (extra: { apiKey?: string; timeoutMs?: number } = {}) =>
  createOpenAiCompatibleClient({ baseUrl, model: 'fake-model', timeoutMs: extra.timeoutMs ?? 5000, apiKey: extra.apiKey, logger: createLogger('silent') });

const metaSchema = z.object({
  title: z.string().trim().min(3).max(80),
  tags: z.array(z.string()).max(3),
  level: z.enum(['beginner', 'advanced']).optional(),
  minutes: z.number().int().min(5),
});
const ask = { system: 'Describe the lesson.', user: 'Fractions for Class 5', schema: metaSchema, name: 'lesson_meta' };
const good = { title: 'Fractions', tags: ['maths'], level: null, minutes: 45 };

describe('structured output', () => {
  it('sends a strict json_schema built from the zod schema and parses a valid answer', async () => {
    reply = () => ({ content: JSON.stringify(good) });
    const answer = await client().json(ask);
    expect(answer).toEqual({ title: 'Fractions', tags: ['maths'], minutes: 45 });
    const format = sent[0].body.response_format;
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'lesson_meta', strict: true });
    expect(format.json_schema?.schema).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string' },
        tags: { type: 'array', maxItems: 3, items: { type: 'string' } },
        level: { anyOf: [{ type: 'string', enum: ['beginner', 'advanced'] }, { type: 'null' }] },
        minutes: { type: 'integer', minimum: 5 },
      },
      required: ['title', 'tags', 'level', 'minutes'],
      additionalProperties: false,
    });
    expect(sent[0].body.messages[0].content).toContain('Describe the lesson.');
    expect(sent[0].body.messages[1]).toEqual({ role: 'user', content: 'Fractions for Class 5' });
  });

  it('falls back to json_object after a 400 and remembers it for later calls', async () => {
    reply = (r) =>
      r.body.response_format.type === 'json_schema'
        ? { status: 400, raw: JSON.stringify({ error: { message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported" } }) }
        : { content: JSON.stringify(good) };
    const ai = client();
    expect(await ai.json(ask)).toEqual({ title: 'Fractions', tags: ['maths'], minutes: 45 });
    expect(sent.map((s) => s.body.response_format.type)).toEqual(['json_schema', 'json_object']);
    // The shape then travels in the prompt.
    expect(sent[1].body.messages[0].content).toContain('"minutes"');
    expect(await ai.json(ask)).not.toBeNull();
    expect(sent.map((s) => s.body.response_format.type)).toEqual(['json_schema', 'json_object', 'json_object']);
  });

  it('falls back after a 422 naming response_format, but not after other 422s', async () => {
    reply = (r) => (r.body.response_format.type === 'json_schema' ? { status: 422, raw: '{"detail":"response_format: unknown type json_schema"}' } : { content: JSON.stringify(good) });
    expect(await client().json(ask)).not.toBeNull();
    sent.length = 0;
    reply = () => ({ status: 422, raw: '{"detail":"messages too long"}' });
    expect(await client().json(ask)).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('keeps asking for json_schema when json_object fails too (the 400 was about something else)', async () => {
    reply = () => ({ status: 400, raw: '{"error":{"message":"context length exceeded"}}' });
    const ai = client();
    expect(await ai.json(ask)).toBeNull();
    reply = () => ({ content: JSON.stringify(good) });
    expect(await ai.json(ask)).not.toBeNull();
    expect(sent.map((s) => s.body.response_format.type)).toEqual(['json_schema', 'json_object', 'json_schema']);
  });

  it('reads JSON inside a code fence', async () => {
    reply = () => ({ content: '```json\n' + JSON.stringify(good) + '\n```' });
    expect(await client().json(ask)).toEqual({ title: 'Fractions', tags: ['maths'], minutes: 45 });
  });
});

describe('answers that fall back to the built-in engine (null)', () => {
  it.each<[string, Reply]>([
    ['malformed JSON', { content: '{"title": "Fractions", "tags": [maths], }' }],
    ['an answer cut off by the token limit', { content: JSON.stringify(good), finishReason: 'length' }],
    ['cut-off JSON', { content: '{"title": "Fractions", "tags": ["ma' }],
    ['a schema mismatch', { content: JSON.stringify({ ...good, minutes: 'forty-five' }) }],
    ['a value zod refuses', { content: JSON.stringify({ ...good, tags: ['a', 'b', 'c', 'd'] }) }],
    ['no content (a refusal)', { raw: JSON.stringify({ choices: [{ finish_reason: 'stop', message: { content: null, refusal: 'I cannot help' } }] }) }],
    ['a 500', { status: 500, raw: '{"error":"down"}' }],
    ['a 401', { status: 401, raw: '{"error":"bad key"}' }],
    ['a body that is not JSON', { raw: '<html>gateway</html>' }],
  ])('%s', async (_name, r) => {
    reply = () => r;
    expect(await client().json(ask)).toBeNull();
  });

  it('a slow answer past the timeout, within the timeout and a small margin', async () => {
    reply = () => ({ content: JSON.stringify(good), delayMs: 3000 });
    const started = Date.now();
    expect(await client().json({ ...ask, timeoutMs: 300 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(300 + 250);
  });

  it('a provider that cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const ai = createOpenAiCompatibleClient({ baseUrl: `http://127.0.0.1:${port}`, model: 'x', timeoutMs: 1000, logger: createLogger('silent') });
    expect(await ai.json(ask)).toBeNull();
  });
});

it('sends the API key as a Bearer token, and none without a key', async () => {
  reply = () => ({ content: JSON.stringify(good) });
  await client({ apiKey: 'sk-test-123' }).json(ask);
  await client().json(ask);
  expect(sent[0].headers.authorization).toBe('Bearer sk-test-123');
  expect(sent[1].headers.authorization).toBeUndefined();
  expect(sent[0].body).toMatchObject({ model: 'fake-model' });
});

describe('schemaFormat for the schemas the app sends', () => {
  const closedEverywhere = (node: unknown): boolean => {
    if (Array.isArray(node)) return node.every(closedEverywhere);
    if (typeof node !== 'object' || node === null) return true;
    const n = node as Record<string, unknown>;
    if (n.type === 'object') {
      const keys = Object.keys(n.properties as object);
      if (n.additionalProperties !== false || JSON.stringify(n.required) !== JSON.stringify(keys)) return false;
    }
    return Object.values(n).every(closedEverywhere);
  };

  it.each([
    ['search criteria (defaults)', extractedCriteriaSchema],
    ['lesson plan (an optional array)', lessonPlanContentSchema],
  ])('%s converts to a strict schema with every object closed', (_name, schema) => {
    const format = schemaFormat(schema, 'x');
    expect(format?.strict).toBe(true);
    expect(closedEverywhere(format?.schema)).toBe(true);
    expect(JSON.stringify(format?.schema)).not.toMatch(/minLength|maxLength|default|\$schema|9007199254740991/);
  });

  it('turns the nulls of a strict answer back into absent optional fields, so zod applies its defaults', () => {
    const format = schemaFormat(extractedCriteriaSchema)!;
    const strictAnswer = Object.fromEntries(Object.keys(format.schema.properties as object).map((k) => [k, null]));
    const parsed = extractedCriteriaSchema.parse(dropOptionalNulls({ ...strictAnswer, subjects: ['Physics'] }, format.accepted));
    expect(parsed).toMatchObject({ subjects: ['Physics'], grade: null, boards: [], minExperienceYears: null });
    const plan = schemaFormat(lessonPlanContentSchema)!;
    const withNull = { title: 't', overview: 'o', objectives: ['a'], materials: ['m'], activities: [{ name: 'n', minutes: 5, description: 'd' }], assessment: 'a', homework: 'h', buildsOn: null };
    expect(lessonPlanContentSchema.safeParse(dropOptionalNulls(withNull, plan.accepted)).success).toBe(true);
  });

  it('sends records and tuples without strict, and names only in the allowed characters', () => {
    expect(schemaFormat(z.object({ scores: z.record(z.string(), z.number()) }))?.strict).toBe(false);
    expect(schemaFormat(z.object({ pair: z.tuple([z.string(), z.number()]) }))?.strict).toBe(false);
    expect(schemaFormat(z.object({ a: z.string() }), 'tutor bios!')?.name).toBe('tutor_bios_');
    expect(schemaFormat(z.object({ a: z.string() }))?.name).toBe('response');
  });
});
