// Guard rails for every API route, present and future: each registered route is declared (with who
// may call it); the access grid holds for every caller class; invalid input never causes a 5xx.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DATE_RANGE_MESSAGE } from '../../shared/schemas/instant';
import { registeredRoutes } from '../app';
import { user } from '../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../testing/harness';
import { NO_ORIGIN_REFUSED } from './csrf';
import { inputMessages } from './input-limits';
import { bodyLimitOf } from './mount';
import type { RouteDef } from './route';

let t: TestContext;
let studentA: TestUser, studentB: TestUser, tutorX: TestUser, tutorY: TestUser, rawTutor: TestUser, admin: TestUser;
const routes = registeredRoutes();
const FAKE_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestContext();
  [studentA, studentB] = [await t.signUp('student'), await t.signUp('student')];
  [tutorX, tutorY] = [await t.signUpExpert(), await t.signUpExpert()];
  rawTutor = await t.signUp('tutor');
  admin = await t.signUp('student');
  await t.deps.db.update(user).set({ isAdmin: true }).where(eq(user.id, admin.id));
}, 120_000);
afterAll(() => t.close());

const fill = (path: string, value = FAKE_ID) => `/api${path.replace(/:[A-Za-z0-9_]+/g, value)}`;

function send(r: RouteDef, as: TestUser | undefined, opts: { path?: string; body?: unknown; rawBody?: string; query?: string; contentType?: string } = {}) {
  const url = (opts.path ?? fill(r.path)) + (opts.query ? `?${opts.query}` : '');
  if (opts.rawBody !== undefined) {
    return t.app.request(`http://localhost:3000${url}`, {
      method: r.method,
      headers: { 'content-type': opts.contentType ?? 'application/json', ...(as ? { cookie: as.cookie } : {}) },
      body: opts.rawBody,
    });
  }
  return t.request(r.method, url, { as, body: r.method === 'GET' || r.method === 'DELETE' ? undefined : opts.body });
}

