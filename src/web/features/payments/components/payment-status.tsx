// A payment's status in the words and colours every student screen uses.
import type { PaymentProviderName, PaymentStatus } from '@shared/schemas/payments';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const labels: Record<PaymentStatus, { text: string; tone: BadgeTone }> = {
  paid: { text: 'Paid', tone: 'green' },
  refunded: { text: 'Refunded', tone: 'blue' },
  partially_refunded: { text: 'Partially refunded', tone: 'blue' },
  requires_payment: { text: 'Awaiting payment', tone: 'yellow' },
  expired: { text: 'Expired', tone: 'neutral' },
  failed: { text: 'Failed', tone: 'red' },
  not_required: { text: 'Free', tone: 'neutral' },
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={labels[status].tone}>{labels[status].text}</Badge>;
}

const methods: Record<PaymentProviderName, string> = {
  test: 'Card (test mode)',
  stripe: 'Card, via Stripe',
  razorpay: 'Razorpay',
  offline: 'Paid to the tutor directly',
};

export const paymentMethodText = (p: PaymentProviderName) => methods[p];
