// The money path with the test provider: a booking holds its slot while the student pays, the test cards
// decide, refunds follow the policy, earnings move from pending to available to paid out, and the ledger
// balances after every step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, emailOutbox } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from '../bookings/bookings.fixtures';
import { HOLD_MINUTES, TEST_CARDS, paymentMessages } from '../../../shared/schemas/payments';
import { checkLedger } from './ledger';
import { releaseDueEarnings, sweepExpiredHolds } from './payments.service';

let t: TestContext;
let tutor: TestUser & { expertId: string };
let student: TestUser;
let offeringId: string;
let clock = Date.now();
const HOUR = 3_600_000;
const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Sam Student' };

beforeAll(async () => {
  t = await createTestContext({ env: { PAYMENT_PROVIDER: 'test', LOG_LEVEL: 'error' }, now: () => new Date(clock) });
  tutor = await t.signUpExpert({ fullName: 'Tara Tutor' });
  student = await t.signUp('student', { fullName: 'Sam Student' });
  offeringId = (await addOffering(t.deps.db, tutor.expertId, { price: 100_000 })).id;
  await setSettings(t.deps.db, tutor.expertId);
  // Open all day, every day (windows are at most 8 hours long).
  for (const from of [0, 8, 16]) await addWindows(t.deps.db, tutor.expertId, dailyWindows(new Date(), 20, from, 8));
});
afterAll(() => t.close());

let hour = 30;
/** A bookable start: whole hours from tomorrow on, a new one each call. */
const nextStart = () => {
  const day0 = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return new Date(day0 + (hour++) * HOUR).toISOString();
};
/** 06:00 UTC (11:30 in the tutor's zone) `days` days after today: a whole session inside the tutor's day at any hour of the run. */
const morningIn = (days: number) => {
  const day0 = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return new Date(day0 + days * 24 * HOUR + 6 * HOUR).toISOString();
};
const book = (startTime = nextStart()) => t.json('POST', '/api/bookings', { as: student, body: { offeringId, startTime }, expect: 201 });
const pay = (paymentId: string, card = good, expect = 200) => t.json('POST', `/api/payments/test-checkout/${paymentId}/pay`, { as: student, body: card, expect });
const paymentIdOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;
const balanced = async () => {
  const check = await checkLedger(t.deps.db);
  expect(check.unbalancedTransactions).toBe(0);
  expect(check.negativeAccounts).toBe(0);
  expect(check.balanced).toBe(true);
  return check;
};

