// The money path: a booking's payment from hold to charge, refunds by the policy, disputes, the tutor's
// earnings from pending to available to paid out. Every state change and the ledger transaction it causes are
// written in one database transaction; calls to the provider happen after the commit and are retried.
import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import type { BookingStatus } from '../../../shared/schemas/bookings';
import { formatMoney, includedTax, platformFee } from '../../../shared/rules/money';
import {
  DISPUTE_WINDOW_HOURS,
  HOLD_MINUTES,
  paymentMessages,
  type AdminPayments,
  type Balance,
  type BookingPayment,
  type Dispute,
  type Earnings,
  type PaymentHistory,
  type PaymentStatus,
  type Payout,
  type PayoutDetailsInput,
  type RazorpayCheckout,
  type TestCheckout,
  type TestPayInput,
  type TestPayResult,
} from '../../../shared/schemas/payments';
import { PaymentProviderError, WebhookSignatureError, type ProviderEvent } from '../../adapters/payments/payments';
import { chargeTestCard } from '../../adapters/payments/test-provider';
import { verifyCheckoutSignature } from '../../adapters/payments/razorpay';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { announceNotification, storeNotification, storeNotifications } from '../notifications/notifications.service';
import { chargeEntries, payoutEntries, refundEntries, releaseEntries } from './ledger';
import { checkLedger, post, tutorBalances } from './ledger.repo';
import { paymentsRepo, type Paying, type PaymentRow } from './payments.repo';

const HOUR = 3_600_000;
type Notice = { id: string; userId: string; type: string };

// ── opening a payment with the booking ───────────────────────────────────────

/** How a new booking of `amount` is paid: online (held while the student pays), offline, or not at all. */
export function paymentPlan(deps: Deps, amount: number): 'online' | 'offline' | 'free' {
  if (amount <= 0) return 'free';
  return deps.payments.online ? 'online' : 'offline';
}

/** The booking columns for a new booking's payment: an online payment holds the slot for HOLD_MINUTES. */
export function bookingPaymentColumns(deps: Deps, amount: number, now: Date) {
  const plan = paymentPlan(deps, amount);
  return {
    paymentStatus: plan === 'free' ? 'not_required' : 'requires_payment',
    holdExpiresAt: plan === 'online' ? new Date(now.getTime() + HOLD_MINUTES * 60_000) : null,
  };
}

const feeOf = (deps: Deps, amount: number) => platformFee(amount, deps.env.PLATFORM_FEE_PERCENT);

/** In the booking's transaction: the payment row of a booking that is paid for; its checkout URL when known at once. */
export async function openPayment(deps: Deps, tx: Tx, b: { bookingId: string; studentId: string; expertId: string; amount: number }): Promise<string | null> {
  if (b.amount <= 0) return null;
  const id = randomUUID();
  const checkout = deps.payments.checkoutAtOnce?.(id) ?? null;
  await paymentsRepo(deps.db).insert(tx, {
    id,
    providerRef: checkout?.providerRef ?? null,
    checkoutUrl: checkout?.checkoutUrl ?? null,
    bookingId: b.bookingId,
    studentId: b.studentId,
    expertId: b.expertId,
    provider: deps.payments.name,
    amount: b.amount,
    fee: feeOf(deps, b.amount),
    currency: deps.env.CURRENCY,
  });
  return checkout?.checkoutUrl ?? null;
}

/**
 * After the booking's commit: gives an online payment its checkout at the provider (never under the
 * expert's lock). A provider that does not answer leaves the payment without one; the next look retries.
 */
export async function ensureCheckout(deps: Deps, bookingId: string, customerEmail: string): Promise<void> {
  if (!deps.payments.online) return;
  const repo = paymentsRepo(deps.db);
  const p = await repo.checkoutTarget(bookingId);
  if (!p || p.checkoutUrl || p.status !== 'requires_payment' || !p.holdExpiresAt) return;
  const back = `${deps.baseUrl}/booking/${p.expertId}?booking=${bookingId}`;
  try {
    const checkout = await deps.payments.createCheckout({
      paymentId: p.id,
      bookingId,
      amount: p.amount,
      currency: p.currency,
      description: p.title ?? 'Tutoring session',
      customerEmail,
      returnUrl: back,
      cancelUrl: `${back}&cancelled=1`,
      expiresAt: p.holdExpiresAt,
    });
    await repo.setCheckout(p.id, checkout.providerRef, checkout.checkoutUrl, deps.now());
  } catch (err) {
    deps.logger.warn({ err, bookingId }, 'checkout could not be created');
    await repo.setFailure(p.id, paymentMessages.providerUnavailable, deps.now());
  }
}

