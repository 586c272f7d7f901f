// How the tutor's money reads on screen: movements in words, signed amounts, masked accounts.
import { formatMoney } from '../../lib/format';
import type { Payout, TutorTransaction } from '@shared/schemas/payments';
import type { BadgeTone } from '../../components/ui/badge';
import type { PayoutDetailsView } from './api/earnings';

export function transactionText(t: TutorTransaction): { title: string; detail: string | null } {
  const session = [t.studentName, t.sessionTitle].filter(Boolean).join(' — ') || null;
  switch (t.kind) {
    case 'charge':
      return { title: `Earning from ${t.studentName ?? 'a student'}${t.sessionTitle ? ` — ${t.sessionTitle}` : ''}`, detail: null };
    case 'release':
      return { title: 'Released to available', detail: session };
    case 'refund':
      return { title: 'Refund to student', detail: session };
    case 'payout':
      return { title: 'Payout', detail: null };
  }
}

/** "+₹680" / "−₹680": the sign is spelled out so it survives without the colour. */
export function signedMoney(minor: number, currency?: string): string {
  if (minor === 0) return formatMoney(0, currency);
  return `${minor > 0 ? '+' : '−'}${formatMoney(Math.abs(minor), currency)}`;
}

export const amountTone = (minor: number) => (minor > 0 ? 'text-green-700 dark:text-green-400' : minor < 0 ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400');

export const balanceLabel: Record<TutorTransaction['balance'], string> = { pending: 'Pending', available: 'Available', paid_out: 'Paid out' };

export const payoutStatus: Record<Payout['status'], { label: string; tone: BadgeTone }> = {
  requested: { label: 'Processing', tone: 'yellow' },
  paid: { label: 'Paid', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

/** Where payouts go, never the whole account number: "Bank account •••• 1234" or the UPI id. */
export function payoutDestination(d: PayoutDetailsView): string {
  if (d.method === 'upi') return `UPI ${d.upiId ?? ''}`.trim();
  return `Bank account •••• ${d.accountNumberLast4 ?? ''}`.trim();
}

