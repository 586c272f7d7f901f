// The Stripe adapter against a local fake of Stripe's REST API (a real HTTP server on 127.0.0.1) that checks the
// key, the API version and the form bodies, and against webhooks signed here with real HMAC-SHA256 signatures.
import { createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, sendJson, startFakeServer, type RecordedRequest } from '../../testing/fake-http-server';
import { PaymentProviderError, WebhookSignatureError, type CheckoutRequest } from './payments';
import { createStripeProvider, STRIPE_API_VERSION, stripeForm } from './stripe';

const KEY = 'sk_test_tutoring_51Hx';
const WHSEC = 'whsec_test_0123456789abcdef';
const now = new Date('2026-05-01T10:00:00Z');
const nowS = Math.floor(now.getTime() / 1000);

const checkoutRequest: CheckoutRequest = {
  paymentId: '3f0e8c7a-5b1d-4c2e-9a6f-1d2e3f4a5b6c',
  bookingId: 'b1c2d3e4-0000-4000-8000-000000000001',
  amount: 150_000,
  currency: 'INR',
  description: 'Calculus with Ravi Tutor, 1 May 2026 16:00',
  customerEmail: 'asha@student.test',
  returnUrl: 'https://tutor.example/booking/ex-1?booking=b1c2d3e4-0000-4000-8000-000000000001',
  cancelUrl: 'https://tutor.example/booking/ex-1?booking=b1c2d3e4-0000-4000-8000-000000000001&cancelled=1',
  expiresAt: new Date(now.getTime() + 15 * 60_000),
};

type Session = {
  id: string;
  object: 'checkout.session';
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  payment_intent: string | null;
  metadata: Record<string, string>;
};
type Intent = { id: string; object: 'payment_intent'; status: string; last_payment_error: { message: string; code: string } | null };
type Answer = { status: number; body: unknown };

const stripeError = (status: number, type: string, message: string, code?: string): Answer => ({ status, body: { error: { type, message, code } } });

/** Form bodies as flat `key → value` records (the fake server hands non-JSON bodies over as text). */
const form = (req: RecordedRequest): Record<string, string> => Object.fromEntries(new URLSearchParams(typeof req.body === 'string' ? req.body : ''));