describe('route registry', () => {
  it('declares every API route the app serves', () => {
    const declared = new Set(routes.map((r) => `${r.method} /api${r.path}`));
    const served = t.app.routes
      .filter((r) => r.path.startsWith('/api/') && !r.path.startsWith('/api/auth/') && r.path !== '/api/*' && r.path !== '/api/openapi.json' && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`);
    const undeclared = [...new Set(served)].filter((s) => !declared.has(s));
    expect(undeclared).toEqual([]);
    expect(routes.length).toBeGreaterThan(3);
  });

  it('describes every route\'s success answer in the OpenAPI document', async () => {
    const doc = await t.json('GET', '/api/openapi.json');
    const missing: string[] = [];
    for (const r of routes) {
      const op = doc.paths[`/api${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`]?.[r.method.toLowerCase()];
      const success = Object.entries(op?.responses ?? {}).find(([code]) => code.startsWith('2'))?.[1] as { content?: Record<string, { schema?: object }> } | undefined;
      const described = r.response === 'empty' ? success !== undefined : Object.values(success?.content ?? {}).some((c) => c.schema && Object.keys(c.schema).length > 0);
      if (!described) missing.push(`${r.method} ${r.path}`);
    }
    expect(missing).toEqual([]);
  });

  it('lists every route in the OpenAPI document with its access', async () => {
    const doc = await t.json('GET', '/api/openapi.json');
    for (const r of routes) {
      const p = `/api${r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
      expect(doc.paths[p]?.[r.method.toLowerCase()]?.['x-access'], `${r.method} ${p}`).toBe(r.access);
    }
  });
});

describe('access grid', () => {
  const expectations: Record<string, (who: string) => number | null> = {
    public: () => null,
    user: (who) => (who === 'guest' ? 401 : null),
    student: (who) => (who === 'guest' ? 401 : who.startsWith('student') || who === 'admin' ? null : 403),
    tutor: (who) => (who === 'guest' ? 401 : who.startsWith('tutor') || who === 'rawTutor' ? null : 403),
    expert: (who) => (who === 'guest' ? 401 : who.startsWith('tutor') ? null : 403),
    admin: (who) => (who === 'guest' ? 401 : who === 'admin' ? null : 403),
  };

  it('answers every caller class as declared, and never with a 5xx', async () => {
    const failures: string[] = [];
    const callers = { guest: undefined, studentA: undefined as TestUser | undefined, studentB: undefined as TestUser | undefined, tutorX: undefined as TestUser | undefined, tutorY: undefined as TestUser | undefined, rawTutor: undefined as TestUser | undefined, admin: undefined as TestUser | undefined };
    Object.assign(callers, { studentA, studentB, tutorX, tutorY, rawTutor, admin });
    for (const r of routes) {
      for (const [who, as] of Object.entries(callers)) {
        const res = await send(r, as, { body: {} });
        const want = expectations[r.access](who);
        if (res.status >= 500) failures.push(`${r.method} ${r.path} as ${who}: ${res.status} ${await res.text()}`);
        else if (want !== null && res.status !== want) failures.push(`${r.method} ${r.path} as ${who}: ${res.status}, expected ${want}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

// ── fuzz ─────────────────────────────────────────────────────────────────────
type JsonSchema = { type?: string | string[]; format?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };

function wrongValues(s: JsonSchema): unknown[] {
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return [12345, true, { nested: 1 }, 'x'.repeat(20_000), ''];
    case 'number':
    case 'integer':
      return ['not-a-number', -1e12, 1.5e300, true, null];
    case 'boolean':
      return ['yes', 3];
    case 'array':
      return ['not-an-array', [{ deep: { deeper: 1 } }], Array.from({ length: 2_000 }, () => 'x')];
    case 'object':
      return ['not-an-object', [1, 2]];
    default:
      return [{ unexpected: true }, -1];
  }
}

function bodyVariants(schema: z.ZodType): unknown[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const variants: unknown[] = [null, [], 'a string', 42, {}];
  for (const [key, prop] of Object.entries(json.properties ?? {})) {
    for (const v of wrongValues(prop)) variants.push({ [key]: v });
  }
  return variants;
}

function callerFor(r: RouteDef): TestUser | undefined {
  switch (r.access) {
    case 'public':
      return undefined;
    case 'student':
    case 'user':
      return studentA;
    case 'tutor':
    case 'expert':
      return tutorX;
    case 'admin':
      return admin;
  }
}

describe('fuzz: invalid input is a 4xx with a message, never a 5xx', () => {
  it('survives generated invalid bodies, parameters and query strings on every route', async () => {
    const failures: string[] = [];
    const check = async (r: RouteDef, label: string, res: Response, mustReject: boolean) => {
      const text = await res.text();
      if (res.status >= 500) return failures.push(`${r.method} ${r.path} ${label}: ${res.status} ${text.slice(0, 200)}`);
      if (!mustReject) return;
      if (res.status < 400) return failures.push(`${r.method} ${r.path} ${label}: accepted invalid input (${res.status})`);
      try {
        const msg = JSON.parse(text)?.error?.message;
        if (typeof msg !== 'string' || !msg) failures.push(`${r.method} ${r.path} ${label}: no error message`);
      } catch {
        failures.push(`${r.method} ${r.path} ${label}: error is not JSON`);
      }
    };
    for (const r of routes) {
      const as = callerFor(r);
      if (r.body && !r.rawBody) {
        for (const v of bodyVariants(r.body)) {
          const res = await send(r, as, { body: v });
          await check(r, `body ${JSON.stringify(v).slice(0, 60)}`, res, !r.body.safeParse(v).success);
        }
        await check(r, 'malformed JSON', await send(r, as, { rawBody: '{"unterminated' }), true);
      }
      if (r.path.includes(':')) {
        for (const bad of ['not-a-valid-id', "x'%3B drop table", 'z'.repeat(300)]) {
          const params = Object.fromEntries([...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1], bad]));
          const rejects = r.params ? !r.params.safeParse(params).success : false;
          await check(r, `params ${bad.slice(0, 20)}`, await send(r, as, { path: fill(r.path, bad), body: {} }), rejects);
        }
      }
      if (r.query) {
        const json = z.toJSONSchema(r.query, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        for (const key of Object.keys(json.properties ?? {})) {
          for (const bad of ['%00', 'not-valid', '-99999999999', 'x'.repeat(5_000)]) {
            const query = `${key}=${encodeURIComponent(bad)}`;
            const rejects = !r.query.safeParse({ [key]: decodeURIComponent(bad) }).success;
            await check(r, `query ${key}=${bad.slice(0, 12)}`, await send(r, as, { query, body: {} }), rejects);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});

// ── hardening: the limits every route shares ────────────────────────────────
const NUL = 'a\u0000b';
const MB = 1024 * 1024;
const TWO_MB_JSON = JSON.stringify({ padding: 'x'.repeat(2 * MB) });
const DEEP_JSON = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

const propertiesOf = (schema: z.ZodType) => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return Object.entries(json.properties ?? {}).map(([key, prop]) => [key, prop.anyOf?.find((v) => v.type !== 'null') ?? prop] as const);
};
const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type[0] : s.type);

/** A value of the property's shape with a NUL in its text, or undefined when it holds no text. */
function withNul(s: JsonSchema): unknown {
  if (typeOf(s) === 'string') return NUL;
  if (typeOf(s) === 'array' && s.items && typeOf(s.items) === 'string') return [NUL];
  return undefined;
}

/** The year 9999 in the property's date format, or undefined when it is not a date. */
function year9999(key: string, s: JsonSchema): string | undefined {
  if (s.format === 'date-time') return '9999-12-31T10:00:00Z';
  if (typeOf(s) === 'string' && (s.format === 'date' || /date$/i.test(key))) return '9999-12-31';
  return undefined;
}

describe('fuzz: shared input limits hold on every route', () => {
  const writes = () => routes.filter((r) => r.method !== 'GET');
  const jsonBodies = () => routes.filter((r) => r.body && !r.rawBody);
  /** Whether the route's path or query fails validation before its body is read. */
  const blockedBeforeBody = (r: RouteDef) => {
    const params = Object.fromEntries([...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => [m[1], FAKE_ID]));
    return (r.params && !r.params.safeParse(params).success) || (r.query && !r.query.safeParse({}).success);
  };
  const errorOf = async (res: Response) => {
    const text = await res.text();
    try {
      return { status: res.status, ...(JSON.parse(text).error as { code: string; message: string; fields?: Record<string, string> }) };
    } catch {
      return { status: res.status, code: '', message: text.slice(0, 200) };
    }
  };
  const label = (r: RouteDef) => `${r.method} ${r.path}`;

  it('refuses a NUL in every string field of a body, query and path with a 4xx that says so', async () => {
    const failures: string[] = [];
    let checked = 0;
    const expectNul = async (what: string, res: Response, blocked = false) => {
      checked++;
      const e = await errorOf(res);
      if (e.status >= 500 || e.status < 400) failures.push(`${what}: ${e.status} ${e.message}`);
      else if (!blocked && !e.message.includes(inputMessages.nul)) failures.push(`${what}: ${e.status} ${e.message}`);
    };
    for (const r of routes) {
      const as = callerFor(r);
      if (r.body && !r.rawBody && r.method !== 'GET') {
        for (const [key, prop] of propertiesOf(r.body)) {
          const value = withNul(prop);
          if (value !== undefined) await expectNul(`${label(r)} body.${key}`, await send(r, as, { body: { [key]: value } }), blockedBeforeBody(r));
        }
      }
      for (const [key] of r.query ? propertiesOf(r.query) : []) {
        await expectNul(`${label(r)} query ${key}`, await send(r, as, { query: `${key}=${encodeURIComponent(NUL)}`, body: {} }));
      }
      if (r.path.includes(':')) await expectNul(`${label(r)} params`, await send(r, as, { path: fill(r.path, encodeURIComponent(NUL)), body: {} }));
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  }, 120_000);

  it('refuses the year 9999 in every date field with a 4xx naming the range', async () => {
    const failures: string[] = [];
    let checked = 0;
    const expectRange = async (what: string, key: string, res: Response, blocked = false) => {
      checked++;
      const e = await errorOf(res);
      if (e.status >= 500 || e.status < 400) failures.push(`${what}: ${e.status} ${e.message}`);
      else if (!blocked && e.fields?.[key] !== DATE_RANGE_MESSAGE) failures.push(`${what}: ${e.status} ${JSON.stringify(e.fields ?? e.message)}`);
    };
    for (const r of routes) {
      const as = callerFor(r);
      if (r.body && !r.rawBody && r.method !== 'GET') {
        for (const [key, prop] of propertiesOf(r.body)) {
          const value = year9999(key, prop);
          if (value) await expectRange(`${label(r)} body.${key}`, key, await send(r, as, { body: { [key]: value } }), blockedBeforeBody(r));
        }
      }
      for (const [key, prop] of r.query ? propertiesOf(r.query) : []) {
        const value = year9999(key, prop);
        if (value) await expectRange(`${label(r)} query ${key}`, key, await send(r, as, { query: `${key}=${encodeURIComponent(value)}`, body: {} }));
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('answers a 2 MB JSON body with 413 wherever the limit is 1 MB, and never with a 5xx', async () => {
    const failures: string[] = [];
    for (const r of writes()) {
      const e = await errorOf(await send(r, callerFor(r), { rawBody: TWO_MB_JSON }));
      const limited = bodyLimitOf(r) < TWO_MB_JSON.length;
      if (e.status >= 500) failures.push(`${label(r)}: ${e.status} ${e.message}`);
      else if (limited && (e.status !== 413 || e.message !== inputMessages.tooLarge(bodyLimitOf(r)))) failures.push(`${label(r)}: ${e.status} ${e.message}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers JSON nested 5,000 levels deep with 400', async () => {
    const failures: string[] = [];
    for (const r of jsonBodies()) {
      const e = await errorOf(await send(r, callerFor(r), { rawBody: DEEP_JSON }));
      if (e.status >= 500 || e.status < 400) failures.push(`${label(r)}: ${e.status} ${e.message}`);
      else if (!blockedBeforeBody(r) && (e.status !== 400 || e.message !== inputMessages.tooDeep)) failures.push(`${label(r)}: ${e.status} ${e.message}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses a cookie write without Origin whose body is text/plain with 403', async () => {
    const failures: string[] = [];
    for (const r of writes()) {
      const e = await errorOf(await send(r, callerFor(r) ?? studentA, { rawBody: '{}', contentType: 'text/plain' }));
      if (e.status !== 403 || e.message !== NO_ORIGIN_REFUSED) failures.push(`${label(r)}: ${e.status} ${e.message}`);
    }
    expect(failures).toEqual([]);
    expect(writes().length).toBeGreaterThan(10);
  }, 120_000);
});