/** The payment part of a booking answer. */
export function bookingPayment(deps: Deps, b: { paymentStatus: string; holdExpiresAt: Date | null; totalAmount: number }, p: { provider: string | null; checkoutUrl: string | null; refundedAmount: number | null; failureMessage: string | null; currency: string | null } | null): BookingPayment {
  const status = b.paymentStatus as PaymentStatus;
  return {
    status,
    amount: b.totalAmount,
    currency: p?.currency ?? deps.env.CURRENCY,
    checkoutUrl: status === 'requires_payment' ? (p?.checkoutUrl ?? null) : null,
    holdExpiresAt: status === 'requires_payment' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
    provider: (p?.provider as BookingPayment['provider']) ?? null,
    refundedAmount: p?.refundedAmount ?? 0,
    failureMessage: status === 'requires_payment' ? (p?.failureMessage ?? null) : null,
  };
}

// ── holds ────────────────────────────────────────────────────────────────────

/**
 * Ends the unpaid holds that ran out (of one expert, or all), in `tx`: the booking is cancelled and its slot
 * free, the payment expired. The UPDATE's condition makes each expiry happen once across processes.
 */
export function expireHolds(deps: Deps, tx: Tx, now: Date, expertId?: string): Promise<{ id: string; studentId: string; expertId: string }[]> {
  return paymentsRepo(deps.db).expireHolds(tx, now, expertId);
}

/** The sweep the worker runs: holds that ran out anywhere, each told to its student. */
export async function sweepExpiredHolds(deps: Deps): Promise<number> {
  const now = deps.now();
  const { expired, notices } = await deps.db.transaction(async (tx) => {
    const gone = await expireHolds(deps, tx, now);
    const stored: Notice[] = [];
    for (const b of gone) {
      const n = await storeNotification(deps, { userId: b.studentId, type: 'payment.expired', title: 'Booking not completed', body: paymentMessages.expired, link: `/booking/${b.expertId}` }, tx);
      stored.push({ id: n.id, userId: b.studentId, type: 'payment.expired' });
    }
    return { expired: gone, notices: stored };
  });
  for (const b of expired) await publishEvent(deps.bus, [`user:${b.studentId}`], 'booking.updated', { id: b.id, status: 'cancelled' });
  for (const n of notices) await announceNotification(deps, n);
  return expired.length;
}

// ── paying ───────────────────────────────────────────────────────────────────

type AfterCommit = { notices: Notice[]; announce: { id: string; status: BookingStatus; users: string[] }[]; refunds: string[] };
const emptyAfter = (): AfterCommit => ({ notices: [], announce: [], refunds: [] });

async function runAfter(deps: Deps, after: AfterCommit) {
  for (const a of after.announce) await publishEvent(deps.bus, a.users.map((u) => `user:${u}` as const), 'booking.updated', { id: a.id, status: a.status });
  for (const n of after.notices) await announceNotification(deps, n);
  if (after.refunds.length > 0) await sendRefunds(deps, after.refunds);
  await deps.mail.deliverDue();
}

/**
 * A payment succeeded at the provider. Once: the payment and booking are paid, the charge is in the ledger,
 * the tutor is asked to confirm (or the session confirmed), the student gets a receipt. Money that arrives
 * after the hold ran out is refunded at once.
 */
async function markPaid(deps: Deps, tx: Tx, paying: Paying, after: AfterCommit): Promise<void> {
  const { p, booking: b, student } = paying;
  if (p.status !== 'requires_payment' && p.status !== 'failed' && p.status !== 'expired') return;
  const now = deps.now();
  const repo = paymentsRepo(deps.db);
  const late = p.status === 'expired' || b.status === 'cancelled';
  const confirm = !late && b.autoConfirm && b.status === 'pending';
  const receipt = await repo.markPaid(tx, p, now, confirm);
  await post(tx, { kind: 'charge', key: `charge:${p.id}`, paymentId: p.id, entries: chargeEntries(p.amount, p.fee, p.expertId) });
  if (late) {
    await refundPayment(deps, tx, { ...p, status: 'paid' }, 'The payment arrived after the booking hold had run out.', after);
    return;
  }
  const [tutorNote, studentNote] = await storeNotifications(
    deps,
    [
      {
        userId: b.expertUserId,
        type: 'booking.created',
        title: confirm ? 'New session booked' : 'New booking request',
        body: `${student?.name?.trim() || 'A student'} booked and paid for ${b.title ?? 'a session'} (${formatMoney(p.amount, p.currency)}).`,
        link: '/tutor/dashboard/sessions',
      },
      { userId: p.studentId, type: 'payment.paid', title: 'Payment received', body: `You paid ${formatMoney(p.amount, p.currency)} for ${b.title ?? 'your session'}.`, link: '/student/payments' },
    ],
    tx,
  );
  after.notices.push({ id: tutorNote.id, userId: b.expertUserId, type: 'booking.created' }, { id: studentNote.id, userId: p.studentId, type: 'payment.paid' });
  after.announce.push({ id: p.bookingId, status: confirm ? 'confirmed' : (b.status as BookingStatus), users: [p.studentId, b.expertUserId] });
  if (student) {
    await deps.mail.send(
      {
        to: student.email,
        subject: `Receipt ${receipt ?? ''}: ${b.title ?? 'Tutoring session'}`,
        kind: 'payment.receipt',
        text: receiptText(deps, { receiptNumber: receipt ?? '', amount: p.amount, currency: p.currency, title: b.title, name: student.name, at: now, confirmed: confirm }),
      },
      tx,
    );
  }
}

