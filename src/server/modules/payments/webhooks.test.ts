// The webhook route end to end: the app with PAYMENT_PROVIDER=stripe (then razorpay) against a local fake of the
// provider's API (a real HTTP server on 127.0.0.1), webhooks signed here with real HMAC-SHA256 signatures.
// Booking creates the checkout at the fake; a signed event pays it once however often and in whatever order it
// comes; a bad signature changes nothing; a refund reaches the fake exactly once, also after a timeout.
import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, ledgerTransactions, paymentEvents, payments, refunds } from '../../db/schema';
import { sendJson, startFakeServer, type RecordedRequest } from '../../testing/fake-http-server';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from '../bookings/bookings.fixtures';
import { HOLD_MINUTES } from '../../../shared/schemas/payments';
import { STRIPE_API_VERSION } from '../../adapters/payments/stripe';
import { checkLedger } from './ledger';
import { sendRefunds, sweepExpiredHolds } from './payments.service';

const HOUR = 3_600_000;
const PRICE = 120_000;
let clock = Date.now();

type Setup = { t: TestContext; tutor: TestUser & { expertId: string }; student: TestUser; offeringId: string };

async function setUp(env: Record<string, string>): Promise<Setup> {
  const t = await createTestContext({ env: { LOG_LEVEL: 'silent', PAYMENT_TIMEOUT_MS: '3000', ...env }, now: () => new Date(clock) });
  const tutor = await t.signUpExpert({ fullName: 'Wendy Webhook' });
  const student = await t.signUp('student', { fullName: 'Sid Student' });
  const offeringId = (await addOffering(t.deps.db, tutor.expertId, { price: PRICE })).id;
  await setSettings(t.deps.db, tutor.expertId);
  for (const from of [0, 8, 16]) await addWindows(t.deps.db, tutor.expertId, dailyWindows(new Date(), 10, from, 8));
  return { t, tutor, student, offeringId };
}

// Whole hours from tomorrow on, each booking its own (18:00 UTC is 23:30 in the tutor's zone, past the day's end).
let hour = 30;
function nextStart() {
  if (hour % 24 === 18) hour++;
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) + hour++ * HOUR).toISOString();
}

async function paymentOf(s: Setup, bookingId: string) {
  const [p] = await s.t.deps.db.select().from(payments).where(eq(payments.bookingId, bookingId));
  return p;
}
const charges = async (s: Setup, paymentId: string) =>
  (await s.t.deps.db.select().from(ledgerTransactions).where(and(eq(ledgerTransactions.paymentId, paymentId), eq(ledgerTransactions.kind, 'charge')))).length;
const receipts = async (s: Setup) => (await s.t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, s.student.email), eq(emailOutbox.kind, 'payment.receipt')))).length;
const eventCount = async (s: Setup) => Number(((await s.t.deps.db.execute(sql`select count(*)::int as n from payment_events`)) as unknown as { rows: { n: number }[] }).rows[0].n);

async function balanced(s: Setup) {
  const check = await checkLedger(s.t.deps.db);
  expect(check).toMatchObject({ balanced: true, unbalancedTransactions: 0, negativeAccounts: 0 });
}

