// Recent refunds and payouts, as the operator scans them: who, what for, how much, when.
import { formatDate, formatMoney } from '../../../lib/format';
import type { AdminPayments, Payout } from '@shared/schemas/payments';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';

const th = 'px-4 py-3 font-medium';
const td = 'px-4 py-3';

const payoutBadge: Record<Payout['status'], { label: string; tone: BadgeTone }> = {
  requested: { label: 'Processing', tone: 'yellow' },
  paid: { label: 'Paid', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

function Table({ head, children }: { head: string[]; children: React.ReactNode }) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={h === 'Amount' ? `${th} text-right` : th}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </Card>
  );
}

export function PaymentsRefunds({ refunds, timezone }: { refunds: AdminPayments['refunds']; timezone: string }) {
  if (refunds.length === 0)
    return (
      <Card>
        <EmptyState title="No refunds yet" description="Refunds for cancelled, declined and disputed sessions will be listed here." />
      </Card>
    );
  return (
    <Table head={['Date', 'Student', 'Tutor', 'Session', 'Reason', 'Amount']}>
      {refunds.map((r) => (
        <tr key={r.id} className="border-t border-slate-200 dark:border-slate-800">
          <td className={`${td} whitespace-nowrap`}>{formatDate(r.at, timezone)}</td>
          <td className={td}>{r.studentName}</td>
          <td className={td}>{r.tutorName}</td>
          <td className={td}>{r.sessionTitle}</td>
          <td className={td}>{r.reason}</td>
          <td className={`${td} text-right font-medium whitespace-nowrap tabular-nums`}>{formatMoney(r.amount, r.currency)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function PaymentsPayouts({ payouts, timezone }: { payouts: Payout[]; timezone: string }) {
  if (payouts.length === 0)
    return (
      <Card>
        <EmptyState title="No payouts yet" description="Payouts tutors request from their available balance will be listed here." />
      </Card>
    );
  return (
    <Table head={['Requested', 'Tutor', 'Status', 'Paid', 'Amount']}>
      {payouts.map((p) => {
        const s = payoutBadge[p.status];
        return (
          <tr key={p.id} className="border-t border-slate-200 dark:border-slate-800">
            <td className={`${td} whitespace-nowrap`}>{formatDate(p.requestedAt, timezone)}</td>
            <td className={td}>{p.tutorName}</td>
            <td className={td}>
              <Badge tone={s.tone}>{s.label}</Badge>
              {p.failureMessage && <span className="mt-1 block text-xs text-red-700 dark:text-red-400">{p.failureMessage}</span>}
            </td>
            <td className={`${td} whitespace-nowrap`}>{p.paidAt ? formatDate(p.paidAt, timezone) : '—'}</td>
            <td className={`${td} text-right font-medium whitespace-nowrap tabular-nums`}>{formatMoney(p.amount, p.currency)}</td>
          </tr>
        );
      })}
    </Table>
  );
}