function receiptText(deps: Deps, r: { receiptNumber: string; amount: number; currency: string; title: string | null; name: string | null; at: Date; confirmed: boolean }) {
  const rate = deps.env.TAX_PERCENT;
  const tax = includedTax(r.amount, rate);
  return [
    `Hello ${r.name?.trim() || 'there'},`,
    '',
    `Thank you for your payment. ${r.confirmed ? 'Your session is confirmed.' : 'Your tutor has been asked to confirm the session.'}`,
    '',
    `Receipt: ${r.receiptNumber}`,
    `Date: ${r.at.toISOString().slice(0, 10)}`,
    `Session: ${r.title ?? 'Tutoring session'}`,
    `Amount paid: ${formatMoney(r.amount, r.currency)}`,
    `Includes ${deps.env.TAX_LABEL} ${rate}%: ${formatMoney(tax, r.currency)}`,
    '',
    `Your payments and receipts: ${deps.baseUrl}/student/payments`,
  ].join('\n');
}

async function markFailed(deps: Deps, tx: Tx, p: PaymentRow, message: string) {
  // A failed attempt leaves the booking awaiting payment (the student may try again until the hold ends);
  // a failure reported after a success changes nothing.
  if (p.status !== 'requires_payment') return;
  await paymentsRepo(deps.db).setFailure(p.id, message, deps.now(), tx);
}

/** Applies a verified provider event once; unknown payments are ignored (another install's, or not ours). */
async function applyProviderEvent(deps: Deps, event: ProviderEvent): Promise<void> {
  if (event.type === 'ignored') return;
  const after = emptyAfter();
  const repo = paymentsRepo(deps.db);
  await repo.transaction(async (tx) => {
    if (event.type === 'payment.succeeded' || event.type === 'payment.failed') {
      const where = event.paymentId ? { id: event.paymentId } : { provider: deps.payments.name, providerRef: event.providerRef };
      const { first, payment: found } = await repo.recordPaymentEvent(tx, { provider: deps.payments.name, eventId: event.id, type: event.type }, where);
      if (!first || !found) return;
      const paying = await repo.lockForPaying(tx, found.id);
      if (!paying) return;
      if (event.type === 'payment.succeeded') await markPaid(deps, tx, paying, after);
      else await markFailed(deps, tx, paying.p, event.failureMessage);
    } else if (!(await repo.firstTime(tx, deps.payments.name, event.id, event.type))) {
      return;
    } else if (event.type === 'refund.succeeded') {
      await repo.refundSucceededAtProvider(tx, event.refundRef, deps.now());
    } else {
      await settlePayout(deps, tx, { providerRef: event.payoutRef }, event.type === 'payout.paid', event.failureMessage);
    }
  });
  await runAfter(deps, after);
}

export async function receiveWebhook(deps: Deps, provider: string, rawBody: string, header: (name: string) => string | undefined) {
  if (provider !== deps.payments.name) throw new AppError('NOT_FOUND', 'Not found');
  let event: ProviderEvent;
  try {
    event = deps.payments.parseWebhook(rawBody, header);
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
    throw err;
  }
  await applyProviderEvent(deps, event);
  return { received: true };
}

/** The return page's check: asks the provider for the payment's state and applies it. */
export async function refreshPayment(deps: Deps, bookingId: string, email: string): Promise<void> {
  const p = await paymentsRepo(deps.db).byBooking(bookingId);
  if (!p || p.status !== 'requires_payment') return;
  if (!p.checkoutUrl) return ensureCheckout(deps, bookingId, email);
  if (!p.providerRef || deps.payments.name === 'test') return;
  try {
    const state = await deps.payments.retrievePayment(p.providerRef);
    if (state.status === 'pending') return;
    const id = `pull:${p.id}:${state.status}`;
    await applyProviderEvent(
      deps,
      state.status === 'paid'
        ? { id, type: 'payment.succeeded', providerRef: p.providerRef, paymentId: p.id, amount: state.amount ?? p.amount }
        : { id, type: 'payment.failed', providerRef: p.providerRef, paymentId: p.id, failureMessage: state.failureMessage ?? paymentMessages.declined },
    );
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.logger.warn({ err, bookingId }, 'payment state could not be read');
  }
}

// ── the test provider's checkout ─────────────────────────────────────────────

