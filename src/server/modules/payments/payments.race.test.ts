// Concurrency on real Postgres (skipped on PGlite, which has one connection): a student paying with the test card
// while the tutor or the student cancels, at once, 100 times over; and two app instances sweeping the same
// expired holds at once. The ledger stays balanced, no booking keeps money it cancelled, nothing is refunded
// twice, and every hold expires exactly once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../adapters/realtime-bus/memory-bus';
import { createApp } from '../../app';
import { buildDeps } from '../../bootstrap';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { bookings, notifications } from '../../db/schema';
import type { Deps } from '../../deps';
import { parseEnv } from '../../env';
import { createLogger } from '../../logger';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from '../bookings/bookings.fixtures';
import { HOLD_MINUTES, TEST_CARDS } from '../../../shared/schemas/payments';
import { checkLedger } from './ledger';
import { sweepExpiredHolds } from './payments.service';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const HOUR = 3_600_000;
const RACES = 100;
let clock = Date.now();
const good = { cardNumber: TEST_CARDS.success, expiry: '12/40', cvc: '123', name: 'Rae Racer' };

let t: TestContext;
let tutors: (TestUser & { expertId: string; offeringId: string })[];
let students: TestUser[];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestContext({ env: { PAYMENT_PROVIDER: 'test', LOG_LEVEL: process.env.RACE_LOG_LEVEL ?? 'silent' }, now: () => new Date(clock) });
  tutors = [];
  for (let i = 0; i < 4; i++) {
    const tutor = await t.signUpExpert();
    const offeringId = (await addOffering(t.deps.db, tutor.expertId, { price: 75_000 + i * 1_001, durationMinutes: 60 })).id;
    await setSettings(t.deps.db, tutor.expertId);
    for (const from of [0, 8, 16]) await addWindows(t.deps.db, tutor.expertId, dailyWindows(new Date(), 30, from, 8));
    tutors.push({ ...tutor, offeringId });
  }
  students = [];
  for (let i = 0; i < 10; i++) students.push(await t.signUp('student'));
}, 180_000);
afterAll(() => t?.close());

// Distinct hours from tomorrow on for each tutor (18:00 UTC is 23:30 in the tutor's zone, past the day's end).
const hourOf = new Map<string, number>();
function nextStart(expertId: string) {
  let h = hourOf.get(expertId) ?? 30;
  if (h % 24 === 18) h++;
  hourOf.set(expertId, h + 1);
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) + h * HOUR).toISOString();
}

/** `n` bookings awaiting payment, spread over the tutors and students, made a few at a time. */
async function holds(n: number) {
  const made: { id: string; paymentId: string; tutor: (typeof tutors)[number]; student: TestUser; startTime: string }[] = [];
  for (let i = 0; i < n; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, async (_, k) => {
        const tutor = tutors[(i + k) % tutors.length];
        const student = students[(i + k) % students.length];
        const startTime = nextStart(tutor.expertId);
        const b = await t.json('POST', '/api/bookings', { as: student, body: { offeringId: tutor.offeringId, startTime }, expect: 201 });
        expect(b.payment.status).toBe('requires_payment');
        return { id: b.id as string, paymentId: (b.payment.checkoutUrl as string).split('/').pop()!, tutor, student, startTime };
      }),
    );
    made.push(...batch);
  }
  return made;
}

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe.skipIf(!onPostgres)('paying while the booking is cancelled, 100 times at once', () => {
  let raced: { kind: string; status: number; text: string }[] = [];
  it('ends every booking paid-and-live or cancelled-and-refunded (or cancelled unpaid), never cancelled with the money kept; no double refund; ledger balanced', async () => {
    const made = await holds(RACES);
    // Every pay and every cancel are sent together: 200 requests in flight.
    const results = await Promise.all(
      made.flatMap((m, i) => {
        const canceller = i % 2 === 0 ? m.tutor : m.student;
        const pay = t.request('POST', `/api/payments/test-checkout/${m.paymentId}/pay`, { as: m.student, body: good }).then(async (r) => ({ kind: 'pay', status: r.status, text: await r.text() }));
        const cancel = t.request('PATCH', `/api/bookings/${m.id}`, { as: canceller, body: { status: 'cancelled', reason: 'Something came up.' } }).then(async (r) => ({ kind: 'cancel', status: r.status, text: await r.text() }));
        // Alternate which request leaves first, so both orders are raced.
        return i % 4 < 2 ? [pay, cancel] : [cancel, pay];
      }),
    );
    raced = results;
    const tally: Record<string, number> = {};
    for (const r of results) tally[`${r.kind} ${r.status}`] = (tally[`${r.kind} ${r.status}`] ?? 0) + 1;
    const errors = results.filter((r) => r.status >= 500);
    expect(errors, JSON.stringify(tally)).toEqual([]);

    const ids = made.map((m) => m.id);
    const states = rows<{ id: string; status: string; booking_payment: string; pay_status: string; refunded_amount: number; amount: number; refunds: number; refund_tx: number; charges: number }>(
      await t.deps.db.execute(sql`
        select b.id, b.status, b.payment_status as booking_payment, p.status as pay_status, p.refunded_amount, p.amount,
          (select count(*)::int from refunds r where r.payment_id = p.id) as refunds,
          (select count(*)::int from ledger_transactions x where x.payment_id = p.id and x.kind = 'refund') as refund_tx,
          (select count(*)::int from ledger_transactions x where x.payment_id = p.id and x.kind = 'charge') as charges
        from bookings b join payments p on p.booking_id = b.id where b.id in ${ids}`),
    );
    expect(states).toHaveLength(RACES);
    const outcome: Record<string, number> = {};
    const wrong: string[] = [];
    for (const s of states) {
      const live = s.status === 'pending' || s.status === 'confirmed';
      const kind =
        live && s.pay_status === 'paid' && s.charges === 1 && s.refunds === 0
          ? 'paid-and-live'
          : s.status === 'cancelled' && s.pay_status === 'refunded' && s.charges === 1 && s.refunds === 1 && s.refund_tx === 1 && s.refunded_amount === s.amount
            ? 'cancelled-and-refunded'
            : s.status === 'cancelled' && s.pay_status === 'expired' && s.charges === 0 && s.refunds === 0
              ? 'cancelled-unpaid'
              : 'wrong';
      if (kind === 'wrong' || s.booking_payment !== s.pay_status) wrong.push(JSON.stringify(s));
      outcome[kind] = (outcome[kind] ?? 0) + 1;
    }
    expect(wrong, `outcomes ${JSON.stringify(outcome)}; answers ${JSON.stringify(tally)}`).toEqual([]);
    // Whatever the answers said, they match the end state: a 200 to the pay means money was taken (kept or refunded).
    for (const [i, m] of made.entries()) {
      const s = states.find((x) => x.id === m.id)!;
      const payAnswer = results.find((r, k) => r.kind === 'pay' && Math.floor(k / 2) === i)!;
      if (payAnswer.status === 200 && JSON.parse(payAnswer.text).status === 'paid') expect(s.charges, `${m.id}: ${payAnswer.text}`).toBe(1);
      else expect(s.pay_status, `${m.id}: pay answered ${payAnswer.status} ${payAnswer.text}`).not.toBe('paid');
    }

    const check = await checkLedger(t.deps.db);
    expect(check).toMatchObject({ balanced: true, unbalancedTransactions: 0, negativeAccounts: 0 });
    const doubled = rows<{ payment_id: string }>(await t.deps.db.execute(sql`select payment_id from refunds group by payment_id having count(*) > 1`));
    expect(doubled).toEqual([]);
    const refusals = [...new Set(results.filter((r) => r.status >= 400).map((r) => `${r.kind} ${r.status} ${r.text}`))];
    console.info(`pay-and-cancel races: ${JSON.stringify(outcome)}; answers ${JSON.stringify(tally)}; refusals ${refusals.join(' | ')}`);
  }, 240_000);

  it('lets every one of those cancellations through (the tutor may always cancel, the student 12 h ahead): no deadlock surfaces as "slot no longer available"', () => {
    expect(raced).toHaveLength(2 * RACES);
    const refused = raced.filter((r) => r.kind === 'cancel' && r.status !== 200);
    const deadlocked = raced.filter((r) => r.text.includes('SLOT_NOT_AVAILABLE'));
    expect({ refusedCancels: refused.length, slotErrors: deadlocked.length, example: deadlocked[0]?.text ?? null }).toEqual({ refusedCancels: 0, slotErrors: 0, example: null });
  });
});