describe('paying for a booking', () => {
  it('holds the slot for 15 minutes and asks the student to pay; the tutor cannot confirm it yet', async () => {
    const b = await book();
    expect(b.status).toBe('pending');
    expect(b.payment.status).toBe('requires_payment');
    expect(b.payment.amount).toBe(100_000);
    expect(b.payment.checkoutUrl).toMatch(/\/checkout\/test\/[0-9a-f-]{36}$/);
    expect(Date.parse(b.payment.holdExpiresAt) - clock).toBe(HOLD_MINUTES * 60_000);
    const refused = await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'confirmed' }, expect: 403 });
    expect(refused.error.message).toBe(paymentMessages.awaitingPayment);
    // Not a request the tutor sees counted until it is paid.
    expect((await t.json('GET', '/api/bookings/counts', { as: tutor })).pendingSessions).toBe(0);
  });

  it('a declined card says so in plain words and keeps the hold; the test card then pays it', async () => {
    const b = await book();
    const id = paymentIdOf(b.payment.checkoutUrl);
    const checkout = await t.json('GET', `/api/payments/test-checkout/${id}`, { as: student });
    expect(checkout).toMatchObject({ amount: 100_000, tutorName: 'Tara Tutor', status: 'requires_payment' });
    const declined = await pay(id, { ...good, cardNumber: TEST_CARDS.declined });
    expect(declined).toMatchObject({ status: 'failed', message: paymentMessages.declined });
    const poor = await pay(id, { ...good, cardNumber: TEST_CARDS.insufficientFunds });
    expect(poor.message).toBe(paymentMessages.insufficientFunds);
    const still = await t.json('GET', `/api/bookings/${b.id}`, { as: student });
    expect(still.payment).toMatchObject({ status: 'requires_payment', failureMessage: paymentMessages.insufficientFunds });
    const bad = await pay(id, { ...good, expiry: '01/20' }, 422);
    expect(bad.error.fields.expiry).toBe(paymentMessages.invalidExpiry);

    const paid = await pay(id);
    expect(paid).toMatchObject({ status: 'paid', returnUrl: `/booking/${tutor.expertId}?booking=${b.id}` });
    const after = await t.json('GET', `/api/bookings/${b.id}`, { as: student });
    expect(after.payment).toMatchObject({ status: 'paid', checkoutUrl: null, holdExpiresAt: null, failureMessage: null });
    expect(after.status).toBe('pending');
    // Paying twice is refused, and charges nothing twice.
    await pay(id, good, 409);
    const history = await t.json('GET', '/api/payments/history', { as: student });
    const receipt = history.payments.find((p: { bookingId: string }) => p.bookingId === b.id);
    expect(receipt.receiptNumber).toMatch(/^R\d{4}-\d{6}$/);
    expect(receipt.tax).toEqual({ label: 'GST', ratePercent: 18, amount: 15_254 });
    const mails = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, student.email));
    expect(mails.some((m) => m.kind === 'payment.receipt' && m.text.includes(receipt.receiptNumber))).toBe(true);
    // The tutor is asked now, and may confirm.
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'confirmed' } });
    const check = await balanced();
    expect(check.totals.charged).toBeGreaterThanOrEqual(100_000);
  });

  it('an unpaid hold expires by itself once, and its slot can be booked again', async () => {
    const start = nextStart();
    const b = await book(start);
    clock += (HOLD_MINUTES + 1) * 60_000;
    try {
      const [a, again] = await Promise.all([sweepExpiredHolds(t.deps), sweepExpiredHolds(t.deps)]);
      expect(a + again).toBeGreaterThanOrEqual(1);
      const gone = await t.json('GET', `/api/bookings/${b.id}`, { as: student });
      expect(gone).toMatchObject({ status: 'cancelled', payment: { status: 'expired' } });
      await pay(paymentIdOf(b.payment.checkoutUrl), good, 409);
      const rebooked = await book(start);
      expect(rebooked.payment.status).toBe('requires_payment');
      // The student lets this hold go before paying: the tutor, never asked, is told nothing.
      const before = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, tutor.email));
      const dropped = await t.json('PATCH', `/api/bookings/${rebooked.id}`, { as: student, body: { status: 'cancelled' } });
      expect(dropped.payment.status).toBe('expired');
      expect(await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, tutor.email))).toHaveLength(before.length);
    } finally {
      clock = Date.now();
    }
  });
  it("a hold that ran out unswept frees its slot to the next booking of that tutor; a live hold is left alone", async () => {
    const start = nextStart();
    const b = await book(start);
    const other = await book();
    clock += 60_000;
    try {
      // Another booking while both holds are live leaves them be.
      const third = await book();
      for (const id of [b.id, other.id]) expect(await t.json('GET', `/api/bookings/${id}`, { as: student })).toMatchObject({ status: 'pending', payment: { status: 'requires_payment' } });
      clock += HOLD_MINUTES * 60_000;
      // No sweep ran: the booking of the same time ends the holds that ran out, under the tutor's lock.
      const again = await book(start);
      expect(again.payment.status).toBe('requires_payment');
      for (const id of [b.id, other.id, third.id]) expect(await t.json('GET', `/api/bookings/${id}`, { as: student })).toMatchObject({ status: 'cancelled', payment: { status: 'expired' } });
    } finally {
      clock = Date.now();
    }
  });
});

