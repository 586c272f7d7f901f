// Payments persistence: payments, provider events, refunds, disputes, payout details and payouts. Writes that must
// commit with a state change take the caller's transaction; conditions in the UPDATEs make each transition once.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { personName } from '../../db/person-name';
import { bookings, disputes, expertProfiles, ledgerEntries, ledgerTransactions, offerings, paymentEvents, payments, payoutDetails, payouts, profiles, refunds, user } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
/** A payment locked for paying, with its booking's facts and its student (lockForPaying). */
export type Paying = NonNullable<Awaited<ReturnType<ReturnType<typeof paymentsRepo>['lockForPaying']>>>;
type NewPayment = typeof payments.$inferInsert;

const studentUser = alias(user, 'student_user');
const studentProfile = alias(profiles, 'student_profile');
const tutorAccount = alias(user, 'tutor_user');
const tutorProfile = alias(profiles, 'tutor_profile');

/** A booking's people and offering joined to a query that has `bookings`: the student's and tutor's names, the title. */
function withBookingPeople<T extends PgSelect>(q: T) {
  return q
    .innerJoin(expertProfiles, eq(expertProfiles.id, bookings.expertId))
    .leftJoin(studentUser, eq(studentUser.id, bookings.studentId))
    .leftJoin(studentProfile, eq(studentProfile.userId, bookings.studentId))
    .leftJoin(tutorAccount, eq(tutorAccount.id, expertProfiles.userId))
    .leftJoin(tutorProfile, eq(tutorProfile.userId, expertProfiles.userId))
    .leftJoin(offerings, eq(offerings.id, bookings.offeringId));
}

/** Payments with their session: the booking's time and hold, the offering's title, the tutor's name; newest first. */
function paymentViews(db: Db, where: SQL, limit: number) {
  return db
    .select({ p: payments, holdExpiresAt: bookings.holdExpiresAt, scheduledAt: bookings.scheduledAt, title: offerings.title, tutorName: personName(tutorProfile, tutorAccount) })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(expertProfiles, eq(expertProfiles.id, payments.expertId))
    .leftJoin(tutorAccount, eq(tutorAccount.id, expertProfiles.userId))
    .leftJoin(tutorProfile, eq(tutorProfile.userId, expertProfiles.userId))
    .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
    .where(where)
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}

const receiptNumber = sql<string>`'R' || to_char(now(), 'YYYY') || '-' || lpad(nextval('receipt_number_seq')::text, 6, '0')`;

