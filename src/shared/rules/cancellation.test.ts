import { describe, expect, it } from 'vitest';
import { cancelConsequence, reasonRequired } from './cancellation';

const payment = (p: Partial<{ status: string; provider: string | null; amount: number; refundedAmount: number }>) => ({
  status: 'paid',
  provider: 'test' as string | null,
  amount: 75_000,
  refundedAmount: 0,
  currency: 'INR',
  ...p,
});
const booking = (p: Parameters<typeof payment>[0]) => ({ status: 'confirmed', studentName: 'Sam Student', expertName: 'Tara Tutor', payment: payment(p) });

describe('cancellation consequences', () => {
  it('tells the tutor the student is refunded in full at once and told the reason', () => {
    expect(cancelConsequence(booking({}), 'expert')).toBe('Sam Student is refunded ₹750 in full at once. Sam Student is told your reason.');
  });
  it('tells the student their refund and that the tutor hears of it', () => {
    expect(cancelConsequence(booking({}), 'student')).toBe(
      'You are refunded ₹750 in full. Tara Tutor is told, with your reason if you give one, and the time opens for booking again.',
    );
  });
  it('refunds only what was not refunded yet', () => {
    expect(cancelConsequence(booking({ refundedAmount: 25_000 }), 'student')).toContain('You are refunded ₹500 in full.');
  });
  it('says nothing is charged for an unpaid hold, and points offline payments to the two people', () => {
    expect(cancelConsequence(booking({ status: 'requires_payment' }), 'student')).toMatch(/^Nothing has been charged/);
    expect(cancelConsequence(booking({ status: 'requires_payment', provider: 'offline' }), 'expert')).toMatch(/^Payment is settled directly between you/);
    expect(cancelConsequence(booking({ status: 'not_required', provider: null, amount: 0 }), 'expert')).toMatch(/^Nothing was paid through the platform/);
  });
  it('requires a reason of the tutor only', () => {
    expect(reasonRequired('expert')).toBe(true);
    expect(reasonRequired('student')).toBe(false);
  });
});
