import { StudentShell } from '../../../components/layout/student-shell';
import { PaymentHistory } from '../../../features/payments/components/payment-history';
import { RequireRole } from '../../guards';

export function Component() {
  return (
    <RequireRole role="student">
      <StudentShell title="Payments">
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">Your payments and receipts, most recent first. Receipts are also e-mailed to you.</p>
        <PaymentHistory />
      </StudentShell>
    </RequireRole>
  );
}
