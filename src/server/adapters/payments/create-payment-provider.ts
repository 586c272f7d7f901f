// Builds the payment provider from the environment (see README, configuration).
import { paymentProviderOf, type Env } from '../../env';
import type { PaymentProvider } from './payments';
import { createRazorpayProvider } from './razorpay';
import { createStripeProvider } from './stripe';
import { createTestProvider, offlineProvider } from './test-provider';

/** The provider chosen by PAYMENT_PROVIDER (env.ts has already refused a provider without its keys). */
export function createPaymentProvider(env: Env, baseUrl: string): PaymentProvider {
  switch (paymentProviderOf(env)) {
    case 'stripe':
      return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY ?? '', webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '', apiUrl: env.STRIPE_API_URL, timeoutMs: env.PAYMENT_TIMEOUT_MS });
    case 'razorpay':
      return createRazorpayProvider({
        keyId: env.RAZORPAY_KEY_ID ?? '',
        keySecret: env.RAZORPAY_KEY_SECRET ?? '',
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
        apiUrl: env.RAZORPAY_API_URL,
        accountNumber: env.RAZORPAY_ACCOUNT_NUMBER,
        timeoutMs: env.PAYMENT_TIMEOUT_MS,
        baseUrl,
      });
    case 'offline':
      return offlineProvider;
    default:
      return createTestProvider(baseUrl);
  }
}