async function testCheckoutRow(deps: Deps, actor: Actor, paymentId: string) {
  if (deps.payments.name !== 'test') throw new AppError('NOT_FOUND', 'Payment not found');
  const row = await paymentsRepo(deps.db).checkoutView(paymentId);
  if (!row || row.p.studentId !== actor.userId) throw new AppError('NOT_FOUND', 'Payment not found');
  return row;
}

export async function getTestCheckout(deps: Deps, actor: Actor, paymentId: string): Promise<TestCheckout> {
  const row = await testCheckoutRow(deps, actor, paymentId);
  const back = `/booking/${row.p.expertId}?booking=${row.p.bookingId}`;
  return {
    paymentId: row.p.id,
    bookingId: row.p.bookingId,
    expertId: row.p.expertId,
    tutorName: row.tutorName?.trim() || 'Expert User',
    sessionTitle: row.title ?? 'Tutoring session',
    scheduledAt: row.scheduledAt.toISOString(),
    amount: row.p.amount,
    currency: row.p.currency,
    status: row.p.status as PaymentStatus,
    holdExpiresAt: row.p.status === 'requires_payment' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    failureMessage: row.p.status === 'requires_payment' ? row.p.failureMessage : null,
    returnUrl: back,
    cancelUrl: `${back}&cancelled=1`,
  };
}

/** The test checkout's Pay button: the test card decides, as a processor's test mode would. */
export async function payTestCheckout(deps: Deps, actor: Actor, paymentId: string, card: TestPayInput): Promise<TestPayResult> {
  const row = await testCheckoutRow(deps, actor, paymentId);
  const returnUrl = `/booking/${row.p.expertId}?booking=${row.p.bookingId}`;
  if (row.p.status === 'paid') throw new AppError('CONFLICT', paymentMessages.alreadyPaid);
  if (row.p.status !== 'requires_payment' || (row.holdExpiresAt && row.holdExpiresAt <= deps.now())) throw new AppError('CONFLICT', paymentMessages.expired);
  const result = chargeTestCard(card, deps.now());
  if (!result.ok && !result.declined) {
    throw new AppError('VALIDATION', result.message, result.field ? { fields: { [result.field]: result.message } } : undefined);
  }
  const attempt = randomUUID();
  await applyProviderEvent(
    deps,
    result.ok
      ? { id: `test:${attempt}`, type: 'payment.succeeded', providerRef: row.p.id, paymentId: row.p.id, amount: row.p.amount }
      : { id: `test:${attempt}`, type: 'payment.failed', providerRef: row.p.id, paymentId: row.p.id, failureMessage: result.message },
  );
  return result.ok ? { status: 'paid', message: null, returnUrl } : { status: 'failed', message: result.message, returnUrl };
}

// ── Razorpay's checkout widget ───────────────────────────────────────────────

export async function getRazorpayCheckout(deps: Deps, actor: Actor, paymentId: string): Promise<RazorpayCheckout> {
  const row = await paymentsRepo(deps.db).checkoutView(paymentId);
  if (deps.payments.name !== 'razorpay' || !row || row.p.studentId !== actor.userId || !row.p.providerRef) throw new AppError('NOT_FOUND', 'Payment not found');
  const back = `/booking/${row.p.expertId}?booking=${row.p.bookingId}`;
  return {
    keyId: deps.env.RAZORPAY_KEY_ID ?? '',
    orderId: row.p.providerRef,
    amount: row.p.amount,
    currency: row.p.currency,
    tutorName: row.tutorName?.trim() || 'Expert User',
    sessionTitle: row.title ?? 'Tutoring session',
    email: actor.email,
    status: row.p.status as PaymentStatus,
    holdExpiresAt: row.p.status === 'requires_payment' ? (row.holdExpiresAt?.toISOString() ?? null) : null,
    returnUrl: back,
    cancelUrl: `${back}&cancelled=1`,
  };
}

/**
 * The widget's success handler: its signature proves Razorpay issued the payment for our order; the payment's
 * state is then read from Razorpay itself (and captured), as the webhook would.
 */
export async function verifyRazorpayCheckout(deps: Deps, actor: Actor, paymentId: string, v: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) {
  const row = await paymentsRepo(deps.db).checkoutView(paymentId);
  if (deps.payments.name !== 'razorpay' || !row || row.p.studentId !== actor.userId) throw new AppError('NOT_FOUND', 'Payment not found');
  if (v.razorpay_order_id !== row.p.providerRef || !verifyCheckoutSignature(deps.env.RAZORPAY_KEY_SECRET ?? '', v.razorpay_order_id, v.razorpay_payment_id, v.razorpay_signature)) {
    throw new AppError('BAD_REQUEST', 'The payment could not be verified.');
  }
  await refreshPayment(deps, row.p.bookingId, actor.email);
  return { returnUrl: `/booking/${row.p.expertId}?booking=${row.p.bookingId}` };
}

