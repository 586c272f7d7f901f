// The Razorpay adapter against a local fake of Razorpay's REST API (a real HTTP server on 127.0.0.1), with
// real HMAC-SHA256 signatures computed here.
import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, sendJson, startFakeServer, type RecordedRequest } from '../../testing/fake-http-server';
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from './payments';
import { createRazorpayProvider, verifyCheckoutSignature } from './razorpay';

const KEY_ID = 'rzp_test_key123';
const KEY_SECRET = 'rzp-key-secret-for-tests';
const WEBHOOK_SECRET = 'rzp-webhook-secret-for-tests';
const ACCOUNT = '7878780080316316';
const BASIC = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
const paymentId = '0b7c7c1e-7a43-4a59-9d0c-3f1b6f1d2a10';
const bookingId = '9f1e2d3c-4b5a-4697-8877-665544332211';

type Payment = { id: string; entity: 'payment'; status: string; amount: number; currency: string; order_id: string; notes: Record<string, string> | []; error_description: string | null; created_at: number };
type Refund = { id: string; entity: 'refund'; amount: number; payment_id: string; notes: Record<string, string> | []; status: string };
type Order = { id: string; entity: 'order'; amount: number; currency: string; receipt: string; notes: Record<string, string>; status: string };

const rzpError = (res: ServerResponse, status: number, code: string, description: string) => sendJson(res, status, { error: { code, description, source: 'business', step: 'payment_initiation', reason: 'x', metadata: {} } });

/** Razorpay's orders, payments, refunds and RazorpayX payouts, with switches for the failure cases. */
function fakeRazorpay(options: { refundRefusal?: string; neverAnswer?: boolean; payoutStatus?: string; capturedMeanwhile?: boolean } = {}) {
  const orders = new Map<string, Order>();
  const payments = new Map<string, Payment>();
  const refunds: Refund[] = [];
  const payoutsByKey = new Map<string, Record<string, unknown>>();
  let seq = 0;

  const handler = (req: RecordedRequest, res: ServerResponse) => {
    if (options.neverAnswer) return; // hold the connection open, answer nothing
    if (req.headers.authorization !== BASIC) return rzpError(res, 401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    const body = req.body as Record<string, unknown> | undefined;
    if (req.method === 'POST' && req.path === '/v1/orders') {
      if (req.headers['content-type'] !== 'application/json') return rzpError(res, 400, 'BAD_REQUEST_ERROR', 'not json');
      const order: Order = { id: `order_${++seq}`, entity: 'order', amount: body?.amount as number, currency: body?.currency as string, receipt: body?.receipt as string, notes: body?.notes as Record<string, string>, status: 'created' };
      orders.set(order.id, order);
      return sendJson(res, 200, { ...order, amount_paid: 0, amount_due: order.amount, attempts: 0, created_at: 1_777_000_000 });
    }
    let m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const items = [...payments.values()].filter((p) => p.order_id === m![1]).sort((a, b) => b.created_at - a.created_at);
      return sendJson(res, 200, { entity: 'collection', count: items.length, items });
    }
    m = /^\/v1\/payments\/([^/]+)\/capture$/.exec(req.path);
    if (req.method === 'POST' && m) {
      const p = payments.get(m[1]);
      if (!p) return rzpError(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      if (options.capturedMeanwhile) p.status = 'captured'; // the dashboard's auto-capture got there first
      if (p.status !== 'authorized') return rzpError(res, 400, 'BAD_REQUEST_ERROR', 'This payment has already been captured');
      if (body?.amount !== p.amount || body?.currency !== p.currency) return rzpError(res, 400, 'BAD_REQUEST_ERROR', 'Capture amount must be equal to the amount authorized');
      p.status = 'captured';
      return sendJson(res, 200, p);
    }
    m = /^\/v1\/payments\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const p = payments.get(m[1]);
      return p ? sendJson(res, 200, p) : rzpError(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    m = /^\/v1\/payments\/([^/?]+)\/refunds(\?.*)?$/.exec(req.path);
    if (req.method === 'GET' && m) {
      const items = refunds.filter((r) => r.payment_id === m![1]);
      return sendJson(res, 200, { entity: 'collection', count: items.length, items });
    }
    m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.path);
    if (req.method === 'POST' && m) {
      if (options.refundRefusal) return rzpError(res, 400, 'BAD_REQUEST_ERROR', options.refundRefusal);
      const p = payments.get(m[1]);
      if (!p || p.status !== 'captured') return rzpError(res, 400, 'BAD_REQUEST_ERROR', 'The payment has not been captured');
      const refund: Refund = { id: `rfnd_${++seq}`, entity: 'refund', amount: body?.amount as number, payment_id: p.id, notes: body?.notes as Record<string, string>, status: 'pending' };
      refunds.push(refund);
      return sendJson(res, 200, refund);
    }
    if (req.method === 'POST' && req.path === '/v1/payouts') {
      const key = req.headers['x-payout-idempotency'];
      if (typeof key !== 'string' || !key) return rzpError(res, 400, 'BAD_REQUEST_ERROR', 'X-Payout-Idempotency header is required');
      const existing = payoutsByKey.get(key);
      if (existing) return sendJson(res, 200, existing);
      const payout = { id: `pout_${++seq}`, entity: 'payout', ...body, status: options.payoutStatus ?? 'processing', status_details: { description: null } };
      payoutsByKey.set(key, payout);
      return sendJson(res, 200, payout);
    }
    rzpError(res, 404, 'NOT_FOUND', 'The requested URL was not found on the server.');
  };

  /** A payment attempt on an order, as the widget would make it. */
  const attempt = (orderId: string, status: string, extra: Partial<Payment> = {}): Payment => {
    const order = orders.get(orderId);
    const p: Payment = { id: `pay_${++seq}`, entity: 'payment', status, amount: order?.amount ?? 0, currency: order?.currency ?? 'INR', order_id: orderId, notes: order?.notes ?? [], error_description: null, created_at: 1_777_000_000 + seq, ...extra };
    payments.set(p.id, p);
    return p;
  };
  return { handler, orders, payments, refunds, attempt };
}

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((c) => c()));
  closers = [];
});

