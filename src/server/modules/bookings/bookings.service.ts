// Booking rules (DESIGN.md §5): bookable slots, creation with the slot re-check under the
// expert's lock, the status transitions and who may make them, reviews and dashboard figures.
import { createHash } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import type { BOOKING_EVENTS } from '../../../shared/realtime';
import { learningStats, DEFAULT_MONTHLY_GOAL } from '../../../shared/rules/dashboard';
import { generateSlots, slotSettingsFrom, type SlotInput } from '../../../shared/rules/slots';
import { openWindows, scheduleRuleOf } from '../../../shared/rules/weekly-schedule';
import {
  bookingMessages,
  trialTakenMessage,
  type BookingCounts,
  type BookingDto,
  type BookingStatus,
  type CreateBookingInput,
  type SlotsResponse,
  type StudentStats,
  type UpdateBookingInput,
} from '../../../shared/schemas/bookings';
import { reviewEditableUntil } from '../../../shared/schemas/reviews';
import type { Tx } from '../../db/client';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { draftSessionNotesAfterCompletion } from '../ai-content/session-notes.service';
import { announceNotification, notify, storeNotification } from '../notifications/notifications.service';
import { monthlyGoalOf, recordCompletedSession, saveMonthlyGoal } from '../profiles/profiles.service';
import { bookingsRepo, type BookingRow, type Schedule } from './bookings.repo';
import { bookingEmail, when, type BookingMailKind, type MailRecipient } from './bookings.mail';
import { DEFAULT_TIME_ZONE } from '../../../shared/rules/time-zone';
import { FREE_CANCEL_MS, reasonRequired } from '../../../shared/rules/cancellation';
import { paymentMessages } from '../../../shared/schemas/payments';
import { bookingPayment, bookingPaymentColumns, cancellationSettler, ensureCheckout, expireHolds, openPayment, paymentPlan } from '../payments/payments.service';

type Ctx<I = undefined> = { deps: Deps; actor: Actor; input: I };
const DAY = 86_400_000;

export function slotInput(s: Schedule, from: number, to: number, now: number): SlotInput {
  const o = s.offering!;
  return {
    windows: openWindows(s.windows, scheduleRuleOf(s.settings, s.overrides), from, to),
    bookings: s.bookings,
    settings: slotSettingsFrom(s.settings),
    durationMinutes: o.durationMinutes,
    offeringId: o.id,
    maxStudents: o.maxStudents,
    now,
    from,
    to,
  };
}

export async function listSlots({ deps, input }: { deps: Deps; input: { expertId: string; offeringId: string; from: string; to: string } }): Promise<SlotsResponse> {
  const from = Date.parse(input.from);
  const to = Math.min(Date.parse(input.to), from + 62 * DAY);
  if (!(to > from)) return { slots: [] };
  const schedule = await bookingsRepo(deps.db).loadSchedule(input.offeringId, new Date(from), new Date(to));
  if (!schedule.offering || schedule.offering.expertId !== input.expertId || !schedule.offering.isActive) {
    throw new AppError('NOT_FOUND', 'Offering not found');
  }
  const slots = generateSlots(slotInput(schedule, from, to, deps.now().getTime()));
  return { slots: slots.map((s) => ({ startTime: new Date(s.startTime).toISOString(), endTime: new Date(s.endTime).toISOString(), isAvailable: s.isAvailable })) };
}

