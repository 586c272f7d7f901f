// Razorpay (REST API v1, Basic auth with the key id and secret), called from the server only. The student
// pays in Razorpay's JS widget on a page of ours, opened on the order created here; payouts go through
// RazorpayX. Webhooks are verified with the webhook secret over the raw body.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  providerFetch,
  WebhookSignatureError,
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type PayoutRequest,
  type ProviderEvent,
  type ProviderPaymentState,
  type RefundRequest,
} from './payments';

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com (paths below start with /v1). */
  apiUrl: string;
  /** The RazorpayX account payouts are sent from; without it there are no payouts. */
  accountNumber?: string;
  timeoutMs: number;
  /** Our site's origin: the checkout page that opens the widget lives there. */
  baseUrl: string;
};

type Notes = Record<string, unknown> | unknown[] | null | undefined;
type RazorpayPayment = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  order_id?: string | null;
  notes?: Notes;
  error_description?: string | null;
  created_at?: number;
};
type RazorpayRefund = { id: string; amount?: number; payment_id?: string; notes?: Notes };
type RazorpayPayout = { id: string; status: string; failure_reason?: string | null; status_details?: { description?: string | null } | null };

/** Razorpay's receipt and payout reference_id take at most 40 characters. */
const MAX_REFERENCE = 40;
const UNREADABLE = 'The payment service sent an unreadable answer.';
const NO_PAYOUT_ACCOUNT = 'The tutor has no Razorpay payout account.';

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** Constant-time comparison of a received hex signature with the expected one. */
function sameSignature(expectedHex: string, received: string | undefined | null): boolean {
  if (typeof received !== 'string') return false;
  const got = received.trim().toLowerCase();
  if (!/^[0-9a-f]+$/.test(got) || got.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(got, 'hex'));
}

/**
 * Checks what the widget's success handler posts back: razorpay_signature = hex HMAC-SHA256(key secret,
 * `${razorpay_order_id}|${razorpay_payment_id}`). Compared in constant time.
 */
