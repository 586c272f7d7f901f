// One payment's receipt, as the e-mailed one has it; printable on its own (the rest of the page is hidden in print).
import type { StudentPayment } from '@shared/schemas/payments';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paymentMethodText, PaymentStatusBadge } from './payment-status';

// The dialog sits in a portal at the end of <body>: printing shows only it, at the top of the page.
const printOnlyReceipt = `@media print {
  body * { visibility: hidden !important; }
  [data-receipt], [data-receipt] * { visibility: visible !important; }
  [data-receipt] { position: absolute !important; inset: 0 auto auto 0 !important; transform: none !important; width: 100% !important; max-width: none !important; max-height: none !important; box-shadow: none !important; }
  [data-receipt] [data-no-print] { display: none !important; }
}`;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-slate-100 py-2 last:border-0 sm:grid-cols-[9rem_1fr] sm:gap-4 dark:border-slate-800">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

type Props = { payment: StudentPayment | null; billedTo: string; tz: string; onClose: () => void };

export function ReceiptDialog({ payment: p, billedTo, tz, onClose }: Props) {
  const at = (iso: string) => formatDateTime(iso, tz, { style: 'long', zoneName: true });
  return (
    <Dialog open={p !== null} onOpenChange={(o) => !o && onClose()} title={p?.receiptNumber ? `Receipt ${p.receiptNumber}` : 'Payment'} className="max-w-xl" >
      {p && (
        <div data-receipt>
          <style>{printOnlyReceipt}</style>
          <dl>
            <Row label="Receipt number">{p.receiptNumber ?? 'Issued once paid'}</Row>
            <Row label="Date paid">{p.paidAt ? at(p.paidAt) : 'Not paid'}</Row>
            <Row label="Billed to">{billedTo}</Row>
            <Row label="Tutor">{p.tutorName}</Row>
            <Row label="Session">
              {p.sessionTitle}
              <span className="block font-normal text-slate-600 dark:text-slate-400">{at(p.scheduledAt)}</span>
            </Row>
            <Row label="Amount">
              <span className="text-base">{formatMoney(p.amount, p.currency)}</span>
              <span className="block font-normal text-slate-600 dark:text-slate-400">
                Includes {p.tax.label} {p.tax.ratePercent}%: {formatMoney(p.tax.amount, p.currency)}
              </span>
            </Row>
            <Row label="Payment method">{paymentMethodText(p.provider)}</Row>
            <Row label="Status">
              <PaymentStatusBadge status={p.status} />
            </Row>
            {p.refundedAmount > 0 && (
              <Row label="Refunds">
                Refunded {formatMoney(p.refundedAmount, p.currency)}
                <span className="block font-normal text-slate-600 dark:text-slate-400">Net paid {formatMoney(p.amount - p.refundedAmount, p.currency)}</span>
              </Row>
            )}
          </dl>
          <div data-no-print className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => window.print()}>Print</Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