/** Offline payments: the tutor says the student paid them. */
export async function markPaidOffline(deps: Deps, actor: Actor, bookingId: string): Promise<void> {
  const repo = paymentsRepo(deps.db);
  await repo.transaction(async (tx) => {
    await repo.lockBooking(tx, bookingId);
    const p = await repo.lock(tx, { bookingId });
    if (!p || p.expertId !== actor.expertProfileId) throw new AppError('NOT_FOUND', "Session not found or you don't have access to it");
    if (p.provider !== 'offline') throw new AppError('FORBIDDEN', paymentMessages.notOffline);
    if (p.status === 'paid') return;
    if (p.status !== 'requires_payment') throw new AppError('CONFLICT', paymentMessages.notPayable);
    const now = deps.now();
    await repo.markPaid(tx, p, now);
  });
}

// ── refunds ──────────────────────────────────────────────────────────────────

/**
 * Refunds a paid payment in full, in `tx`: the refund row (sent to the provider after the commit), the ledger's
 * reversal, the statuses, the student's notice and e-mail. Once per payment: a second call does nothing.
 */
async function refundPayment(deps: Deps, tx: Tx, p: PaymentRow, reason: string, after: AfterCommit): Promise<boolean> {
  if (p.status !== 'paid' || p.provider === 'offline') return false;
  const amount = p.amount - p.refundedAmount;
  if (amount <= 0) return false;
  const repo = paymentsRepo(deps.db);
  const refundId = await repo.insertRefund(tx, { paymentId: p.id, amount, reason, key: `refund:${p.id}:full` });
  if (!refundId) return false;
  await post(tx, { kind: 'refund', key: `refund:${refundId}`, paymentId: p.id, entries: refundEntries({ amount: p.amount, fee: p.fee, expertId: p.expertId, released: p.releasedAt !== null }, amount) });
  const now = deps.now();
  await repo.setStatus(tx, p.id, 'refunded', now, { refundedAmount: p.amount });
  await repo.setBookingPayment(tx, p.bookingId, 'refunded', now);
  const note = await storeNotification(
    deps,
    { userId: p.studentId, type: 'payment.refunded', title: 'Refund on its way', body: `${formatMoney(amount, p.currency)} is being refunded to you. ${reason}`, link: '/student/payments' },
    tx,
  );
  after.notices.push({ id: note.id, userId: p.studentId, type: 'payment.refunded' });
  after.refunds.push(refundId);
  const student = await repo.person(tx, p.studentId);
  if (student) {
    await deps.mail.send(
      {
        to: student.email,
        subject: `Refund of ${formatMoney(amount, p.currency)}`,
        kind: 'payment.refund',
        text: [
          `Hello ${student.name?.trim() || 'there'},`,
          '',
          `${formatMoney(amount, p.currency)} is being refunded to the card you paid with. ${reason}`,
          'Card refunds usually reach your account within 5–7 working days.',
          '',
          `Your payments and receipts: ${deps.baseUrl}/student/payments`,
        ].join('\n'),
      },
      tx,
    );
  }
  return true;
}

/** Sends pending refunds to the provider (after their commit, and again by the worker until each is done). */
export async function sendRefunds(deps: Deps, ids?: string[]): Promise<number> {
  const repo = paymentsRepo(deps.db);
  const due = await repo.pendingRefunds(ids);
  let sent = 0;
  for (const r of due) {
    try {
      const { refundRef } = await deps.payments.refund({ providerRef: r.providerRef ?? '', amount: r.amount, currency: r.currency, idempotencyKey: r.key });
      await repo.refundSent(r.id, refundRef, deps.now());
      sent += 1;
    } catch (err) {
      deps.logger.warn({ err, refundId: r.id }, 'refund not sent yet');
      await repo.refundNotSent(r.id, err instanceof Error ? err.message : String(err));
    }
  }
  return sent;
}

/**
 * In the transaction that cancels a booking: its payment follows. A hold simply ends; a paid session is
 * refunded in full (the policy's other cases never reach a cancellation: a student's late cancel is refused).
 */
async function settleCancellation(deps: Deps, tx: Tx, bookingId: string, by: 'student' | 'expert' | 'admin', after: AfterCommit) {
  const repo = paymentsRepo(deps.db);
  const p = await repo.lock(tx, { bookingId });
  const now = deps.now();
  if (!p) return;
  if (p.status === 'requires_payment' || p.status === 'failed') {
    await repo.setStatus(tx, p.id, 'expired', now);
    await repo.setBookingPayment(tx, bookingId, 'expired', now);
    return;
  }
  // Said of the session, not to a reader: the student's e-mail and the operator's list show the same words.
  const reason = by === 'expert' ? 'The tutor cancelled the session.' : by === 'student' ? 'The student cancelled at least 12 hours before the start.' : 'The session was cancelled.';
  await refundPayment(deps, tx, p, reason, after);
}

