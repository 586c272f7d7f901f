// Integration test harness: a real app on a fresh database (PGlite copy of the migrated template;
// or a new Postgres database when TEST_DATABASE_URL is set), with helpers to sign users up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import pg from 'pg';
import { createMemoryBus } from '../adapters/realtime-bus/memory-bus';
import type { AiClient } from '../adapters/ai/ai';
import { createLocalStorage } from '../adapters/storage/local-storage';
import { createApp } from '../app';
import { buildDeps } from '../bootstrap';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { Deps } from '../deps';
import { parseEnv } from '../env';
import { createLogger } from '../logger';

export const BASE = 'http://localhost:3000';
export const TEST_PASSWORD = 'test-pass-2026';

export type TestUser = { id: string; email: string; cookie: string; name: string };

export type TestContext = {
  deps: Deps;
  app: ReturnType<typeof createApp>;
  /** Sends a request to the app; `as` adds that user's session cookie; bodies are JSON. */
  request: (method: string, url: string, options?: { as?: TestUser; body?: unknown; headers?: Record<string, string> }) => Promise<Response>;
  /** Parses the JSON answer and fails loudly on an unexpected status. Tests read it freely. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: <T = any>(method: string, url: string, options?: { as?: TestUser; body?: unknown; expect?: number; headers?: Record<string, string> }) => Promise<T>;
  signUp: (userType: 'student' | 'tutor', overrides?: { email?: string; fullName?: string }) => Promise<TestUser>;
  /** A tutor with an expert profile (bio set, so onboarding is complete). */
  signUpExpert: (overrides?: { fullName?: string; bio?: string }) => Promise<TestUser & { expertId: string }>;
  close: () => Promise<void>;
};

let counter = 0;

export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const pgTemplate = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (url && pgTemplate) {
    const name = `tm_test_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplate}`);
    await admin.end();
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const handle = await openDatabase({ url: dbUrl.toString(), poolSize: 20 });
    return {
      handle,
      drop: async () => {
        const a = new pg.Client({ connectionString: url });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const handle = await openDatabase({ memory: true, loadDataDir: new TemplateBytes(fs.readFileSync(inject('pgliteTemplate'))) });
  return { handle, drop: async () => undefined };
}

/**
 * The template dump as the Blob PGlite reads it from, handing over the file's bytes as they are: a Blob made
 * of a 40 MB Buffer copies it, and reading it back copies it again in small chunks (about a second of CPU
 * per test file). PGlite only calls arrayBuffer() and reads `type` (empty: not compressed).
 */
class TemplateBytes extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(file: Buffer) {
    super();
    const whole = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength;
    this.#bytes = (whole ? file.buffer : file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)) as ArrayBuffer;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

export async function createTestContext(options: { ai?: AiClient; now?: () => Date; env?: Record<string, string> } = {}): Promise<TestContext> {
  const { handle, drop } = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-test-'));
  // Booking rules are tested apart from payments (offline: no hold); payment tests choose their provider.
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PAYMENT_PROVIDER: 'offline', ...options.env });
  const deps = await buildDeps({
    env,
    database: handle,
    baseUrl: BASE,
    logger: createLogger(env.LOG_LEVEL),
    bus: createMemoryBus(),
    ai: options.ai,
    storage: createLocalStorage(path.join(dataDir, 'uploads')),
    secret: 'test-secret-test-secret-test-secret',
    now: options.now,
  });
  const app = createApp(deps);

  const request: TestContext['request'] = (method, url, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.as) headers.cookie = opts.as.cookie;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    return Promise.resolve(
      app.request(`${BASE}${url}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }),
    );
  };

  const json: TestContext['json'] = async (method, url, opts = {}) => {
    const res = await request(method, url, opts);
    const text = await res.text();
    const expected = opts.expect ?? (res.status >= 200 && res.status < 300 ? res.status : 200);
    if (res.status !== expected) throw new Error(`${method} ${url} → ${res.status} (expected ${expected}): ${text}`);
    return text ? JSON.parse(text) : undefined;
  };

  const signUp: TestContext['signUp'] = async (userType, overrides = {}) => {
    const n = counter++;
    const email = overrides.email ?? `${userType}${n}-${Date.now()}@test.example`;
    const fullName = overrides.fullName ?? `${userType === 'tutor' ? 'Tutor' : 'Student'} ${n}`;
    const res = await request('POST', '/api/auth/sign-up/email', {
      body: { email, password: TEST_PASSWORD, name: fullName, fullName, userType, phone: '+91 90000 00000' },
    });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { user: { id: string } };
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    return { id: body.user.id, email, cookie, name: fullName };
  };

  const signUpExpert: TestContext['signUpExpert'] = async (overrides = {}) => {
    const u = await signUp('tutor', { fullName: overrides.fullName });
    const { expertProfiles } = await import('../db/schema');
    const [row] = await deps.db
      .insert(expertProfiles)
      .values({ userId: u.id, bio: overrides.bio ?? 'Experienced tutor.', languages: ['English'] })
      .returning({ id: expertProfiles.id });
    return { ...u, expertId: row.id };
  };

  return {
    deps,
    app,
    request,
    json,
    signUp,
    signUpExpert,
    close: async () => {
      await deps.bus.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