async function setup(options: Parameters<typeof fakeRazorpay>[0] = {}, config: { timeoutMs?: number; accountNumber?: string | null } = {}) {
  const fake = fakeRazorpay(options);
  const server = await startFakeServer(fake.handler);
  closers.push(server.close);
  const provider = createRazorpayProvider({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: `${server.url}/`,
    accountNumber: config.accountNumber === null ? undefined : (config.accountNumber ?? ACCOUNT),
    timeoutMs: config.timeoutMs ?? 2_000,
    baseUrl: 'https://tutors.example/',
  });
  return { provider, server, fake };
}

const checkoutRequest = {
  paymentId,
  bookingId,
  amount: 150_000,
  currency: 'INR',
  description: 'Algebra, 1 hour',
  customerEmail: 'asha@demo.test',
  returnUrl: 'https://tutors.example/booking/e1?booking=b1',
  cancelUrl: 'https://tutors.example/booking/e1?booking=b1&cancelled=1',
  expiresAt: new Date('2026-05-01T10:15:00Z'),
};

async function paidOrder(provider: PaymentProvider, fake: ReturnType<typeof fakeRazorpay>) {
  const { providerRef } = await provider.createCheckout(checkoutRequest);
  const payment = fake.attempt(providerRef, 'captured');
  return { orderId: providerRef, payment };
}

async function failure(p: Promise<unknown>): Promise<PaymentProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PaymentProviderError);
  return err as PaymentProviderError;
}

const sign = (body: string, secret = WEBHOOK_SECRET) => createHmac('sha256', secret).update(body).digest('hex');
const headersOf = (h: Record<string, string>) => (name: string) => h[name.toLowerCase()];

