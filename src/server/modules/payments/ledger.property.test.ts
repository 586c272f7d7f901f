// Property test of the money path (test provider, PGlite): random sequences of pay / cancel (student or tutor) /
// confirm / complete / dispute / resolve (refund or release) / release-due / hold expiry / payout, driven through
// the HTTP API and the workers' service functions on one context with many bookings. After every sequence the
// ledger is checked independently of checkLedger: every transaction sums to zero, no account is on the wrong side
// of zero, money in = money out + balances, each tutor's GET /api/payments/balance is what the ledger says, every
// payment's ledger matches its status, and no payment is refunded twice.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from '../bookings/bookings.fixtures';
import { TEST_CARDS } from '../../../shared/schemas/payments';
import { checkLedger } from './ledger';
import { releaseDueEarnings, sweepExpiredHolds } from './payments.service';

const HOUR = 3_600_000;
const MIN = 60_000;
const T0 = Date.now();
let clock = T0;
const card = (cardNumber: string) => ({ cardNumber, expiry: '12/40', cvc: '123', name: 'Prop Student' });

let t: TestContext;
let admin: TestUser;
let students: TestUser[];
type Tutor = TestUser & { expertId: string; offerings: string[] };
let tutors: Tutor[];
/** Prices that round the 15 % fee differently (the fee of 33 333 is 4 999.95 → 5 000; of 999 is 149.85 → 150). */
const PRICES = [100_000, 33_333, 999];

beforeAll(async () => {
  t = await createTestContext({ env: { PAYMENT_PROVIDER: 'test', LOG_LEVEL: 'error' }, now: () => new Date(clock) });
  admin = await t.signUp('student', { fullName: 'Ada Admin' });
  await t.deps.db.update(user).set({ isAdmin: true }).where(eq(user.id, admin.id));
  students = [await t.signUp('student'), await t.signUp('student')];
  tutors = [];
  for (let i = 0; i < 2; i++) tutors.push(await newTutor());
}, 120_000);
afterAll(() => t?.close());

async function newTutor(): Promise<Tutor> {
  const u = await t.signUpExpert();
  const offerings: string[] = [];
  for (const price of PRICES) offerings.push((await addOffering(t.deps.db, u.expertId, { price, durationMinutes: 60 })).id);
  await setSettings(t.deps.db, u.expertId);
  // Open all day for 20 days (windows are at most 8 hours long).
  for (const from of [0, 8, 16]) await addWindows(t.deps.db, u.expertId, dailyWindows(new Date(T0), 20, from, 8));
  await t.json('PUT', '/api/payments/payout-details', { as: u, body: { method: 'upi', accountHolder: 'Prop Tutor', upiId: 'tutor@upi' } });
  return { ...u, offerings };
}

// Every booking gets an hour of its own, at least 16 h after T0 (so a student's cancellation at T0 is in time).
// 18:00 UTC is skipped: it is 23:30 in the tutor's time zone (Asia/Kolkata), past the working day's end.
let hourSeq = 0;
const day0 = Date.UTC(new Date(T0).getUTCFullYear(), new Date(T0).getUTCMonth(), new Date(T0).getUTCDate());
const nextStart = () => {
  if ((40 + hourSeq) % 24 === 18) hourSeq++;
  return day0 + (40 + hourSeq++) * HOUR;
};

type Spec = { tutor: number; offering: number; student: number };
type Op =
  | { k: 'pay'; b: number; card: 'good' | 'declined' }
  | { k: 'cancel'; b: number; by: 'student' | 'tutor' }
  | { k: 'confirm'; b: number }
  | { k: 'complete'; b: number }
  | { k: 'dispute'; b: number }
  | { k: 'resolve'; b: number; outcome: 'refund' | 'release' }
  | { k: 'releaseDue' }
  | { k: 'expire' }
  | { k: 'payout'; b: number };
type Made = { id: string; paymentId: string | null; start: number; tutor: Tutor; student: TestUser };

async function bookingState(id: string) {
  const r = await t.deps.db.execute(sql`
    select b.status, b.payment_status, b.hold_expires_at, p.status as pay_status, p.released_at
    from bookings b left join payments p on p.booking_id = b.id where b.id = ${id}`);
  return (r as unknown as { rows: { status: string; payment_status: string; hold_expires_at: Date | string | null; pay_status: string | null; released_at: unknown }[] }).rows[0];
}