describe('refunds and earnings', () => {
  it("the tutor's cancellation refunds in full at once, with an e-mail; a second cancel refunds nothing", async () => {
    const b = await book();
    await pay(paymentIdOf(b.payment.checkoutUrl));
    const cancelled = await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'cancelled', reason: 'Something came up.' } });
    expect(cancelled.payment).toMatchObject({ status: 'refunded', refundedAmount: 100_000 });
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'cancelled', reason: 'Something came up.' }, expect: 403 });
    const mails = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, student.email));
    expect(mails.filter((m) => m.kind === 'payment.refund')).toHaveLength(1);
    const admin = await adminView();
    expect(admin.refunds.filter((r: { bookingId: string }) => r.bookingId === b.id)).toHaveLength(1);
    await balanced();
  });

  it('a student cancelling in time is refunded in full', async () => {
    const b = await book();
    await pay(paymentIdOf(b.payment.checkoutUrl));
    const cancelled = await t.json('PATCH', `/api/bookings/${b.id}`, { as: student, body: { status: 'cancelled' } });
    expect(cancelled.payment.status).toBe('refunded');
    await balanced();
  });

  it('a completed session releases 24 h later; the tutor pays the balance out; a dispute holds it back', async () => {
    const b = await t.json('POST', '/api/bookings', { as: student, body: { offeringId, startTime: morningIn(3) }, expect: 201 });
    await pay(paymentIdOf(b.payment.checkoutUrl));
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'confirmed' } });
    const before = await t.json('GET', '/api/payments/balance', { as: tutor });
    expect(before.pending).toBeGreaterThanOrEqual(85_000);

    clock = Date.parse(b.scheduledAt) + 2 * HOUR;
    try {
      await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'completed' } });
      expect(await releaseDueEarnings(t.deps)).toBe(0); // within the dispute window
      clock = Date.parse(b.endsAt) + 25 * HOUR;
      expect(await releaseDueEarnings(t.deps)).toBe(1);
      expect(await releaseDueEarnings(t.deps)).toBe(0);
      const released = await t.json('GET', '/api/payments/balance', { as: tutor });
      expect(released.available).toBe(85_000);
      expect(released.pending).toBe(before.pending - 85_000);

      const noDetails = await t.json('POST', '/api/payments/payouts', { as: tutor, expect: 403 });
      expect(noDetails.error.message).toBe(paymentMessages.payoutDetailsMissing);
      const bad = await t.json('PUT', '/api/payments/payout-details', { as: tutor, body: { method: 'bank', accountHolder: 'Tara Tutor', accountNumber: '12', ifsc: 'x' }, expect: 422 });
      expect(Object.keys(bad.error.fields ?? {})).toEqual(expect.arrayContaining(['accountNumber']));
      const saved = await t.json('PUT', '/api/payments/payout-details', { as: tutor, body: { method: 'bank', accountHolder: 'Tara Tutor', accountNumber: '123456789012', ifsc: 'hdfc0001234' } });
      expect(saved).toMatchObject({ accountNumberLast4: '9012', ifsc: 'HDFC0001234' });
      const [one, two] = await Promise.all([
        t.request('POST', '/api/payments/payouts', { as: tutor }),
        t.request('POST', '/api/payments/payouts', { as: tutor }),
      ]);
      expect([one.status, two.status].sort()).toEqual([201, 403]);
      const after = await t.json('GET', '/api/payments/balance', { as: tutor });
      expect(after).toMatchObject({ available: 0, paidOut: 85_000 });
      const earnings = await t.json('GET', '/api/payments/earnings', { as: tutor });
      expect(earnings.payouts[0]).toMatchObject({ status: 'paid', amount: 85_000 });
      expect(earnings.monthly).toHaveLength(12);
      const history = await t.json('GET', '/api/payments/history', { as: tutor });
      expect(history.transactions.map((x: { kind: string }) => x.kind)).toEqual(expect.arrayContaining(['charge', 'release', 'payout']));
      const check = await balanced();
      expect(check.totals.paidOut).toBe(85_000);
    } finally {
      clock = Date.now();
    }
  });

  it('a reported no-show holds the earning until the operator refunds it', async () => {
    const b = await t.json('POST', '/api/bookings', { as: student, body: { offeringId, startTime: morningIn(4) }, expect: 201 });
    await pay(paymentIdOf(b.payment.checkoutUrl));
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'confirmed' } });
    const early = await t.json('POST', `/api/bookings/${b.id}/dispute`, { as: student, body: { reason: 'The tutor never joined the call.' }, expect: 403 });
    expect(early.error.message).toBe(paymentMessages.disputeWindow);
    clock = Date.parse(b.endsAt) + HOUR;
    try {
      await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'completed' } });
      const d = await t.json('POST', `/api/bookings/${b.id}/dispute`, { as: student, body: { reason: 'The tutor never joined the call.' }, expect: 201 });
      await t.json('POST', `/api/bookings/${b.id}/dispute`, { as: student, body: { reason: 'The tutor never joined the call.' }, expect: 409 });
      clock = Date.parse(b.endsAt) + 30 * HOUR;
      expect(await releaseDueEarnings(t.deps)).toBe(0);
      await t.json('POST', `/api/admin/disputes/${d.id}/resolve`, { as: student, body: { outcome: 'refund' }, expect: 403 });
      const admin = await adminUser();
      const resolved = await t.json('POST', `/api/admin/disputes/${d.id}/resolve`, { as: admin, body: { outcome: 'refund' } });
      expect(resolved.status).toBe('refunded');
      const after = await t.json('GET', `/api/bookings/${b.id}`, { as: student });
      expect(after.payment.status).toBe('refunded');
      await balanced();
    } finally {
      clock = Date.now();
    }
  });
});

let admin: TestUser | null = null;
async function adminUser() {
  if (admin) return admin;
  const u = await t.signUp('student', { fullName: 'Olive Operator' });
  const { user } = await import('../../db/schema');
  await t.deps.db.update(user).set({ isAdmin: true }).where(eq(user.id, u.id));
  admin = u;
  return u;
}
const adminView = async () => t.json('GET', '/api/admin/payments', { as: await adminUser() });

describe('offline payments', () => {
  it('books without a hold; the tutor marks it paid', async () => {
    const off = await createTestContext({ env: { PAYMENT_PROVIDER: 'offline' } });
    try {
      const tt = await off.signUpExpert({ fullName: 'Omar Offline' });
      const s = await off.signUp('student');
      const o = await addOffering(off.deps.db, tt.expertId, { price: 40_000 });
      await setSettings(off.deps.db, tt.expertId);
      await addWindows(off.deps.db, tt.expertId, dailyWindows(new Date(), 5, 0, 8));
      const day0 = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
      const b = await off.json('POST', '/api/bookings', { as: s, body: { offeringId: o.id, startTime: new Date(day0 + 51 * HOUR).toISOString() }, expect: 201 });
      expect(b.payment).toMatchObject({ status: 'requires_payment', provider: 'offline', checkoutUrl: null, holdExpiresAt: null });
      await off.json('POST', `/api/bookings/${b.id}/mark-paid`, { as: s, expect: 403 });
      const paid = await off.json('POST', `/api/bookings/${b.id}/mark-paid`, { as: tt });
      expect(paid.payment.status).toBe('paid');
      const [row] = await off.deps.db.select({ s: bookings.paymentStatus }).from(bookings).where(eq(bookings.id, b.id));
      expect(row.s).toBe('paid');
    } finally {
      await off.close();
    }
  });
});
