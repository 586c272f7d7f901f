// npm run bench:profile — the public tutor profile on the demo data: the demo tutor's (offers, a week of open
// times, reviews, response time) GET /api/experts/:id/profile and the server-rendered GET /experts/:id, p50/p95
// server time (target p95 ≤ 30 ms). Embedded PGlite by default; BENCH_DATABASE_URL uses a fresh Postgres database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createMemoryBus } from '../src/server/adapters/realtime-bus/memory-bus';
import { createApp } from '../src/server/app';
import { buildDeps } from '../src/server/bootstrap';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { expertProfiles, user } from '../src/server/db/schema';
import { seedDemo } from '../src/server/db/seed';
import { parseEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';

const RUNS = Number(process.env.RUNS ?? 300);
const WARMUP = 20;
const TARGET_P95_MS = 30;
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function open(): Promise<{ database: DatabaseHandle; drop: () => Promise<void>; label: string }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return { database: await openDatabase({ memory: true }), drop: async () => undefined, label: 'PGlite (embedded)' };
  const name = `bench_profile_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: u.toString(), poolSize: 10 }),
    label: 'Postgres',
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

async function measure(label: string, send: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const t0 = performance.now();
    const res = await send();
    await res.text();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${label}: status ${res.status}`);
    if (i >= WARMUP) times.push(ms);
  }
  const p50 = pct(times, 50);
  const p95 = pct(times, 95);
  console.log(`${label.padEnd(34)} p50 ${p50.toFixed(1)} ms   p95 ${p95.toFixed(1)} ms   (${RUNS} runs)${p95 <= TARGET_P95_MS ? '' : `   ABOVE the ${TARGET_P95_MS} ms target`}`);
  return p95;
}

async function main() {
  const { database, drop, label } = await open();
  await migrateDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
  const webDir = path.join(dataDir, 'web');
  fs.mkdirSync(webDir);
  // The served page is the app's own index.html when built, else a shell of the same shape.
  const built = path.resolve('dist/web/index.html');
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    fs.existsSync(built) ? fs.readFileSync(built, 'utf8') : '<!doctype html><html><head><meta name="description" content="x" /><title>x</title></head><body><div id="root"></div></body></html>',
  );
  // Not 'test': under test every answer is also checked against its schema, which production does not do.
  const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: webDir });
  const deps = await buildDeps({ env, database, baseUrl: 'http://localhost', logger: createLogger('silent'), bus: createMemoryBus(), secret: 'bench-secret-bench-secret-bench-secret' });
  console.log(`Seeding the demo data on ${label}…`);
  await seedDemo(deps);
  const app = createApp(deps);
  const [tutor] = await database.db
    .select({ id: expertProfiles.id })
    .from(expertProfiles)
    .innerJoin(user, eq(user.id, expertProfiles.userId))
    .where(eq(user.email, 'tutor@demo.test'));
  if (!tutor) throw new Error('The demo tutor is missing');
  const check = (await (await app.request(`http://localhost/api/experts/${tutor.id}/profile`)).json()) as { offers: unknown[]; openSlots: unknown[]; reviews: { items: unknown[] } };
  console.log(`Demo tutor: ${check.offers.length} offers, ${check.openSlots.length} open times this week, ${check.reviews.items.length} reviews on the first page`);

  const ua = { 'user-agent': 'bench' };
  const api = await measure('GET /api/experts/:id/profile', async () => app.request(`http://localhost/api/experts/${tutor.id}/profile`, { headers: ua }));
  const html = await measure('GET /experts/:id (server-rendered)', async () => app.request(`http://localhost/experts/${tutor.id}`, { headers: ua }));
  console.log(`Profile page server response p95: ${Math.max(api, html).toFixed(1)} ms (target ≤ ${TARGET_P95_MS} ms)`);
  await database.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
