// Join latency of the live session room: from opening the session page (the Join click opens it)
// to the first remote video frame, on loopback, with Chromium's fake camera and microphone.
// Starts its own server on an in-memory database, creates a tutor, a student and a booking that is
// open now, keeps the tutor in the room and joins the student 10 times. Prints p50/p95 (target p95 ≤ 1.5 s).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { chromium, type BrowserContext } from 'playwright-core';
import { createApp } from '../src/server/app';
import { buildDeps } from '../src/server/bootstrap';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { bookings, expertProfiles } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { allTopicAuthorizers } from '../src/server/modules';
import { createHub } from '../src/server/realtime/hub';
// @ts-expect-error plain ESM script without types
import { buildWebIfStale } from '../scripts/build-web.mjs';

const JOINS = Number(process.env.JOINS ?? 10);
const WEB_DIST = process.env.BENCH_WEB_DIST ?? 'dist/bench-join';
const PASSWORD = 'bench-pass-2026';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function main() {
  (buildWebIfStale as (dir: string) => void)(WEB_DIST);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-join-'));
  const env = parseEnv({ NODE_ENV: 'development', DATA_DIR: dataDir, WEB_DIST, LOG_LEVEL: 'warn', AUTH_SECRET: 'Zq7d1Kf0pR3xL9vB2nW6yH4tC8mJ5sAe' });
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);

  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const base = `http://localhost:${port}`;
  const deps = await buildDeps({ env, database, baseUrl: base, logger: createLogger('warn') });
  const app = createApp(deps);
  const hub = createHub(deps, allTopicAuthorizers, [base]);
  server.on('request', getRequestListener(app.fetch));
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--allow-loopback-in-peer-connection'],
  });

  const signUp = async (ctx: BrowserContext, userType: 'student' | 'tutor', name: string) => {
    const email = `${userType}-${Date.now()}@bench.test`;
    const res = await ctx.request.post(`${base}/api/auth/sign-up/email`, {
      data: { email, password: PASSWORD, name, fullName: name, userType, phone: '+91 90000 00000' },
    });
    if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { user: { id: string } }).user.id;
  };

  const tutorCtx = await browser.newContext({ baseURL: base, permissions: ['camera', 'microphone'] });
  const studentCtx = await browser.newContext({ baseURL: base, permissions: ['camera', 'microphone'] });
  const tutorId = await signUp(tutorCtx, 'tutor', 'Bench Tutor');
  const studentId = await signUp(studentCtx, 'student', 'Bench Student');
  const [expert] = await deps.db.insert(expertProfiles).values({ userId: tutorId, bio: 'Bench tutor.' }).returning({ id: expertProfiles.id });
  const start = new Date(Date.now() + 5 * 60_000);
  const [booking] = await deps.db
    .insert(bookings)
    .values({ studentId, expertId: expert.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
    .returning({ id: bookings.id });

  const url = `/session/${booking.id}`;
  const tutorPage = await tutorCtx.newPage();
  await tutorPage.goto(url);
  await tutorPage.getByText('Live Session').waitFor();

  // A string, so that the bundler's helpers never reach the page.
  const remoteFrame = `new Promise((resolve) => {
    const check = () => {
      const v = document.querySelector('video[aria-label$="\\'s video"]');
      if (v && v.readyState >= 2 && v.videoWidth > 0) resolve(true);
      else requestAnimationFrame(check);
    };
    check();
  })`;

  const times: number[] = [];
  const tutorTimes: number[] = [];
  for (let i = 0; i < JOINS; i++) {
    const page = await studentCtx.newPage();
    const t0 = performance.now();
    await page.goto(url);
    await page.evaluate(remoteFrame);
    const t1 = performance.now();
    await tutorPage.evaluate(remoteFrame);
    const t2 = performance.now();
    times.push(t1 - t0);
    const marks = (await page.evaluate(
      `JSON.stringify(Object.fromEntries([...performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]), ['dom', Math.round(performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd)], ['frame', Math.round(performance.now())]]))`,
    )) as string;
    if (process.env.VERBOSE) console.log(`  join ${i + 1}: ${Math.round(t1 - t0)} ms ${marks}`);
    tutorTimes.push(t2 - t0);
    await page.close();
    // Let the tutor notice the leave before the next join.
    await tutorPage.evaluate(`new Promise((resolve) => {
      const check = () => (document.querySelector('video[aria-label$="\\'s video"]:not(.hidden)') ? setTimeout(check, 20) : resolve(true));
      check();
    })`);
  }

  const fmt = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
  console.log(`Join → first remote video frame over ${JOINS} joins (loopback, fake devices)`);
  console.log(`  student sees tutor:  p50 ${fmt(pct(times, 50))}  p95 ${fmt(pct(times, 95))}  max ${fmt(Math.max(...times))}`);
  console.log(`  tutor sees student:  p50 ${fmt(pct(tutorTimes, 50))}  p95 ${fmt(pct(tutorTimes, 95))}  max ${fmt(Math.max(...tutorTimes))}`);
  console.log(`  target p95 ≤ 1.500 s: ${pct(times, 95) <= 1500 ? 'met' : 'NOT met'}`);

  await browser.close();
  server.close();
  await hub.close();
  await deps.bus.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
