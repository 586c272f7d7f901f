// The student's payments, newest first, each with its receipt: a table on wide screens, cards on a phone.
import { useState } from 'react';
import { Link } from 'react-router';
import { Receipt, Wallet } from 'lucide-react';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import type { StudentPayment } from '@shared/schemas/payments';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useViewerZone } from '../../../lib/viewer-zone';
import { useMe } from '../../../entities/me/api';
import { usePaymentHistory } from '../api/payments';
import { PaymentStatusBadge } from './payment-status';
import { ReceiptDialog } from './receipt-dialog';


function Amount({ p }: { p: StudentPayment }) {
  return (
    <>
      <span className="font-medium tabular-nums">{formatMoney(p.amount, p.currency)}</span>
      {p.refundedAmount > 0 && <span className="block text-xs text-slate-600 dark:text-slate-400">Refunded {formatMoney(p.refundedAmount, p.currency)}</span>}
    </>
  );
}

export function PaymentHistory() {
  const history = useHistory();
  const me = useMe();
  const { zone: tz } = useViewerZone();
  const [open, setOpen] = useState<StudentPayment | null>(null);

  if (history.isPending) return <LoadingText />;
  if (history.error) return <p role="alert" className="text-sm text-red-700 dark:text-red-300">{errorMessage(history.error, 'Failed to load your payments.')}</p>;
  const payments = history.payments;
  if (payments.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Wallet className="h-8 w-8" aria-hidden />}
          title="No payments yet"
          description="When you book a paid session, its payment and receipt show up here."
          action={
            <Button asChild variant="outline">
              <Link to="/discover-experts">Find a tutor</Link>
            </Button>
          }
        />
      </Card>
    );
  }

  const when = (p: StudentPayment) => p.paidAt ?? p.date;
  const session = (p: StudentPayment) => formatDateTime(p.scheduledAt, tz, { zoneName: true });
  const receiptButton = (p: StudentPayment) => (
    // Only a paid payment has a receipt; an unpaid one opens the same view, named for what it is.
    <Button size="sm" variant="outline" onClick={() => setOpen(p)} aria-label={`${p.receiptNumber ? 'Receipt' : 'Details'} for ${p.sessionTitle} on ${formatDate(p.scheduledAt, tz)}`}>
      <Receipt className="h-4 w-4" aria-hidden /> {p.receiptNumber ? 'Receipt' : 'Details'}
    </Button>
  );

  return (
    <>
      {/* A phone gets one card per payment; a table from md up. */}
      <ul className="space-y-3 md:hidden" aria-label="Payments">
        {payments.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">{p.sessionTitle}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">with {p.tutorName}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{session(p)}</p>
              </div>
              <div className="shrink-0 text-right">
                <Amount p={p} />
              </div>
            </div>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
              <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                <PaymentStatusBadge status={p.status} />
                <span>{formatDate(when(p), tz)}</span>
                {p.receiptNumber && <span className="font-mono">{p.receiptNumber}</span>}
              </div>
              <div className="ml-auto">{receiptButton(p)}</div>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 md:block dark:border-slate-800">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Your payments, newest first</caption>
          <thead className="bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">Receipt</th>
              <th scope="col" className="px-4 py-2 font-medium">Date</th>
              <th scope="col" className="px-4 py-2 font-medium">Tutor</th>
              <th scope="col" className="px-4 py-2 font-medium">Session</th>
              <th scope="col" className="px-4 py-2 text-right font-medium">Amount</th>
              <th scope="col" className="px-4 py-2 font-medium">Status</th>
              <th scope="col" className="px-4 py-2"><span className="sr-only">Actions</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {payments.map((p) => (
              <tr key={p.id}>
                <td className="px-4 py-3 font-mono text-xs">{p.receiptNumber ?? '—'}</td>
                <td className="whitespace-nowrap px-4 py-3">{formatDate(when(p), tz)}</td>
                <td className="px-4 py-3">{p.tutorName}</td>
                <td className="px-4 py-3">
                  {p.sessionTitle}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">{session(p)}</span>
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right">
                  <Amount p={p} />
                </td>
                <td className="px-4 py-3">
                  <PaymentStatusBadge status={p.status} />
                </td>
                <td className="px-4 py-3 text-right">{receiptButton(p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ReceiptDialog payment={open} billedTo={me.data?.profile?.fullName || me.data?.name || ''} tz={tz} onClose={() => setOpen(null)} />
    </>
  );
}

/** The student's side of the history answer (a tutor's has transactions instead). */
function useHistory() {
  const q = usePaymentHistory();
  const payments = q.data?.role === 'student' ? q.data.payments : [];
  return { isPending: q.isPending, error: q.error, payments };
}