describe.skipIf(!onPostgres)('hold expiry with two app instances on one database', () => {
  const instances: { deps: Deps; database: DatabaseHandle; dataDir: string }[] = [];
  afterAll(async () => {
    for (const x of instances) {
      await x.deps.bus.close();
      await x.database.close();
      fs.rmSync(x.dataDir, { recursive: true, force: true });
    }
  });

  async function instance() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-pay-race-'));
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PAYMENT_PROVIDER: 'test' });
    const database = await openDatabase({ url: t.deps.database.url!, poolSize: 5 });
    const deps = await buildDeps({ env, database, baseUrl: 'http://localhost:3000', logger: createLogger('silent'), bus: createMemoryBus(), secret: 'test-secret-test-secret-test-secret', now: () => new Date(clock) });
    instances.push({ deps, database, dataDir });
    return deps;
  }

  it('expires each hold exactly once when both sweep the same holds at the same moment, and frees its slot', async () => {
    const [a, b] = [await instance(), await instance()];
    let total = 0;
    const all: Awaited<ReturnType<typeof holds>> = [];
    try {
      for (let round = 0; round < 3; round++) {
        const made = await holds(30);
        all.push(...made);
        clock += (HOLD_MINUTES + 1) * 60_000;
        // Both instances (and a second sweep on each) at once.
        const counts = await Promise.all([sweepExpiredHolds(a), sweepExpiredHolds(b), sweepExpiredHolds(a), sweepExpiredHolds(b)]);
        expect(counts.reduce((x, y) => x + y, 0), `round ${round}: ${counts.join(' + ')}`).toBe(made.length);
        total += made.length;
        clock = Date.now();
      }
      const ids = all.map((m) => m.id);
      const ended = await t.deps.db.select({ status: bookings.status, paymentStatus: bookings.paymentStatus }).from(bookings).where(inArray(bookings.id, ids));
      expect(ended.every((x) => x.status === 'cancelled' && x.paymentStatus === 'expired')).toBe(true);
      const told = await t.deps.db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.type, 'payment.expired'), inArray(notifications.userId, students.map((s) => s.id))));
      expect(told).toHaveLength(total);

      // Each slot is free again, through the other instance's app.
      const appB = createApp(b);
      const again = await Promise.all(
        all.slice(0, 10).map((m) =>
          Promise.resolve(appB.request('http://localhost:3000/api/bookings', { method: 'POST', headers: { cookie: m.student.cookie, 'content-type': 'application/json' }, body: JSON.stringify({ offeringId: m.tutor.offeringId, startTime: m.startTime }) })).then((r) => r.status),
        ),
      );
      expect(again).toEqual(Array(10).fill(201));
      const check = await checkLedger(t.deps.db);
      expect(check.balanced).toBe(true);
    } finally {
      clock = Date.now();
    }
  }, 240_000);
});
