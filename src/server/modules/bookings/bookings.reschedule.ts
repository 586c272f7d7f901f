// Reschedule requests (decision 016): the booking's student asks for another open slot of the same
// offering, checked by the booking slot rule with the booking itself left out; the tutor accepts
// (the booking moves under the expert's booking lock, the EXCLUDE constraint having the last word)
// or declines; the student may withdraw. A slot found taken at accept time declines the request.
import { AppError } from '../../../shared/errors';
import { generateSlots } from '../../../shared/rules/slots';
import { bookingMessages, type BookingDto, type SlotsResponse } from '../../../shared/schemas/bookings';
import { rescheduleMessages as msg, type CreateRescheduleInput, type RescheduleRequestDto } from '../../../shared/schemas/reschedule';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { notify } from '../notifications/notifications.service';
import { when, type MailRecipient } from './bookings.mail';
import { bookingsRepo, type Schedule } from './bookings.repo';
import { rescheduleEmail, type RescheduleMailKind } from './bookings.reschedule.mail';
import { rescheduleRepo, type RescheduleRow } from './bookings.reschedule.repo';
import { announce, getBooking, groupSessionId, loadDto, partyOf, slotInput } from './bookings.service';
import { DEFAULT_TIME_ZONE } from '../../../shared/rules/time-zone';

type Ctx<I> = { deps: Deps; actor: Actor; input: I };
const DAY = 86_400_000;

function toRequestDto(r: RescheduleRow): RescheduleRequestDto {
  return {
    id: r.id,
    bookingId: r.bookingId,
    status: r.status as RescheduleRequestDto['status'],
    fromScheduledAt: r.fromScheduledAt.toISOString(),
    fromEndsAt: r.fromEndsAt.toISOString(),
    proposedScheduledAt: r.proposedScheduledAt.toISOString(),
    proposedEndsAt: r.proposedEndsAt.toISOString(),
    message: r.message,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    respondedAt: r.respondedAt?.toISOString() ?? null,
  };
}

const isLive = (b: BookingDto) => b.status === 'pending' || b.status === 'confirmed';

/** The schedule without the booking being moved: its own time, buffers and day count no longer block. */
function withoutBooking(s: Schedule, b: BookingDto): Schedule {
  const start = Date.parse(b.scheduledAt);
  const key = b.groupSessionId ?? b.id;
  let removed = false;
  const rest = s.bookings.filter((x) => {
    if (removed || x.start !== start || x.groupKey !== key) return true;
    removed = true;
    return false;
  });
  return { ...s, bookings: rest };
}

function movableOffering(s: Schedule, b: BookingDto) {
  const o = s.offering;
  if (!o || !o.isActive || o.id !== b.offeringId || o.expertId !== b.expertId) throw new AppError('CONFLICT', msg.offeringGone);
  return o;
}

/** Whether the booking could move to `start` under the tutor's settings (the slot rule used for booking). */
function bookableFor(s: Schedule, b: BookingDto, start: number, now: number): boolean {
  const slot = generateSlots(slotInput(withoutBooking(s, b), start - DAY, start + DAY, now)).find((x) => x.startTime === start);
  return Boolean(slot?.isAvailable);
}

async function studentBooking(deps: Deps, actor: Actor, id: string) {
  const b = await getBooking({ deps, actor, input: { id } });
  const party = partyOf(actor, b);
  if (!party) throw new AppError('NOT_FOUND', bookingMessages.notFound);
  if (party !== 'student') throw new AppError('FORBIDDEN', msg.onlyStudent);
  return b;
}

/** The request and its booking, for one of the two parties; everyone else gets 404. */
async function requestFor(deps: Deps, actor: Actor, id: string) {
  const r = await rescheduleRepo(deps.db).findById(id);
  if (!r) throw new AppError('NOT_FOUND', msg.notFound);
  const b = await loadDto(deps, r.bookingId).catch(() => null);
  const party = b ? partyOf(actor, b) : null;
  if (!b || !party) throw new AppError('NOT_FOUND', msg.notFound);
  return { r, b, party };
}

/** Slots the booking could move to, between two instants (at most 62 days). */
export async function rescheduleSlots({ deps, actor, input }: Ctx<{ id: string; from: string; to: string }>): Promise<SlotsResponse> {
  const b = await studentBooking(deps, actor, input.id);
  const from = Date.parse(input.from);
  const to = Math.min(Date.parse(input.to), from + 62 * DAY);
  if (!isLive(b) || !b.offeringId || !(to > from)) return { slots: [] };
  const schedule = await bookingsRepo(deps.db).loadSchedule(b.offeringId, new Date(from), new Date(to));
  movableOffering(schedule, b);
  const current = Date.parse(b.scheduledAt);
  const slots = generateSlots(slotInput(withoutBooking(schedule, b), from, to, deps.now().getTime()));
  return {
    slots: slots.map((s) => ({ startTime: new Date(s.startTime).toISOString(), endTime: new Date(s.endTime).toISOString(), isAvailable: s.isAvailable && s.startTime !== current })),
  };
}