/** The group session id of an offering's start: the same for every seat, derived, no lookup needed. */
export function groupSessionId(expertId: string, offeringId: string, start: number): string {
  const h = createHash('sha1').update(`${expertId}|${offeringId}|${start}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function toDto(deps: Deps, r: NonNullable<BookingRow>): BookingDto {
  const b = r.booking;
  return {
    id: b.id,
    studentId: b.studentId,
    studentName: r.studentName?.trim() || 'Unknown Student',
    expertId: b.expertId,
    expertUserId: r.expertUserId,
    expertName: r.expertName?.trim() || 'Expert User',
    offeringId: b.offeringId,
    offeringTitle: r.offeringTitle ?? 'Unknown Offer',
    offeringDescription: r.offeringDescription ?? null,
    offeringCategory: r.offeringCategory ?? null,
    durationMinutes: r.durationMinutes ?? Math.round((b.endsAt.getTime() - b.scheduledAt.getTime()) / 60_000),
    scheduledAt: b.scheduledAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    status: b.status as BookingStatus,
    notes: b.notes,
    totalAmount: b.totalAmount,
    sessionType: b.sessionType as BookingDto['sessionType'],
    groupSessionId: b.groupSessionId,
    isTrial: b.isTrial,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    completedAt: b.completedAt?.toISOString() ?? null,
    review: r.reviewRating == null ? null : { rating: r.reviewRating, comment: r.reviewComment ?? null, editableUntil: reviewEditableUntil(r.reviewCreatedAt ?? b.updatedAt).toISOString() },
    calendarSequence: b.calendarSequence,
    payment: bookingPayment(deps, b, r.payment),
    cancelledBy: b.cancelledBy ?? null,
    cancelReason: b.cancelReason ?? null,
  };
}

export async function loadDto(deps: Deps, id: string): Promise<BookingDto> {
  const row = await bookingsRepo(deps.db).findById(id);
  if (!row) throw new AppError('NOT_FOUND', bookingMessages.notFound);
  return toDto(deps, row);
}

export async function announce(deps: Deps, b: BookingDto, event: (typeof BOOKING_EVENTS)[number]) {
  await publishEvent(deps.bus, [`user:${b.studentId}`, `user:${b.expertUserId}`], event, { id: b.id, status: b.status });
}

export async function createBooking({ deps, actor, input, idempotencyKey }: Ctx<CreateBookingInput> & { idempotencyKey?: string }): Promise<{ booking: BookingDto; created: boolean }> {
  const key = idempotencyKey?.trim().slice(0, 200) || undefined;
  if (key) {
    const existing = await bookingsRepo(deps.db).findByIdempotencyKey(actor.userId, key);
    if (existing) return { booking: await loadDto(deps, existing), created: false };
  }
  const start = Date.parse(input.startTime);
  if (start <= deps.now().getTime()) throw new AppError('BOOKING_IN_PAST', bookingMessages.pastTime);
  const locked = await bookingsRepo(deps.db)
    .withExpertLock(input.offeringId, { from: new Date(start - DAY), to: new Date(start + DAY) }, (tx, schedule) =>
      bookLocked({ deps, actor, input }, tx, schedule, start, key),
    )
    .catch(async (err: unknown) => (await replayOf(deps, actor.userId, key)) ?? Promise.reject(err));
  if ('booking' in locked) return locked;
  // The EXCLUDE constraint has the last word when the slot rule's re-check under the lock passed.
  if (!locked.ok || locked.value.kind === 'slot-taken') {
    const replay = await replayOf(deps, actor.userId, key);
    if (replay) return replay;
    throw new AppError('SLOT_NOT_AVAILABLE', bookingMessages.slotNotAvailable);
  }
  // A retry that raced its original: the key's booking, as a repeat returns it.
  if (locked.value.kind === 'duplicate') return { booking: await loadDto(deps, locked.value.id), created: false };
  const { booking, notice } = locked.value;
  if (booking.payment.holdExpiresAt) {
    // Paid online: the tutor hears of it once it is paid; meanwhile the student is sent to pay.
    const held = booking.payment.checkoutUrl ? booking : (await ensureCheckout(deps, booking.id, actor.email), await loadDto(deps, booking.id));
    await announce(deps, held, 'booking.created');
    return { booking: held, created: true };
  }
  await afterCreate(deps, booking, notice!);
  return { booking, created: true };
}

/**
 * A retry that ran at the same time as its original and was refused (the slot is the original's now): the
 * original holds the expert's lock until it commits, so its booking is found here and answered as a repeat.
 */
async function replayOf(deps: Deps, studentId: string, key: string | undefined) {
  const id = key ? await bookingsRepo(deps.db).findByIdempotencyKey(studentId, key) : null;
  return id ? { booking: await loadDto(deps, id), created: false } : null;
}

/** Under the expert's lock: the slot rule's re-check, then the booking and its tutor's notification. */
async function bookLocked({ deps, actor, input }: Ctx<CreateBookingInput>, tx: Tx, lockedSchedule: Schedule, start: number, key: string | undefined) {
  let schedule = lockedSchedule;
  const o = schedule.offering;
  if (!o || !o.isActive || (input.expertId && o.expertId !== input.expertId)) throw new AppError('NOT_FOUND', 'Offering not found');
  if (o.expertUserId === actor.userId) throw new AppError('FORBIDDEN', 'You cannot book a session with yourself.');
  // Holds of this tutor that ran out while nobody swept them free their slots now, under the lock (the schedule
  // read under it says when the earliest one runs out, so a tutor with none costs no statement).
  const runOut = schedule.nextHoldExpiry !== null && schedule.nextHoldExpiry <= deps.now().getTime();
  if (runOut && (await expireHolds(deps, tx, deps.now(), o.expertId)).length > 0) {
    schedule = await bookingsRepo(deps.db).reloadSchedule(tx, o.id, { from: new Date(start - DAY), to: new Date(start + DAY) });
  }
  const slot = generateSlots(slotInput(schedule, start - DAY, start + DAY, deps.now().getTime())).find((s) => s.startTime === start);
  if (!slot?.isAvailable) throw new AppError('SLOT_NOT_AVAILABLE', bookingMessages.slotNotAvailable);
  const group = o.maxStudents > 1;
  const autoConfirm = schedule.settings?.autoConfirm === true;
  const repo = bookingsRepo(deps.db);
  // A tutor's trial lesson is booked once per student (a cancelled one frees it). The expert's lock orders
  // concurrent requests, so this read sees an earlier one; the unique index has the last word.
  const isTrial = o.isTrial;
  const trialTaken = () => new AppError('CONFLICT', trialTakenMessage(o.expertName?.trim() || 'this tutor'));
  if (isTrial) {
    const earlier = await repo.liveTrial(tx, actor.userId, o.expertId);
    if (earlier && !(key && earlier.idempotencyKey === key)) throw trialTaken();
  }
  const pay = bookingPaymentColumns(deps, o.price, deps.now());
  const heldForPayment = pay.holdExpiresAt !== null;
  const inserted = await repo.insert(tx, {
    studentId: actor.userId,
    expertId: o.expertId,
    offeringId: o.id,
    scheduledAt: new Date(start),
    endsAt: new Date(start + o.durationMinutes * 60_000),
    // A booking paid online waits for its payment before the tutor's auto-confirmation applies.
    status: autoConfirm && !heldForPayment ? 'confirmed' : 'pending',
    notes: input.notes || null,
    totalAmount: o.price,
    sessionType: group ? 'group' : 'one_on_one',
    groupSessionId: group ? groupSessionId(o.expertId, o.id, start) : null,
    isTrial,
    idempotencyKey: key ?? null,
    ...pay,
  });
  if (inserted.kind === 'slot-taken' && isTrial && (await repo.liveTrial(tx, actor.userId, o.expertId))) throw trialTaken();
  if (inserted.kind !== 'created') return inserted;
  const checkoutUrl = paymentPlan(deps, o.price) === 'free' ? null : await openPayment(deps, tx, { bookingId: inserted.row.id, studentId: actor.userId, expertId: o.expertId, amount: o.price });
  const studentName = actor.fullName ?? actor.name;
  const dto = (payment: NonNullable<BookingRow>['payment']) =>
    toDto(deps, {
      booking: inserted.row,
      studentName,
      expertUserId: o.expertUserId,
      expertName: o.expertName,
      offeringTitle: o.title,
      offeringDescription: o.description,
      offeringCategory: o.category,
      durationMinutes: o.durationMinutes,
      reviewRating: null,
      reviewComment: null,
      reviewCreatedAt: null,
      payment,
    });
  const provider = { provider: deps.payments.name, checkoutUrl, refundedAmount: 0, failureMessage: null, currency: deps.env.CURRENCY };
  if (heldForPayment) return { kind: 'created' as const, booking: dto(provider), notice: null };
  // Written in the booking's transaction (decision 011): a booking never exists without its notification.
  const notice = await storeNotification(
    deps,
    {
      userId: o.expertUserId,
      type: 'booking.created',
      title: autoConfirm ? 'New session booked' : 'New booking request',
      body: `${studentName?.trim() || 'Unknown Student'} booked ${o.title}.`,
      link: '/tutor/dashboard/sessions',
    },
    tx,
  );
  // The DTO from what is at hand: no second read.
  const booking = dto(pay.paymentStatus === 'not_required' ? null : provider);
  // The student's e-mail is written with the booking (the outbox): it exists exactly when the booking does.
  const student: MailRecipient = { email: actor.email, timeZone: actor.timezone || DEFAULT_TIME_ZONE };
  await deps.mail.send(bookingEmail(deps, booking, student, booking.status === 'confirmed' ? 'confirmed' : 'booked'), tx);
  return { kind: 'created' as const, booking, notice: { id: notice.id, userId: o.expertUserId } };
}

/** After the commit: the booking and the tutor's notification (written with it) are announced, the student's e-mail (written with it) delivered. */
async function afterCreate(deps: Deps, b: BookingDto, notice: { id: string; userId: string }) {
  await Promise.all([announce(deps, b, 'booking.created'), announceNotification(deps, { ...notice, type: 'booking.created' }), deps.mail.deliverDue()]);
}

type Party = 'student' | 'expert';
export function partyOf(actor: Actor, b: BookingDto): Party | null {
  if (actor.expertProfileId && actor.expertProfileId === b.expertId) return 'expert';
  if (actor.userId === b.studentId) return 'student';
  return null;
}

const CANCEL_FREE_MS = FREE_CANCEL_MS;

export async function getBooking({ deps, actor, input }: Ctx<{ id: string }>): Promise<BookingDto> {
  const b = await loadDto(deps, input.id);
  if (!partyOf(actor, b) && !actor.isAdmin) throw new AppError('NOT_FOUND', bookingMessages.notFound);
  return b;
}

export async function updateBookingStatus({ deps, actor, input }: Ctx<UpdateBookingInput & { id: string }>): Promise<BookingDto> {
  const b = await getBooking({ deps, actor, input });
  const party = partyOf(actor, b);
  const to = input.status;
  // A cancel or decline carries its reason to the other side: the tutor must give one, the student may.
  const reason = to === 'cancelled' ? input.reason?.trim() || null : null;
  await checkTransition(deps, b, party, to, reason);
  const updated = await applyStatus(deps, b, party!, to, reason);
  // A tutor's confirm, cancel or completion of a group session's seat is the class's: every other live seat
  // follows, each with its own transaction, e-mail, notification and (when cancelled) refund.
  if (party === 'expert' && b.groupSessionId) await applyToClass(deps, b, to, reason);
  return updated;
}

/** Whether `party` may move booking `b` to `to` now; throws the answer's error when not. */
async function checkTransition(deps: Deps, b: BookingDto, party: Party | null, to: BookingStatus, reason: string | null) {
  const now = deps.now().getTime();
  const allowed =
    party === 'expert'
      ? (b.status === 'pending' && (to === 'confirmed' || to === 'cancelled')) || (b.status === 'confirmed' && (to === 'completed' || to === 'cancelled'))
      : party === 'student' && to === 'cancelled' && (b.status === 'pending' || b.status === 'confirmed') && Date.parse(b.scheduledAt) > now;
  if (!allowed) throw new AppError('FORBIDDEN', `This session cannot be marked ${to}.`);
  // An online payment comes before the tutor's confirmation.
  if (to === 'confirmed' && b.payment.status === 'requires_payment' && b.payment.provider !== 'offline') throw new AppError('FORBIDDEN', paymentMessages.awaitingPayment);
  // A lesson that has not begun cannot be over: completion (and the review and counts it unlocks) waits for
  // the start, or for both sides to be in the live room together.
  if (to === 'completed' && Date.parse(b.scheduledAt) > now) {
    const seen = await bookingsRepo(deps.db).attendance(b.id);
    if (!seen.studentJoinedAt || !seen.tutorJoinedAt) throw new AppError('SESSION_NOT_STARTED', bookingMessages.earlyComplete);
  }
  if (party === 'student' && b.status === 'confirmed' && Date.parse(b.scheduledAt) - now < CANCEL_FREE_MS) {
    throw new AppError('FORBIDDEN', bookingMessages.lateCancel);
  }
  if (to === 'cancelled' && !reason && reasonRequired(party!)) {
    throw new AppError('VALIDATION', bookingMessages.reasonRequired, { fields: { reason: bookingMessages.reasonRequired } });
  }
}

/** Moves one seat (checked by checkTransition) and tells the other side; the updated booking. */
async function applyStatus(deps: Deps, b: BookingDto, party: Party, to: BookingStatus, reason: string | null): Promise<BookingDto> {
  const now = deps.now().getTime();
  const repo = bookingsRepo(deps.db);
  const money = cancellationSettler(deps);
  // A hold the student let go before paying was never the tutor's request: nothing to tell them.
  const unpaidHold = b.payment.status === 'requires_payment' && b.payment.holdExpiresAt !== null;
  const mail = unpaidHold ? null : statusMail(party, b.status, to);
  const recipient = mail ? await repo.recipient(party === 'expert' ? b.studentId : b.expertUserId) : null;
  const row = await repo.transaction(async (tx) => {
    const moved = await repo.transition(tx, b.id, b.status, to, new Date(now), { cancelledBy: to === 'cancelled' ? party : undefined, cancelReason: reason, completed: to === 'completed' });
    // The other side's e-mail is written with the change (the outbox): it exists exactly when the change does.
    if (moved && mail && recipient) {
      const changed: BookingDto = { ...b, status: to, cancelledBy: to === 'cancelled' ? party : b.cancelledBy, cancelReason: reason ?? b.cancelReason, updatedAt: new Date(now).toISOString(), calendarSequence: moved.calendarSequence };
      await deps.mail.send(bookingEmail(deps, changed, recipient, mail), tx);
    }
    // The expert's session count rises with the completion, in its transaction.
    if (moved && to === 'completed') await recordCompletedSession(deps, moved.expertId, tx);
    // A cancellation's refund (or a hold's end) is written with it.
    if (moved && to === 'cancelled') await money.inTransaction(tx, b.id, party);
    return moved;
  });
  if (!row) throw new AppError('CONFLICT', 'This session was updated meanwhile. Please refresh and try again.');
  await money.afterCommit();
  const updated = await loadDto(deps, b.id);
  if (mail) await deps.mail.deliverDue();
  if (unpaidHold) await announce(deps, updated, 'booking.updated');
  else await afterUpdate(deps, updated, party, b.status);
  // AI session notes are drafted in the background; completing never waits for them or fails on them.
  if (updated.status === 'completed') draftSessionNotesAfterCompletion(deps, updated.id);
  return updated;
}

/**
 * The tutor moved one seat of a group session: every other live seat of the class that can make the same move
 * makes it (a seat still waiting for its online payment is not confirmed; one that cannot be completed yet is
 * left as it is). Each seat is its own transaction; a seat that fails unexpectedly is logged and the others go
 * on. The class's room hears of it on `class:{groupSessionId}`.
 */
async function applyToClass(deps: Deps, first: BookingDto, to: BookingStatus, reason: string | null) {
  const groupSessionId = first.groupSessionId!;
  const seats = await bookingsRepo(deps.db).classSeats(groupSessionId, first.expertId);
  for (const seat of seats) {
    if (seat.id === first.id) continue;
    try {
      const b = await loadDto(deps, seat.id);
      await checkTransition(deps, b, 'expert', to, reason);
      await applyStatus(deps, b, 'expert', to, reason);
    } catch (err) {
      if (!(err instanceof AppError)) deps.logger.error({ err, bookingId: seat.id, groupSessionId }, 'class status change failed for a seat');
    }
  }
  await publishEvent(deps.bus, `class:${groupSessionId}`, 'class.status', { groupSessionId, status: to });
}

const statusWords: Record<string, { title: string; verb: string }> = {
  confirmed: { title: 'Session confirmed', verb: 'confirmed' },
  cancelled: { title: 'Session cancelled', verb: 'cancelled' },
  completed: { title: 'Session completed', verb: 'marked as completed' },
};

async function afterUpdate(deps: Deps, b: BookingDto, by: Party, from: BookingStatus) {
  await announce(deps, b, 'booking.updated');
  const words = statusWords[b.status];
  // A tutor who calls off a request declines it; a confirmed session they call off is cancelled.
  const declined = b.status === 'cancelled' && by === 'expert' && from === 'pending';
  const other = by === 'expert' ? b.studentId : b.expertUserId;
  const to = await bookingsRepo(deps.db).recipient(other);
  const reason = b.status === 'cancelled' && b.cancelReason ? ` Reason: ${b.cancelReason}` : '';
  // The e-mail went into the outbox with the change (updateBookingStatus).
  await notify(deps, {
    userId: other,
    type: `booking.${declined ? 'declined' : b.status}`,
    title: declined ? 'Session declined' : words.title,
    body: `${b.offeringTitle} on ${when(b.scheduledAt, to?.timeZone ?? DEFAULT_TIME_ZONE)} was ${declined ? 'declined' : words.verb}.${reason}`,
    link: by === 'expert' ? (b.status === 'completed' ? `/student/sessions?rate=${b.id}` : '/student/sessions') : '/tutor/dashboard/sessions',
  });
}

/**
 * The e-mail a status change sends the other side, if any: the student hears of a confirmation, a decline or a
 * cancellation by the tutor; the tutor's calendar drops a session the student called off (the CANCEL invite).
 */
function statusMail(by: Party, from: BookingStatus, to: BookingStatus): BookingMailKind | null {
  if (by === 'expert' && to !== 'completed') return to === 'confirmed' ? 'confirmed' : from === 'pending' ? 'declined' : 'cancelled';
  if (by === 'student' && to === 'cancelled') return 'cancelled-by-student';
  return null;
}

export async function listBookings({ deps, actor, input }: Ctx<{ as?: 'student' | 'tutor'; from?: string; to?: string }>): Promise<BookingDto[]> {
  const asTutor = input.as ? input.as === 'tutor' : Boolean(actor.expertProfileId);
  if (asTutor && !actor.expertProfileId) throw new AppError('FORBIDDEN', 'Expert profile not found');
  const rows = await bookingsRepo(deps.db).list({
    expertId: asTutor ? actor.expertProfileId! : undefined,
    studentId: asTutor ? undefined : actor.userId,
    from: input.from ? new Date(input.from) : undefined,
    to: input.to ? new Date(input.to) : undefined,
  });
  return rows.map((r) => toDto(deps, r));
}

/** A student's or an expert's bookings scheduled from `from` on (the calendar feed's sessions). */
export async function bookingsFrom(deps: Deps, who: { studentId: string } | { expertId: string }, from: Date): Promise<BookingDto[]> {
  const rows = await bookingsRepo(deps.db).list({ ...who, from });
  return rows.map((r) => toDto(deps, r));
}

export async function bookingCounts({ deps, actor }: Ctx): Promise<BookingCounts> {
  const repo = bookingsRepo(deps.db);
  if (actor.expertProfileId) return repo.counts({ expertId: actor.expertProfileId }, deps.now());
  const { pendingSessions, upcomingSessions } = await repo.counts({ studentId: actor.userId }, deps.now());
  return { pendingSessions, upcomingSessions };
}

export async function studentStats({ deps, actor }: Ctx): Promise<StudentStats> {
  const [rows, goal] = await Promise.all([bookingsRepo(deps.db).list({ studentId: actor.userId }), monthlyGoalOf(deps, actor.userId)]);
  return learningStats(rows.map((r) => toDto(deps, r)), deps.now().getTime(), actor.timezone || DEFAULT_TIME_ZONE, goal ?? DEFAULT_MONTHLY_GOAL);
}

export async function setMonthlyGoal({ deps, actor, input }: Ctx<{ monthlyGoal: number }>): Promise<StudentStats> {
  await saveMonthlyGoal(deps, actor.userId, input.monthlyGoal);
  return studentStats({ deps, actor, input: undefined });
}

/**
 * Sends the 24-hour and 1-hour reminders that are due, to the student and the tutor; returns how many bookings.
 * Each booking's claim and its e-mails are written in one transaction (the outbox), so a crash at any point
 * loses no reminder: before the commit the booking is still due, after it the e-mails wait in the outbox.
 */
export async function sendDueReminders(deps: Deps): Promise<number> {
  const repo = bookingsRepo(deps.db);
  let sent = 0;
  for (const stage of ['24h', '1h'] as const) {
    const now = deps.now();
    for (const due of await repo.dueReminders(stage, now)) {
      const b = await loadDto(deps, due.id);
      const [student, tutor] = await Promise.all([repo.recipient(b.studentId), repo.recipient(b.expertUserId)]);
      // Each side's reminder links to its own sessions page.
      const recipients = [student && { to: student, side: 'student' as const }, tutor && { to: tutor, side: 'tutor' as const }].filter((r) => r !== null);
      const claimed = await repo.transaction(async (tx) => {
        if (!(await repo.claimReminder(tx, b.id, stage, now, due.scheduledAt))) return false;
        for (const r of recipients) await deps.mail.send(bookingEmail(deps, b, r.to, `reminder-${stage}`, r.side), tx);
        return true;
      });
      if (claimed) sent += 1;
    }
  }
  if (sent > 0) await deps.mail.deliverDue();
  return sent;
}

/** Checks for due reminders every minute (call once at server start); returns a stop function. */
export function startBookingReminders(deps: Deps, everyMs = 60_000): () => void {
  const tick = () => void sendDueReminders(deps).catch((err) => deps.logger.error({ err }, 'booking reminders failed'));
  const timer = setInterval(tick, everyMs);
  timer.unref?.();
  tick();
  return () => clearInterval(timer);
}
