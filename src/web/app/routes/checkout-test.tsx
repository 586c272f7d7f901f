import { useParams } from 'react-router';
import { TestCheckoutPage } from '../../features/payments/components/test-checkout';
import { RequireRole } from '../guards';

export function Component() {
  const { paymentId = '' } = useParams();
  return (
    <RequireRole role="student">
      <TestCheckoutPage key={paymentId} paymentId={paymentId} />
    </RequireRole>
  );
}