function webhook(event: string, payload: Record<string, unknown>) {
  return JSON.stringify({ entity: 'event', account_id: 'acc_BFQ7uQEaa7j2z7', event, contains: Object.keys(payload), payload, created_at: 1_777_000_100 });
}
const paymentEntity = (over: Record<string, unknown> = {}) => ({
  id: 'pay_29QQoUBi66xm2f',
  entity: 'payment',
  amount: 150_000,
  currency: 'INR',
  status: 'captured',
  order_id: 'order_9A33XWu170gUtm',
  notes: { payment_id: paymentId, booking_id: bookingId },
  error_description: null,
  ...over,
});

describe('Razorpay adapter: checkout', () => {
  it('creates an order with amount, currency, receipt and notes, and points at our widget page', async () => {
    const { provider, server } = await setup();
    const checkout = await provider.createCheckout(checkoutRequest);
    expect(checkout).toEqual({ providerRef: 'order_1', checkoutUrl: `https://tutors.example/checkout/razorpay/${paymentId}` });
    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(`${req.method} ${req.path}`).toBe('POST /v1/orders');
    expect(req.headers.authorization).toBe(BASIC);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toEqual({ amount: 150_000, currency: 'INR', receipt: paymentId, notes: { payment_id: paymentId, booking_id: bookingId } });
  });

  it('keeps the receipt within 40 characters', async () => {
    const { provider, server } = await setup();
    const long = `${paymentId}-with-a-long-suffix`;
    await provider.createCheckout({ ...checkoutRequest, paymentId: long });
    const body = server.requests[0].body as { receipt: string; notes: { payment_id: string } };
    expect(body.receipt).toBe(long.slice(0, 40));
    expect(body.notes.payment_id).toBe(long);
  });

  it("verifies the widget's checkout signature in constant time", () => {
    const good = createHmac('sha256', KEY_SECRET).update('order_1|pay_1').digest('hex');
    expect(verifyCheckoutSignature(KEY_SECRET, 'order_1', 'pay_1', good)).toBe(true);
    expect(verifyCheckoutSignature(KEY_SECRET, 'order_1', 'pay_1', good.toUpperCase())).toBe(true);
    expect(verifyCheckoutSignature(KEY_SECRET, 'order_1', 'pay_2', good)).toBe(false);
    expect(verifyCheckoutSignature('other-secret', 'order_1', 'pay_1', good)).toBe(false);
    expect(verifyCheckoutSignature(KEY_SECRET, 'order_1', 'pay_1', good.slice(0, 62))).toBe(false);
    expect(verifyCheckoutSignature(KEY_SECRET, 'order_1', 'pay_1', 'not-hex')).toBe(false);
    expect(verifyCheckoutSignature(KEY_SECRET, 'order_1', 'pay_1', '')).toBe(false);
  });

  it('reports an order with no attempt yet as pending', async () => {
    const { provider } = await setup();
    const { providerRef } = await provider.createCheckout(checkoutRequest);
    expect(await provider.retrievePayment(providerRef)).toEqual({ status: 'pending', amount: null, failureMessage: null });
  });
});

