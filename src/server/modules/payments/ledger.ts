// The double-entry ledger's entries (decision 025): signed amounts, + debit (the cash the platform holds at its
// provider), − credit (what it owes: tutors' pending and available earnings, its own fees). Each movement's
// entries sum to zero; ledger.repo.ts writes and checks them.
import type { Entry } from './ledger.repo';

/** A student's payment: the cash comes in, the fee is the platform's, the rest the tutor's (pending). */
export const chargeEntries = (amount: number, fee: number, expertId: string): Entry[] => [
  { account: 'cash', amount },
  { account: 'platform_fees', amount: -fee },
  { account: 'tutor_pending', amount: -(amount - fee), expertId },
];

/** A refund of `amount` of a payment: the fee and the tutor's share go back in proportion. */
export function refundEntries(p: { amount: number; fee: number; expertId: string; released: boolean }, amount: number): Entry[] {
  const fee = Math.round((p.fee * amount) / p.amount);
  return [
    { account: 'cash', amount: -amount },
    { account: 'platform_fees', amount: fee },
    { account: p.released ? 'tutor_available' : 'tutor_pending', amount: amount - fee, expertId: p.expertId },
  ];
}

export const releaseEntries = (net: number, expertId: string): Entry[] => [
  { account: 'tutor_pending', amount: net, expertId },
  { account: 'tutor_available', amount: -net, expertId },
];

export const payoutEntries = (amount: number, expertId: string): Entry[] => [
  { account: 'tutor_available', amount, expertId },
  { account: 'cash', amount: -amount },
];

export { checkLedger } from './ledger.repo';