/** Runs one sequence; returns a log of what each step answered (for the failure message). */
async function runSequence(specs: Spec[], ops: Op[], tutorsFor: Tutor[] = tutors): Promise<string[]> {
  clock = T0;
  const log: string[] = [];
  const made: Made[] = [];
  for (const s of specs) {
    const tutor = tutorsFor[s.tutor % tutorsFor.length];
    const student = students[s.student % students.length];
    const start = nextStart();
    const res = await t.request('POST', '/api/bookings', { as: student, body: { offeringId: tutor.offerings[s.offering % tutor.offerings.length], startTime: new Date(start).toISOString() } });
    const body = (await res.json()) as { id: string; payment: { checkoutUrl: string | null } };
    expect(res.status, `booking ${JSON.stringify(s)} at ${new Date(start).toISOString()}: ${JSON.stringify(body)}`).toBe(201);
    made.push({ id: body.id, paymentId: body.payment.checkoutUrl?.split('/').pop() ?? null, start, tutor, student });
  }
  for (const op of ops) {
    const m = 'b' in op ? made[op.b % made.length] : null;
    let status: number | string = '-';
    if (op.k === 'pay' && m?.paymentId) {
      const before = await bookingState(m.id);
      const holdLive = before.hold_expires_at !== null && new Date(before.hold_expires_at).getTime() > clock;
      const res = await t.request('POST', `/api/payments/test-checkout/${m.paymentId}/pay`, { as: m.student, body: card(op.card === 'good' ? TEST_CARDS.success : TEST_CARDS.declined) });
      status = res.status;
      const body = (await res.json()) as { status?: string };
      if (before.pay_status === 'requires_payment' && holdLive) {
        expect(res.status, `pay ${m.id}`).toBe(200);
        expect(body.status).toBe(op.card === 'good' ? 'paid' : 'failed');
        expect((await bookingState(m.id)).pay_status).toBe(op.card === 'good' ? 'paid' : 'requires_payment');
      } else expect(res.status, `pay ${m.id} in ${before.pay_status}`).toBe(409);
    } else if (op.k === 'cancel' && m) {
      const before = await bookingState(m.id);
      const res = await t.request('PATCH', `/api/bookings/${m.id}`, { as: op.by === 'tutor' ? m.tutor : m.student, body: { status: 'cancelled', reason: 'Something came up.' } });
      status = res.status;
      if (res.status === 200) {
        const after = await bookingState(m.id);
        expect(after.status).toBe('cancelled');
        const expected: Record<string, string> = { paid: 'refunded', requires_payment: 'expired', expired: 'expired', refunded: 'refunded' };
        expect(after.pay_status, `cancelled ${m.id} from ${before.pay_status}`).toBe(expected[before.pay_status ?? ''] ?? before.pay_status);
      } else if (op.by === 'tutor' && (before.status === 'pending' || before.status === 'confirmed')) {
        expect.fail(`the tutor could not cancel a ${before.status} booking: ${res.status} ${await res.text()}`);
      }
    } else if (op.k === 'confirm' && m) {
      status = (await t.request('PATCH', `/api/bookings/${m.id}`, { as: m.tutor, body: { status: 'confirmed' } })).status;
    } else if (op.k === 'complete' && m) {
      clock = Math.max(clock, m.start + 30 * MIN);
      status = (await t.request('PATCH', `/api/bookings/${m.id}`, { as: m.tutor, body: { status: 'completed' } })).status;
    } else if (op.k === 'dispute' && m) {
      clock = Math.max(clock, m.start + 30 * MIN);
      status = (await t.request('POST', `/api/bookings/${m.id}/dispute`, { as: m.student, body: { reason: 'The tutor never joined the call.' } })).status;
    } else if (op.k === 'resolve' && m) {
      const r = await t.deps.db.execute(sql`select id from disputes where booking_id = ${m.id} and status = 'open'`);
      const d = (r as unknown as { rows: { id: string }[] }).rows[0];
      if (d) status = (await t.request('POST', `/api/admin/disputes/${d.id}/resolve`, { as: admin, body: { outcome: op.outcome } })).status;
    } else if (op.k === 'releaseDue') {
      clock += 25 * HOUR;
      status = `released ${await releaseDueEarnings(t.deps)}`;
    } else if (op.k === 'expire') {
      clock += 16 * MIN;
      status = `expired ${await sweepExpiredHolds(t.deps)}`;
    } else if (op.k === 'payout' && m) {
      status = (await t.request('POST', '/api/payments/payouts', { as: m.tutor })).status;
    }
    log.push(`${JSON.stringify(op)} → ${status}`);
    if (typeof status === 'number') expect(status, log.join('\n')).toBeLessThan(500);
  }
  return log;
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The ledger's invariants, computed here from the entries (not through checkLedger), plus checkLedger's own word. */
async function checkInvariants(context: string, tutorsToCheck: Tutor[] = tutors) {
  const db = t.deps.db;
  const unbalanced = rowsOf<{ transaction_id: string; total: string }>(
    await db.execute(sql`select transaction_id, sum(amount)::bigint as total from ledger_entries group by transaction_id having sum(amount) <> 0`),
  );
  expect(unbalanced, `${context}: unbalanced transactions`).toEqual([]);
  const empty = rowsOf<{ id: string }>(await db.execute(sql`select t.id from ledger_transactions t where not exists (select 1 from ledger_entries e where e.transaction_id = t.id) and t.kind <> 'payout'`));
  expect(empty, `${context}: transactions without entries`).toEqual([]);

  const accounts = rowsOf<{ account: string; expert_id: string | null; balance: string }>(
    await db.execute(sql`select account, expert_id, sum(amount)::bigint as balance from ledger_entries group by account, expert_id`),
  ).map((a) => ({ ...a, balance: Number(a.balance) }));
  const wrongSide = accounts.filter((a) => (a.account === 'cash' ? a.balance < 0 : a.balance > 0));
  expect(wrongSide, `${context}: negative balances`).toEqual([]);

  const sumOf = (account: string) => accounts.filter((a) => a.account === account).reduce((s, a) => s + a.balance, 0);
  const cash = sumOf('cash');
  const [flows] = rowsOf<{ charged: string; refunded: string; paid_out: string }>(
    await db.execute(sql`
      select coalesce(sum(e.amount) filter (where t.kind = 'charge'), 0)::bigint as charged,
             coalesce(-sum(e.amount) filter (where t.kind = 'refund'), 0)::bigint as refunded,
             coalesce(-sum(e.amount) filter (where t.kind = 'payout'), 0)::bigint as paid_out
      from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where e.account = 'cash'`),
  );
  const charged = Number(flows.charged);
  const refunded = Number(flows.refunded);
  const paidOut = Number(flows.paid_out);
  // Money in = money out + balances.
  expect(charged, `${context}: money in = money out + cash`).toBe(refunded + paidOut + cash);
  expect(cash, `${context}: cash = what is owed`).toBe(0 - (sumOf('platform_fees') + sumOf('tutor_pending') + sumOf('tutor_available')));

  const check = await checkLedger(db);
  expect(check, context).toMatchObject({ balanced: true, unbalancedTransactions: 0, negativeAccounts: 0 });
  expect(check.totals).toMatchObject({ cash, charged, refunded, paidOut });

  // Each tutor's balance as the API shows it is the ledger's.
  for (const tutor of tutorsToCheck) {
    const own = (account: string) => 0 - accounts.filter((a) => a.account === account && a.expert_id === tutor.expertId).reduce((s, a) => s + a.balance, 0);
    const [out] = rowsOf<{ paid_out: string }>(
      await db.execute(sql`select coalesce(sum(e.amount), 0)::bigint as paid_out from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where t.kind = 'payout' and e.account = 'tutor_available' and e.expert_id = ${tutor.expertId}`),
    );
    const balance = await t.json('GET', '/api/payments/balance', { as: tutor });
    expect(balance, `${context}: balance of ${tutor.expertId}`).toMatchObject({ pending: own('tutor_pending'), available: own('tutor_available'), paidOut: Number(out.paid_out) });
  }

  // Every payment's ledger follows its status; a booking never ends cancelled with its money kept; one refund at most.
  const payments = rowsOf<{
    booking_id: string;
    booking_status: string;
    booking_payment: string;
    status: string;
    amount: number;
    refunded_amount: number;
    released: boolean;
    charges: string;
    refund_tx: string;
    release_tx: string;
    refund_rows: string;
    refund_sum: string;
    refund_cash: string;
  }>(
    await db.execute(sql`
      select b.id as booking_id, b.status as booking_status, b.payment_status as booking_payment, p.status, p.amount, p.refunded_amount,
        p.released_at is not null as released,
        (select count(*) from ledger_transactions x where x.payment_id = p.id and x.kind = 'charge') as charges,
        (select count(*) from ledger_transactions x where x.payment_id = p.id and x.kind = 'refund') as refund_tx,
        (select count(*) from ledger_transactions x where x.payment_id = p.id and x.kind = 'release') as release_tx,
        (select count(*) from refunds r where r.payment_id = p.id) as refund_rows,
        (select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = p.id) as refund_sum,
        (select coalesce(-sum(e.amount), 0) from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
          where x.payment_id = p.id and x.kind = 'refund' and e.account = 'cash') as refund_cash
      from payments p join bookings b on b.id = p.booking_id`),
  );
  const problems: string[] = [];
  for (const p of payments) {
    const say = (what: string) => problems.push(`${p.booking_id} (${p.booking_status}, payment ${p.status}): ${what}`);
    if (p.booking_payment !== p.status) say(`booking says ${p.booking_payment}`);
    if (p.booking_status === 'cancelled' && p.status === 'paid') say('cancelled but the money was kept');
    if (p.booking_status === 'cancelled' && p.status === 'requires_payment') say('cancelled but still awaiting payment');
    if (Number(p.charges) !== (p.status === 'paid' || p.status === 'refunded' ? 1 : 0)) say(`${p.charges} charges`);
    if (Number(p.refund_rows) > 1) say(`refunded ${p.refund_rows} times`);
    if (Number(p.refund_tx) !== Number(p.refund_rows)) say(`${p.refund_rows} refunds but ${p.refund_tx} in the ledger`);
    if (Number(p.refund_rows) !== (p.status === 'refunded' ? 1 : 0)) say(`${p.refund_rows} refund rows`);
    if (Number(p.refund_sum) !== p.refunded_amount || Number(p.refund_cash) !== p.refunded_amount) say(`refunded ${p.refunded_amount}, refunds ${p.refund_sum}, ledger ${p.refund_cash}`);
    if (p.refunded_amount > p.amount) say('refunded more than was paid');
    if (Number(p.release_tx) !== (p.released ? 1 : 0)) say(`${p.release_tx} releases`);
    if ((p.booking_status === 'confirmed' || p.booking_status === 'completed') && p.status !== 'paid' && p.status !== 'refunded') say('a live session that was never paid');
  }
  expect(problems, context).toEqual([]);
}

const specArb = fc.record({ tutor: fc.nat(1), offering: fc.nat(2), student: fc.nat(1) });
const b = fc.nat(2);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ k: fc.constant('pay' as const), b, card: fc.constantFrom('good' as const, 'good' as const, 'declined' as const) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('cancel' as const), b, by: fc.constantFrom('student' as const, 'tutor' as const) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('confirm' as const), b }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('complete' as const), b }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('dispute' as const), b }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('resolve' as const), b, outcome: fc.constantFrom('refund' as const, 'release' as const) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('releaseDue' as const) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('expire' as const) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('payout' as const), b }) },
);

