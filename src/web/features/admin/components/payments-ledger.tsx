// The ledger check: every transaction sums to zero and no account is on the wrong side of zero. The verdict
// is said in words and by icon as well as colour, so it reads the same in any theme or to a screen reader.
import { CheckCircle2, RefreshCw, XCircle } from 'lucide-react';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { LedgerCheck } from '@shared/schemas/payments';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';


export function PaymentsLedger({ ledger, currency = 'INR', onRecheck, rechecking }: { ledger: LedgerCheck; currency?: string; onRecheck: () => void; rechecking: boolean }) {
  const ok = ledger.balanced;
  const counts = [
    { label: 'Transactions', value: ledger.transactions, bad: false },
    { label: 'Unbalanced transactions', value: ledger.unbalancedTransactions, bad: ledger.unbalancedTransactions > 0 },
    { label: 'Negative accounts', value: ledger.negativeAccounts, bad: ledger.negativeAccounts > 0 },
  ];
  const t = ledger.totals;
  const totals = [
    { label: 'Cash held', value: t.cash },
    { label: 'Platform fees', value: t.platformFees },
    { label: 'Tutors pending', value: t.tutorsPending },
    { label: 'Tutors available', value: t.tutorsAvailable },
    { label: 'Charged', value: t.charged },
    { label: 'Refunded', value: t.refunded },
    { label: 'Paid out', value: t.paidOut },
  ];
  return (
    <Card className="p-4">
      <div
        role="status"
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-lg border p-4',
          ok ? 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/40 dark:text-green-100' : 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100',
        )}
      >
        {ok ? <CheckCircle2 className="h-6 w-6 shrink-0" aria-hidden /> : <XCircle className="h-6 w-6 shrink-0" aria-hidden />}
        <div className="min-w-0 basis-56 flex-1">
          <p className="font-semibold">{ok ? 'Ledger balanced' : 'Ledger NOT balanced'}</p>
          <p className="text-sm opacity-90">{ok ? 'Every transaction sums to zero and no account is negative.' : 'Some money does not add up: see the counts below.'}</p>
        </div>
        <Button size="sm" variant="outline" onClick={onRecheck} disabled={rechecking}>
          <RefreshCw className={cn('h-4 w-4', rechecking && 'animate-spin')} aria-hidden /> Check again
        </Button>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        {counts.map((c) => (
          <div key={c.label} className="flex flex-col justify-between rounded-md bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{c.label}</dt>
            <dd className={cn('text-xl font-semibold tabular-nums', c.bad && 'text-red-700 dark:text-red-400')}>{formatNumber(c.value)}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 mb-2 text-sm font-semibold">Totals</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        {totals.map((x) => (
          <div key={x.label}>
            <dt className="text-xs text-slate-600 dark:text-slate-400">{x.label}</dt>
            <dd className="font-medium tabular-nums">{formatMoney(x.value, currency)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">Checked in {formatNumber(Math.round(ledger.checkedInMs))} ms</p>
    </Card>
  );
}
