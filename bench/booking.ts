// npm run bench:booking — on real Postgres with the EXCLUDE constraint on:
//  1. bookings per second for distinct slots through POST /api/bookings (target ≥ 300/s),
//  2. the 200-way race: 200 concurrent requests for one slot → exactly one 201, 199 × 409, no 5xx.
// Creates (and drops) its own database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test).
import os from 'node:os';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { expertProfiles } from '../src/server/db/schema';
import { benchApp } from './lib/bench-app';
import { postgresCpuMs } from './lib/postgres-cpu';
import { addOffering, addWindows, dailyWindows, setSettings } from '../src/server/modules/bookings/bookings.fixtures';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const EXPERTS = Number(process.env.EXPERTS ?? 10);
const BOOKINGS = Number(process.env.BOOKINGS ?? 1500);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);

async function main() {
  const name = `bench_booking_${process.pid}`;
  const admin = new pg.Client({ connectionString: URL_ });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(URL_);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), poolSize: 20 });
  await migrateDatabase(database);
  const { app, signUp, close } = await benchApp(database, 'booking');
  const db = database.db;

  // Experts with long days of availability, no buffers and a high daily cap, so every slot is bookable.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const grids: { offeringId: string; starts: string[] }[] = [];
  for (let e = 0; e < EXPERTS; e++) {
    const tutor = await signUp('tutor', e);
    const [expert] = await db.insert(expertProfiles).values({ userId: tutor.id, bio: 'Bench tutor' }).returning({ id: expertProfiles.id });
    const offering = await addOffering(db, expert.id, { durationMinutes: 30 });
    const days = 60;
    await addWindows(db, expert.id, dailyWindows(tomorrow, days, 0, 8));
    await setSettings(db, expert.id, { maxBookingsPerDay: 24, advanceBookingDays: 365 });
    const day0 = Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate());
    const starts: string[] = [];
    for (let d = 0; d < days; d++) for (let k = 0; k < 16; k++) starts.push(new Date(day0 + d * 86_400_000 + k * 30 * 60_000).toISOString());
    grids.push({ offeringId: offering.id, starts });
  }
  const students: Awaited<ReturnType<typeof signUp>>[] = [];
  for (let s = 0; s < 20; s++) students.push(await signUp('student', s));

  const post = (cookie: string, offeringId: string, startTime: string): Promise<Response> =>
    Promise.resolve(app.request('http://localhost/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ offeringId, startTime }) }));

  // 1. Throughput: distinct slots round-robin over experts, CONCURRENCY requests in flight.
  const jobs = Array.from({ length: BOOKINGS }, (_, i) => ({ grid: grids[i % EXPERTS], start: grids[i % EXPERTS].starts[Math.floor(i / EXPERTS)] }));
  const statuses: Record<number, number> = {};
  let next = 0;
  const cpu0 = process.cpuUsage();
  const pg0 = postgresCpuMs();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const res = await post(students[w % students.length].cookie, job.grid.offeringId, job.start);
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  const secs = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const pgMs = postgresCpuMs() - pg0;
  console.log(`Postgres ${u.host}, ${EXPERTS} experts, ${CONCURRENCY} requests in flight`);
  console.log(`Distinct slots: ${BOOKINGS} bookings in ${secs.toFixed(2)} s = ${(BOOKINGS / secs).toFixed(0)} bookings/s (target ≥ 300/s); statuses ${JSON.stringify(statuses)}`);
  // CPU per booking: this process (API and load generator) and every Postgres server process on the machine.
  console.log(
    `CPU per booking: app ${((cpu.user + cpu.system) / 1000 / BOOKINGS).toFixed(2)} ms, Postgres ${Number.isNaN(pgMs) ? 'n/a' : `${(pgMs / BOOKINGS).toFixed(2)} ms`} · load average ${os.loadavg()[0].toFixed(1)}`,
  );

  // 2. The 200-way race for one slot.
  const raceGrid = grids[0];
  const raceStart = raceGrid.starts[raceGrid.starts.length - 1];
  const r0 = performance.now();
  const race = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      post(students[i % students.length].cookie, raceGrid.offeringId, raceStart).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      }),
    ),
  );
  const tally = race.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  console.log(`200-way race for one slot: ${JSON.stringify(tally)} in ${(performance.now() - r0).toFixed(0)} ms (expected {"201":1,"409":199})`);

  await close();
  await database.close();
  const a = new pg.Client({ connectionString: URL_ });
  await a.connect();
  await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await a.end();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