/**
 * A booking's story: what its student and tutor mean to do, in the order a lesson goes (pay, confirm, then once
 * time moves on: complete or report it, resolve, release, pay out), with the turns they may take instead
 * (a declined card, a cancellation). The stories of a run's bookings are interleaved at random, and random
 * operations from opArb are mixed in, so steps also come out of order.
 */
const storyArb = fc.record({
  spec: specArb,
  declined: fc.boolean(),
  pay: fc.integer({ min: 0, max: 9 }).map((n) => n < 8),
  confirm: fc.integer({ min: 0, max: 9 }).map((n) => n < 8),
  cancelEarly: fc.constantFrom(null, null, null, null, 'student' as const, 'tutor' as const),
  after: fc.constantFrom('complete' as const, 'complete' as const, 'dispute' as const, 'complete-dispute' as const, 'tutor-cancel' as const, 'none' as const),
  outcome: fc.constantFrom('refund' as const, 'release' as const, null),
  releaseDue: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
  payout: fc.integer({ min: 0, max: 3 }).map((n) => n > 0),
});
type Story = typeof storyArb extends fc.Arbitrary<infer S> ? S : never;

function storyOps(s: Story, b: number): { early: Op[]; late: Op[] } {
  const early: Op[] = [];
  if (s.declined) early.push({ k: 'pay', b, card: 'declined' });
  if (s.pay) early.push({ k: 'pay', b, card: 'good' });
  if (s.confirm) early.push({ k: 'confirm', b });
  if (s.cancelEarly) early.push({ k: 'cancel', b, by: s.cancelEarly });
  const late: Op[] = [];
  if (s.after === 'complete' || s.after === 'complete-dispute') late.push({ k: 'complete', b });
  if (s.after === 'dispute' || s.after === 'complete-dispute') late.push({ k: 'dispute', b });
  if (s.after === 'tutor-cancel') late.push({ k: 'cancel', b, by: 'tutor' });
  if (s.outcome) late.push({ k: 'resolve', b, outcome: s.outcome });
  if (s.releaseDue) late.push({ k: 'releaseDue' });
  if (s.payout) late.push({ k: 'payout', b });
  return { early, late };
}

