// The app a benchmark drives over HTTP, on a database the benchmark opened: its own data directory, a silent
// logger, the in-process bus, and sign-up through the public API as users do. It runs as `npm start` runs it
// (development), not as the test suite does: under test every answer is also checked against its response
// schema, work the server does not do for users.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMemoryBus } from '../../src/server/adapters/realtime-bus/memory-bus';
import { createApp } from '../../src/server/app';
import { buildDeps } from '../../src/server/bootstrap';
import type { DatabaseHandle } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';

const PASSWORD = 'bench-pass-2026';

export async function benchApp(database: DatabaseHandle, name: string, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const deps = await buildDeps({
    env: parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
    database,
    baseUrl: 'http://localhost',
    logger: createLogger('silent'),
    bus: createMemoryBus(),
    secret: 'bench-secret-bench-secret-bench-secret',
  });
  const app = createApp(deps);

  /** Signs a user up through the public API; their id and session cookie. */
  const signUp = async (userType: 'student' | 'tutor', i: number) => {
    const res = await app.request('http://localhost/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${userType}${i}@bench.test`, password: PASSWORD, name: `${userType} ${i}`, fullName: `${userType} ${i}`, userType, phone: '+91 90000 00000' }),
    });
    if (res.status !== 200) throw new Error(`sign-up ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { user: { id: string } };
    return { id: body.user.id, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
  };

  const close = async () => {
    await deps.bus.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { deps, app, signUp, close };
}
