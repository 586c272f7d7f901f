// Reschedule requests: every transition, who may make it, stale slots, and the accept race.
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, type BookingDto, type SlotDto } from '../../../shared/schemas/bookings';
import { rescheduleMessages, type RescheduleRequestDto } from '../../../shared/schemas/reschedule';
import { bookings, emailOutbox } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from './bookings.fixtures';
import { when } from './bookings.mail';

let t: TestContext;
let tutor: TestUser & { expertId: string };
let otherTutor: TestUser & { expertId: string };
let student: TestUser;
let student2: TestUser;
let offeringId: string;
let slots: SlotDto[];
let cursor = 0;

const range = () => `from=${new Date().toISOString()}&to=${new Date(Date.now() + 10 * 86_400_000).toISOString()}`;
const freeSlots = async () => (await t.json<{ slots: SlotDto[] }>('GET', `/api/experts/${tutor.expertId}/slots?offeringId=${offeringId}&${range()}`)).slots.filter((s) => s.isAvailable);
/** Two free slots far enough apart that they never block each other (buffers are 15 minutes). */
const nextPair = () => {
  cursor += 4;
  return [slots[cursor].startTime, slots[cursor + 2].startTime] as const;
};
const book = (as: TestUser, startTime: string) => t.json<BookingDto>('POST', '/api/bookings', { as, body: { offeringId, startTime }, expect: 201 });
const ask = (as: TestUser, bookingId: string, startTime: string, expect = 201, message?: string) =>
  t.json<RescheduleRequestDto & { error?: { code: string; message: string } }>('POST', `/api/bookings/${bookingId}/reschedule-requests`, { as, body: { startTime, message }, expect });
const act = (as: TestUser, id: string, action: 'accept' | 'decline' | 'withdraw', expect = 200, body: object = {}) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  t.json<any>('POST', `/api/reschedule-requests/${id}/${action}`, { as, body, expect });
const notes = async (as: TestUser) => (await t.json<{ items: { type: string; title: string; body: string }[] }>('GET', '/api/notifications', { as })).items;
async function lastMail(to: string, kind: string) {
  const rows = await t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to.toLowerCase()), like(emailOutbox.kind, kind))).orderBy(asc(emailOutbox.createdAt));
  return rows.at(-1);
}
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

beforeAll(async () => {
  t = await createTestContext();
  tutor = await t.signUpExpert({ fullName: 'Tara Tutor' });
  otherTutor = await t.signUpExpert();
  student = await t.signUp('student', { fullName: 'Sam Student' });
  student2 = await t.signUp('student');
  offeringId = (await addOffering(t.deps.db, tutor.expertId)).id;
  await addWindows(t.deps.db, tutor.expertId, dailyWindows(new Date(Date.now() + 86_400_000), 9, 2, 8));
  await setSettings(t.deps.db, tutor.expertId, { bufferTimeBefore: 15, bufferTimeAfter: 15 });
  slots = await freeSlots();
});
afterAll(() => t.close());

describe('reschedule slots', () => {
  it("leave the booking itself out: its own neighbours are open, its own start is not, and only its student may look", async () => {
    const [a] = nextPair();
    const b = await book(student, a);
    const next = new Date(Date.parse(a) + 3_600_000).toISOString();
    // For a new booking the next hour is blocked by this booking's buffer.
    expect((await freeSlots()).some((s) => s.startTime === next)).toBe(false);
    const mine = (await t.json<{ slots: SlotDto[] }>('GET', `/api/bookings/${b.id}/reschedule-slots?${range()}`, { as: student })).slots;
    expect(mine.find((s) => s.startTime === next)?.isAvailable).toBe(true);
    expect(mine.find((s) => s.startTime === a)?.isAvailable).toBe(false);
    await t.json('GET', `/api/bookings/${b.id}/reschedule-slots?${range()}`, { as: student2, expect: 404 });
    await t.json('GET', `/api/bookings/${b.id}/reschedule-slots?${range()}`, { as: tutor, expect: 403 });
  });
});