export function verifyCheckoutSignature(keySecret: string, orderId: string, paymentId: string, signature: string): boolean {
  return sameSignature(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
}

/** Razorpay's notes are an object, or an empty array when there are none. */
function note(notes: Notes, key: string): string | null {
  if (!notes || Array.isArray(notes)) return null;
  const value = notes[key];
  return typeof value === 'string' && value ? value : null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const int = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

function asPayment(v: unknown): RazorpayPayment | null {
  if (!isRecord(v) || !str(v.id) || !str(v.status) || int(v.amount) === null) return null;
  return v as RazorpayPayment;
}

export function createRazorpayProvider(opts: RazorpayConfig): PaymentProvider {
  const api = opts.apiUrl.replace(/\/+$/, '');
  const site = opts.baseUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  async function readJson(res: Response): Promise<unknown> {
    try {
      return (await res.json()) as unknown;
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        throw new PaymentProviderError('timeout', 'The payment service did not answer in time.', undefined, { cause: err });
      }
      throw new PaymentProviderError('invalid-response', UNREADABLE, res.status, { cause: err });
    }
  }

  /** One API call: the parsed JSON answer, or a PaymentProviderError carrying Razorpay's description. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<unknown> {
    const headers: Record<string, string> = { authorization: auth, accept: 'application/json', ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await providerFetch(`${api}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, opts.timeoutMs);
    if (res.ok) return readJson(res);

    const text = await res.text().catch(() => '');
    let code: string | null = null;
    let description: string | null = null;
    try {
      const error = (JSON.parse(text) as { error?: { code?: unknown; description?: unknown } } | null)?.error;
      code = str(error?.code);
      description = str(error?.description);
    } catch {
      // not JSON: the status says it all
    }
    // Razorpay answers a wrong key with 401 and BAD_REQUEST_ERROR too: that is our configuration, not a refusal.
    const declined = code === 'BAD_REQUEST_ERROR' && res.status !== 401 && res.status !== 403;
    throw new PaymentProviderError(declined ? 'declined' : 'status', description ?? `The payment service answered ${res.status}${res.statusText ? ` ${res.statusText}` : ''}.`, res.status);
  }

  const id = (path: string) => encodeURIComponent(path);

  async function orderPayments(orderId: string): Promise<RazorpayPayment[]> {
    const data = await call('GET', `/v1/orders/${id(orderId)}/payments`);
    const items = isRecord(data) ? data.items : undefined;
    if (!Array.isArray(items)) throw new PaymentProviderError('invalid-response', UNREADABLE);
    return items.map(asPayment).filter((p): p is RazorpayPayment => p !== null);
  }

  async function capture(payment: RazorpayPayment): Promise<RazorpayPayment> {
    try {
      const captured = asPayment(await call('POST', `/v1/payments/${id(payment.id)}/capture`, { amount: payment.amount, currency: payment.currency }));
      if (!captured) throw new PaymentProviderError('invalid-response', UNREADABLE);
      return captured;
    } catch (err) {
      // Captured meanwhile (by another request or the dashboard's auto-capture): Razorpay refuses the second capture.
      if (!(err instanceof PaymentProviderError) || err.kind !== 'declined') throw err;
      const now = asPayment(await call('GET', `/v1/payments/${id(payment.id)}`));
      if (now?.status === 'captured') return now;
      throw err;
    }
  }

  async function paymentRefunds(paymentId: string): Promise<RazorpayRefund[]> {
    const data = await call('GET', `/v1/payments/${id(paymentId)}/refunds?count=100`);
    const items = isRecord(data) ? data.items : undefined;
    if (!Array.isArray(items)) throw new PaymentProviderError('invalid-response', UNREADABLE);
    return items.filter((r): r is RazorpayRefund => isRecord(r) && str(r.id) !== null);
  }

  function parseEvent(eventId: string, event: unknown): ProviderEvent {
    const ignored: ProviderEvent = { id: eventId, type: 'ignored' };
    if (!isRecord(event) || !isRecord(event.payload)) return ignored;
    const entity = (name: string): Record<string, unknown> | null => {
      const wrapper = (event.payload as Record<string, unknown>)[name];
      return isRecord(wrapper) && isRecord(wrapper.entity) ? wrapper.entity : null;
    };
    const payment = entity('payment');
    const order = entity('order');

    switch (event.event) {
      case 'payment.captured':
      case 'order.paid': {
        const orderId = str(payment?.order_id) ?? str(order?.id);
        const amount = int(payment?.amount) ?? int(order?.amount_paid) ?? int(order?.amount);
        if (!orderId || amount === null) return ignored; // a payment not made on one of our orders
        const paymentId = note(payment?.notes as Notes, 'payment_id') ?? note(order?.notes as Notes, 'payment_id');
        return { id: eventId, type: 'payment.succeeded', providerRef: orderId, paymentId, amount };
      }
      case 'payment.failed': {
        const orderId = str(payment?.order_id);
        if (!orderId) return ignored;
        return {
          id: eventId,
          type: 'payment.failed',
          providerRef: orderId,
          paymentId: note(payment?.notes as Notes, 'payment_id') ?? note(order?.notes as Notes, 'payment_id'),
          failureMessage: str(payment?.error_description) ?? 'The payment failed.',
        };
      }
      case 'refund.processed': {
        const refund = entity('refund');
        const refundRef = str(refund?.id);
        const amount = int(refund?.amount);
        // Our providerRef is the order id: the refund event carries the payment entity, which names it.
        const providerRef = str(payment?.order_id) ?? str(refund?.payment_id);
        if (!refundRef || amount === null || !providerRef) return ignored;
        return { id: eventId, type: 'refund.succeeded', providerRef, refundRef, amount };
      }
      case 'payout.processed':
      case 'payout.failed':
      case 'payout.reversed':
      case 'payout.rejected': {
        const payout = entity('payout');
        const payoutRef = str(payout?.id);
        if (!payoutRef) return ignored;
        if (event.event === 'payout.processed') return { id: eventId, type: 'payout.paid', payoutRef, failureMessage: null };
        const details = isRecord(payout?.status_details) ? payout.status_details : null;
        const failureMessage = str(details?.description) ?? str(payout?.failure_reason) ?? (event.event === 'payout.reversed' ? 'The payout was reversed.' : 'The payout failed.');
        return { id: eventId, type: 'payout.failed', payoutRef, failureMessage };
      }
      default:
        return ignored;
    }
  }

  return {
    name: 'razorpay',
    online: true,

    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const order = await call('POST', '/v1/orders', {
        amount: request.amount,
        currency: request.currency.toUpperCase(),
        receipt: request.paymentId.slice(0, MAX_REFERENCE),
        notes: { payment_id: request.paymentId, booking_id: request.bookingId },
      });
      const orderId = isRecord(order) ? str(order.id) : null;
      if (!orderId) throw new PaymentProviderError('invalid-response', UNREADABLE);
      return { providerRef: orderId, checkoutUrl: `${site}/checkout/razorpay/${encodeURIComponent(request.paymentId)}` };
    },

    async retrievePayment(orderId: string): Promise<ProviderPaymentState> {
      const payments = await orderPayments(orderId);
      const captured = payments.find((p) => p.status === 'captured');
      if (captured) return { status: 'paid', amount: captured.amount, failureMessage: null };
      const authorized = payments.find((p) => p.status === 'authorized');
      if (authorized) {
        const done = await capture(authorized);
        return { status: 'paid', amount: done.amount, failureMessage: null };
      }
      if (payments.length > 0 && payments.every((p) => p.status === 'failed')) {
        const last = payments.reduce((a, b) => ((b.created_at ?? 0) > (a.created_at ?? 0) ? b : a));
        return { status: 'failed', amount: null, failureMessage: last.error_description || 'The payment failed.' };
      }
      return { status: 'pending', amount: null, failureMessage: null };
    },

    parseWebhook(rawBody: string, headers: (name: string) => string | undefined): ProviderEvent {
      const signature = headers('x-razorpay-signature') ?? headers('X-Razorpay-Signature');
      if (!signature) throw new WebhookSignatureError('Missing X-Razorpay-Signature header');
      if (!sameSignature(hmacHex(opts.webhookSecret, rawBody), signature)) throw new WebhookSignatureError();
      const eventId = str(headers('x-razorpay-event-id') ?? headers('X-Razorpay-Event-Id')) ?? `body-${createHash('sha256').update(rawBody, 'utf8').digest('hex')}`;
      let event: unknown;
      try {
        event = JSON.parse(rawBody) as unknown;
      } catch {
        return { id: eventId, type: 'ignored' };
      }
      return parseEvent(eventId, event);
    },

    async refund(request: RefundRequest): Promise<{ refundRef: string }> {
      const payment = (await orderPayments(request.providerRef)).find((p) => p.status === 'captured');
      if (!payment) throw new PaymentProviderError('declined', 'This order has no captured payment to refund.');
      // Razorpay has no idempotency header for refunds: the key rides in the refund's notes and is looked up first.
      const earlier = (await paymentRefunds(payment.id)).find((r) => note(r.notes, 'idempotency_key') === request.idempotencyKey);
      if (earlier) return { refundRef: earlier.id };
      const refund = await call('POST', `/v1/payments/${id(payment.id)}/refund`, {
        amount: request.amount,
        speed: 'normal',
        notes: { idempotency_key: request.idempotencyKey },
      });
      const refundRef = isRecord(refund) ? str(refund.id) : null;
      if (!refundRef) throw new PaymentProviderError('invalid-response', UNREADABLE);
      return { refundRef };
    },

    async payout(request: PayoutRequest): Promise<{ payoutRef: string; status: 'paid' | 'pending' }> {
      if (!request.destination || !opts.accountNumber) throw new PaymentProviderError('declined', NO_PAYOUT_ACCOUNT);
      const data = await call(
        'POST',
        '/v1/payouts',
        {
          account_number: opts.accountNumber,
          fund_account_id: request.destination,
          amount: request.amount,
          currency: request.currency.toUpperCase(),
          mode: 'IMPS',
          purpose: 'payout',
          reference_id: request.payoutId.slice(0, MAX_REFERENCE),
          queue_if_low_balance: true,
        },
        { 'X-Payout-Idempotency': request.idempotencyKey },
      );
      const payout = isRecord(data) && str(data.id) && str(data.status) ? (data as RazorpayPayout) : null;
      if (!payout) throw new PaymentProviderError('invalid-response', UNREADABLE);
      if (['failed', 'rejected', 'reversed', 'cancelled'].includes(payout.status)) {
        throw new PaymentProviderError('declined', payout.status_details?.description || payout.failure_reason || 'The payout failed.');
      }
      return { payoutRef: payout.id, status: payout.status === 'processed' ? 'paid' : 'pending' };
    },
  };
}