/** For the bookings module: settles a cancellation's payment in its transaction, runs the rest after commit. */
export function cancellationSettler(deps: Deps) {
  const after = emptyAfter();
  return {
    inTransaction: (tx: Tx, bookingId: string, by: 'student' | 'expert' | 'admin') => settleCancellation(deps, tx, bookingId, by, after),
    afterCommit: () => runAfter(deps, after),
  };
}

// ── earnings: release, disputes, payouts ─────────────────────────────────────

/**
 * Moves tutors' earnings from pending to available once their session is completed and the dispute window
 * has passed without an open dispute. The UPDATE claims each payment once across processes.
 */
export async function releaseDueEarnings(deps: Deps, now = deps.now()): Promise<number> {
  const repo = paymentsRepo(deps.db);
  return repo.transaction(async (tx) => {
    const due = await repo.claimDueReleases(tx, now, DISPUTE_WINDOW_HOURS);
    for (const r of due) await post(tx, { kind: 'release', key: `release:${r.id}`, paymentId: r.id, entries: releaseEntries(r.net, r.expertId) });
    return due.length;
  });
}

export async function openDispute(deps: Deps, actor: Actor, bookingId: string, reason: string): Promise<Dispute> {
  const repo = paymentsRepo(deps.db);
  const id = await repo.transaction(async (tx) => {
    await repo.lockBooking(tx, bookingId);
    const p = await repo.lock(tx, { bookingId });
    const b = await repo.bookingFacts(tx, bookingId);
    if (!b || b.studentId !== actor.userId) throw new AppError('NOT_FOUND', "Session not found or you don't have access to it");
    if (!p || p.status !== 'paid' || p.provider === 'offline') throw new AppError('FORBIDDEN', paymentMessages.disputeNotPaid);
    if (p.releasedAt) throw new AppError('FORBIDDEN', paymentMessages.disputeWindow);
    const now = deps.now().getTime();
    if (b.status === 'cancelled' || now < b.scheduledAt.getTime() || now > b.endsAt.getTime() + DISPUTE_WINDOW_HOURS * HOUR) throw new AppError('FORBIDDEN', paymentMessages.disputeWindow);
    const disputeId = await repo.insertDispute(tx, { bookingId, paymentId: p.id, studentId: actor.userId, reason });
    if (!disputeId) throw new AppError('CONFLICT', paymentMessages.disputeOpen);
    await repo.setDisputed(tx, p.id, deps.now());
    await storeNotification(deps, { userId: b.expertUserId, type: 'dispute.opened', title: 'A session was reported', body: `Your student reported a problem with ${b.title ?? 'a session'}. Its earning waits until we have looked into it.`, link: '/tutor/dashboard/earnings' }, tx);
    return disputeId;
  });
  return (await listDisputes(deps, id))[0];
}

export async function resolveDispute(deps: Deps, actor: Actor, disputeId: string, outcome: 'refund' | 'release', note?: string): Promise<Dispute> {
  const after = emptyAfter();
  const repo = paymentsRepo(deps.db);
  await repo.transaction(async (tx) => {
    const d = await repo.lockDispute(tx, disputeId);
    if (!d) throw new AppError('NOT_FOUND', 'Dispute not found');
    if (d.status !== 'open') throw new AppError('CONFLICT', 'This dispute has been resolved already.');
    await repo.lockBooking(tx, d.bookingId);
    const p = await repo.lock(tx, { id: d.paymentId });
    const now = deps.now();
    if (!p) return;
    await repo.setDisputed(tx, p.id, null);
    // A payment refunded meanwhile (the tutor cancelled) is recorded as such, whatever was asked.
    const refunded = outcome === 'refund' || p.status !== 'paid';
    await repo.resolveDispute(tx, d.id, refunded ? 'refunded' : 'released', note ?? null, actor.userId, now);
    if (outcome === 'refund') await refundPayment(deps, tx, p, 'A no-show report was upheld after review.', after);
    else if (p.status === 'paid' && !p.releasedAt) {
      // Releasing says the session took place: it is completed, so it can no longer be cancelled and refunded
      // from under a tutor who has been paid out.
      await repo.completeByOperator(tx, p.bookingId, now);
      await repo.setStatus(tx, p.id, 'paid', now, { releasedAt: now });
      await post(tx, { kind: 'release', key: `release:${p.id}`, paymentId: p.id, entries: releaseEntries(p.amount - p.fee, p.expertId) });
    }
  });
  await runAfter(deps, after);
  return (await listDisputes(deps, disputeId))[0];
}

export async function balanceOf(deps: Deps, expertId: string): Promise<Balance> {
  const [b, paidOut] = await Promise.all([tutorBalances(deps.db, expertId), paymentsRepo(deps.db).paidOut(expertId)]);
  return { currency: deps.env.CURRENCY, pending: b.pending, available: b.available, paidOut };
}

