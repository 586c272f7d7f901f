import { formatDate, formatMoney } from '../../../lib/format';
import type { Payout } from '@shared/schemas/payments';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { payoutStatus } from '../format';

export function PayoutsList({ payouts, timezone }: { payouts: Payout[]; timezone: string }) {
  if (payouts.length === 0) return <EmptyState title="No payouts yet" description="Once part of your earnings is available, request a payout and it will be listed here." />;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {payouts.map((p) => {
        const s = payoutStatus[p.status];
        return (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
            <div>
              <p className="font-semibold tabular-nums">{formatMoney(p.amount, p.currency)}</p>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                Requested {formatDate(p.requestedAt, timezone)}
                {p.paidAt && ` · paid ${formatDate(p.paidAt, timezone)}`}
              </p>
              {p.failureMessage && <p className="text-xs text-red-700 dark:text-red-400">{p.failureMessage}</p>}
            </div>
            <Badge tone={s.tone}>{s.label}</Badge>
          </li>
        );
      })}
    </ul>
  );
}