describe('request → accept', () => {
  it('moves the booking, notifies and e-mails the student with the new invite, and frees the old slot', async () => {
    const [a, target] = nextPair();
    await t.json('PATCH', '/api/profile', { as: student, body: { timezone: 'Europe/London' } }); // the tutor keeps Asia/Kolkata
    const b = await book(student, a);
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'confirmed' } });
    await t.deps.db.update(bookings).set({ reminderSentAt: new Date() }).where(eq(bookings.id, b.id));
    const events: string[] = [];
    const off = t.deps.bus.subscribe((m) => m.kind === 'event' && events.push(`${m.topic} ${m.event}`));

    const r = await ask(student, b.id, target, 201, 'Exam moved, sorry!');
    expect(r).toMatchObject({ bookingId: b.id, status: 'pending', fromScheduledAt: a, proposedScheduledAt: target, message: 'Exam moved, sorry!' });
    expect(Date.parse(r.proposedEndsAt) - Date.parse(r.proposedScheduledAt)).toBe(3_600_000);
    expect(events).toContain(`user:${tutor.id} booking.updated`);
    expect(events).toContain(`user:${student.id} booking.updated`);
    expect((await notes(tutor)).some((n) => n.type === 'booking.reschedule_requested')).toBe(true);
    const asked = await lastMail(tutor.email, 'booking.reschedule-requested');
    expect(asked?.text).toContain('Sam Student asked to move');
    expect(asked?.text).toContain(`Requested: ${when(target, 'Asia/Kolkata')}`);
    expect((await notes(tutor)).find((n) => n.type === 'booking.reschedule_requested')?.body).toContain(`to ${when(target, 'Asia/Kolkata')}.`);
    expect(asked?.text).toContain('Exam moved, sorry!');
    expect(asked?.attachments?.[0].filename).toBe('session.ics');

    // Both sides list it; nobody else sees it.
    expect((await t.json<RescheduleRequestDto[]>('GET', '/api/reschedule-requests', { as: tutor })).map((x) => x.id)).toContain(r.id);
    expect((await t.json<RescheduleRequestDto[]>('GET', '/api/reschedule-requests?as=student', { as: student })).map((x) => x.id)).toContain(r.id);
    expect((await t.json<RescheduleRequestDto[]>('GET', '/api/reschedule-requests', { as: student2 })).length).toBe(0);
    expect((await t.json<RescheduleRequestDto[]>('GET', '/api/reschedule-requests', { as: otherTutor })).length).toBe(0);
    expect(await t.json<RescheduleRequestDto[]>('GET', '/api/reschedule-requests?as=tutor', { as: student })).toEqual([]);

    const { booking, request } = await act(tutor, r.id, 'accept');
    off();
    expect(request.status).toBe('accepted');
    expect(request.respondedAt).toBeTruthy();
    expect(booking).toMatchObject({ id: b.id, status: 'confirmed', scheduledAt: target });
    expect(Date.parse(booking.endsAt) - Date.parse(booking.scheduledAt)).toBe(3_600_000);
    expect(booking.calendarSequence).toBe(2);
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.reminderSentAt).toBeNull();

    expect((await notes(student)).some((n) => n.type === 'booking.rescheduled')).toBe(true);
    expect((await notes(student)).find((n) => n.type === 'booking.rescheduled')?.body).toContain(`was moved to ${when(target, 'Europe/London')}.`);
    const moved = await lastMail(student.email, 'booking.reschedule-accepted');
    expect(moved?.text).toContain(`is now on ${when(target, 'Europe/London')}.`);
    const ics = moved!.attachments![0].content.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(`DTSTART:${icsTime(target)}\r\n`);
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).toContain('METHOD:REQUEST\r\n');

    const free = await freeSlots();
    expect(free.some((s) => s.startTime === a)).toBe(true);
    expect(free.some((s) => s.startTime === target)).toBe(false);
    expect((await t.json<RescheduleRequestDto[]>('GET', '/api/reschedule-requests', { as: tutor })).map((x) => x.id)).not.toContain(r.id);

    // Closed: no second answer.
    expect((await act(tutor, r.id, 'accept', 409)).error.message).toBe(rescheduleMessages.notOpen);
    await act(tutor, r.id, 'decline', 409);
    await act(student, r.id, 'withdraw', 409);
  });
});

describe('who may act', () => {
  it('lets only the student ask, only the tutor answer and only the student withdraw; others get 404', async () => {
    const [a, target] = nextPair();
    const b = await book(student, a);
    expect((await ask(tutor, b.id, target, 403)).error!.message).toBe(rescheduleMessages.onlyStudent);
    await ask(student2, b.id, target, 404);
    await ask(otherTutor, b.id, target, 404);
    const r = await ask(student, b.id, target);

    expect((await act(student, r.id, 'accept', 403)).error.message).toBe(rescheduleMessages.onlyTutor);
    await act(student, r.id, 'decline', 403);
    await act(tutor, r.id, 'withdraw', 403);
    for (const who of [student2, otherTutor]) {
      for (const action of ['accept', 'decline', 'withdraw'] as const) {
        expect((await act(who, r.id, action, 404)).error.message).toBe(rescheduleMessages.notFound);
      }
    }
    await act(tutor, '00000000-0000-4000-8000-000000000000', 'accept', 404);
    await t.request('POST', `/api/reschedule-requests/${r.id}/accept`).then((res) => expect(res.status).toBe(401));
    // Still open and unchanged.
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.scheduledAt.toISOString()).toBe(a);
    expect((await t.json<RescheduleRequestDto[]>('GET', '/api/reschedule-requests', { as: tutor })).find((x) => x.id === r.id)?.status).toBe('pending');
  });
});

