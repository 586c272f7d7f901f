// npm run bench:slots — a tutor with one year of weekly recurring availability (Mon–Fri, 8 hours a day)
// and 500 live bookings: a month of bookable slots through GET /api/experts/:id/slots, p50/p95 server
// time (target p95 ≤ 50 ms); then the same open time as weekly hours, side by side, with the answers compared. Embedded PGlite by default; BENCH_DATABASE_URL uses a fresh Postgres database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createMemoryBus } from '../src/server/adapters/realtime-bus/memory-bus';
import { createApp } from '../src/server/app';
import { buildDeps } from '../src/server/bootstrap';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { eq } from 'drizzle-orm';
import { availabilitySettings, availabilitySlots, bookings, expertProfiles, user } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { addOffering, addWindows, setSettings } from '../src/server/modules/bookings/bookings.fixtures';

const RUNS = Number(process.env.RUNS ?? 200);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

async function open(): Promise<{ database: DatabaseHandle; drop: () => Promise<void>; label: string }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ memory: true });
    return { database, drop: async () => undefined, label: 'PGlite (embedded)' };
  }
  const name = `bench_slots_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), poolSize: 10 });
  return {
    database,
    label: 'Postgres',
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

async function main() {
  const { database, drop, label } = await open();
  await migrateDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-slots-'));
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const deps = await buildDeps({ env, database, baseUrl: 'http://localhost', logger: createLogger('silent'), bus: createMemoryBus(), secret: 'bench-secret-bench-secret-bench-secret' });
  const app = createApp(deps);
  const db = database.db;

  await db.insert(user).values([
    { id: 'bench-tutor', name: 'Bench Tutor', email: 'tutor@bench.test', userType: 'tutor' },
    { id: 'bench-student', name: 'Bench Student', email: 'student@bench.test', userType: 'student' },
  ]);
  const [expert] = await db.insert(expertProfiles).values({ userId: 'bench-tutor', bio: 'Bench' }).returning({ id: expertProfiles.id });
  const offering = await addOffering(db, expert.id, { durationMinutes: 60 });
  // Weekly recurring Mon–Fri 09:00–17:00 IST (03:30–11:30 UTC) for a year, stored as occurrences.
  const day0 = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1);
  const windows: { start: Date; end: Date }[] = [];
  for (let d = 0; d < 365; d++) {
    const start = day0 + d * 86_400_000 + 210 * 60_000;
    const wd = new Date(start + 330 * 60_000).getUTCDay();
    if (wd === 0 || wd === 6) continue;
    windows.push({ start: new Date(start), end: new Date(start + 8 * 3_600_000) });
  }
  await addWindows(db, expert.id, windows);
  await setSettings(db, expert.id, { bufferTimeBefore: 15, bufferTimeAfter: 15, maxBookingsPerDay: 8, advanceBookingDays: 365 });
  // 500 bookings: two per weekday window at 09:00 and 13:00 IST, from the first window on.
  const rows: (typeof bookings.$inferInsert)[] = [];
  for (const w of windows) {
    for (const h of [0, 4]) {
      if (rows.length >= 500) break;
      const s = w.start.getTime() + h * 3_600_000;
      rows.push({ studentId: 'bench-student', expertId: expert.id, offeringId: offering.id, scheduledAt: new Date(s), endsAt: new Date(s + 3_600_000), status: 'confirmed', totalAmount: 50_000 });
    }
  }
  for (let i = 0; i < rows.length; i += 250) await db.insert(bookings).values(rows.slice(i, i + 250));

  const from = new Date(day0).toISOString();
  const to = new Date(day0 + 31 * 86_400_000).toISOString();
  const url = `http://localhost/api/experts/${expert.id}/slots?offeringId=${offering.id}&from=${from}&to=${to}`;
  const { listSlots } = await import('../src/server/modules/bookings/bookings.service');

  async function measure() {
    let answer = '';
    for (let i = 0; i < 10; i++) await app.request(url); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await app.request(url);
      answer = await res.text();
      times.push(performance.now() - t0);
    }
    const svc: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await listSlots({ deps, input: { expertId: expert.id, offeringId: offering.id, from, to } });
      svc.push(performance.now() - t0);
    }
    const slots = (JSON.parse(answer) as { slots: { isAvailable: boolean }[] }).slots;
    return { answer, times, svc, slots: slots.length, bookable: slots.filter((x) => x.isAvailable).length };
  }
  const show = (name: string, m: Awaited<ReturnType<typeof measure>>) => {
    console.log(`${name}: one month has ${m.slots} slots, ${m.bookable} bookable`);
    console.log(`  GET /api/experts/:id/slots over ${RUNS} runs: p50 ${pct(m.times, 50).toFixed(1)} ms, p95 ${pct(m.times, 95).toFixed(1)} ms, max ${Math.max(...m.times).toFixed(1)} ms (target p95 ≤ 50 ms)`);
    console.log(`  of which the service (one query + slot rule): p50 ${pct(m.svc, 50).toFixed(1)} ms, p95 ${pct(m.svc, 95).toFixed(1)} ms`);
  };

  console.log(`Database: ${label}`);
  console.log(`Live bookings: ${rows.length}`);
  const calendar = await measure();
  show(`Calendar slots (${windows.length} windows, a year of Mon–Fri)`, calendar);
  // The same open time as weekly hours (decision 028): no stored windows, Mon–Fri 09:00–17:00 in the tutor's zone.
  await db.delete(availabilitySlots).where(eq(availabilitySlots.tutorId, expert.id));
  const day = [{ start: '09:00', end: '17:00' }];
  await db
    .update(availabilitySettings)
    .set({ defaultTimezone: 'Asia/Kolkata', weeklySchedule: { monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: [], sunday: [] } })
    .where(eq(availabilitySettings.tutorId, expert.id));
  const weekly = await measure();
  show('Weekly hours (Mon–Fri 09:00–17:00, no stored windows)', weekly);
  console.log(`Same slots both ways: ${weekly.answer === calendar.answer ? 'yes' : 'NO'}`);
  await deps.bus.close();
  await database.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