export async function requestReschedule({ deps, actor, input }: Ctx<CreateRescheduleInput & { id: string }>): Promise<RescheduleRequestDto> {
  const b = await studentBooking(deps, actor, input.id);
  const now = deps.now().getTime();
  if (!isLive(b) || Date.parse(b.scheduledAt) <= now || !b.offeringId) throw new AppError('CONFLICT', msg.notMovable);
  const start = Date.parse(input.startTime);
  if (start <= now) throw new AppError('BOOKING_IN_PAST', bookingMessages.pastTime);
  if (start === Date.parse(b.scheduledAt)) throw new AppError('BAD_REQUEST', msg.sameTime);
  const repo = rescheduleRepo(deps.db);
  if (await repo.openForBooking(b.id)) throw new AppError('CONFLICT', msg.alreadyOpen);
  const schedule = await bookingsRepo(deps.db).loadSchedule(b.offeringId, new Date(start - DAY), new Date(start + DAY));
  const o = movableOffering(schedule, b);
  if (!bookableFor(schedule, b, start, now)) throw new AppError('SLOT_NOT_AVAILABLE', bookingMessages.slotNotAvailable);
  const tutor = await recipientOf(deps, b, 'expert');
  const values = {
    bookingId: b.id,
    studentId: b.studentId,
    expertId: b.expertId,
    fromScheduledAt: new Date(b.scheduledAt),
    fromEndsAt: new Date(b.endsAt),
    proposedScheduledAt: new Date(start),
    proposedEndsAt: new Date(start + o.durationMinutes * 60_000),
    message: input.message || null,
  };
  // The request and the tutor's e-mail about it are written in one transaction (the outbox).
  const row = await bookingsRepo(deps.db).transaction(async (tx) => {
    const inserted = await repo.insert(values, tx);
    if (inserted && tutor.to) await deps.mail.send(rescheduleEmail(deps, b, toRequestDto(inserted), tutor.to, 'requested'), tx);
    return inserted;
  });
  // Another request was opened meanwhile (one open request per booking).
  if (!row) throw new AppError('CONFLICT', msg.alreadyOpen);
  const r = toRequestDto(row);
  await after(deps, b, tutor, { to: 'expert', type: 'booking.reschedule_requested', title: 'Reschedule requested', body: (tz) => `${b.studentName} asked to move ${b.offeringTitle} to ${when(r.proposedScheduledAt, tz)}.`, mail: 'requested' });
  return r;
}

export async function acceptReschedule({ deps, actor, input }: Ctx<{ id: string }>): Promise<{ request: RescheduleRequestDto; booking: BookingDto }> {
  const { r, b, party } = await requestFor(deps, actor, input.id);
  if (party !== 'expert') throw new AppError('FORBIDDEN', msg.onlyTutor);
  if (r.status !== 'pending') throw new AppError('CONFLICT', msg.notOpen);
  if (!isLive(b) || !b.offeringId) throw new AppError('CONFLICT', msg.notMovable);
  if (Date.parse(b.scheduledAt) !== r.fromScheduledAt.getTime()) throw new AppError('CONFLICT', msg.changedMeanwhile);
  const start = r.proposedScheduledAt.getTime();
  const student = await recipientOf(deps, b, 'student');
  const locked = await bookingsRepo(deps.db).withExpertLock(b.offeringId, { from: new Date(start - DAY), to: new Date(start + DAY) }, async (tx, schedule) => {
    const o = movableOffering(schedule, b);
    if (!bookableFor(schedule, b, start, deps.now().getTime())) return 'slot-taken' as const;
    const group = o.maxStudents > 1 ? groupSessionId(o.expertId, o.id, start) : null;
    const outcome = await rescheduleRepo(deps.db).accept(tx, r, group);
    if (outcome === 'closed') throw new AppError('CONFLICT', msg.notOpen);
    if (outcome === 'moved-meanwhile') throw new AppError('CONFLICT', msg.changedMeanwhile);
    // The student's e-mail is written with the move, its invite at the sequence the move gave the session.
    if (student.to) {
      const moved: BookingDto = { ...b, scheduledAt: r.proposedScheduledAt.toISOString(), endsAt: r.proposedEndsAt.toISOString(), groupSessionId: group, calendarSequence: outcome.calendarSequence };
      await deps.mail.send(rescheduleEmail(deps, moved, { ...toRequestDto(r), status: 'accepted' }, student.to, 'accepted'), tx);
    }
    return 'moved' as const;
  });
  if (!locked.ok || locked.value === 'slot-taken') {
    // The time went to someone else: the request is declined with the reason, and the tutor told so.
    const closed = await closeWithMail(deps, r.id, msg.slotTaken, b, student);
    if (closed) await after(deps, b, student, { to: 'student', type: 'booking.reschedule_declined', title: 'Reschedule declined', body: (tz) => `${msg.slotTaken} ${b.offeringTitle} stays on ${when(b.scheduledAt, tz)}.`, mail: 'declined' });
    throw new AppError('SLOT_NOT_AVAILABLE', bookingMessages.slotNotAvailable);
  }
  const booking = await loadDto(deps, b.id);
  const request = toRequestDto((await rescheduleRepo(deps.db).findById(r.id))!);
  await after(deps, booking, student, { to: 'student', type: 'booking.rescheduled', title: 'Session rescheduled', body: (tz) => `${booking.offeringTitle} was moved to ${when(booking.scheduledAt, tz)}.`, mail: 'accepted' });
  return { request, booking };
}