export async function savePayoutDetails(deps: Deps, expertId: string, d: PayoutDetailsInput) {
  const values = { method: d.method, accountHolder: d.accountHolder, accountNumber: d.method === 'bank' ? (d.accountNumber ?? null) : null, ifsc: d.method === 'bank' ? (d.ifsc ?? null) : null, upiId: d.method === 'upi' ? (d.upiId ?? null) : null, updatedAt: deps.now() };
  await paymentsRepo(deps.db).savePayoutDetails(expertId, values);
  return payoutDetailsView(deps, expertId);
}

async function payoutDetailsView(deps: Deps, expertId: string) {
  const d = await paymentsRepo(deps.db).payoutDetails(expertId);
  if (!d) return null;
  return { method: d.method as 'bank' | 'upi', accountHolder: d.accountHolder, accountNumberLast4: d.accountNumber ? d.accountNumber.slice(-4) : null, ifsc: d.ifsc, upiId: d.upiId, updatedAt: d.updatedAt.toISOString() };
}

/** Pays out the tutor's whole available balance: ledger first (in the payout's transaction), then the provider. */
export async function requestPayout(deps: Deps, expertId: string): Promise<Payout> {
  const repo = paymentsRepo(deps.db);
  const id = await repo.transaction(async (tx) => {
    // The payout details row is the tutor's payout lock: two requests at once pay out once.
    const details = await repo.lockPayoutDetails(tx, expertId);
    if (!details) throw new AppError('FORBIDDEN', paymentMessages.payoutDetailsMissing);
    const { available } = await tutorBalances(tx, expertId);
    if (available <= 0) throw new AppError('FORBIDDEN', paymentMessages.nothingToPayOut);
    const payoutId = await repo.insertPayout(tx, { expertId, amount: available, currency: deps.env.CURRENCY });
    await post(tx, { kind: 'payout', key: `payout:${payoutId}`, payoutId, entries: payoutEntries(available, expertId) });
    return payoutId;
  });
  await sendPayout(deps, id);
  return (await listPayouts(deps, { id }))[0];
}

async function sendPayout(deps: Deps, id: string) {
  const p = await paymentsRepo(deps.db).payoutToSend(id);
  if (!p || p.p.status !== 'requested') return;
  try {
    const r = await deps.payments.payout({ payoutId: id, amount: p.p.amount, currency: p.p.currency, destination: p.destination, idempotencyKey: `payout:${id}` });
    await deps.db.transaction((tx) => settlePayout(deps, tx, { id, providerRef: r.payoutRef }, r.status === 'paid' ? true : null, null));
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    // Refused outright: the money goes back to available. Unreachable: stays requested for the worker.
    if (err.kind === 'declined' || err.kind === 'status') await deps.db.transaction((tx) => settlePayout(deps, tx, { id }, false, err.message));
  }
}

/** A payout's outcome: paid, or failed with its money back in the tutor's available balance (once). */
async function settlePayout(deps: Deps, tx: Tx, where: { id?: string; providerRef?: string }, paid: boolean | null, failure: string | null) {
  const repo = paymentsRepo(deps.db);
  const p = await repo.lockPayout(tx, where.id ? { id: where.id } : { providerRef: where.providerRef });
  if (!p) return;
  if (where.providerRef && !p.providerRef) await repo.setPayoutRef(tx, p.id, where.providerRef);
  if (paid === null || p.status !== 'requested') return;
  const now = deps.now();
  await repo.settlePayout(tx, p.id, paid, failure, now);
  if (!paid) await post(tx, { kind: 'payout', key: `payout-returned:${p.id}`, payoutId: p.id, entries: payoutEntries(p.amount, p.expertId).map((e) => ({ ...e, amount: -e.amount })) });
  const expertUser = await repo.expertUserId(tx, p.expertId);
  if (expertUser) {
    await storeNotification(
      deps,
      { userId: expertUser, type: paid ? 'payout.paid' : 'payout.failed', title: paid ? 'Payout sent' : 'Payout failed', body: paid ? `${formatMoney(p.amount, p.currency)} is on its way to your account.` : `Your payout of ${formatMoney(p.amount, p.currency)} failed: ${failure ?? 'the provider refused it'}. The money is back in your available balance.`, link: '/tutor/dashboard/earnings' },
      tx,
    );
  }
}

// ── reading ──────────────────────────────────────────────────────────────────

async function listPayouts(deps: Deps, filter: { expertId?: string; id?: string } = {}): Promise<Payout[]> {
  const rows = await paymentsRepo(deps.db).payouts(filter.expertId, filter.id);
  return rows.map(({ p, tutorName }) => ({
    id: p.id,
    amount: p.amount,
    currency: p.currency,
    status: p.status as Payout['status'],
    requestedAt: p.requestedAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    failureMessage: p.failureMessage,
    expertId: p.expertId,
    tutorName: tutorName?.trim() || 'Expert User',
  }));
}

