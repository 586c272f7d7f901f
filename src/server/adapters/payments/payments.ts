// Payment providers: who takes the student's money, refunds it and pays the tutor. One adapter per provider
// (test, stripe, razorpay, offline) behind this shape, chosen by PAYMENT_PROVIDER. Card numbers never reach our
// server, except the test provider's fixed test cards on its built-in checkout page.
import type { PaymentProviderName } from '../../../shared/schemas/payments';

export type CheckoutRequest = {
  /** Our payment's id: the provider keeps it as metadata / receipt, and webhooks carry it back. */
  paymentId: string;
  bookingId: string;
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  customerEmail: string;
  /** Where the provider's page sends the student once paid, and on "cancel". */
  returnUrl: string;
  cancelUrl: string;
  /** When the hold ends: the provider's checkout should not outlive it. */
  expiresAt: Date;
};

export type Checkout = {
  /** The provider's id for this payment (Checkout Session id, Razorpay order id, our payment id for test). */
  providerRef: string;
  /** Where the student pays. */
  checkoutUrl: string;
};

/** What the provider says about a payment, pulled or pushed. */
export type ProviderPaymentState = { status: 'paid' | 'failed' | 'pending'; amount: number | null; failureMessage: string | null };

/** A verified webhook, reduced to what our state machine needs; `ignored` for kinds we do not act on. */
export type ProviderEvent =
  | { id: string; type: 'payment.succeeded'; providerRef: string; paymentId: string | null; amount: number }
  | { id: string; type: 'payment.failed'; providerRef: string; paymentId: string | null; failureMessage: string }
  | { id: string; type: 'refund.succeeded'; providerRef: string; refundRef: string; amount: number }
  | { id: string; type: 'payout.paid' | 'payout.failed'; payoutRef: string; failureMessage: string | null }
  | { id: string; type: 'ignored' };

export type RefundRequest = { providerRef: string; amount: number; currency: string; idempotencyKey: string };
export type PayoutRequest = {
  payoutId: string;
  amount: number;
  currency: string;
  /** The tutor's account at the provider (Stripe connected account, Razorpay linked account), when it has one. */
  destination: string | null;
  idempotencyKey: string;
};

export type PaymentProvider = {
  readonly name: PaymentProviderName;
  /** False for `offline`: nothing is charged online, the tutor marks sessions paid. */
  readonly online: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** A provider whose checkout needs no call (the test provider's own page) gives it at once, in the booking's transaction. */
  checkoutAtOnce?(paymentId: string): Checkout;
  /** The provider's current word on a payment (the return page and late webhooks check with it). */
  retrievePayment(providerRef: string): Promise<ProviderPaymentState>;
  /**
   * Verifies a webhook's signature over the raw body and parses it.
   * Throws WebhookSignatureError for a missing or wrong signature.
   */
  parseWebhook(rawBody: string, headers: (name: string) => string | undefined): ProviderEvent;
  /** Refunds `amount` of a paid payment; the same idempotency key never refunds twice. */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
  /** Sends a tutor's payout. */
  payout(request: PayoutRequest): Promise<{ payoutRef: string; status: 'paid' | 'pending' }>;
};

export class WebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * A provider call that failed: `unreachable` / `timeout` (the provider did not answer), `declined` (the
 * provider refused, e.g. a refund of a disputed charge), `status` (another HTTP error).
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'unreachable' | 'timeout' | 'declined' | 'status' | 'invalid-response',
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** fetch with a time limit; a refused connection or a timeout becomes a PaymentProviderError. */
export async function providerFetch(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new PaymentProviderError('timeout', 'The payment service did not answer in time.', undefined, { cause: err });
    throw new PaymentProviderError('unreachable', 'The payment service could not be reached.', undefined, { cause: err });
  }
}
