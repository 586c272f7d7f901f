// npm run bench:payments — on real Postgres, with the test payment provider:
//  1. booked-and-paid bookings per second through the HTTP app (POST /api/bookings, then POST
//     /api/payments/test-checkout/:id/pay with the 4242… card), CONCURRENCY flows in flight (target ≥ 300/s),
//     printed beside plain bookings per second (POST /api/bookings alone) measured in the same run;
//  2. the ledger check (checkLedger) over 100,000 balanced transactions written with generate_series
//     (3 entries each, on the real accounts of a few experts): best and median of 5 (target ≤ 1 s).
// Creates (and drops) its own database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test).
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { expertProfiles } from '../src/server/db/schema';
import { benchApp } from './lib/bench-app';
import { postgresCpuMs } from './lib/postgres-cpu';
import { addOffering, addWindows, dailyWindows, setSettings } from '../src/server/modules/bookings/bookings.fixtures';
import { checkLedger } from '../src/server/modules/payments/ledger';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const EXPERTS = Number(process.env.EXPERTS ?? 10);
const BOOKINGS = Number(process.env.BOOKINGS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const LEDGER_TRANSACTIONS = Number(process.env.LEDGER_TRANSACTIONS ?? 100_000);
const CARD = JSON.stringify({ cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Bench Student' });

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');

// Every SQL statement the app sends, counted (the pool's clients all go through Client.prototype.query).
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function main() {
  const name = `bench_payments_${process.pid}`;
  const admin = new pg.Client({ connectionString: URL_ });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(URL_);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), poolSize: 20 });
  let close = async () => {};
  try {
    await migrateDatabase(database);
    const bench = await benchApp(database, 'payments', { PAYMENT_PROVIDER: 'test' });
    const { app, signUp } = bench;
    close = bench.close;
    const db = database.db;

    // Experts with long days of availability, no buffers and a high daily cap, so every slot is bookable.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const grids: { expertId: string; offeringId: string; starts: string[] }[] = [];
    for (let e = 0; e < EXPERTS; e++) {
      const tutor = await signUp('tutor', e);
      const [expert] = await db.insert(expertProfiles).values({ userId: tutor.id, bio: 'Bench tutor' }).returning({ id: expertProfiles.id });
      const offering = await addOffering(db, expert.id, { durationMinutes: 30, price: 50_000 });
      const days = 120;
      await addWindows(db, expert.id, dailyWindows(tomorrow, days, 0, 8));
      await setSettings(db, expert.id, { maxBookingsPerDay: 24, advanceBookingDays: 365 });
      const day0 = Date.UTC(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth(), tomorrow.getUTCDate());
      const starts: string[] = [];
      for (let d = 0; d < days; d++) for (let k = 0; k < 16; k++) starts.push(new Date(day0 + d * 86_400_000 + k * 30 * 60_000).toISOString());
      grids.push({ expertId: expert.id, offeringId: offering.id, starts });
    }
    const students: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let s = 0; s < 20; s++) students.push(await signUp('student', s));

    const call = (method: string, url: string, cookie: string, body: string) =>
      Promise.resolve(app.request(`http://localhost${url}`, { method, headers: { 'content-type': 'application/json', cookie }, body }));

    /** Runs `count` flows over distinct slots (from slot index `offset` on), CONCURRENCY at a time. */
    async function run(count: number, offset: number, flow: (cookie: string, offeringId: string, start: string) => Promise<string>) {
      const jobs = Array.from({ length: count }, (_, i) => {
        const grid = grids[(offset + i) % EXPERTS];
        return { grid, start: grid.starts[Math.floor((offset + i) / EXPERTS)] };
      });
      const outcomes: Record<string, number> = {};
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, w) => {
          while (next < jobs.length) {
            const job = jobs[next++];
            const outcome = await flow(students[w % students.length].cookie, job.grid.offeringId, job.start);
            outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
          }
        }),
      );
      return { secs: (performance.now() - t0) / 1000, outcomes };
    }

    const book = async (cookie: string, offeringId: string, start: string) => {
      const res = await call('POST', '/api/bookings', cookie, JSON.stringify({ offeringId, startTime: start }));
      const text = await res.text();
      return { status: res.status, body: res.status === 201 ? (JSON.parse(text) as { payment: { checkoutUrl: string | null } }) : null };
    };
    const plain = async (cookie: string, offeringId: string, start: string) => `booking ${(await book(cookie, offeringId, start)).status}`;
    const bookAndPay = async (cookie: string, offeringId: string, start: string) => {
      const b = await book(cookie, offeringId, start);
      const paymentId = b.body?.payment.checkoutUrl?.split('/').pop();
      if (!paymentId) return `booking ${b.status}`;
      const res = await call('POST', `/api/payments/test-checkout/${paymentId}/pay`, cookie, CARD);
      const answer = (await res.json()) as { status?: string };
      return `pay ${res.status} ${answer.status ?? ''}`.trim();
    };

    console.log(`Postgres ${u.host}, ${EXPERTS} experts, ${CONCURRENCY} flows in flight, test payment provider · load average ${load()}`);
    // Warm-up (JIT, pools, plans), not counted.
    await run(CONCURRENCY * 2, BOOKINGS * 2, bookAndPay);

    const cpu0 = process.cpuUsage();
    const pg0 = postgresCpuMs();
    const s0 = statements;
    const reference = await run(BOOKINGS, 0, plain);
    const cpu1 = process.cpuUsage(cpu0);
    const pg1 = postgresCpuMs();
    const s1 = statements;
    const paid = await run(BOOKINGS, BOOKINGS, bookAndPay);
    const cpu2 = process.cpuUsage(cpu0);
    const pg2 = postgresCpuMs();
    const s2 = statements;
    const ms = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000 / BOOKINGS;
    const appPlain = ms(cpu1);
    const appPaid = ms({ user: cpu2.user - cpu1.user, system: cpu2.system - cpu1.system });
    const pgPlain = (pg1 - pg0) / BOOKINGS;
    const pgPaid = (pg2 - pg1) / BOOKINGS;
    const pgText = (v: number) => (Number.isNaN(v) ? 'n/a' : `${v.toFixed(2)} ms`);
    console.log(`Plain bookings (reference): ${BOOKINGS} in ${reference.secs.toFixed(2)} s = ${(BOOKINGS / reference.secs).toFixed(0)} bookings/s; ${JSON.stringify(reference.outcomes)}; CPU app ${appPlain.toFixed(2)} ms, Postgres ${pgText(pgPlain)}; ${((s1 - s0) / BOOKINGS).toFixed(1)} SQL statements each`);
    console.log(
      `Booked and paid:            ${BOOKINGS} in ${paid.secs.toFixed(2)} s = ${(BOOKINGS / paid.secs).toFixed(0)} booked-and-paid/s (target ≥ 300/s); ${JSON.stringify(paid.outcomes)}; CPU app ${appPaid.toFixed(2)} ms, Postgres ${pgText(pgPaid)}; ${((s2 - s1) / BOOKINGS).toFixed(1)} SQL statements each`,
    );
    // The load generator, the app and Postgres share this machine's cores: with every core busy, flows per second
    // cannot pass the cores' milliseconds per second over the CPU milliseconds one flow costs.
    if (!Number.isNaN(pgPaid)) {
      const cores = os.availableParallelism();
      console.log(`CPU bound on this machine: ${cores} cores × 1000 ms / ${(appPaid + pgPaid).toFixed(2)} ms a flow = ${((cores * 1000) / (appPaid + pgPaid)).toFixed(0)} booked-and-paid/s at most`);
    }
    const afterFlows = await checkLedger(db);
    console.log(`Ledger after the flows: ${afterFlows.transactions} transactions, balanced ${afterFlows.balanced}, charged ${afterFlows.totals.charged} · load average ${load()}`);

    // 2. The ledger check over LEDGER_TRANSACTIONS transactions: 80 % charges, 20 % refunds, 3 entries each, on the
    // experts' real accounts. The balance trigger is set aside for the bulk load (each entry would re-sum its
    // transaction at commit); checkLedger verifies the balance itself.
    const experts = grids.map((g) => g.expertId).slice(0, 5);
    const w0 = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_balance_trg`);
      await tx.execute(sql`
        insert into ledger_transactions (kind, idempotency_key, created_at)
        select case when g % 10 < 8 then 'charge' else 'refund' end, 'bench:' || g, now() - make_interval(mins => g)
        from generate_series(1, ${LEDGER_TRANSACTIONS}::int) g`);
      await tx.execute(sql`
        insert into ledger_entries (transaction_id, account, expert_id, amount, created_at)
        select t.id, e.account, case when e.account like 'tutor_%' then (${`{${experts.join(',')}}`}::uuid[])[1 + (t.id % ${experts.length})::int] end,
               e.amount * case when t.kind = 'charge' then 1 else -1 end, t.created_at
        from ledger_transactions t
        cross join lateral (select 40000 + (t.id % 7) * 1000 as gross) a
        cross join lateral (select round(a.gross * 0.15)::bigint as fee) f
        cross join lateral (values ('cash', a.gross::bigint), ('platform_fees', -f.fee), ('tutor_pending', f.fee - a.gross)) as e(account, amount)
        where t.idempotency_key like 'bench:%'`);
      await tx.execute(sql`alter table ledger_entries enable trigger ledger_entries_balance_trg`);
    });
    await db.execute(sql`vacuum analyze ledger_transactions`);
    await db.execute(sql`vacuum analyze ledger_entries`);
    console.log(`Wrote ${LEDGER_TRANSACTIONS} transactions (${LEDGER_TRANSACTIONS * 3} entries) in ${((performance.now() - w0) / 1000).toFixed(1)} s`);

    const times: number[] = [];
    let last = afterFlows;
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      last = await checkLedger(db);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `Ledger check over ${last.transactions} transactions: best ${times[0].toFixed(0)} ms, median ${times[2].toFixed(0)} ms (target ≤ 1000 ms); balanced ${last.balanced}, unbalanced ${last.unbalancedTransactions}, negative ${last.negativeAccounts} · load average ${load()}`,
    );
    if (!last.balanced || last.transactions < LEDGER_TRANSACTIONS) throw new Error('the bench ledger does not check out');
  } finally {
    await close();
    await database.close();
    const a = new pg.Client({ connectionString: URL_ });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