describe('Razorpay adapter: retrieving a payment', () => {
  it('reports a captured payment as paid, even after a failed attempt', async () => {
    const { provider, fake, server } = await setup();
    const { providerRef } = await provider.createCheckout(checkoutRequest);
    fake.attempt(providerRef, 'failed', { error_description: 'Your payment was declined by the bank.' });
    fake.attempt(providerRef, 'captured');
    expect(await provider.retrievePayment(providerRef)).toEqual({ status: 'paid', amount: 150_000, failureMessage: null });
    const last = server.requests.at(-1)!;
    expect(`${last.method} ${last.path}`).toBe(`GET /v1/orders/${providerRef}/payments`);
    expect(last.headers.authorization).toBe(BASIC);
  });

  it("reports an order whose attempts all failed as failed, with the latest attempt's description", async () => {
    const { provider, fake } = await setup();
    const { providerRef } = await provider.createCheckout(checkoutRequest);
    fake.attempt(providerRef, 'failed', { error_description: 'Payment processing failed due to error at bank or wallet gateway' });
    fake.attempt(providerRef, 'failed', { error_description: 'Your payment has been cancelled. Try again or complete the payment later.' });
    expect(await provider.retrievePayment(providerRef)).toEqual({
      status: 'failed',
      amount: null,
      failureMessage: 'Your payment has been cancelled. Try again or complete the payment later.',
    });
  });

  it('captures an authorized payment with its amount and currency, then reports it paid', async () => {
    const { provider, fake, server } = await setup();
    const { providerRef } = await provider.createCheckout(checkoutRequest);
    fake.attempt(providerRef, 'failed', { error_description: 'declined' });
    const p = fake.attempt(providerRef, 'authorized');
    server.requests.length = 0;
    expect(await provider.retrievePayment(providerRef)).toEqual({ status: 'paid', amount: 150_000, failureMessage: null });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /v1/orders/${providerRef}/payments`, `POST /v1/payments/${p.id}/capture`]);
    expect(server.requests[1].body).toEqual({ amount: 150_000, currency: 'INR' });
    expect(server.requests[1].headers.authorization).toBe(BASIC);
    expect(fake.payments.get(p.id)?.status).toBe('captured');
    // once captured, no second capture
    server.requests.length = 0;
    expect(await provider.retrievePayment(providerRef)).toMatchObject({ status: 'paid' });
    expect(server.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('reports paid when the authorized payment was captured meanwhile and the capture is refused', async () => {
    const { provider, fake, server } = await setup({ capturedMeanwhile: true });
    const { providerRef } = await provider.createCheckout(checkoutRequest);
    const p = fake.attempt(providerRef, 'authorized');
    server.requests.length = 0;
    expect(await provider.retrievePayment(providerRef)).toEqual({ status: 'paid', amount: 150_000, failureMessage: null });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/orders/${providerRef}/payments`,
      `POST /v1/payments/${p.id}/capture`,
      `GET /v1/payments/${p.id}`,
    ]);
  });

  it('reports an attempt still being made (created) as pending', async () => {
    const { provider, fake } = await setup();
    const { providerRef } = await provider.createCheckout(checkoutRequest);
    fake.attempt(providerRef, 'failed');
    fake.attempt(providerRef, 'created');
    expect(await provider.retrievePayment(providerRef)).toEqual({ status: 'pending', amount: null, failureMessage: null });
  });
});