export async function declineReschedule({ deps, actor, input }: Ctx<{ id: string; reason?: string }>): Promise<RescheduleRequestDto> {
  const { r, b, party } = await requestFor(deps, actor, input.id);
  if (party !== 'expert') throw new AppError('FORBIDDEN', msg.onlyTutor);
  const student = await recipientOf(deps, b, 'student');
  const row = await closeWithMail(deps, r.id, input.reason || null, b, student);
  if (!row) throw new AppError('CONFLICT', msg.notOpen);
  const request = toRequestDto(row);
  await after(deps, b, student, { to: 'student', type: 'booking.reschedule_declined', title: 'Reschedule declined', body: (tz) => `${b.expertName} declined moving ${b.offeringTitle}; it stays on ${when(b.scheduledAt, tz)}.`, mail: 'declined' });
  return request;
}

export async function withdrawReschedule({ deps, actor, input }: Ctx<{ id: string }>): Promise<RescheduleRequestDto> {
  const { r, b, party } = await requestFor(deps, actor, input.id);
  if (party !== 'student') throw new AppError('FORBIDDEN', msg.onlyRequester);
  const row = await rescheduleRepo(deps.db).close(r.id, 'withdrawn', null);
  if (!row) throw new AppError('CONFLICT', msg.notOpen);
  const request = toRequestDto(row);
  await after(deps, b, await recipientOf(deps, b, 'expert'), { to: 'expert', type: 'booking.reschedule_withdrawn', title: 'Reschedule withdrawn', body: () => `${b.studentName} withdrew the request to move ${b.offeringTitle}.` });
  return request;
}

/** Open requests on the caller's live bookings (as tutor when they have an expert profile, else as student). */
export async function listRescheduleRequests({ deps, actor, input }: Ctx<{ as?: 'student' | 'tutor' }>): Promise<RescheduleRequestDto[]> {
  const asTutor = input.as ? input.as === 'tutor' : Boolean(actor.expertProfileId);
  // Without an expert profile nobody can have asked this user for anything.
  if (asTutor && !actor.expertProfileId) return [];
  const rows = await rescheduleRepo(deps.db).listOpen(asTutor ? { expertId: actor.expertProfileId! } : { studentId: actor.userId });
  return rows.map(toRequestDto);
}

/** `body` is written for the recipient's time zone. */
type Notice = { to: 'student' | 'expert'; type: string; title: string; body: (timeZone: string) => string; mail?: RescheduleMailKind };

/** A party of the booking: their user id and where their e-mail goes (looked up before a change's transaction). */
type Party = { userId: string; to: MailRecipient | null };
async function recipientOf(deps: Deps, b: BookingDto, side: 'student' | 'expert'): Promise<Party> {
  const userId = side === 'student' ? b.studentId : b.expertUserId;
  return { userId, to: await bookingsRepo(deps.db).recipient(userId) };
}

/** Declines an open request and writes the student's e-mail about it in the same transaction; null when it was not open. */
function closeWithMail(deps: Deps, requestId: string, reason: string | null, b: BookingDto, student: Party) {
  return bookingsRepo(deps.db).transaction(async (tx) => {
    const closed = await rescheduleRepo(deps.db).close(requestId, 'declined', reason, tx);
    if (closed && student.to) await deps.mail.send(rescheduleEmail(deps, b, toRequestDto(closed), student.to, 'declined'), tx);
    return closed;
  });
}

/**
 * After the commit: open dashboards refresh (the module's booking.updated event), the other party is notified, and
 * the e-mail written with the change (when `n.mail` names one) is delivered.
 */
async function after(deps: Deps, b: BookingDto, who: Party, n: Notice) {
  await Promise.all([
    announce(deps, b, 'booking.updated'),
    notify(deps, { userId: who.userId, type: n.type, title: n.title, body: n.body(who.to?.timeZone ?? DEFAULT_TIME_ZONE), link: n.to === 'student' ? '/student/sessions' : '/tutor/dashboard/sessions' }),
    n.mail && who.to ? deps.mail.deliverDue() : null,
  ]);
}