describe('request rules', () => {
  it('refuses past, unchanged, taken and off-grid times, a second open request, and sessions that are not upcoming', async () => {
    const [a, target] = nextPair();
    const b = await book(student, a);
    expect((await ask(student, b.id, new Date(Date.now() - 3_600_000).toISOString(), 400)).error).toMatchObject({ code: 'BOOKING_IN_PAST', message: bookingMessages.pastTime });
    expect((await ask(student, b.id, a, 400)).error!.message).toBe(rescheduleMessages.sameTime);
    const other = await book(student2, target);
    expect((await ask(student, b.id, target, 409)).error).toEqual({ code: 'SLOT_NOT_AVAILABLE', message: bookingMessages.slotNotAvailable });
    await ask(student, b.id, new Date(Date.parse(a) + 10 * 60_000 + 86_400_000).toISOString(), 409);
    await ask(student, b.id, 'not-a-date', 422);

    const [, free] = nextPair();
    await ask(student, b.id, free);
    expect((await ask(student, b.id, new Date(Date.parse(free) + 2 * 3_600_000).toISOString(), 409)).error!.message).toBe(rescheduleMessages.alreadyOpen);

    await t.json('PATCH', `/api/bookings/${other.id}`, { as: student2, body: { status: 'cancelled' } });
    expect((await ask(student2, other.id, free, 409)).error!.message).toBe(rescheduleMessages.notMovable);
  });

  it('lets the student withdraw and ask again; the tutor may decline with a reason', async () => {
    const [a, target] = nextPair();
    const b = await book(student, a);
    const r1 = await ask(student, b.id, target);
    const w = await act(student, r1.id, 'withdraw');
    expect(w.status).toBe('withdrawn');
    expect((await notes(tutor)).some((n) => n.type === 'booking.reschedule_withdrawn')).toBe(true);
    await act(tutor, r1.id, 'accept', 409);

    const r2 = await ask(student, b.id, target);
    const d = await act(tutor, r2.id, 'decline', 200, { reason: 'I am travelling that day.' });
    expect(d).toMatchObject({ status: 'declined', reason: 'I am travelling that day.' });
    expect((await notes(student)).some((n) => n.type === 'booking.reschedule_declined')).toBe(true);
    const mail = await lastMail(student.email, 'booking.reschedule-declined');
    expect(mail?.text).toContain('Reason: I am travelling that day.');
    expect(mail?.attachments?.[0].content).toContain(`DTSTART:${icsTime(a)}`);
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.scheduledAt.toISOString()).toBe(a);
    await act(tutor, r2.id, 'decline', 409);
  });
});

describe('stale slot at accept time', () => {
  it('answers 409 Slot Not Available, declines the request with the reason and leaves the booking where it was', async () => {
    const [a, target] = nextPair();
    const b = await book(student, a);
    const r = await ask(student, b.id, target);
    await book(student2, target);
    const res = await act(tutor, r.id, 'accept', 409);
    expect(res.error).toEqual({ code: 'SLOT_NOT_AVAILABLE', message: bookingMessages.slotNotAvailable });
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row.scheduledAt.toISOString()).toBe(a);
    expect((await t.json<RescheduleRequestDto[]>('GET', '/api/reschedule-requests', { as: student })).some((x) => x.id === r.id)).toBe(false);
    expect((await lastMail(student.email, 'booking.reschedule-declined'))?.text).toContain(rescheduleMessages.slotTaken);
    await act(tutor, r.id, 'accept', 409);
    // A new request is possible at once.
    const [, other] = nextPair();
    await ask(student, b.id, other);
  });

  it('refuses to apply a request made before the session was moved another way', async () => {
    const [a, target] = nextPair();
    const b = await book(student, a);
    const r = await ask(student, b.id, target);
    const shifted = new Date(Date.parse(a) + 30 * 60_000);
    await t.deps.db.update(bookings).set({ scheduledAt: shifted, endsAt: new Date(shifted.getTime() + 3_600_000) }).where(eq(bookings.id, b.id));
    expect((await act(tutor, r.id, 'accept', 409)).error.message).toBe(rescheduleMessages.changedMeanwhile);
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'cancelled', reason: 'Something came up.' } });
  });
});

describe('accept race', () => {
  it('lets exactly one of several requests for the same slot win', async () => {
    const [, target] = nextPair();
    const movers = [student, student2, await t.signUp('student'), await t.signUp('student')];
    const requests: RescheduleRequestDto[] = [];
    for (const who of movers) {
      const [start] = nextPair();
      const b = await book(who, start);
      requests.push(await ask(who, b.id, target));
    }
    const results = await Promise.all(requests.map((r) => t.request('POST', `/api/reschedule-requests/${r.id}/accept`, { as: tutor, body: {} }).then((res) => res.status)));
    expect(results.sort()).toEqual([200, 409, 409, 409]);
    const live = await t.deps.db.select().from(bookings).where(eq(bookings.scheduledAt, new Date(target)));
    expect(live.filter((x) => x.status === 'pending' || x.status === 'confirmed')).toHaveLength(1);
    const open = await t.json<RescheduleRequestDto[]>('GET', '/api/reschedule-requests', { as: tutor });
    expect(open.filter((r) => requests.some((x) => x.id === r.id))).toHaveLength(0);
  });
});
