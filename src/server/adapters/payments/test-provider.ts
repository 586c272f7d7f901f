// The test provider: a card processor's test mode, built in and offline. Its checkout is a page of the app
// (/checkout/test/:paymentId) that takes only the fixed test cards; refunds and payouts succeed at once.
import { createHash } from 'node:crypto';
import { TEST_CARDS, paymentMessages } from '../../../shared/schemas/payments';
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from './payments';

export type TestCardResult = { ok: true } | { ok: false; field: 'cardNumber' | 'expiry' | 'cvc' | null; message: string; declined: boolean };

/** What the test processor answers for a card: 4242… pays, 4000…0002 is declined, 4000…9995 lacks funds. */
export function chargeTestCard(card: { cardNumber: string; expiry: string; cvc: string }, now: Date): TestCardResult {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = m ? Number(m[1]) : 0;
  const year = m ? (m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2])) : 0;
  // A card is good through the last day of its expiry month.
  if (!m || month < 1 || month > 12 || Date.UTC(year, month, 1) <= now.getTime()) return { ok: false, field: 'expiry', message: paymentMessages.invalidExpiry, declined: false };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, field: 'cvc', message: paymentMessages.invalidCvc, declined: false };
  if (number === TEST_CARDS.success) return { ok: true };
  if (number === TEST_CARDS.declined) return { ok: false, field: null, message: paymentMessages.declined, declined: true };
  if (number === TEST_CARDS.insufficientFunds) return { ok: false, field: null, message: paymentMessages.insufficientFunds, declined: true };
  return { ok: false, field: 'cardNumber', message: paymentMessages.unknownCard, declined: false };
}

const ref = (prefix: string, key: string) => `${prefix}_test_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

export function createTestProvider(baseUrl: string): PaymentProvider {
  return {
    name: 'test',
    online: true,
    createCheckout: (r) => Promise.resolve({ providerRef: r.paymentId, checkoutUrl: `${baseUrl}/checkout/test/${r.paymentId}` }),
    checkoutAtOnce: (paymentId) => ({ providerRef: paymentId, checkoutUrl: `${baseUrl}/checkout/test/${paymentId}` }),
    // The test checkout settles synchronously in our own database: there is nothing further to ask.
    retrievePayment: () => Promise.resolve({ status: 'pending', amount: null, failureMessage: null }),
    parseWebhook: () => {
      throw new WebhookSignatureError('The test provider sends no webhooks');
    },
    refund: (r) => Promise.resolve({ refundRef: ref('re', r.idempotencyKey) }),
    payout: (r) => Promise.resolve({ payoutRef: ref('po', r.idempotencyKey), status: 'paid' }),
  };
}

/** No online payment: the student pays the tutor directly and the tutor marks the session paid. */
export const offlineProvider: PaymentProvider = {
  name: 'offline',
  online: false,
  createCheckout: () => Promise.reject(new PaymentProviderError('declined', 'Payments are taken offline.')),
  retrievePayment: () => Promise.resolve({ status: 'pending', amount: null, failureMessage: null }),
  parseWebhook: () => {
    throw new WebhookSignatureError('Offline payments send no webhooks');
  },
  refund: () => Promise.reject(new PaymentProviderError('declined', 'Payments are taken offline.')),
  payout: () => Promise.reject(new PaymentProviderError('declined', 'Payments are taken offline.')),
};
