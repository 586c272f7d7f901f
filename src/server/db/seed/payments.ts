// The demo bookings' payments, as the money path writes them: each paid with its receipt and ledger charge; a
// completed session past the 24-hour window released to the tutor's available balance. Only for the built-in
// providers: demo money never pretends to be at Stripe or Razorpay.
import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { bookings, payments } from '../schema';
import { chargeEntries, releaseEntries } from '../../modules/payments/ledger';
import { post } from '../../modules/payments/ledger.repo';
import { DISPUTE_WINDOW_HOURS } from '../../../shared/schemas/payments';
import { platformFee } from '../../../shared/rules/money';

export async function seedPayments(deps: Deps, bookingIds: string[]): Promise<void> {
  const provider = deps.payments.name;
  if (provider !== 'test' && provider !== 'offline') return;
  const rows = await deps.db.select().from(bookings).where(inArray(bookings.id, bookingIds));
  const now = deps.now();
  for (const b of rows) {
    if (b.totalAmount <= 0 || b.status === 'cancelled') continue;
    const fee = platformFee(b.totalAmount, deps.env.PLATFORM_FEE_PERCENT);
    const paidAt = new Date(b.createdAt.getTime() + 5 * 60_000);
    const due = b.status === 'completed' && b.endsAt.getTime() + DISPUTE_WINDOW_HOURS * 3_600_000 <= now.getTime();
    const released = provider === 'test' && due;
    await deps.db.transaction(async (tx) => {
      const [p] = await tx
        .insert(payments)
        .values({
          bookingId: b.id,
          studentId: b.studentId,
          expertId: b.expertId,
          provider,
          status: 'paid',
          amount: b.totalAmount,
          fee,
          currency: deps.env.CURRENCY,
          paidAt,
          releasedAt: released ? now : null,
          receiptNumber: `R${paidAt.getUTCFullYear()}-D${b.id.slice(0, 5).toUpperCase()}`,
          createdAt: b.createdAt,
        })
        .returning({ id: payments.id });
      await tx.update(bookings).set({ paymentStatus: 'paid' }).where(eq(bookings.id, b.id));
      // Offline payments went to the tutor directly: nothing passed through the platform's books.
      if (provider !== 'test') return;
      await post(tx, { kind: 'charge', key: `charge:${p.id}`, paymentId: p.id, entries: chargeEntries(b.totalAmount, fee, b.expertId) });
      if (released) await post(tx, { kind: 'release', key: `release:${p.id}`, paymentId: p.id, entries: releaseEntries(b.totalAmount - fee, b.expertId) });
    });
  }
}
