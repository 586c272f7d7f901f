import { useParams } from 'react-router';
import { RazorpayCheckoutPage } from '../../features/payments/components/razorpay-checkout';
import { RequireRole } from '../guards';

export function Component() {
  const { paymentId = '' } = useParams();
  return (
    <RequireRole role="student">
      <RazorpayCheckoutPage key={paymentId} paymentId={paymentId} />
    </RequireRole>
  );
}
