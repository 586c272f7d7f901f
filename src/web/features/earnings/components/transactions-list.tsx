import { formatDate, formatMoney } from '../../../lib/format';
import type { TutorTransaction } from '@shared/schemas/payments';
import { EmptyState } from '../../../components/ui/empty-state';
import { amountTone, balanceLabel, signedMoney, transactionText } from '../format';

const th = 'px-4 py-3 font-medium';
// On a phone the table keeps date, what and how much; the rest moves under the description.
const wide = 'hidden sm:table-cell';

export function TransactionsList({ transactions, feePercent, timezone }: { transactions: TutorTransaction[]; feePercent: number; timezone: string }) {
  if (transactions.length === 0)
    return <EmptyState title="No transactions yet" description="When a student pays for one of your sessions, your earning appears here, with the platform's fee taken off." />;
  return (
    <div className="overflow-x-auto">
      <table aria-label="Transactions" className="w-full text-left text-sm sm:min-w-[680px]">
        <thead className="bg-slate-50 text-slate-600 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            <th scope="col" className={th}>Date</th>
            <th scope="col" className={th}>Transaction</th>
            <th scope="col" className={`${th} ${wide} text-right`}>Student paid</th>
            <th scope="col" className={`${th} ${wide} text-right`}>Platform fee ({feePercent}%)</th>
            <th scope="col" className={`${th} text-right`}>Amount</th>
            <th scope="col" className={`${th} ${wide}`}>Balance</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((t) => {
            const text = transactionText(t);
            const gross = t.gross == null ? null : formatMoney(t.gross, t.currency);
            const fee = t.fee == null ? null : `−${formatMoney(t.fee, t.currency)}`;
            return (
              <tr key={t.id} className="border-t border-slate-200 align-top dark:border-slate-800">
                <td className="px-4 py-3 sm:whitespace-nowrap">{formatDate(t.at, timezone)}</td>
                <td className="px-4 py-3">
                  <span className="font-medium">{text.title}</span>
                  {text.detail && <span className="block text-xs text-slate-500 dark:text-slate-400">{text.detail}</span>}
                  <span className="block text-xs text-slate-500 sm:hidden dark:text-slate-400">
                    {gross && `Paid ${gross} · fee ${fee} · `}
                    {balanceLabel[t.balance]}
                  </span>
                </td>
                <td className={`${wide} whitespace-nowrap px-4 py-3 text-right tabular-nums`}>{gross ?? '—'}</td>
                <td className={`${wide} whitespace-nowrap px-4 py-3 text-right tabular-nums`}>{fee ?? '—'}</td>
                <td className={`whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums ${amountTone(t.amount)}`}>{signedMoney(t.amount, t.currency)}</td>
                <td className={`${wide} px-4 py-3`}>{balanceLabel[t.balance]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