/** Stripe's checkout-session, refund and transfer endpoints, with idempotency keys and switches for the failure cases. */
function fakeStripe(options: { hang?: boolean; status?: Answer } = {}) {
  const sessions = new Map<string, Session>();
  const intents = new Map<string, Intent>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const transfers: { id: string; amount: number; destination: string }[] = [];
  const disputed = new Set<string>();
  const idempotent = new Map<string, { params: string; answer: Answer }>();
  let seq = 0;

  const route = (req: RecordedRequest): Answer => {
    const url = new URL(req.path, 'http://fake');
    const params = form(req);
    const get = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && get) {
      const session = sessions.get(decodeURIComponent(get[1]));
      if (!session) return stripeError(404, 'invalid_request_error', `No such checkout.session: '${get[1]}'`, 'resource_missing');
      const expand = url.searchParams.getAll('expand[]');
      const intent = session.payment_intent && expand.includes('payment_intent') ? intents.get(session.payment_intent) : undefined;
      return { status: 200, body: intent ? { ...session, payment_intent: intent } : session };
    }
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (params.mode !== 'payment' || !params['line_items[0][price_data][unit_amount]']) return stripeError(400, 'invalid_request_error', 'Missing required param: line_items.');
      if (Number(params.expires_at) < nowS + 30 * 60) return stripeError(400, 'invalid_request_error', 'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'parameter_invalid_integer');
      const id = `cs_test_${++seq}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(params['line_items[0][price_data][unit_amount]']),
        currency: params['line_items[0][price_data][currency]'],
        payment_intent: null,
        metadata: { payment_id: params['metadata[payment_id]'], booking_id: params['metadata[booking_id]'] },
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const pi = params.payment_intent;
      const paidSession = [...sessions.values()].find((s) => s.payment_intent === pi && s.payment_status === 'paid');
      if (!paidSession) return stripeError(400, 'invalid_request_error', `No such payment_intent: '${pi}'`, 'resource_missing');
      if (disputed.has(pi)) return stripeError(400, 'invalid_request_error', `Charge ch_${pi.slice(3)} has been charged back; cannot issue a refund.`, 'charge_disputed');
      const refunded = refunds.filter((r) => r.payment_intent === pi).reduce((sum, r) => sum + r.amount, 0);
      const amount = Number(params.amount);
      if (refunded + amount > paidSession.amount_total) return stripeError(400, 'invalid_request_error', 'Refund amount is greater than unrefunded amount on charge.', 'amount_too_large');
      const refund = { id: `re_test_${++seq}`, object: 'refund', payment_intent: pi, amount, status: 'succeeded', metadata: { provider_ref: params['metadata[provider_ref]'] } };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (req.method === 'POST' && url.pathname === '/v1/transfers') {
      if (!params.destination?.startsWith('acct_')) return stripeError(400, 'invalid_request_error', `No such destination: '${params.destination}'`, 'resource_missing');
      const transfer = { id: `tr_test_${++seq}`, object: 'transfer', amount: Number(params.amount), currency: params.currency, destination: params.destination, transfer_group: params.transfer_group };
      transfers.push(transfer);
      return { status: 200, body: transfer };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  };

  const handler = (req: RecordedRequest, res: ServerResponse) => {
    if (options.hang) return; // never answers
    if (req.headers.authorization !== `Bearer ${KEY}`) {
      const { status, body } = stripeError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****ong!');
      return sendJson(res, status, body, 'Unauthorized');
    }
    if (req.headers['stripe-version'] !== STRIPE_API_VERSION) return sendJson(res, 400, { error: { type: 'invalid_request_error', message: 'Invalid Stripe API version' } });
    if (req.method === 'POST' && req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return sendJson(res, 400, { error: { type: 'invalid_request_error', message: 'Invalid request: bodies must be form-encoded' } });
    }
    if (options.status) return sendJson(res, options.status.status, options.status.body);
    // Stripe's idempotency: the same key answers the first answer again; other parameters under it are refused.
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const paramsText = `${req.path} ${typeof req.body === 'string' ? req.body : ''}`;
    if (typeof key === 'string') {
      const seen = idempotent.get(key);
      if (seen && seen.params !== paramsText) return sendJson(res, 400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } });
      if (seen) return sendJson(res, seen.answer.status, seen.answer.body);
    }
    const answer = route(req);
    if (typeof key === 'string') idempotent.set(key, { params: paramsText, answer });
    sendJson(res, answer.status, answer.body);
  };

  /** What the student does on Stripe's page: pay (or fail with a declined card). */
  const pay = (sessionId: string) => {
    const session = sessions.get(sessionId)!;
    const intent: Intent = { id: `pi_test_${++seq}`, object: 'payment_intent', status: 'succeeded', last_payment_error: null };
    intents.set(intent.id, intent);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
  };
  const decline = (sessionId: string) => {
    const session = sessions.get(sessionId)!;
    const intent: Intent = { id: `pi_test_${++seq}`, object: 'payment_intent', status: 'requires_payment_method', last_payment_error: { message: 'Your card was declined.', code: 'card_declined' } };
    intents.set(intent.id, intent);
    session.payment_intent = intent.id;
  };
  return { handler, sessions, intents, refunds, transfers, disputed, pay, decline };
}

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((c) => c()));
  closers = [];
});

async function setup(options: Parameters<typeof fakeStripe>[0] = {}, config: { secretKey?: string; timeoutMs?: number } = {}) {
  const fake = fakeStripe(options);
  const server = await startFakeServer(fake.handler);
  closers.push(server.close);
  const provider = createStripeProvider({ secretKey: config.secretKey ?? KEY, webhookSecret: WHSEC, apiUrl: `${server.url}/`, timeoutMs: config.timeoutMs ?? 2_000, now: () => now });
  return { provider, server, fake };
}

async function failure<E extends Error>(p: Promise<unknown>, kind: new (...args: never[]) => E = PaymentProviderError as never): Promise<E> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(kind);
  return err as E;
}

// ── webhooks, signed as Stripe signs them ─────────────────────────────────────
const sign = (body: string, t = nowS, secret = WHSEC) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
const event = (id: string, type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id, object: 'event', api_version: STRIPE_API_VERSION, created: nowS, livemode: false, type, data: { object } });
const headersOf = (h: Record<string, string>) => (name: string) => h[name.toLowerCase()];
const webhookProvider = () => createStripeProvider({ secretKey: KEY, webhookSecret: WHSEC, apiUrl: 'http://127.0.0.1:9', timeoutMs: 1_000, now: () => now });
/** Parses a webhook with this Stripe-Signature header (signed correctly unless given; null: no header at all). */
const parse = (body: string, signature: string | null = sign(body)) => webhookProvider().parseWebhook(body, headersOf(signature === null ? {} : { 'stripe-signature': signature }));

const paidSession = { id: 'cs_test_a1', object: 'checkout.session', status: 'complete', payment_status: 'paid', amount_total: 150_000, currency: 'inr', payment_intent: 'pi_1', metadata: { payment_id: checkoutRequest.paymentId, booking_id: checkoutRequest.bookingId } };

describe('Stripe adapter: checkout', () => {
  it('creates a Checkout Session with the form fields, the key, the API version and an idempotency key', async () => {
    const { provider, server } = await setup();
    const checkout = await provider.createCheckout(checkoutRequest);
    expect(checkout).toEqual({ providerRef: 'cs_test_1', checkoutUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' });

    expect(server.requests).toHaveLength(1);
    const [req] = server.requests;
    expect(`${req.method} ${req.path}`).toBe('POST /v1/checkout/sessions');
    expect(req.headers).toMatchObject({ authorization: `Bearer ${KEY}`, 'stripe-version': STRIPE_API_VERSION, 'content-type': 'application/x-www-form-urlencoded' });
    // The 15-minute hold is shorter than Stripe's 30-minute minimum: 31 minutes, rounded up to the minute.
    const expiresAt = Math.ceil((nowS + 31 * 60) / 60) * 60;
    expect(req.headers['idempotency-key']).toBe(`checkout-${checkoutRequest.paymentId}-${expiresAt}`);
    expect(form(req)).toEqual({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '150000',
      'line_items[0][price_data][product_data][name]': checkoutRequest.description,
      'line_items[0][quantity]': '1',
      customer_email: 'asha@student.test',
      success_url: checkoutRequest.returnUrl,
      cancel_url: checkoutRequest.cancelUrl,
      expires_at: String(expiresAt),
      client_reference_id: checkoutRequest.bookingId,
      'metadata[payment_id]': checkoutRequest.paymentId,
      'metadata[booking_id]': checkoutRequest.bookingId,
      'payment_intent_data[metadata][payment_id]': checkoutRequest.paymentId,
      'payment_intent_data[metadata][booking_id]': checkoutRequest.bookingId,
    });
  });

  it('keeps a hold longer than 30 minutes as the session expiry', async () => {
    const { provider, server } = await setup();
    const later = new Date(now.getTime() + 45 * 60_000);
    await provider.createCheckout({ ...checkoutRequest, expiresAt: later });
    expect(form(server.requests[0]).expires_at).toBe(String(nowS + 45 * 60));
  });

  it('a retry of the same checkout gets the same session back (idempotency key)', async () => {
    const { provider, fake } = await setup();
    const first = await provider.createCheckout(checkoutRequest);
    const again = await provider.createCheckout(checkoutRequest);
    expect(again).toEqual(first);
    expect(fake.sessions.size).toBe(1);
  });

  it('refuses relative return URLs before calling Stripe', async () => {
    const { provider, server } = await setup();
    await expect(provider.createCheckout({ ...checkoutRequest, returnUrl: '/booking/ex-1?booking=b1' })).rejects.toThrow(/absolute return and cancel URLs/);
    expect(server.requests).toHaveLength(0);
  });

  it('reports a wrong secret key as a status error with Stripe\'s message', async () => {
    const { provider } = await setup({}, { secretKey: 'sk_test_wrong' });
    expect(await failure(provider.createCheckout(checkoutRequest))).toMatchObject({ kind: 'status', status: 401, message: 'Invalid API Key provided: sk_test_****ong!' });
  });

  it('reports a Stripe outage (500) as a status error and a non-JSON 200 as an unreadable answer', async () => {
    const down = await setup({ status: stripeError(500, 'api_error', 'An unknown error occurred') });
    expect(await failure(down.provider.retrievePayment('cs_test_1'))).toMatchObject({ kind: 'status', status: 500, message: 'An unknown error occurred' });
    const garbled = await startFakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>proxy</html>');
    });
    closers.push(garbled.close);
    const provider = createStripeProvider({ secretKey: KEY, webhookSecret: WHSEC, apiUrl: garbled.url, timeoutMs: 2_000, now: () => now });
    expect(await failure(provider.retrievePayment('cs_test_1'))).toMatchObject({ kind: 'invalid-response' });
  });
});

describe('Stripe adapter: retrievePayment', () => {
  it('reads pending, declined-but-open, paid and expired sessions', async () => {
    const { provider, fake, server } = await setup();
    const { providerRef } = await provider.createCheckout(checkoutRequest);

    expect(await provider.retrievePayment(providerRef)).toEqual({ status: 'pending', amount: null, failureMessage: null });
    const lookup = server.requests.at(-1)!;
    expect(lookup.method).toBe('GET');
    expect(lookup.path).toBe(`/v1/checkout/sessions/${providerRef}?expand%5B%5D=payment_intent`);
    expect(lookup.headers).toMatchObject({ authorization: `Bearer ${KEY}`, 'stripe-version': STRIPE_API_VERSION });
    expect(lookup.headers['idempotency-key']).toBeUndefined();

    fake.decline(providerRef);
    expect(await provider.retrievePayment(providerRef)).toEqual({ status: 'pending', amount: null, failureMessage: 'Your card was declined.' });

    fake.pay(providerRef);
    expect(await provider.retrievePayment(providerRef)).toEqual({ status: 'paid', amount: 150_000, failureMessage: null });

    const other = await provider.createCheckout({ ...checkoutRequest, paymentId: 'another-payment' });
    fake.sessions.get(other.providerRef)!.status = 'expired';
    expect(await provider.retrievePayment(other.providerRef)).toEqual({ status: 'failed', amount: null, failureMessage: 'The checkout session expired before the payment was made.' });
  });

  it('an unknown session is Stripe\'s refusal with its message', async () => {
    const { provider } = await setup();
    expect(await failure(provider.retrievePayment('cs_test_missing'))).toMatchObject({ kind: 'declined', status: 404, message: "No such checkout.session: 'cs_test_missing'" });
  });
});

describe('Stripe adapter: webhooks', () => {
  it('verifies a good signature and parses checkout.session.completed', () => {
    const body = event('evt_1', 'checkout.session.completed', paidSession);
    expect(parse(body)).toEqual({ id: 'evt_1', type: 'payment.succeeded', providerRef: 'cs_test_a1', paymentId: checkoutRequest.paymentId, amount: 150_000 });
  });

  it('reads the header case-insensitively as the caller hands it over', () => {
    const body = event('evt_1', 'checkout.session.completed', paidSession);
    const provider = webhookProvider();
    expect(provider.parseWebhook(body, (name) => (name === 'Stripe-Signature' ? sign(body) : undefined))).toMatchObject({ type: 'payment.succeeded' });
  });

  it('accepts any of several v1 signatures (a rolled secret) and ignores other schemes', () => {
    const body = event('evt_2', 'checkout.session.completed', paidSession);
    const good = sign(body).split(',')[1];
    const stale = sign(body, nowS, 'whsec_old').split(',')[1];
    expect(parse(body, `t=${nowS},${stale},v0=abc,${good}`)).toMatchObject({ id: 'evt_2', type: 'payment.succeeded' });
  });

  it('throws WebhookSignatureError for a missing, malformed, wrong, tampered, stale or future signature', () => {
    const body = event('evt_3', 'checkout.session.completed', paidSession);
    const cases: [string, string | null][] = [
      ['missing header', null],
      ['empty header', ''],
      ['no timestamp', sign(body).split(',')[1]],
      ['no v1', `t=${nowS}`],
      ['wrong secret', sign(body, nowS, 'whsec_other')],
      ['signed another body', sign(body.replace('150000', '1'))],
      ['v1 truncated', sign(body).slice(0, -2)],
      ['stale (301 s)', sign(body, nowS - 301)],
      ['from the future (301 s)', sign(body, nowS + 301)],
      ['timestamp swapped after signing', sign(body).replace(`t=${nowS}`, `t=${nowS - 1}`)],
    ];
    for (const [what, header] of cases) {
      let thrown: unknown = null;
      try {
        parse(body, header);
      } catch (err) {
        thrown = err;
      }
      expect(thrown, what).toBeInstanceOf(WebhookSignatureError);
    }
    // Within the tolerance it passes.
    expect(parse(body, sign(body, nowS - 299))).toMatchObject({ type: 'payment.succeeded' });
  });

  it('the same event delivered twice parses to the same event id (the caller dedupes on it)', () => {
    const body = event('evt_dupe', 'checkout.session.completed', paidSession);
    const first = parse(body, sign(body, nowS - 60));
    const second = parse(body, sign(body, nowS)); // Stripe's retry: a new timestamp and signature, the same event
    expect(second).toEqual(first);
    expect(second).toMatchObject({ id: 'evt_dupe' });
  });

  it('maps each event kind; each parses on its own, so out-of-order delivery is the caller\'s to order', () => {
    const pid = checkoutRequest.paymentId;
    const cases: [string, Record<string, unknown>, unknown][] = [
      ['checkout.session.async_payment_succeeded', paidSession, { type: 'payment.succeeded', providerRef: 'cs_test_a1', paymentId: pid, amount: 150_000 }],
      ['checkout.session.completed', { ...paidSession, payment_status: 'unpaid' }, { type: 'ignored' }],
      ['checkout.session.async_payment_failed', { ...paidSession, payment_status: 'unpaid' }, { type: 'payment.failed', providerRef: 'cs_test_a1', paymentId: pid, failureMessage: 'The payment did not go through.' }],
      ['checkout.session.expired', { ...paidSession, status: 'expired', payment_status: 'unpaid' }, { type: 'payment.failed', providerRef: 'cs_test_a1', paymentId: pid, failureMessage: 'The checkout session expired before the payment was made.' }],
      [
        'payment_intent.payment_failed',
        { id: 'pi_9', object: 'payment_intent', metadata: { payment_id: pid }, last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
        { type: 'payment.failed', providerRef: '', paymentId: pid, failureMessage: 'Your card has insufficient funds.' },
      ],
      ['refund.updated', { id: 're_1', object: 'refund', amount: 50_000, status: 'succeeded', metadata: { provider_ref: 'cs_test_a1' } }, { type: 'refund.succeeded', providerRef: 'cs_test_a1', refundRef: 're_1', amount: 50_000 }],
      ['refund.updated', { id: 're_1', object: 'refund', amount: 50_000, status: 'pending', metadata: {} }, { type: 'ignored' }],
      [
        'charge.refunded',
        { id: 'ch_1', object: 'charge', status: 'succeeded', amount_refunded: 150_000, refunds: { object: 'list', data: [{ id: 're_2', amount: 100_000, status: 'succeeded', metadata: { provider_ref: 'cs_test_a1' } }] } },
        { type: 'refund.succeeded', providerRef: 'cs_test_a1', refundRef: 're_2', amount: 100_000 },
      ],
      ['charge.refunded', { id: 'ch_1', object: 'charge', status: 'succeeded', amount_refunded: 150_000 }, { type: 'ignored' }],
      ['transfer.reversed', { id: 'tr_1', object: 'transfer', amount: 90_000, amount_reversed: 90_000 }, { type: 'payout.failed', payoutRef: 'tr_1', failureMessage: 'The transfer to the tutor was reversed.' }],
      ['transfer.reversed', { id: 'tr_1', object: 'transfer', amount: 90_000, amount_reversed: 10_000 }, { type: 'ignored' }],
      ['payout.paid', { id: 'po_1', object: 'payout', amount: 90_000 }, { type: 'ignored' }],
      ['customer.created', { id: 'cus_1', object: 'customer' }, { type: 'ignored' }],
    ];
    cases.forEach(([type, object, expected], i) => {
      expect(parse(event(`evt_k${i}`, type, object)), `${type} #${i}`).toEqual({ id: `evt_k${i}`, ...(expected as object) });
    });
  });

  it('a verified but unreadable body is an invalid answer, not a signature error', () => {
    expect(() => parse('not json')).toThrow(PaymentProviderError);
    expect(() => parse(JSON.stringify({ id: 'evt_x' }))).toThrow(PaymentProviderError);
  });
});

