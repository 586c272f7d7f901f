// Stripe, over its REST API with fetch (form-encoded bodies, a pinned API version): Checkout Sessions take the
// student's money, webhooks are verified with the endpoint's signing secret, refunds go against the session's
// PaymentIntent, and tutors are paid with Stripe Connect transfers. The secret key stays here.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  providerFetch,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderPaymentState,
} from './payments';

export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl: string; timeoutMs: number; now?: () => Date };

/** The API version every request is made with (webhook payloads follow the endpoint's own version). */
export const STRIPE_API_VERSION = '2024-06-20';
/** How far a webhook's timestamp may be from our clock, as Stripe's libraries allow. */
const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;
/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after its creation. */
const MIN_SESSION_SECONDS = 30 * 60;
/** Room for our clock running behind Stripe's. */
const CLOCK_MARGIN_SECONDS = 60;

type FormValue = string | number | boolean | null | undefined | FormObject | FormValue[];
type FormObject = { [key: string]: FormValue };

/** Stripe's form encoding: nested objects and arrays as `a[b][0][c]=…`; null and undefined are left out. */
export function stripeForm(params: FormObject): URLSearchParams {
  const out = new URLSearchParams();
  const walk = (key: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((v, i) => walk(`${key}[${i}]`, v));
    else if (typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(key ? `${key}[${k}]` : k, v);
    else out.append(key, String(value));
  };
  walk('', params);
  return out;
}

/**
 * Verifies a `Stripe-Signature` header (`t=…,v1=…[,v1=…]`): one v1 must be the hex HMAC-SHA256 of `${t}.${rawBody}`
 * under the signing secret, and t within the tolerance of `now`. Throws WebhookSignatureError otherwise.
 */
function verifyStripeSignature(rawBody: string, header: string | undefined, secret: string, now: Date, toleranceSeconds = STRIPE_WEBHOOK_TOLERANCE_SECONDS): void {
  if (!header) throw new WebhookSignatureError('Missing Stripe-Signature header');
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || signatures.length === 0) throw new WebhookSignatureError('Malformed Stripe-Signature header');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex'), 'utf8');
  // Every candidate is compared (no early exit), each in constant time.
  const matched = signatures.reduce((ok, sig) => timingSafeEqual(Buffer.from(sig, 'utf8'), expected) || ok, false);
  if (!matched) throw new WebhookSignatureError('Stripe signature does not match');
  if (Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds) throw new WebhookSignatureError('Stripe signature timestamp is outside the tolerance');
}

type StripeObject = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);
const obj = (v: unknown): StripeObject | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as StripeObject) : null);
const metadataOf = (o: StripeObject | null, key: string): string | null => str(obj(o?.metadata)?.[key]);
/** An expandable field: the id, whether Stripe sent the id or the expanded object. */
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v)?.id);

const unreadable = (status?: number, cause?: unknown) =>
  new PaymentProviderError('invalid-response', 'The payment service sent an unreadable answer.', status, cause === undefined ? undefined : { cause });

const messages = {
  sessionExpired: 'The checkout session expired before the payment was made.',
  asyncFailed: 'The payment did not go through.',
  paymentFailed: 'The payment was declined.',
  transferReversed: 'The transfer to the tutor was reversed.',
  noDestination: 'The tutor has no connected Stripe account.',
  nothingToRefund: 'This payment has no charge to refund.',
};