/** Merges ordered lists, taking the next step of the list `picks` names each time (order within a list is kept). */
function interleave(lists: Op[][], picks: number[]): Op[] {
  const queues = lists.map((l) => [...l]);
  const out: Op[] = [];
  let i = 0;
  for (;;) {
    const live = queues.filter((q) => q.length > 0);
    if (live.length === 0) return out;
    out.push(live[(picks[i++ % picks.length] ?? 0) % live.length].shift()!);
  }
}

const runArb = fc.record({
  stories: fc.array(storyArb, { minLength: 2, maxLength: 3 }),
  picks: fc.array(fc.nat(5), { minLength: 8, maxLength: 8 }),
  expireEarly: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  noise: fc.array(fc.tuple(opArb, fc.nat(20)), { maxLength: 2 }),
});

describe('the ledger under random payment sequences', () => {
  it('stays balanced, never negative, money in = money out + balances, balances as the API shows them, one refund per payment', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(runArb, async ({ stories, picks, expireEarly, noise }) => {
        runs += 1;
        const parts = stories.map((s, i) => storyOps(s, i));
        const ops = [...interleave(parts.map((p) => p.early), picks), ...(expireEarly ? [{ k: 'expire' as const }] : []), ...interleave(parts.map((p) => p.late), picks.slice(3))];
        for (const [op, at] of noise) ops.splice(at % (ops.length + 1), 0, op);
        const log = await runSequence(
          stories.map((s) => s.spec),
          ops,
        );
        await checkInvariants(`run ${runs}:\n${log.join('\n')}`);
      }),
      // The state is shared between runs (one database), so a failing run is reported as it is, not shrunk.
      // The ledger's rules do not depend on the database: the embedded one runs the full count, Postgres (whose
      // own concurrency the race test covers) a third of it.
      { numRuns: Number(process.env.PROPERTY_RUNS ?? (process.env.TEST_DATABASE_URL ? 10 : 30)), endOnFailure: true },
    );
    const check = await checkLedger(t.deps.db);
    // The runs moved real money: charges, refunds and payouts all happened.
    expect(check.totals.charged).toBeGreaterThan(0);
    expect(check.totals.refunded).toBeGreaterThan(0);
    expect(check.totals.paidOut).toBeGreaterThan(0);
  }, 180_000);
});