async function listDisputes(deps: Deps, id?: string): Promise<Dispute[]> {
  const rows = await paymentsRepo(deps.db).disputes(id);
  return rows.map((r) => ({
    id: r.d.id,
    bookingId: r.d.bookingId,
    status: r.d.status as Dispute['status'],
    reason: r.d.reason,
    openedAt: r.d.openedAt.toISOString(),
    resolvedAt: r.d.resolvedAt?.toISOString() ?? null,
    resolutionNote: r.d.resolutionNote,
    amount: r.amount,
    currency: r.currency,
    studentName: r.studentName?.trim() || 'Unknown Student',
    tutorName: r.tutorName?.trim() || 'Expert User',
    sessionTitle: r.title ?? 'Unknown Offer',
    scheduledAt: r.scheduledAt.toISOString(),
  }));
}

export async function paymentHistory(deps: Deps, actor: Actor): Promise<PaymentHistory> {
  const rate = deps.env.TAX_PERCENT;
  if (!actor.expertProfileId) {
    const rows = await paymentsRepo(deps.db).studentPayments(actor.userId);
    return {
      role: 'student',
      payments: rows.map(({ p, title, scheduledAt, tutorName }) => ({
        id: p.id,
        receiptNumber: p.receiptNumber,
        bookingId: p.bookingId,
        date: (p.paidAt ?? p.createdAt).toISOString(),
        paidAt: p.paidAt?.toISOString() ?? null,
        status: p.status as PaymentStatus,
        amount: p.amount,
        refundedAmount: p.refundedAmount,
        currency: p.currency,
        tutorName: tutorName?.trim() || 'Expert User',
        sessionTitle: title ?? 'Unknown Offer',
        scheduledAt: scheduledAt.toISOString(),
        provider: p.provider as 'test',
        tax: { label: deps.env.TAX_LABEL, ratePercent: rate, amount: includedTax(p.amount, rate) },
      })),
    };
  }
  const rows = await paymentsRepo(deps.db).tutorEntries(actor.expertProfileId);
  return {
    role: 'tutor',
    transactions: rows.map((r) => {
      const kind = r.kind as 'charge' | 'refund' | 'release' | 'payout';
      return {
        id: String(r.id),
        kind,
        at: r.at.toISOString(),
        amount: -Number(r.amount),
        gross: kind === 'charge' ? (r.gross ?? null) : null,
        fee: kind === 'charge' ? (r.fee ?? null) : null,
        balance: kind === 'payout' ? ('paid_out' as const) : r.account === 'tutor_pending' ? ('pending' as const) : ('available' as const),
        bookingId: r.bookingId ?? null,
        sessionTitle: r.title ?? null,
        studentName: r.studentName?.trim() || null,
        currency: deps.env.CURRENCY,
      };
    }),
  };
}

export async function earnings(deps: Deps, expertId: string): Promise<Earnings> {
  const monthly = await paymentsRepo(deps.db).monthly(expertId, deps.now());
  const [balance, details, list] = await Promise.all([balanceOf(deps, expertId), payoutDetailsView(deps, expertId), listPayouts(deps, { expertId })]);
  return {
    balance,
    feePercent: deps.env.PLATFORM_FEE_PERCENT,
    monthly,
    payoutDetails: details,
    payouts: list,
  };
}

export async function adminPayments(deps: Deps): Promise<AdminPayments> {
  const [list, refundRows, payoutList, ledger] = await Promise.all([
    listDisputes(deps),
    paymentsRepo(deps.db).recentRefunds(),
    listPayouts(deps),
    checkLedger(deps.db),
  ]);
  return {
    disputes: list,
    refunds: refundRows.map(({ r, bookingId, currency, studentName, tutorName, title }) => ({
      id: r.id,
      bookingId,
      amount: r.amount,
      currency,
      reason: r.reason,
      at: r.createdAt.toISOString(),
      studentName: studentName?.trim() || 'Unknown Student',
      tutorName: tutorName?.trim() || 'Expert User',
      sessionTitle: title ?? 'Unknown Offer',
    })),
    payouts: payoutList,
    ledger,
    provider: deps.payments.name,
  };
}

// ── the workers ──────────────────────────────────────────────────────────────

/** Expires holds every 15 s; releases earnings, resends refunds and payouts every minute. Returns a stop function. */
export function startPaymentWorkers(deps: Deps): () => void {
  const guard = (what: string, work: () => Promise<unknown>) => () => void work().catch((err) => deps.logger.error({ err }, `${what} failed`));
  const holds = setInterval(guard('hold expiry', () => sweepExpiredHolds(deps)), 15_000);
  const money = setInterval(
    guard('payments upkeep', async () => {
      await releaseDueEarnings(deps);
      await sendRefunds(deps);
      const stuck = await paymentsRepo(deps.db).requestedPayouts();
      for (const p of stuck) await sendPayout(deps, p.id);
    }),
    60_000,
  );
  holds.unref?.();
  money.unref?.();
  return () => {
    clearInterval(holds);
    clearInterval(money);
  };
}