/** POSTs a raw body to the webhook route, as the provider does (no cookie, its own signature header). */
async function deliver(s: Setup, provider: 'stripe' | 'razorpay', body: string, headers: Record<string, string>) {
  const res = await s.t.app.request(`http://localhost:3000/api/payments/webhooks/${provider}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, body: (await res.json()) as unknown };
}

// ── Stripe ───────────────────────────────────────────────────────────────────

const STRIPE_KEY = 'sk_test_webhooks_51Hx';
const WHSEC = 'whsec_webhooks_test_secret';
type Session = { id: string; object: 'checkout.session'; url: string; status: string; payment_status: string; amount_total: number; currency: string; payment_intent: string | null; metadata: Record<string, string> };

/** Stripe's Checkout Sessions and refunds, with Stripe's idempotency (the same key answers the first answer again). */
function fakeStripe() {
  const sessions = new Map<string, Session>();
  const refundsMade: { id: string; payment_intent: string; amount: number; key: string }[] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  const state = { refundsHang: false };
  let seq = 0;
  const form = (req: RecordedRequest) => Object.fromEntries(new URLSearchParams(typeof req.body === 'string' ? req.body : ''));

  const handler = (req: RecordedRequest, res: ServerResponse) => {
    if (req.headers.authorization !== `Bearer ${STRIPE_KEY}` || req.headers['stripe-version'] !== STRIPE_API_VERSION) return sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
    const url = new URL(req.path, 'http://fake');
    const key = req.headers['idempotency-key'];
    if (req.method === 'POST' && typeof key === 'string' && answered.has(key)) {
      const a = answered.get(key)!;
      return sendJson(res, a.status, a.body);
    }
    const answer = (status: number, body: unknown) => {
      if (req.method === 'POST' && typeof key === 'string') answered.set(key, { status, body });
      return { status, body };
    };
    let out: { status: number; body: unknown };
    const p = form(req);
    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${++seq}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(p['line_items[0][price_data][unit_amount]']),
        currency: p['line_items[0][price_data][currency]'],
        payment_intent: null,
        metadata: { payment_id: p['metadata[payment_id]'], booking_id: p['metadata[booking_id]'] },
      };
      sessions.set(id, session);
      out = answer(200, session);
    } else if (req.method === 'GET' && get) {
      const session = sessions.get(decodeURIComponent(get[1]));
      out = session ? { status: 200, body: session } : { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } } };
    } else if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const session = [...sessions.values()].find((x) => x.payment_intent === p.payment_intent && x.payment_status === 'paid');
      const done = refundsMade.filter((r) => r.payment_intent === p.payment_intent).reduce((sum, r) => sum + r.amount, 0);
      if (!session) out = answer(400, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
      else if (done + Number(p.amount) > session.amount_total) out = answer(400, { error: { type: 'invalid_request_error', message: 'Refund amount is greater than unrefunded amount on charge.' } });
      else {
        const refund = { id: `re_test_${++seq}`, object: 'refund', payment_intent: p.payment_intent, amount: Number(p.amount), status: 'succeeded', key: String(key) };
        refundsMade.push(refund);
        out = answer(200, refund);
      }
      // The refund is made, but its answer never comes back (a timeout on our side).
      if (state.refundsHang) return;
    } else out = { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } } };
    sendJson(res, out.status, out.body);
  };

  /** The student pays on Stripe's page: the session completes with a PaymentIntent. */
  const pay = (sessionId: string) => Object.assign(sessions.get(sessionId)!, { status: 'complete', payment_status: 'paid', payment_intent: `pi_test_${++seq}` });
  return { handler, sessions, refundsMade, state, pay };
}

function stripeSignature(body: string, secret = WHSEC, at = Math.floor(Date.now() / 1000)) {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`, 'utf8').digest('hex')}`;
}
const stripeEvent = (id: string, type: string, object: unknown) => JSON.stringify({ id, object: 'event', api_version: STRIPE_API_VERSION, created: Math.floor(Date.now() / 1000), type, data: { object } });

describe('Stripe webhooks through the app', () => {
  let s: Setup;
  let fake: ReturnType<typeof fakeStripe>;
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let evt = 0;

  beforeAll(async () => {
    fake = fakeStripe();
    server = await startFakeServer(fake.handler);
    s = await setUp({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_WEBHOOK_SECRET: WHSEC, STRIPE_API_URL: server.url });
  }, 120_000);
  afterAll(async () => {
    await s?.t.close();
    await server?.close();
  });

  /** Books a session: the checkout session is created at the fake. */
  async function bookAtStripe() {
    const b = await s.t.json('POST', '/api/bookings', { as: s.student, body: { offeringId: s.offeringId, startTime: nextStart() }, expect: 201 });
    const p = await paymentOf(s, b.id);
    const session = fake.sessions.get(p.providerRef!)!;
    return { b, p, session };
  }
  const completed = (session: Session, id = `evt_${++evt}`) => stripeEvent(id, 'checkout.session.completed', session);

  it('booking creates the checkout session at Stripe; a correctly signed checkout.session.completed pays the booking once, with a receipt', async () => {
    const { b, p, session } = await bookAtStripe();
    expect(session).toMatchObject({ amount_total: PRICE, currency: 'inr', metadata: { payment_id: p.id, booking_id: b.id } });
    expect(b.payment).toMatchObject({ status: 'requires_payment', provider: 'stripe', checkoutUrl: session.url });
    const create = server.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && String(r.body).includes(p.id))!;
    expect(create.headers['idempotency-key']).toBeTruthy();

    fake.pay(session.id);
    const body = completed(session);
    const first = await deliver(s, 'stripe', body, { 'stripe-signature': stripeSignature(body) });
    expect(first).toEqual({ status: 200, body: { received: true } });
    const paid = await s.t.json('GET', `/api/bookings/${b.id}`, { as: s.student });
    expect(paid.payment).toMatchObject({ status: 'paid', checkoutUrl: null, holdExpiresAt: null });
    const after = await paymentOf(s, b.id);
    expect(after.receiptNumber).toMatch(/^R\d{4}-\d{6}$/);
    expect(await charges(s, p.id)).toBe(1);
    expect(await receipts(s)).toBe(1);

    // The same event again (Stripe retries until it hears 2xx): received, and nothing more happens.
    const again = await deliver(s, 'stripe', body, { 'stripe-signature': stripeSignature(body) });
    expect(again).toEqual({ status: 200, body: { received: true } });
    // The same payment reported by another event (async_payment_succeeded): still one charge.
    const other = stripeEvent(`evt_${++evt}`, 'checkout.session.async_payment_succeeded', session);
    expect((await deliver(s, 'stripe', other, { 'stripe-signature': stripeSignature(other) })).status).toBe(200);
    expect(await charges(s, p.id)).toBe(1);
    expect(await receipts(s)).toBe(1);
    expect((await paymentOf(s, b.id)).receiptNumber).toBe(after.receiptNumber);
    await balanced(s);
  }, 60_000);

  it('a bad, missing, stale or foreign signature answers 400 and changes nothing', async () => {
    const { b, p, session } = await bookAtStripe();
    fake.pay(session.id);
    const body = completed(session);
    const events = await eventCount(s);
    const bad: Record<string, string>[] = [
      { 'stripe-signature': stripeSignature(body, 'whsec_someone_else') },
      { 'stripe-signature': stripeSignature(`${body} `) },
      { 'stripe-signature': stripeSignature(body, WHSEC, Math.floor(Date.now() / 1000) - 3600) },
      { 'stripe-signature': 't=1,v1=nothex' },
      {},
    ];
    for (const headers of bad) {
      const res = await deliver(s, 'stripe', body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(400);
    }
    // Signed right but sent to the other provider's address: not ours to read.
    expect((await deliver(s, 'razorpay', body, { 'x-razorpay-signature': 'ab' })).status).toBe(404);
    expect((await paymentOf(s, b.id)).status).toBe('requires_payment');
    expect(await charges(s, p.id)).toBe(0);
    expect(await eventCount(s)).toBe(events);
    // The real one still works afterwards (the bad ones did not use up its event id).
    expect((await deliver(s, 'stripe', body, { 'stripe-signature': stripeSignature(body) })).status).toBe(200);
    expect((await paymentOf(s, b.id)).status).toBe('paid');
  }, 60_000);

  it('out of order: a payment_intent.payment_failed arriving after the success leaves it paid; a failure before it does not stop it', async () => {
    const { b, p, session } = await bookAtStripe();
    fake.pay(session.id);
    const failed = (id: string) => stripeEvent(id, 'payment_intent.payment_failed', { id: session.payment_intent, object: 'payment_intent', metadata: { payment_id: p.id }, last_payment_error: { message: 'Your card was declined.' } });
    const early = failed(`evt_${++evt}`);
    expect((await deliver(s, 'stripe', early, { 'stripe-signature': stripeSignature(early) })).status).toBe(200);
    const waiting = await s.t.json('GET', `/api/bookings/${b.id}`, { as: s.student });
    expect(waiting.payment).toMatchObject({ status: 'requires_payment', failureMessage: 'Your card was declined.' });

    const ok = completed(session);
    expect((await deliver(s, 'stripe', ok, { 'stripe-signature': stripeSignature(ok) })).status).toBe(200);
    const late = failed(`evt_${++evt}`);
    expect((await deliver(s, 'stripe', late, { 'stripe-signature': stripeSignature(late) })).status).toBe(200);
    const final = await s.t.json('GET', `/api/bookings/${b.id}`, { as: s.student });
    expect(final.payment).toMatchObject({ status: 'paid', failureMessage: null });
    expect(await charges(s, p.id)).toBe(1);
    await balanced(s);
  }, 60_000);

  it("the tutor's cancellation sends the refund to Stripe exactly once, with an Idempotency-Key", async () => {
    const { b, session } = await bookAtStripe();
    fake.pay(session.id);
    const body = completed(session);
    await deliver(s, 'stripe', body, { 'stripe-signature': stripeSignature(body) });
    const cancelled = await s.t.json('PATCH', `/api/bookings/${b.id}`, { as: s.tutor, body: { status: 'cancelled', reason: 'Something came up.' } });
    expect(cancelled.payment).toMatchObject({ status: 'refunded', refundedAmount: PRICE });
    const sent = server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && String(r.body).includes(session.payment_intent!));
    expect(sent).toHaveLength(1);
    expect(sent[0].headers['idempotency-key']).toMatch(/^refund:/);
    expect(fake.refundsMade.filter((r) => r.payment_intent === session.payment_intent)).toEqual([expect.objectContaining({ amount: PRICE })]);
    const p = await paymentOf(s, b.id);
    const [row] = await s.t.deps.db.select().from(refunds).where(eq(refunds.paymentId, p.id));
    expect(row).toMatchObject({ status: 'succeeded', amount: PRICE });
    expect(row.providerRef).toMatch(/^re_test_/);
    // The worker's pass finds nothing left to send; a second cancel is refused.
    expect(await sendRefunds(s.t.deps)).toBe(0);
    await s.t.json('PATCH', `/api/bookings/${b.id}`, { as: s.tutor, body: { status: 'cancelled', reason: 'Something came up.' }, expect: 403 });
    expect(server.requests.filter((r) => r.path === '/v1/refunds' && String(r.body).includes(session.payment_intent!))).toHaveLength(1);
    await balanced(s);
  }, 60_000);

  it('a refund Stripe does not answer in time stays pending; sendRefunds sends it later under the same key, and Stripe refunds once', async () => {
    const { b, session } = await bookAtStripe();
    fake.pay(session.id);
    const body = completed(session);
    await deliver(s, 'stripe', body, { 'stripe-signature': stripeSignature(body) });
    fake.state.refundsHang = true;
    let cancelled;
    try {
      cancelled = await s.t.json('PATCH', `/api/bookings/${b.id}`, { as: s.student, body: { status: 'cancelled' } });
    } finally {
      fake.state.refundsHang = false;
    }
    // Our side has refunded (ledger, statuses); the provider's answer is still owed.
    expect(cancelled.payment.status).toBe('refunded');
    const p = await paymentOf(s, b.id);
    const [pending] = await s.t.deps.db.select().from(refunds).where(eq(refunds.paymentId, p.id));
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, providerRef: null });
    expect(pending.error).toBeTruthy();

    expect(await sendRefunds(s.t.deps)).toBe(1);
    const [done] = await s.t.deps.db.select().from(refunds).where(eq(refunds.paymentId, p.id));
    expect(done.status).toBe('succeeded');
    const posts = server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && String(r.body).includes(session.payment_intent!));
    expect(posts).toHaveLength(2);
    expect(new Set(posts.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    // Stripe made one refund: the retry was answered with the first one.
    const made = fake.refundsMade.filter((r) => r.payment_intent === session.payment_intent);
    expect(made).toHaveLength(1);
    expect(done.providerRef).toBe(made[0].id);
    expect(await sendRefunds(s.t.deps)).toBe(0);
    await balanced(s);
  }, 60_000);

  it('money that arrives after the hold expired is charged and refunded at once', async () => {
    const { b, p, session } = await bookAtStripe();
    clock += (HOLD_MINUTES + 1) * 60_000;
    try {
      expect(await sweepExpiredHolds(s.t.deps)).toBeGreaterThanOrEqual(1);
      fake.pay(session.id);
      const body = completed(session);
      expect((await deliver(s, 'stripe', body, { 'stripe-signature': stripeSignature(body) })).status).toBe(200);
      const after = await s.t.json('GET', `/api/bookings/${b.id}`, { as: s.student });
      expect(after).toMatchObject({ status: 'cancelled', payment: { status: 'refunded', refundedAmount: PRICE } });
      expect(await charges(s, p.id)).toBe(1);
      expect(fake.refundsMade.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);
      await balanced(s);
    } finally {
      clock = Date.now();
    }
  }, 60_000);
});

// ── Razorpay ─────────────────────────────────────────────────────────────────

const RZP_KEY_ID = 'rzp_test_webhooks';
const RZP_SECRET = 'rzp-key-secret-webhooks';
const RZP_WHSEC = 'rzp-webhook-secret-webhooks';
type Order = { id: string; entity: 'order'; amount: number; amount_paid: number; currency: string; receipt: string; notes: Record<string, string>; status: string };
type RzpPayment = { id: string; entity: 'payment'; amount: number; currency: string; status: string; order_id: string; notes: Record<string, string>; created_at: number };

function fakeRazorpay() {
  const orders = new Map<string, Order>();
  const paid: RzpPayment[] = [];
  const refundsMade: { id: string; payment_id: string; amount: number; notes: Record<string, string> }[] = [];
  const basic = `Basic ${Buffer.from(`${RZP_KEY_ID}:${RZP_SECRET}`).toString('base64')}`;
  let seq = 0;
  const handler = (req: RecordedRequest, res: ServerResponse) => {
    if (req.headers.authorization !== basic) return sendJson(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (req.method === 'POST' && req.path === '/v1/orders') {
      const order: Order = { id: `order_${++seq}`, entity: 'order', amount: body.amount as number, amount_paid: 0, currency: body.currency as string, receipt: body.receipt as string, notes: body.notes as Record<string, string>, status: 'created' };
      orders.set(order.id, order);
      return sendJson(res, 200, order);
    }
    let m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const items = paid.filter((p) => p.order_id === m![1]);
      return sendJson(res, 200, { entity: 'collection', count: items.length, items });
    }
    m = /^\/v1\/payments\/([^/]+)\/refunds/.exec(req.path);
    if (req.method === 'GET' && m) {
      const items = refundsMade.filter((r) => r.payment_id === m![1]);
      return sendJson(res, 200, { entity: 'collection', count: items.length, items });
    }
    m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.path);
    if (req.method === 'POST' && m) {
      const refund = { id: `rfnd_${++seq}`, entity: 'refund', payment_id: m[1], amount: body.amount as number, notes: body.notes as Record<string, string>, status: 'processed' };
      refundsMade.push(refund);
      return sendJson(res, 200, refund);
    }
    return sendJson(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: `The requested URL was not found on the server (${req.path}).` } });
  };
  /** The student pays in the widget; the payment is captured. */
  const pay = (orderId: string) => {
    const order = orders.get(orderId)!;
    const payment: RzpPayment = { id: `pay_${++seq}`, entity: 'payment', amount: order.amount, currency: order.currency, status: 'captured', order_id: order.id, notes: order.notes, created_at: 1_777_000_000 + seq };
    paid.push(payment);
    Object.assign(order, { status: 'paid', amount_paid: order.amount });
    return payment;
  };
  return { handler, orders, refundsMade, pay };
}

const rzpSign = (body: string, secret = RZP_WHSEC) => createHmac('sha256', secret).update(body, 'utf8').digest('hex');
const rzpEvent = (event: string, payload: Record<string, unknown>) => JSON.stringify({ entity: 'event', account_id: 'acc_test', event, contains: Object.keys(payload), payload, created_at: Math.floor(Date.now() / 1000) });

describe('Razorpay webhooks through the app', () => {
  let s: Setup;
  let fake: ReturnType<typeof fakeRazorpay>;
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let evt = 0;

  beforeAll(async () => {
    fake = fakeRazorpay();
    server = await startFakeServer(fake.handler);
    s = await setUp({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: RZP_KEY_ID, RAZORPAY_KEY_SECRET: RZP_SECRET, RAZORPAY_WEBHOOK_SECRET: RZP_WHSEC, RAZORPAY_API_URL: server.url });
  }, 120_000);
  afterAll(async () => {
    await s?.t.close();
    await server?.close();
  });

  async function bookAtRazorpay() {
    const b = await s.t.json('POST', '/api/bookings', { as: s.student, body: { offeringId: s.offeringId, startTime: nextStart() }, expect: 201 });
    const p = await paymentOf(s, b.id);
    return { b, p, order: fake.orders.get(p.providerRef!)! };
  }
  const send = (body: string, id = `evt_rzp_${++evt}`, signature = rzpSign(body)) => deliver(s, 'razorpay', body, { 'x-razorpay-signature': signature, 'x-razorpay-event-id': id });

  it('booking creates the order at Razorpay; a signed order.paid pays it; the same event again and payment.captured have no further effect', async () => {
    const { b, p, order } = await bookAtRazorpay();
    expect(order).toMatchObject({ amount: PRICE, currency: 'INR', notes: { payment_id: p.id, booking_id: b.id } });
    expect(b.payment).toMatchObject({ status: 'requires_payment', provider: 'razorpay' });
    const payment = fake.pay(order.id);
    const orderPaid = rzpEvent('order.paid', { payment: { entity: payment }, order: { entity: fake.orders.get(order.id) } });
    expect(await send(orderPaid, 'evt_rzp_dup')).toEqual({ status: 200, body: { received: true } });
    expect((await paymentOf(s, b.id)).status).toBe('paid');
    expect(await charges(s, p.id)).toBe(1);
    const receiptsBefore = await receipts(s);

    expect((await send(orderPaid, 'evt_rzp_dup')).status).toBe(200);
    const captured = rzpEvent('payment.captured', { payment: { entity: payment } });
    expect((await send(captured)).status).toBe(200);
    // Out of order: a failure reported after the capture changes nothing.
    const failed = rzpEvent('payment.failed', { payment: { entity: { ...payment, id: 'pay_failed_late', status: 'failed', error_description: 'Payment was declined by the bank.' } } });
    expect((await send(failed)).status).toBe(200);
    const final = await s.t.json('GET', `/api/bookings/${b.id}`, { as: s.student });
    expect(final.payment).toMatchObject({ status: 'paid', failureMessage: null });
    expect(await charges(s, p.id)).toBe(1);
    expect(await receipts(s)).toBe(receiptsBefore);
    const recorded = await s.t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_rzp_dup'));
    expect(recorded).toHaveLength(1);
    await balanced(s);
  }, 60_000);

  it("the checkout widget's signed success pays the booking once verified; a forged signature is refused", async () => {
    const { b, p, order } = await bookAtRazorpay();
    expect(b.payment.checkoutUrl).toBe(`http://localhost:3000/checkout/razorpay/${p.id}`);
    const opened = await s.t.json('GET', `/api/payments/razorpay-checkout/${p.id}`, { as: s.student });
    expect(opened).toMatchObject({ keyId: RZP_KEY_ID, orderId: order.id, amount: PRICE, status: 'requires_payment' });
    const payment = fake.pay(order.id);
    const signature = createHmac('sha256', RZP_SECRET).update(`${order.id}|${payment.id}`).digest('hex');
    const forged = await s.t.json('POST', `/api/payments/razorpay-checkout/${p.id}/verify`, { as: s.student, body: { razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: 'f'.repeat(64) }, expect: 400 });
    expect(forged.error.message).toBe('The payment could not be verified.');
    expect((await paymentOf(s, b.id)).status).toBe('requires_payment');
    const ok = await s.t.json('POST', `/api/payments/razorpay-checkout/${p.id}/verify`, { as: s.student, body: { razorpay_order_id: order.id, razorpay_payment_id: payment.id, razorpay_signature: signature } });
    expect(ok.returnUrl).toBe(`/booking/${s.tutor.expertId}?booking=${b.id}`);
    expect((await paymentOf(s, b.id)).status).toBe('paid');
    expect(await charges(s, p.id)).toBe(1);
    await balanced(s);
  }, 60_000);

  it('a bad or missing X-Razorpay-Signature answers 400 and changes nothing', async () => {
    const { b, p, order } = await bookAtRazorpay();
    const payment = fake.pay(order.id);
    const body = rzpEvent('order.paid', { payment: { entity: payment }, order: { entity: fake.orders.get(order.id) } });
    const events = await eventCount(s);
    for (const signature of [rzpSign(body, 'someone-elses-secret'), rzpSign(`${body}\n`), 'zz', '']) {
      const res = await deliver(s, 'razorpay', body, signature ? { 'x-razorpay-signature': signature, 'x-razorpay-event-id': 'evt_rzp_bad' } : { 'x-razorpay-event-id': 'evt_rzp_bad' });
      expect(res.status, signature).toBe(400);
    }
    expect((await deliver(s, 'stripe', body, { 'stripe-signature': 't=1,v1=00' })).status).toBe(404);
    expect((await paymentOf(s, b.id)).status).toBe('requires_payment');
    expect(await charges(s, p.id)).toBe(0);
    expect(await eventCount(s)).toBe(events);
    expect((await send(body, 'evt_rzp_bad')).status).toBe(200);
    expect((await paymentOf(s, b.id)).status).toBe('paid');
  }, 60_000);

  it("the tutor's cancellation refunds once at Razorpay", async () => {
    const { b, order } = await bookAtRazorpay();
    const payment = fake.pay(order.id);
    await send(rzpEvent('order.paid', { payment: { entity: payment }, order: { entity: fake.orders.get(order.id) } }));
    const cancelled = await s.t.json('PATCH', `/api/bookings/${b.id}`, { as: s.tutor, body: { status: 'cancelled', reason: 'Something came up.' } });
    expect(cancelled.payment.status).toBe('refunded');
    expect(fake.refundsMade.filter((r) => r.payment_id === payment.id)).toEqual([expect.objectContaining({ amount: PRICE, notes: { idempotency_key: expect.stringMatching(/^refund:/) } })]);
    expect(await sendRefunds(s.t.deps)).toBe(0);
    await balanced(s);
  }, 60_000);
});