export function createStripeProvider(opts: StripeConfig): PaymentProvider {
  const base = opts.apiUrl.replace(/\/+$/, '');
  const now = opts.now ?? (() => new Date());
  const baseHeaders = { authorization: `Bearer ${opts.secretKey}`, 'stripe-version': STRIPE_API_VERSION, accept: 'application/json' };

  /** Reads the JSON answer within the same time budget (a provider may stall mid-body). */
  async function readBody(res: Response): Promise<unknown> {
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') throw new PaymentProviderError('timeout', 'The payment service did not answer in time.', undefined, { cause: err });
      throw unreadable(res.status, err);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (err) {
      if (!res.ok) return null;
      throw unreadable(res.status, err);
    }
  }

  /** A Stripe error answer: card and invalid-request errors are refusals, anything else (auth, rate limit, 5xx) a status error. */
  function stripeError(res: Response, body: unknown): PaymentProviderError {
    const error = obj(obj(body)?.error);
    const type = str(error?.type);
    const message = str(error?.message) ?? `The payment service answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}.`;
    const refused = (type === 'card_error' || type === 'invalid_request_error') && res.status !== 401 && res.status !== 403 && res.status !== 429 && res.status < 500;
    return new PaymentProviderError(refused ? 'declined' : 'status', message, res.status);
  }

  async function call(method: 'GET' | 'POST', path: string, options: { form?: FormObject; query?: URLSearchParams; idempotencyKey?: string } = {}): Promise<StripeObject> {
    const query = options.query ? `?${options.query.toString()}` : '';
    const headers: Record<string, string> = { ...baseHeaders };
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    const res = await providerFetch(`${base}${path}${query}`, { method, headers, body: options.form ? stripeForm(options.form).toString() : undefined }, opts.timeoutMs);
    const body = await readBody(res);
    if (!res.ok) throw stripeError(res, body);
    const result = obj(body);
    if (!result) throw unreadable(res.status);
    return result;
  }

  const getSession = (id: string, expandIntent = false) =>
    call('GET', `/v1/checkout/sessions/${encodeURIComponent(id)}`, { query: expandIntent ? new URLSearchParams([['expand[]', 'payment_intent']]) : undefined });

  function sessionState(session: StripeObject): ProviderPaymentState {
    const paymentStatus = str(session.payment_status);
    if (paymentStatus === 'paid' || paymentStatus === 'no_payment_required') return { status: 'paid', amount: int(session.amount_total), failureMessage: null };
    if (str(session.status) === 'expired') return { status: 'failed', amount: null, failureMessage: messages.sessionExpired };
    // Still open: the last declined attempt, when there was one, is on the PaymentIntent.
    const lastError = obj(obj(session.payment_intent)?.last_payment_error);
    return { status: 'pending', amount: null, failureMessage: str(lastError?.message) };
  }

  function parseEvent(event: StripeObject): ProviderEvent {
    const id = str(event.id);
    const type = str(event.type);
    const object = obj(obj(event.data)?.object);
    if (!id || !type || !object) throw unreadable();
    const objectId = str(object.id) ?? '';
    const paymentId = metadataOf(object, 'payment_id');

    switch (type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        // `completed` with payment_status 'unpaid' is a delayed method still on its way: async_payment_* follows.
        const paid = str(object.payment_status) === 'paid' || str(object.payment_status) === 'no_payment_required';
        if (!paid) return { id, type: 'ignored' };
        return { id, type: 'payment.succeeded', providerRef: objectId, paymentId, amount: int(object.amount_total) ?? 0 };
      }
      case 'checkout.session.async_payment_failed':
        return { id, type: 'payment.failed', providerRef: objectId, paymentId, failureMessage: messages.asyncFailed };
      case 'checkout.session.expired':
        return { id, type: 'payment.failed', providerRef: objectId, paymentId, failureMessage: messages.sessionExpired };
      case 'payment_intent.payment_failed': {
        // The intent does not know its Checkout Session: our payment id (payment_intent_data metadata) says which it is.
        const message = str(obj(object.last_payment_error)?.message) ?? messages.paymentFailed;
        return { id, type: 'payment.failed', providerRef: '', paymentId, failureMessage: message };
      }
      case 'refund.created':
      case 'refund.updated':
      case 'charge.refund.updated': {
        if (str(object.status) !== 'succeeded') return { id, type: 'ignored' };
        return { id, type: 'refund.succeeded', providerRef: metadataOf(object, 'provider_ref') ?? '', refundRef: objectId, amount: int(object.amount) ?? 0 };
      }
      case 'charge.refunded': {
        // The charge's newest refund, when the payload lists its refunds (API versions before 2022-11-15 do);
        // without it there is no refund id to report, and the refund.* event for it carries the refund.
        const list = obj(object.refunds)?.data;
        const refund = Array.isArray(list) ? obj(list[0]) : null;
        if (!refund || str(refund.status) !== 'succeeded') return { id, type: 'ignored' };
        return { id, type: 'refund.succeeded', providerRef: metadataOf(refund, 'provider_ref') ?? '', refundRef: str(refund.id) ?? '', amount: int(refund.amount) ?? 0 };
      }
      case 'transfer.reversed': {
        // A payout taken back in full failed; a partial reversal leaves it paid.
        const amount = int(object.amount) ?? 0;
        if ((int(object.amount_reversed) ?? 0) < amount) return { id, type: 'ignored' };
        return { id, type: 'payout.failed', payoutRef: objectId, failureMessage: messages.transferReversed };
      }
      // Stripe's own payout.* events are the connected account's bank payouts (po_…), which no payout of ours
      // refers to (ours are transfers, paid at once); they are ignored with everything else.
      default:
        return { id, type: 'ignored' };
    }
  }

  return {
    name: 'stripe',
    online: true,

    async createCheckout(request) {
      if (!/^https?:\/\//i.test(request.returnUrl) || !/^https?:\/\//i.test(request.cancelUrl)) {
        throw new Error('Stripe Checkout needs absolute return and cancel URLs (https://…).');
      }
      // Stripe wants at least 30 minutes; a minute more covers clock skew, rounded to the minute so a retry
      // soon after sends the same parameters under the same idempotency key.
      const nowS = Math.floor(now().getTime() / 1000);
      const earliest = Math.ceil((nowS + MIN_SESSION_SECONDS + CLOCK_MARGIN_SECONDS) / 60) * 60;
      const expiresAt = Math.max(Math.ceil(request.expiresAt.getTime() / 1000), earliest);
      const session = await call('POST', '/v1/checkout/sessions', {
        idempotencyKey: `checkout-${request.paymentId}-${expiresAt}`,
        form: {
          mode: 'payment',
          line_items: [{ price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amount, product_data: { name: request.description } }, quantity: 1 }],
          customer_email: request.customerEmail,
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
          expires_at: expiresAt,
          client_reference_id: request.bookingId,
          metadata: { payment_id: request.paymentId, booking_id: request.bookingId },
          payment_intent_data: { metadata: { payment_id: request.paymentId, booking_id: request.bookingId } },
        },
      });
      const providerRef = str(session.id);
      const checkoutUrl = str(session.url);
      if (!providerRef || !checkoutUrl || !/^https?:\/\//i.test(checkoutUrl)) throw unreadable();
      return { providerRef, checkoutUrl };
    },

    async retrievePayment(providerRef) {
      return sessionState(await getSession(providerRef, true));
    },

    parseWebhook(rawBody, headers) {
      verifyStripeSignature(rawBody, headers('stripe-signature') ?? headers('Stripe-Signature'), opts.webhookSecret, now());
      let event: unknown;
      try {
        event = JSON.parse(rawBody) as unknown;
      } catch (err) {
        throw unreadable(undefined, err);
      }
      const parsed = obj(event);
      if (!parsed) throw unreadable();
      return parseEvent(parsed);
    },

    async refund(request) {
      const session = await getSession(request.providerRef);
      const currency = str(session.currency);
      if (currency && currency.toLowerCase() !== request.currency.toLowerCase()) {
        throw new PaymentProviderError('declined', `The refund's currency (${request.currency}) is not the payment's (${currency.toUpperCase()}).`);
      }
      const paymentIntent = idOf(session.payment_intent);
      if (!paymentIntent) throw new PaymentProviderError('declined', messages.nothingToRefund);
      const refund = await call('POST', '/v1/refunds', {
        idempotencyKey: request.idempotencyKey,
        form: { payment_intent: paymentIntent, amount: request.amount, metadata: { provider_ref: request.providerRef } },
      });
      const refundRef = str(refund.id);
      if (!refundRef) throw unreadable();
      return { refundRef };
    },

    async payout(request) {
      if (!request.destination) throw new PaymentProviderError('declined', messages.noDestination);
      const transfer = await call('POST', '/v1/transfers', {
        idempotencyKey: request.idempotencyKey,
        form: {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          destination: request.destination,
          transfer_group: request.payoutId,
          metadata: { payout_id: request.payoutId },
        },
      });
      const payoutRef = str(transfer.id);
      if (!payoutRef) throw unreadable();
      return { payoutRef, status: 'paid' };
    },
  };
}
