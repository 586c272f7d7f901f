// Several app processes starting at once on a fresh Postgres: migrations and demo seeding run under advisory
// locks, so one process does them and the others wait and find them done.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../bootstrap';
import { parseEnv } from '../env';
import { createLogger } from '../logger';
import { createMemoryBus } from '../adapters/realtime-bus/memory-bus';
import { spawnServer, type AppProcess } from '../testing/app-process';
import { migrateDatabase, openDatabase, withAdvisoryLock, type DatabaseHandle } from './client';
import { user } from './schema';
import { seedDemo } from './seed';

const url = process.env.TEST_DATABASE_URL;
const created: string[] = [];
const handles: DatabaseHandle[] = [];
const servers: AppProcess[] = [];

async function freshDatabase(): Promise<string> {
  const name = `tm_fresh_${process.pid}_${Date.now()}_${created.length}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  created.push(name);
  const u = new URL(url!);
  u.pathname = `/${name}`;
  return u.toString();
}

afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(handles.map((h) => h.close().catch(() => undefined)));
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

describe.runIf(Boolean(url))('starting several processes at once on a fresh Postgres', () => {
  it('migrates and seeds once when two processes do both at the same moment', async () => {
    const dbUrl = await freshDatabase();
    const start = async () => {
      const database = await openDatabase({ url: dbUrl });
      handles.push(database);
      await migrateDatabase(database);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-start-'));
      const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const deps = await buildDeps({ env, database, logger: createLogger('silent'), bus: createMemoryBus(), secret: 'test-secret-test-secret-test-secret' });
      return withAdvisoryLock(database, 'demo-seed', () => seedDemo(deps));
    };
    const results = await Promise.all([start(), start()]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    const tutors = await handles[0].db.select({ id: user.id }).from(user).where(eq(user.email, 'tutor@demo.test'));
    expect(tutors).toHaveLength(1);
  }, 180_000);

  it('starts two servers together on a fresh database', async () => {
    const dbUrl = await freshDatabase();
    const env = { DATABASE_URL: dbUrl, NODE_ENV: 'development', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tm-start-')) };
    const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    servers.push(a, b);
    await Promise.all([a.ready, b.ready]);
    for (const s of [a, b]) {
      const health = await fetch(`http://127.0.0.1:${s.port}/api/health/ready`);
      expect(health.status).toBe(200);
    }
  }, 240_000);

  it('runs WEB_CONCURRENCY processes on one port, all answering, and a SIGTERM stops every one of them', async () => {
    const dbUrl = await freshDatabase();
    const env = { DATABASE_URL: dbUrl, NODE_ENV: 'development', WEB_CONCURRENCY: '2', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'tm-start-')) };
    // Each process compiles the sources on start: two at once beside the other suites take a while.
    const server = await spawnServer(env, { startTimeoutMs: 240_000 });
    servers.push(server);
    await server.ready;
    const children = () => execFileSync('ps', ['-o', 'pid=', '--ppid', String(server.child.pid)]).toString().trim().split(/\s+/).filter(Boolean);
    // The first process prints the address once the others may still be starting.
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${server.port}/api/health/ready`)).status, { timeout: 60_000 }).toBe(200);
    expect(children()).toHaveLength(2);
    expect(server.output()).toContain('2 server processes');
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${server.port}/api/domains`).then((r) => r.status)));
    expect(answers.every((s) => s === 200)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(() => children()).toThrow(); // ps finds no process left under it
  }, 360_000);
});
