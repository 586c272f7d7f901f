// What the page's Content-Security-Policy must allow for the chosen payment provider. Stripe's checkout is a
// page of its own (a navigation, which CSP does not restrict); Razorpay's widget is a script and a frame on ours.
import type { PaymentProviderName } from '../../../shared/schemas/payments';

const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];

export function withPaymentSources(csp: string, provider: PaymentProviderName): string {
  if (provider !== 'razorpay') return csp;
  const directives = csp.split(/;\s*/).filter(Boolean);
  const out = directives.map((d) => (d.startsWith('script-src ') ? `${d} ${RAZORPAY_SCRIPT}` : d.startsWith('frame-src ') ? `${d} ${RAZORPAY_FRAMES.join(' ')}` : d));
  if (!out.some((d) => d.startsWith('frame-src '))) out.push(`frame-src 'self' ${RAZORPAY_FRAMES.join(' ')}`);
  return out.join('; ');
}
