// "Request payout": the whole available balance goes to the saved account. The button says why it cannot
// be used rather than just greying out, and the server's refusal is shown in its own words.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatMoney } from '../../../lib/format';
import { paymentMessages, type Balance } from '@shared/schemas/payments';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-client';
import { useRequestPayout, type PayoutDetailsView } from '../api/earnings';
import { payoutDestination } from '../format';

export function RequestPayout({ balance, details }: { balance: Balance; details: PayoutDetailsView | null }) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payout = useRequestPayout();
  const amount = formatMoney(balance.available, balance.currency);
  const reason = balance.available <= 0 ? paymentMessages.nothingToPayOut : !details ? paymentMessages.payoutDetailsMissing : null;

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = () =>
    payout.mutate(undefined, {
      onSuccess: (p) => {
        close();
        toast.success('Payout requested', { description: `${formatMoney(p.amount, p.currency)} is on its way to your ${details ? payoutDestination(details) : 'account'}.` });
      },
      onError: (err) => setError(errorMessage(err, 'The payout could not be requested. Please try again.')),
    });

  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button onClick={() => setOpen(true)} disabled={!!reason} aria-describedby={reason ? reasonId : undefined} className="disabled:opacity-60">
        Request payout
      </Button>
      {reason && (
        <p id={reasonId} className="text-xs text-slate-600 dark:text-slate-400">
          {reason}
        </p>
      )}
      <Dialog
        open={open}
        onOpenChange={(o) => (o ? setOpen(true) : close())}
        dismissible={!payout.isPending}
        title={`Pay out ${amount}?`}
        description={details ? `Your whole available balance, ${amount}, goes to ${payoutDestination(details)} (${details.accountHolder}).` : undefined}
      >
        {error && (
          <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={close} disabled={payout.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={payout.isPending}>
            {payout.isPending ? 'Requesting…' : `Pay out ${amount}`}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
