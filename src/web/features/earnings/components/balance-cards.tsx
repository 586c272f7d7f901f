import { Clock, Landmark, Wallet } from 'lucide-react';
import { formatMoney } from '../../../lib/format';
import { DISPUTE_WINDOW_HOURS, type Balance } from '@shared/schemas/payments';
import { Card } from '../../../components/ui/card';

export function BalanceCards({ balance }: { balance: Balance }) {
  const cards = [
    { label: 'Pending', value: balance.pending, hint: `Released ${DISPUTE_WINDOW_HOURS} h after each completed session`, icon: Clock },
    { label: 'Available', value: balance.available, hint: 'Yours to pay out now', icon: Wallet },
    { label: 'Paid out', value: balance.paidOut, hint: 'Sent to your account so far', icon: Landmark },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {cards.map((c) => (
        <Card key={c.label} className="p-4" role="group" aria-label={c.label}>
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-400">
            <c.icon className="h-4 w-4" aria-hidden /> {c.label}
          </p>
          <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`balance-${c.label.toLowerCase().replace(' ', '-')}`}>
            {formatMoney(c.value, balance.currency)}
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{c.hint}</p>
        </Card>
      ))}
    </div>
  );
}