describe('Razorpay adapter: webhooks', () => {
  it('parses payment.captured with a good signature', async () => {
    const { provider } = await setup();
    const body = webhook('payment.captured', { payment: { entity: paymentEntity() } });
    const event = provider.parseWebhook(body, headersOf({ 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'KbAqTaKsaUN3Ci' }));
    expect(event).toEqual({ id: 'KbAqTaKsaUN3Ci', type: 'payment.succeeded', providerRef: 'order_9A33XWu170gUtm', paymentId, amount: 150_000 });
  });

  it('parses order.paid, taking our payment id from the order when the payment has no notes', async () => {
    const { provider } = await setup();
    const body = webhook('order.paid', {
      payment: { entity: paymentEntity({ notes: [] }) },
      order: { entity: { id: 'order_9A33XWu170gUtm', entity: 'order', amount: 150_000, amount_paid: 150_000, status: 'paid', notes: { payment_id: paymentId, booking_id: bookingId } } },
    });
    expect(provider.parseWebhook(body, headersOf({ 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'evt-order-paid' }))).toEqual({
      id: 'evt-order-paid',
      type: 'payment.succeeded',
      providerRef: 'order_9A33XWu170gUtm',
      paymentId,
      amount: 150_000,
    });
  });

  it('rejects a wrong, forged or missing signature with WebhookSignatureError', async () => {
    const { provider } = await setup();
    const body = webhook('payment.captured', { payment: { entity: paymentEntity() } });
    const attempts: Record<string, string>[] = [
      {}, // missing
      { 'x-razorpay-signature': '' },
      { 'x-razorpay-signature': sign(body, 'not-the-webhook-secret') },
      { 'x-razorpay-signature': sign(`${body} `) }, // body changed after signing
      { 'x-razorpay-signature': sign(body).slice(0, 40) },
      { 'x-razorpay-signature': 'zz'.repeat(32) },
    ];
    for (const h of attempts) expect(() => provider.parseWebhook(body, headersOf(h))).toThrow(WebhookSignatureError);
    const signedWithKeySecret = sign(body, KEY_SECRET);
    expect(() => provider.parseWebhook(body, headersOf({ 'x-razorpay-signature': signedWithKeySecret }))).toThrow(WebhookSignatureError);
  });

  it('gives the same id to the same event delivered twice, with or without the event-id header', async () => {
    const { provider } = await setup();
    const body = webhook('payment.captured', { payment: { entity: paymentEntity() } });
    const h = { 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': 'KbAqTaKsaUN3Ci' };
    expect(provider.parseWebhook(body, headersOf(h)).id).toBe(provider.parseWebhook(body, headersOf(h)).id);
    const noId = { 'x-razorpay-signature': sign(body) };
    const a = provider.parseWebhook(body, headersOf(noId));
    const b = provider.parseWebhook(body, headersOf(noId));
    expect(a.id).toBe(b.id);
    expect(a.id).toMatch(/^body-[0-9a-f]{64}$/);
    const other = webhook('payment.captured', { payment: { entity: paymentEntity({ id: 'pay_other' }) } });
    expect(provider.parseWebhook(other, headersOf({ 'x-razorpay-signature': sign(other) })).id).not.toBe(a.id);
  });

  it("parses a failed attempt's event arriving after the captured one (ordering is the caller's job)", async () => {
    const { provider } = await setup();
    const captured = webhook('payment.captured', { payment: { entity: paymentEntity() } });
    const failed = webhook('payment.failed', {
      payment: { entity: paymentEntity({ id: 'pay_earlier', status: 'failed', error_description: 'Payment failed because the card was declined.' }) },
    });
    const first = provider.parseWebhook(captured, headersOf({ 'x-razorpay-signature': sign(captured), 'x-razorpay-event-id': 'evt-2' }));
    const second = provider.parseWebhook(failed, headersOf({ 'x-razorpay-signature': sign(failed), 'x-razorpay-event-id': 'evt-1' }));
    expect(first).toMatchObject({ type: 'payment.succeeded', providerRef: 'order_9A33XWu170gUtm' });
    expect(second).toEqual({
      id: 'evt-1',
      type: 'payment.failed',
      providerRef: 'order_9A33XWu170gUtm',
      paymentId,
      failureMessage: 'Payment failed because the card was declined.',
    });
  });

  it('maps refund.processed, payout.processed, payout.failed and payout.reversed; ignores the rest', async () => {
    const { provider } = await setup();
    const parse = (event: string, payload: Record<string, unknown>) => {
      const body = webhook(event, payload);
      return provider.parseWebhook(body, headersOf({ 'x-razorpay-signature': sign(body), 'x-razorpay-event-id': `evt-${event}` }));
    };
    expect(
      parse('refund.processed', {
        refund: { entity: { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: 50_000, payment_id: 'pay_29QQoUBi66xm2f', notes: { idempotency_key: 'k1' }, status: 'processed' } },
        payment: { entity: paymentEntity({ status: 'refunded' }) },
      }),
    ).toEqual({ id: 'evt-refund.processed', type: 'refund.succeeded', providerRef: 'order_9A33XWu170gUtm', refundRef: 'rfnd_FP8QHiV938haTz', amount: 50_000 });
    expect(parse('payout.processed', { payout: { entity: { id: 'pout_1', entity: 'payout', status: 'processed' } } })).toEqual({
      id: 'evt-payout.processed',
      type: 'payout.paid',
      payoutRef: 'pout_1',
      failureMessage: null,
    });
    expect(
      parse('payout.failed', { payout: { entity: { id: 'pout_2', status: 'failed', status_details: { description: 'The beneficiary account is closed.' } } } }),
    ).toEqual({ id: 'evt-payout.failed', type: 'payout.failed', payoutRef: 'pout_2', failureMessage: 'The beneficiary account is closed.' });
    expect(parse('payout.reversed', { payout: { entity: { id: 'pout_3', status: 'reversed', failure_reason: 'Beneficiary bank offline' } } })).toEqual({
      id: 'evt-payout.reversed',
      type: 'payout.failed',
      payoutRef: 'pout_3',
      failureMessage: 'Beneficiary bank offline',
    });
    expect(parse('payment.authorized', { payment: { entity: paymentEntity({ status: 'authorized' }) } })).toEqual({ id: 'evt-payment.authorized', type: 'ignored' });
    expect(parse('refund.created', { refund: { entity: { id: 'rfnd_x', amount: 1 } } })).toEqual({ id: 'evt-refund.created', type: 'ignored' });
    // a payment not made on an order (e.g. a payment link elsewhere on the account)
    expect(parse('payment.captured', { payment: { entity: paymentEntity({ order_id: null }) } })).toEqual({ id: 'evt-payment.captured', type: 'ignored' });
  });
});

describe('Razorpay adapter: refunds', () => {
  it("refunds the order's captured payment once per idempotency key", async () => {
    const { provider, fake, server } = await setup();
    const { orderId, payment } = await paidOrder(provider, fake);
    server.requests.length = 0;
    const request = { providerRef: orderId, amount: 150_000, currency: 'INR', idempotencyKey: 'refund-booking-1' };
    const first = await provider.refund(request);
    expect(first.refundRef).toMatch(/^rfnd_/);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/orders/${orderId}/payments`,
      `GET /v1/payments/${payment.id}/refunds?count=100`,
      `POST /v1/payments/${payment.id}/refund`,
    ]);
    for (const r of server.requests) expect(r.headers.authorization).toBe(BASIC);
    expect(server.requests[2].body).toEqual({ amount: 150_000, speed: 'normal', notes: { idempotency_key: 'refund-booking-1' } });

    server.requests.length = 0;
    expect(await provider.refund(request)).toEqual(first);
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(fake.refunds).toHaveLength(1);

    // another key is another refund
    const second = await provider.refund({ ...request, amount: 10_000, idempotencyKey: 'refund-booking-1-partial' });
    expect(second.refundRef).not.toBe(first.refundRef);
    expect(fake.refunds.map((r) => r.amount)).toEqual([150_000, 10_000]);
  });

  it("turns Razorpay's refusal into a declined PaymentProviderError with its description", async () => {
    const { provider, fake } = await setup({ refundRefusal: 'The refund amount provided is greater than amount captured' });
    const { orderId } = await paidOrder(provider, fake);
    const err = await failure(provider.refund({ providerRef: orderId, amount: 999_999, currency: 'INR', idempotencyKey: 'k' }));
    expect(err).toMatchObject({ kind: 'declined', status: 400, message: 'The refund amount provided is greater than amount captured' });
  });

  it('declines refunding an order with no captured payment', async () => {
    const { provider, fake, server } = await setup();
    const { providerRef } = await provider.createCheckout(checkoutRequest);
    fake.attempt(providerRef, 'failed');
    const err = await failure(provider.refund({ providerRef, amount: 100, currency: 'INR', idempotencyKey: 'k' }));
    expect(err.kind).toBe('declined');
    expect(server.requests.filter((r) => r.path.includes('/refund'))).toHaveLength(0);
  });

  it('reports a wrong key as a status error (not a refusal), with the description', async () => {
    const fake = fakeRazorpay();
    const server = await startFakeServer(fake.handler);
    closers.push(server.close);
    const provider = createRazorpayProvider({ keyId: KEY_ID, keySecret: 'wrong', webhookSecret: WEBHOOK_SECRET, apiUrl: server.url, timeoutMs: 2_000, baseUrl: 'https://tutors.example' });
    const err = await failure(provider.retrievePayment('order_1'));
    expect(err).toMatchObject({ kind: 'status', status: 401, message: 'Authentication failed' });
  });
});

describe('Razorpay adapter: payouts', () => {
  it('sends a RazorpayX payout with the idempotency header; the same key returns the same payout', async () => {
    const { provider, server } = await setup();
    const request = { payoutId: 'c2a1b0f9-1111-4222-8333-944455556666', amount: 127_500, currency: 'INR', destination: 'fa_00000000000001', idempotencyKey: 'payout-c2a1b0f9' };
    const first = await provider.payout(request);
    expect(first).toEqual({ payoutRef: 'pout_1', status: 'pending' });
    const [req] = server.requests;
    expect(`${req.method} ${req.path}`).toBe('POST /v1/payouts');
    expect(req.headers.authorization).toBe(BASIC);
    expect(req.headers['x-payout-idempotency']).toBe('payout-c2a1b0f9');
    expect(req.body).toEqual({
      account_number: ACCOUNT,
      fund_account_id: 'fa_00000000000001',
      amount: 127_500,
      currency: 'INR',
      mode: 'IMPS',
      purpose: 'payout',
      reference_id: request.payoutId,
      queue_if_low_balance: true,
    });
    expect(await provider.payout(request)).toEqual(first);
  });

  it('reports a processed payout as paid', async () => {
    const { provider } = await setup({ payoutStatus: 'processed' });
    expect(await provider.payout({ payoutId: 'p1', amount: 100, currency: 'INR', destination: 'fa_1', idempotencyKey: 'k1' })).toEqual({ payoutRef: 'pout_1', status: 'paid' });
  });

  it('declines without a fund account or without a RazorpayX account number, calling nothing', async () => {
    const { provider, server } = await setup();
    const noDestination = await failure(provider.payout({ payoutId: 'p1', amount: 100, currency: 'INR', destination: null, idempotencyKey: 'k1' }));
    expect(noDestination).toMatchObject({ kind: 'declined', message: 'The tutor has no Razorpay payout account.' });
    const noAccount = await setup({}, { accountNumber: null });
    const err = await failure(noAccount.provider.payout({ payoutId: 'p1', amount: 100, currency: 'INR', destination: 'fa_1', idempotencyKey: 'k1' }));
    expect(err).toMatchObject({ kind: 'declined', message: 'The tutor has no Razorpay payout account.' });
    expect(server.requests).toHaveLength(0);
    expect(noAccount.server.requests).toHaveLength(0);
  });
});

describe('Razorpay adapter: an unreachable provider', () => {
  it('gives up on a server that never answers after the timeout', async () => {
    const { provider } = await setup({ neverAnswer: true }, { timeoutMs: 200 });
    const started = Date.now();
    expect(await failure(provider.createCheckout(checkoutRequest))).toMatchObject({ kind: 'timeout' });
    expect(await failure(provider.retrievePayment('order_1'))).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refused connection as unreachable', async () => {
    const port = await closedPort();
    const provider = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000, baseUrl: 'https://tutors.example' });
    expect(await failure(provider.refund({ providerRef: 'order_1', amount: 1, currency: 'INR', idempotencyKey: 'k' }))).toMatchObject({ kind: 'unreachable' });
  });
});