describe('Stripe adapter: refunds', () => {
  it('finds the session\'s PaymentIntent, then refunds it with the idempotency key; the same key refunds once', async () => {
    const { provider, fake, server } = await setup();
    const { providerRef } = await provider.createCheckout(checkoutRequest);
    fake.pay(providerRef);
    server.requests.length = 0;

    const refund = { providerRef, amount: 75_000, currency: 'INR', idempotencyKey: 'refund-booking-b1-cancel' };
    expect(await provider.refund(refund)).toEqual({ refundRef: expect.stringMatching(/^re_test_/) as unknown });
    expect(server.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([`GET /v1/checkout/sessions/${providerRef}`, 'POST /v1/refunds']);
    const post = server.requests[1];
    expect(post.headers).toMatchObject({ authorization: `Bearer ${KEY}`, 'idempotency-key': 'refund-booking-b1-cancel', 'stripe-version': STRIPE_API_VERSION });
    const pi = fake.sessions.get(providerRef)!.payment_intent!;
    expect(form(post)).toEqual({ payment_intent: pi, amount: '75000', 'metadata[provider_ref]': providerRef });

    const again = await provider.refund(refund);
    expect(again).toEqual(await provider.refund(refund));
    expect(fake.refunds).toHaveLength(1);
  });

  it('a refund Stripe declines is a declined PaymentProviderError with Stripe\'s message', async () => {
    const { provider, fake } = await setup();
    const { providerRef } = await provider.createCheckout(checkoutRequest);
    fake.pay(providerRef);
    const pi = fake.sessions.get(providerRef)!.payment_intent!;
    fake.disputed.add(pi);
    const err = await failure(provider.refund({ providerRef, amount: 150_000, currency: 'INR', idempotencyKey: 'refund-1' }));
    expect(err).toMatchObject({ kind: 'declined', status: 400, message: `Charge ch_${pi.slice(3)} has been charged back; cannot issue a refund.` });
    expect(fake.refunds).toHaveLength(0);

    fake.disputed.clear();
    expect(await failure(provider.refund({ providerRef, amount: 200_000, currency: 'INR', idempotencyKey: 'refund-2' }))).toMatchObject({
      kind: 'declined',
      message: 'Refund amount is greater than unrefunded amount on charge.',
    });
  });

  it('an unpaid session has nothing to refund; a currency mismatch is refused; neither reaches /v1/refunds', async () => {
    const { provider, server } = await setup();
    const { providerRef } = await provider.createCheckout(checkoutRequest);
    expect(await failure(provider.refund({ providerRef, amount: 1, currency: 'INR', idempotencyKey: 'k1' }))).toMatchObject({ kind: 'declined', message: 'This payment has no charge to refund.' });
    expect(await failure(provider.refund({ providerRef, amount: 1, currency: 'USD', idempotencyKey: 'k2' }))).toMatchObject({ kind: 'declined' });
    expect(server.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(0);
  });
});

describe('Stripe adapter: payouts', () => {
  it('sends a Connect transfer to the tutor\'s account with the idempotency key', async () => {
    const { provider, server, fake } = await setup();
    const payout = { payoutId: 'payout-7', amount: 127_500, currency: 'INR', destination: 'acct_1TutorRavi', idempotencyKey: 'payout-payout-7' };
    const result = await provider.payout(payout);
    expect(result).toEqual({ payoutRef: 'tr_test_1', status: 'paid' });
    const [req] = server.requests;
    expect(`${req.method} ${req.path}`).toBe('POST /v1/transfers');
    expect(req.headers).toMatchObject({ authorization: `Bearer ${KEY}`, 'idempotency-key': 'payout-payout-7', 'stripe-version': STRIPE_API_VERSION });
    expect(form(req)).toEqual({ amount: '127500', currency: 'inr', destination: 'acct_1TutorRavi', transfer_group: 'payout-7', 'metadata[payout_id]': 'payout-7' });

    expect(await provider.payout(payout)).toEqual(result);
    expect(fake.transfers).toHaveLength(1);
  });

  it('no connected account: declined before calling Stripe; an unknown account: Stripe\'s refusal', async () => {
    const { provider, server } = await setup();
    const payout = { payoutId: 'payout-8', amount: 1_000, currency: 'INR', destination: null, idempotencyKey: 'p8' };
    expect(await failure(provider.payout(payout))).toMatchObject({ kind: 'declined', message: 'The tutor has no connected Stripe account.' });
    expect(server.requests).toHaveLength(0);
    expect(await failure(provider.payout({ ...payout, destination: 'bank-123' }))).toMatchObject({ kind: 'declined', message: "No such destination: 'bank-123'" });
  });
});

describe('Stripe adapter: the service not answering', () => {
  it('gives up on a server that never answers after timeoutMs', async () => {
    const { provider } = await setup({ hang: true }, { timeoutMs: 200 });
    const started = Date.now();
    expect(await failure(provider.createCheckout(checkoutRequest))).toMatchObject({ kind: 'timeout', message: 'The payment service did not answer in time.' });
    expect(await failure(provider.refund({ providerRef: 'cs_test_1', amount: 1, currency: 'INR', idempotencyKey: 'k' }))).toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refused connection as unreachable', async () => {
    const port = await closedPort();
    const provider = createStripeProvider({ secretKey: KEY, webhookSecret: WHSEC, apiUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000, now: () => now });
    expect(await failure(provider.payout({ payoutId: 'p', amount: 1, currency: 'INR', destination: 'acct_1', idempotencyKey: 'k' }))).toMatchObject({ kind: 'unreachable' });
  });
});

describe('stripeForm', () => {
  it('encodes nested objects and arrays the way Stripe reads them, leaving out null and undefined', () => {
    const encoded = stripeForm({ a: 1, b: { c: 'x y', d: null }, e: [{ f: true }, 'g'], h: undefined, i: 'ü&=' }).toString();
    expect(encoded).toBe('a=1&b%5Bc%5D=x+y&e%5B0%5D%5Bf%5D=true&e%5B1%5D=g&i=%C3%BC%26%3D');
  });
});