describe('sequences the random runs may miss', () => {
  it('a payment arriving at the test checkout after the tutor cancelled is refused and charges nothing', async () => {
    const own = [await newTutor()];
    await runSequence([{ tutor: 0, offering: 0, student: 0 }], [{ k: 'cancel', b: 0, by: 'tutor' }, { k: 'pay', b: 0, card: 'good' }], own);
    await checkInvariants('cancel then pay', own);
  }, 60_000);

  it('a released earning the tutor has paid out cannot be refunded from under them (the tutor cancels after a dispute was released)', async () => {
    // Paid, confirmed; the student reports a no-show once the session began; the operator releases the earning;
    // the tutor pays it out; then the tutor cancels the (still confirmed) session, which refunds the student in full.
    const own = [await newTutor()];
    const log = await runSequence(
      [{ tutor: 0, offering: 0, student: 0 }],
      [
        { k: 'pay', b: 0, card: 'good' },
        { k: 'confirm', b: 0 },
        { k: 'dispute', b: 0 },
        { k: 'resolve', b: 0, outcome: 'release' },
        { k: 'payout', b: 0 },
        { k: 'cancel', b: 0, by: 'tutor' },
      ],
      own,
    );
    await checkInvariants(`released, paid out, then cancelled:\n${log.join('\n')}`, own);
  }, 60_000);
});
