// Guard rails for every API route, present and future: each registered route is declared (with who
// may call it); the access grid holds for every caller class; invalid input never causes a 5xx.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registeredRoutes } from '../app';
import { user } from '../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../testing/harness';
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

function send(r: RouteDef, as: TestUser | undefined, opts: { path?: string; body?: unknown; rawBody?: string; query?: string } = {}) {
  const url = (opts.path ?? fill(r.path)) + (opts.query ? `?${opts.query}` : '');
  if (opts.rawBody !== undefined) {
    return t.app.request(`http://localhost:3000${url}`, {
      method: r.method,
      headers: { 'content-type': 'application/json', ...(as ? { cookie: as.cookie } : {}) },
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
type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };

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