export const paymentsRepo = (db: Db) => ({
  transaction: <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.transaction(work),

  // ── payments ──
  async insert(tx: Tx, p: NewPayment) {
    await tx.insert(payments).values(p);
  },

  /** What a checkout at the provider needs about a booking's payment. */
  async checkoutTarget(bookingId: string) {
    const [p] = await db
      .select({ id: payments.id, amount: payments.amount, currency: payments.currency, status: payments.status, checkoutUrl: payments.checkoutUrl, expertId: payments.expertId, holdExpiresAt: bookings.holdExpiresAt, title: offerings.title })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
      .where(eq(payments.bookingId, bookingId))
      .limit(1);
    return p ?? null;
  },
  async setCheckout(id: string, providerRef: string, checkoutUrl: string, now: Date) {
    await db.update(payments).set({ providerRef, checkoutUrl, failureMessage: null, updatedAt: now }).where(and(eq(payments.id, id), sql`${payments.checkoutUrl} is null`));
  },
  async setFailure(id: string, message: string, now: Date, tx?: Tx) {
    await (tx ?? db).update(payments).set({ failureMessage: message, updatedAt: now }).where(and(eq(payments.id, id), eq(payments.status, 'requires_payment')));
  },
  async byBooking(bookingId: string) {
    const [p] = await db.select().from(payments).where(eq(payments.bookingId, bookingId)).limit(1);
    return p ?? null;
  },
  /**
   * A provider's event about a payment (by our id or the provider's reference), in one statement: the event is
   * recorded (`first` is false when it was before), and the payment's booking is locked, as lockBooking does,
   * before its payment is. `payment` is null when no payment matches.
   */
  async recordPaymentEvent(tx: Tx, event: { provider: string; eventId: string; type: string }, where: { id: string } | { provider: string; providerRef: string }) {
    const cond = 'id' in where ? sql`p.id = ${where.id}::uuid` : sql`p.provider = ${where.provider} and p.provider_ref = ${where.providerRef}`;
    const result = await tx.execute(sql`
      with recorded as (
        insert into ${paymentEvents} (provider, event_id, type) values (${event.provider}, ${event.eventId}, ${event.type})
        on conflict do nothing
        returning event_id
      )
      select (select count(*) from recorded)::int as first, found.id, found.booking_id
      from (select 1) as one
      left join lateral (
        select p.id, p.booking_id from ${payments} p join ${bookings} b on b.id = p.booking_id
        where ${cond}
        limit 1
        for update of b
      ) found on true`);
    const [row] = (result as unknown as { rows: { first: number; id: string | null; booking_id: string | null }[] }).rows;
    return { first: Number(row.first) > 0, payment: row.id && row.booking_id ? { id: row.id, bookingId: row.booking_id } : null };
  },
  /**
   * Locks one payment row (its booking locked before) with what paying it needs: the booking's facts (as
   * bookingFacts) and the student's address and name (as person), in one statement.
   */
  async lockForPaying(tx: Tx, id: string) {
    const [row] = await tx
      .select({
        p: payments,
        booking: {
          status: bookings.status,
          expertUserId: expertProfiles.userId,
          title: offerings.title,
          autoConfirm: sql<boolean>`coalesce((select s.auto_confirm_bookings from availability_settings s where s.tutor_id = ${bookings.expertId}), false)`,
        },
        student: { email: studentUser.email, name: personName(studentProfile, studentUser) },
      })
      .from(payments)
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .innerJoin(expertProfiles, eq(expertProfiles.id, bookings.expertId))
      .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
      .leftJoin(studentUser, eq(studentUser.id, payments.studentId))
      .leftJoin(studentProfile, eq(studentProfile.userId, payments.studentId))
      .where(eq(payments.id, id))
      .for('update', { of: payments })
      .limit(1);
    return row ? { p: row.p, booking: row.booking, student: row.student?.email ? { email: row.student.email, name: row.student.name } : null } : null;
  },
  /**
   * Locks a booking's row. Every money change locks the booking before its payment, as a cancellation and a
   * hold's expiry do (they update the booking first): one order, so a payment and a cancellation at the same
   * instant wait for each other instead of deadlocking.
   */
  async lockBooking(tx: Tx, bookingId: string) {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  },
  /** Marks the operator's decision that the session took place: completed, when it was still confirmed. */
  async completeByOperator(tx: Tx, bookingId: string, now: Date) {
    await tx.update(bookings).set({ status: 'completed', completedAt: now, updatedAt: now }).where(and(eq(bookings.id, bookingId), eq(bookings.status, 'confirmed')));
  },
  async setDisputed(tx: Tx, id: string, at: Date | null) {
    await tx.update(payments).set({ disputedAt: at }).where(eq(payments.id, id));
  },
  /** Locks one payment row (by our id, its booking, or the provider's reference) for a state change. */
  async lock(tx: Tx, where: { id?: string; bookingId?: string; provider?: string; providerRef?: string }): Promise<PaymentRow | null> {
    const cond = where.id ? eq(payments.id, where.id) : where.bookingId ? eq(payments.bookingId, where.bookingId) : and(eq(payments.provider, where.provider ?? ''), eq(payments.providerRef, where.providerRef ?? ''));
    const [p] = await tx.select().from(payments).where(cond).for('update').limit(1);
    return p ?? null;
  },
  /**
   * Paid now, with the next receipt number, and its booking marked paid (its hold over; `confirm` confirms it
   * too) in the same statement; answers the number.
   */
  async markPaid(tx: Tx, p: { id: string; bookingId: string }, now: Date, confirm = false): Promise<string | null> {
    const at = now.toISOString();
    const result = await tx.execute(sql`
      with booking as (
        update ${bookings} set payment_status = 'paid', hold_expires_at = null, updated_at = ${at}::timestamptz,
          status = case when ${confirm}::boolean then 'confirmed' else ${bookings.status} end
        where ${bookings.id} = ${p.bookingId}
      )
      update ${payments} set status = 'paid', paid_at = ${at}::timestamptz, failure_message = null, receipt_number = ${receiptNumber}, updated_at = ${at}::timestamptz
      where ${payments.id} = ${p.id}
      returning receipt_number`);
    const [row] = (result as unknown as { rows: { receipt_number: string | null }[] }).rows;
    return row?.receipt_number ?? null;
  },
  async setStatus(tx: Tx, id: string, status: string, now: Date, extra: { refundedAmount?: number; releasedAt?: Date } = {}) {
    await tx.update(payments).set({ status, updatedAt: now, ...extra }).where(eq(payments.id, id));
  },
  async setBookingPayment(tx: Tx, bookingId: string, paymentStatus: string, now: Date, status?: string) {
    await tx.update(bookings).set({ paymentStatus, holdExpiresAt: null, updatedAt: now, ...(status ? { status } : {}) }).where(eq(bookings.id, bookingId));
  },

  /**
   * Ends the unpaid holds that ran out (of one expert, or all): the booking cancelled, the payment expired.
   * The UPDATE's condition makes each expiry happen once across processes.
   */
  async expireHolds(tx: Tx, now: Date, expertId?: string) {
    const expired = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledBy: 'system', paymentStatus: 'expired', holdExpiresAt: null, updatedAt: now })
      .where(
        and(
          eq(bookings.paymentStatus, 'requires_payment'),
          sql`${bookings.holdExpiresAt} <= ${now.toISOString()}::timestamptz`,
          eq(bookings.status, 'pending'),
          expertId ? eq(bookings.expertId, expertId) : undefined,
        ),
      )
      .returning({ id: bookings.id, studentId: bookings.studentId, expertId: bookings.expertId });
    if (expired.length > 0) {
      await tx
        .update(payments)
        .set({ status: 'expired', updatedAt: now })
        .where(and(inArray(payments.bookingId, expired.map((e) => e.id)), inArray(payments.status, ['requires_payment', 'failed'])));
    }
    return expired;
  },

  /** Records a provider event in `tx`; false when it was recorded before. */
  async firstTime(tx: Tx, provider: string, eventId: string, type: string) {
    const rows = await tx.insert(paymentEvents).values({ provider, eventId, type }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
    return rows.length > 0;
  },

  async person(tx: Tx | Db, userId: string) {
    const [row] = await tx
      .select({ email: user.email, name: personName(profiles, user) })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.id, userId))
      .limit(1);
    return row ?? null;
  },

  /** What the money path needs about a booking, with whether its tutor auto-confirms. */
  async bookingFacts(tx: Tx, bookingId: string) {
    const [row] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        studentId: bookings.studentId,
        expertId: bookings.expertId,
        expertUserId: expertProfiles.userId,
        scheduledAt: bookings.scheduledAt,
        endsAt: bookings.endsAt,
        title: offerings.title,
        autoConfirm: sql<boolean>`coalesce((select s.auto_confirm_bookings from availability_settings s where s.tutor_id = ${bookings.expertId}), false)`,
      })
      .from(bookings)
      .innerJoin(expertProfiles, eq(expertProfiles.id, bookings.expertId))
      .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
      .where(eq(bookings.id, bookingId))
      .limit(1);
    return row ?? null;
  },

  /** The test checkout's view of a payment. */
  async checkoutView(paymentId: string) {
    const [row] = await paymentViews(db, eq(payments.id, paymentId), 1);
    return row ?? null;
  },

  // ── refunds ──
  /** A payment's one full refund; null when it was written before. */
  async insertRefund(tx: Tx, r: { paymentId: string; amount: number; reason: string; key: string }) {
    const [row] = await tx.insert(refunds).values({ paymentId: r.paymentId, amount: r.amount, reason: r.reason, idempotencyKey: r.key }).onConflictDoNothing().returning({ id: refunds.id });
    return row?.id ?? null;
  },
  async pendingRefunds(ids?: string[]) {
    return db
      .select({ id: refunds.id, amount: refunds.amount, key: refunds.idempotencyKey, providerRef: payments.providerRef, currency: payments.currency })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(and(eq(refunds.status, 'pending'), ids ? inArray(refunds.id, ids) : undefined))
      .limit(100);
  },
  async refundSent(id: string, providerRef: string, now: Date) {
    await db.update(refunds).set({ status: 'succeeded', providerRef, processedAt: now, error: null }).where(eq(refunds.id, id));
  },
  async refundNotSent(id: string, error: string) {
    await db.update(refunds).set({ attempts: sql`${refunds.attempts} + 1`, error }).where(eq(refunds.id, id));
  },
  async refundSucceededAtProvider(tx: Tx, providerRef: string, now: Date) {
    await tx.update(refunds).set({ status: 'succeeded', processedAt: now, error: null }).where(and(eq(refunds.providerRef, providerRef), sql`${refunds.status} <> 'succeeded'`));
  },

  // ── earnings and disputes ──
  /**
   * Claims the payments whose earnings are due for release: paid, session completed, the dispute window over
   * and no open dispute. Each is claimed once across processes.
   */
  async claimDueReleases(tx: Tx, now: Date, windowHours: number) {
    const at = now.toISOString();
    const released = await tx.execute(sql`
      update payments p set released_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      from bookings b
      where p.booking_id = b.id and p.status = 'paid' and p.released_at is null and p.disputed_at is null and p.provider <> 'offline'
        and b.status = 'completed'
        and greatest(b.completed_at, b.ends_at) + make_interval(hours => ${windowHours}) <= ${at}::timestamptz
        and not exists (select 1 from disputes d where d.booking_id = b.id and d.status = 'open')
      returning p.id, p.expert_id, p.amount, p.fee`);
    return (released as unknown as { rows: { id: string; expert_id: string; amount: number; fee: number }[] }).rows.map((r) => ({ id: r.id, expertId: r.expert_id, net: Number(r.amount) - Number(r.fee) }));
  },
  async insertDispute(tx: Tx, d: { bookingId: string; paymentId: string; studentId: string; reason: string }) {
    const [row] = await tx.insert(disputes).values(d).onConflictDoNothing().returning({ id: disputes.id });
    return row?.id ?? null;
  },
  async lockDispute(tx: Tx, id: string) {
    const [d] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update').limit(1);
    return d ?? null;
  },
  async resolveDispute(tx: Tx, id: string, status: 'refunded' | 'released', note: string | null, by: string, now: Date) {
    await tx.update(disputes).set({ status, resolutionNote: note, resolvedBy: by, resolvedAt: now }).where(eq(disputes.id, id));
  },
  async disputes(id?: string) {
    return withBookingPeople(
      db
        .select({
          d: disputes,
          amount: payments.amount,
          currency: payments.currency,
          studentName: personName(studentProfile, studentUser),
          tutorName: personName(tutorProfile, tutorAccount),
          title: offerings.title,
          scheduledAt: bookings.scheduledAt,
        })
        .from(disputes)
        .innerJoin(payments, eq(payments.id, disputes.paymentId))
        .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
        .$dynamic(),
    )
      .where(id ? eq(disputes.id, id) : undefined)
      .orderBy(sql`(${disputes.status} = 'open') desc`, desc(disputes.openedAt))
      .limit(100);
  },

  // ── payouts ──
  async paidOut(expertId: string) {
    const [row] = await db.select({ n: sql<string>`coalesce(sum(${payouts.amount}), 0)` }).from(payouts).where(and(eq(payouts.expertId, expertId), inArray(payouts.status, ['requested', 'paid'])));
    return Number(row?.n ?? 0);
  },
  async savePayoutDetails(expertId: string, values: Omit<typeof payoutDetails.$inferInsert, 'expertId'>) {
    await db.insert(payoutDetails).values({ expertId, ...values }).onConflictDoUpdate({ target: payoutDetails.expertId, set: values });
  },
  async payoutDetails(expertId: string) {
    const [d] = await db.select().from(payoutDetails).where(eq(payoutDetails.expertId, expertId)).limit(1);
    return d ?? null;
  },
  /** The tutor's payout details, locked: two payout requests at once pay out once. */
  async lockPayoutDetails(tx: Tx, expertId: string) {
    const [d] = await tx.select().from(payoutDetails).where(eq(payoutDetails.expertId, expertId)).for('update').limit(1);
    return d ?? null;
  },
  async insertPayout(tx: Tx, p: { expertId: string; amount: number; currency: string }) {
    const [row] = await tx.insert(payouts).values(p).returning({ id: payouts.id });
    return row.id;
  },
  async payoutToSend(id: string) {
    const [p] = await db.select({ p: payouts, destination: payoutDetails.providerAccount }).from(payouts).leftJoin(payoutDetails, eq(payoutDetails.expertId, payouts.expertId)).where(eq(payouts.id, id)).limit(1);
    return p ?? null;
  },
  async lockPayout(tx: Tx, where: { id?: string; providerRef?: string }) {
    const [p] = await tx.select().from(payouts).where(where.id ? eq(payouts.id, where.id) : eq(payouts.providerRef, where.providerRef ?? '')).for('update').limit(1);
    return p ?? null;
  },
  async setPayoutRef(tx: Tx, id: string, providerRef: string) {
    await tx.update(payouts).set({ providerRef }).where(eq(payouts.id, id));
  },
  async settlePayout(tx: Tx, id: string, paid: boolean, failure: string | null, now: Date) {
    await tx.update(payouts).set({ status: paid ? 'paid' : 'failed', paidAt: paid ? now : null, failureMessage: failure }).where(eq(payouts.id, id));
  },
  async requestedPayouts() {
    return db.select({ id: payouts.id }).from(payouts).where(eq(payouts.status, 'requested')).limit(20);
  },
  async expertUserId(tx: Tx, expertId: string) {
    const [e] = await tx.select({ userId: expertProfiles.userId }).from(expertProfiles).where(eq(expertProfiles.id, expertId));
    return e?.userId ?? null;
  },
  async payouts(expertId?: string, id?: string) {
    return db
      .select({ p: payouts, tutorName: personName(tutorProfile, tutorAccount) })
      .from(payouts)
      .innerJoin(expertProfiles, eq(expertProfiles.id, payouts.expertId))
      .leftJoin(tutorAccount, eq(tutorAccount.id, expertProfiles.userId))
      .leftJoin(tutorProfile, eq(tutorProfile.userId, expertProfiles.userId))
      .where(and(expertId ? eq(payouts.expertId, expertId) : undefined, id ? eq(payouts.id, id) : undefined))
      .orderBy(desc(payouts.requestedAt))
      .limit(100);
  },

  // ── lists ──
  async studentPayments(studentId: string) {
    return paymentViews(db, eq(payments.studentId, studentId), 200);
  },
  /** A tutor's ledger lines, newest first; a release shows once, as the money arriving in the available balance. */
  async tutorEntries(expertId: string) {
    return db
      .select({
        id: ledgerEntries.id,
        kind: ledgerTransactions.kind,
        account: ledgerEntries.account,
        amount: ledgerEntries.amount,
        at: ledgerEntries.createdAt,
        bookingId: payments.bookingId,
        gross: payments.amount,
        fee: payments.fee,
        title: offerings.title,
        studentName: personName(studentProfile, studentUser),
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .leftJoin(payments, eq(payments.id, ledgerTransactions.paymentId))
      .leftJoin(bookings, eq(bookings.id, payments.bookingId))
      .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
      .leftJoin(studentUser, eq(studentUser.id, bookings.studentId))
      .leftJoin(studentProfile, eq(studentProfile.userId, bookings.studentId))
      .where(and(eq(ledgerEntries.expertId, expertId), sql`not (${ledgerTransactions.kind} = 'release' and ${ledgerEntries.account} = 'tutor_pending')`))
      .orderBy(desc(ledgerEntries.id))
      .limit(500);
  },
  /** The last 12 months to `now`, oldest first: net earned (charges less refunds) and paid out. */
  async monthly(expertId: string, now: Date) {
    const rows = await db.execute(sql`
      with months as (select to_char(date_trunc('month', ${now.toISOString()}::timestamptz) - make_interval(months => g), 'YYYY-MM') as month from generate_series(0, 11) g)
      select m.month,
        coalesce((select -sum(e.amount) from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.expert_id = ${expertId} and t.kind in ('charge', 'refund') and e.account in ('tutor_pending', 'tutor_available') and to_char(t.created_at, 'YYYY-MM') = m.month), 0)::bigint as earned,
        coalesce((select sum(p.amount) from payouts p where p.expert_id = ${expertId} and p.status = 'paid' and to_char(p.paid_at, 'YYYY-MM') = m.month), 0)::bigint as paid_out
      from months m order by m.month`);
    return (rows as unknown as { rows: { month: string; earned: string; paid_out: string }[] }).rows.map((r) => ({ month: r.month, earned: Number(r.earned), paidOut: Number(r.paid_out) }));
  },
  async recentRefunds() {
    return withBookingPeople(
      db
        .select({
          r: refunds,
          bookingId: payments.bookingId,
          currency: payments.currency,
          studentName: personName(studentProfile, studentUser),
          tutorName: personName(tutorProfile, tutorAccount),
          title: offerings.title,
        })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .$dynamic(),
    )
      .orderBy(desc(refunds.createdAt))
      .limit(50);
  },
});
