// The cancellation policy a student books under: one rule for the server's check and the booking page's words.
import { formatMoney } from './money';

/** A confirmed session can be cancelled by its student until this many hours before the start. */
const FREE_CANCEL_HOURS = 12;
export const FREE_CANCEL_MS = FREE_CANCEL_HOURS * 3_600_000;

/** The policy in words, as the review step shows it before booking. */
export const cancellationPolicyText = `You can cancel free of charge until ${FREE_CANCEL_HOURS} hours before the start. A request the tutor has not confirmed yet can be cancelled any time before it starts.`;


/** The longest reason a cancel or decline may carry (the database checks it too). */
export const CANCEL_REASON_MAX = 500;

/** A tutor who cancels or declines says why (the student is told); a student may. */
export const reasonRequired = (by: 'student' | 'expert') => by === 'expert';

type CancelFacts = {
  status: string;
  studentName?: string;
  expertName?: string;
  payment: { status: string; provider: string | null; amount: number; refundedAmount: number; currency: string };
};

/**
 * What a cancel (or a tutor's decline) means for money and for the other side, in the words the confirmation
 * dialog shows: the payments refund policy (a paid booking cancelled by either side in time is refunded in full).
 */
export function cancelConsequence(b: CancelFacts, by: 'student' | 'expert'): string {
  const p = b.payment;
  const left = Math.max(0, p.amount - p.refundedAmount);
  const student = b.studentName?.trim() || 'The student';
  const tutor = b.expertName?.trim() || 'Your tutor';
  const told = by === 'expert' ? `${student} is told your reason.` : `${tutor} is told, with your reason if you give one, and the time opens for booking again.`;
  let money: string;
  if (p.status === 'paid' && p.provider !== 'offline' && left > 0) {
    money = by === 'expert' ? `${student} is refunded ${formatMoney(left, p.currency)} in full at once.` : `You are refunded ${formatMoney(left, p.currency)} in full.`;
  } else if (p.status === 'requires_payment' && p.provider !== 'offline') {
    money = 'Nothing has been charged, so there is nothing to refund.';
  } else if (p.provider === 'offline' && p.amount > 0) {
    money = by === 'expert' ? 'Payment is settled directly between you: return anything the student already paid you.' : 'Payment is settled directly with your tutor: ask them to return anything you already paid.';
  } else {
    money = 'Nothing was paid through the platform, so there is nothing to refund.';
  }
  return `${money} ${told}`;
}
