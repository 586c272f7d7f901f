import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { bookingMessages, type BookingDto, type SlotDto } from '../../../shared/schemas/bookings';
import { addOffering, addWindows, dailyWindows, setSettings } from './bookings.fixtures';

let t: TestContext;
let tutor: TestUser & { expertId: string };
let otherTutor: TestUser & { expertId: string };
let student: TestUser;
let student2: TestUser;
let offeringId: string;
let slots: SlotDto[];
/** The app's clock runs this far ahead of the wall clock: completing a session needs its start to have passed. */
let clockAhead = 0;

const tomorrow = new Date(Date.now() + 86_400_000);
const range = () => `from=${new Date().toISOString()}&to=${new Date(Date.now() + 10 * 86_400_000).toISOString()}`;
const freeSlots = async (expertId: string, offering: string) =>
  (await t.json<{ slots: SlotDto[] }>('GET', `/api/experts/${expertId}/slots?offeringId=${offering}&${range()}`)).slots.filter((s) => s.isAvailable);
let cursor = 0;
const nextSlot = () => slots[(cursor += 3)].startTime;
const book = (as: TestUser, startTime: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  t.request('POST', '/api/bookings', { as, body: { offeringId, startTime, ...extra }, headers });

beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(Date.now() + clockAhead) });
  tutor = await t.signUpExpert({ fullName: 'Tara Tutor' });
  otherTutor = await t.signUpExpert();
  student = await t.signUp('student', { fullName: 'Sam Student' });
  student2 = await t.signUp('student');
  offeringId = (await addOffering(t.deps.db, tutor.expertId, { price: 75_000 })).id;
  await addWindows(t.deps.db, tutor.expertId, dailyWindows(tomorrow, 7, 3, 8));
  await setSettings(t.deps.db, tutor.expertId);
  slots = await freeSlots(tutor.expertId, offeringId);
});
afterAll(() => t.close());

describe('slots', () => {
  it('lists the bookable slots of an offering at its duration', async () => {
    expect(slots.length).toBe(7 * 8);
    expect(Date.parse(slots[0].endTime) - Date.parse(slots[0].startTime)).toBe(3_600_000);
  });
  it('refuses an offering of another expert', async () => {
    await t.json('GET', `/api/experts/${otherTutor.expertId}/slots?offeringId=${offeringId}&${range()}`, { expect: 404 });
  });
});

describe('POST /api/bookings', () => {
  it('books a free slot as pending at the offering price and closes the slot', async () => {
    const start = nextSlot();
    const res = await book(student, start, { notes: 'Quadratics please' });
    expect(res.status).toBe(201);
    const b = (await res.json()) as BookingDto;
    expect(b).toMatchObject({ status: 'pending', totalAmount: 75_000, studentName: 'Sam Student', notes: 'Quadratics please', sessionType: 'one_on_one' });
    expect(Date.parse(b.endsAt) - Date.parse(b.scheduledAt)).toBe(3_600_000);
    const again = await book(student2, start);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string; message: string } }).error).toEqual({ code: 'SLOT_NOT_AVAILABLE', message: bookingMessages.slotNotAvailable });
    const after = await freeSlots(tutor.expertId, offeringId);
    expect(after.some((s) => s.startTime === start)).toBe(false);
    // The tutor's bell notification is written with the booking; the refused booking wrote none.
    const bell = await t.json<{ items: { type: string; title: string; body: string; link: string }[] }>('GET', '/api/notifications', { as: tutor });
    const created = bell.items.filter((n) => n.type === 'booking.created' && n.body === `Sam Student booked ${b.offeringTitle}.`);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ title: 'New booking request', link: '/tutor/dashboard/sessions' });
  });

  it('refuses past times, off-grid times, tutors and unknown offerings', async () => {
    const past = await book(student, new Date(Date.now() - 3_600_000).toISOString());
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: { code: string; message: string } }).error).toEqual({ code: 'BOOKING_IN_PAST', message: bookingMessages.pastTime });
    const offGrid = new Date(Date.parse(nextSlot()) + 10 * 60_000).toISOString();
    expect((await book(student, offGrid)).status).toBe(409);
    expect((await book(otherTutor, nextSlot())).status).toBe(403);
    expect((await book(student, nextSlot(), { expertId: otherTutor.expertId })).status).toBe(404);
    expect((await t.request('POST', '/api/bookings', { body: { offeringId, startTime: nextSlot() } })).status).toBe(401);
    expect((await t.request('POST', '/api/bookings', { as: student, body: { startTime: nextSlot() } })).status).toBe(422);
  });

  it('returns the original booking for a repeated Idempotency-Key', async () => {
    const start = nextSlot();
    const first = await book(student, start, {}, { 'Idempotency-Key': 'key-1' });
    const second = await book(student, start, {}, { 'Idempotency-Key': 'key-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(((await second.json()) as BookingDto).id).toBe(((await first.json()) as BookingDto).id);
  });

  it('confirms at once when the tutor auto-confirms', async () => {
    const x = await t.signUpExpert();
    const o = await addOffering(t.deps.db, x.expertId);
    await addWindows(t.deps.db, x.expertId, dailyWindows(tomorrow, 2, 3, 4));
    await setSettings(t.deps.db, x.expertId, { autoConfirmBookings: true, maxBookingsPerDay: 1 });
    const [s1, s2] = await freeSlots(x.expertId, o.id);
    const b = await t.json<BookingDto>('POST', '/api/bookings', { as: student, body: { offeringId: o.id, startTime: s1.startTime }, expect: 201 });
    expect(b.status).toBe('confirmed');
    // Daily cap of one: the rest of that day is closed.
    await t.json('POST', '/api/bookings', { as: student2, body: { offeringId: o.id, startTime: s2.startTime }, expect: 409 });
  });

  it('seats a group up to max_students under one group session id', async () => {
    const g = await addOffering(t.deps.db, tutor.expertId, { title: 'Group revision', maxStudents: 2 });
    const start = (await freeSlots(tutor.expertId, g.id)).at(-1)!.startTime;
    const third = await t.signUp('student');
    const a = await t.json<BookingDto>('POST', '/api/bookings', { as: student, body: { offeringId: g.id, startTime: start }, expect: 201 });
    const b = await t.json<BookingDto>('POST', '/api/bookings', { as: student2, body: { offeringId: g.id, startTime: start }, expect: 201 });
    expect(a.sessionType).toBe('group');
    expect(a.groupSessionId).toBeTruthy();
    expect(b.groupSessionId).toBe(a.groupSessionId);
    await t.json('POST', '/api/bookings', { as: third, body: { offeringId: g.id, startTime: start }, expect: 409 });
    // The one-to-one offering cannot take that hour.
    await t.json('POST', '/api/bookings', { as: third, body: { offeringId, startTime: start }, expect: 409 });
  });
});

describe('PATCH /api/bookings/:id', () => {
  let b: BookingDto;
  beforeAll(async () => {
    b = await t.json<BookingDto>('POST', '/api/bookings', { as: student, body: { offeringId, startTime: nextSlot() }, expect: 201 });
  });

  it('lets only the parties see it', async () => {
    await t.json('GET', `/api/bookings/${b.id}`, { as: student, expect: 200 });
    await t.json('GET', `/api/bookings/${b.id}`, { as: tutor, expect: 200 });
    const res = await t.json('GET', `/api/bookings/${b.id}`, { as: student2, expect: 404 });
    expect(res.error.message).toBe(bookingMessages.notFound);
    await t.json('GET', `/api/bookings/${b.id}`, { as: otherTutor, expect: 404 });
  });

  it('runs confirm → complete → review with the right people', async () => {
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: student, body: { status: 'confirmed' }, expect: 403 });
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: otherTutor, body: { status: 'confirmed' }, expect: 404 });
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: student2, body: { status: 'cancelled' }, expect: 404 });
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'completed' }, expect: 403 });
    const confirmed = await t.json<BookingDto>('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'confirmed' } });
    expect(confirmed.status).toBe('confirmed');
    const notes = await t.json<{ items: { type: string }[] }>('GET', '/api/notifications', { as: student });
    expect(notes.items.some((n) => n.type === 'booking.confirmed')).toBe(true);

    await t.json('POST', `/api/bookings/${b.id}/review`, { as: student, body: { rating: 5 }, expect: 409 });
    const before = await t.json<{ totalSessions: number }>('GET', '/api/bookings/student-stats', { as: student });
    // Not before the lesson has started: no completion, so no review and no count either.
    const early = await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'completed' }, expect: 409 });
    expect(early.error).toMatchObject({ code: 'SESSION_NOT_STARTED', message: bookingMessages.earlyComplete });
    await t.json('POST', `/api/bookings/${b.id}/review`, { as: student, body: { rating: 5 }, expect: 409 });
    expect((await t.json<{ totalSessions: number }>('GET', '/api/bookings/student-stats', { as: student })).totalSessions).toBe(before.totalSessions);
    clockAhead = Date.parse(b.scheduledAt) + 60_000 - Date.now();
    const done = await t.json<BookingDto>('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'completed' } });
    clockAhead = 0;
    expect(done.status).toBe('completed');
    expect(done.completedAt).toBeTruthy();
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'cancelled' }, expect: 403 });

    await t.json('POST', `/api/bookings/${b.id}/review`, { as: tutor, body: { rating: 5 }, expect: 403 });
    await t.json('POST', `/api/bookings/${b.id}/review`, { as: student, body: { rating: 4, text: 'Clear explanations' }, expect: 201 });
    const rated = await t.json<BookingDto>('GET', `/api/bookings/${b.id}`, { as: student });
    expect(rated.review).toMatchObject({ rating: 4, comment: 'Clear explanations' });
    await t.json('POST', `/api/bookings/${b.id}/review`, { as: student, body: { rating: 6 }, expect: 422 });

    const stats = await t.json<{ totalSessions: number; averageRating: number; hoursLearned: number }>('GET', '/api/bookings/student-stats', { as: student });
    expect(stats.totalSessions).toBe(before.totalSessions + 1);
    expect(stats.averageRating).toBe(4);
    expect(stats.hoursLearned).toBe(1);
  });

  it('updates the expert rating and total sessions', async () => {
    const { expertProfiles } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.deps.db.select().from(expertProfiles).where(eq(expertProfiles.id, tutor.expertId));
    expect(row.totalSessions).toBe(1);
    expect(row.rating).toBe(4);
    expect(row.ratingCount).toBe(1);
  });

  it('lets the tutor decline and the student cancel their own pending booking', async () => {
    const d = await t.json<BookingDto>('POST', '/api/bookings', { as: student, body: { offeringId, startTime: nextSlot() }, expect: 201 });
    expect((await t.json<BookingDto>('PATCH', `/api/bookings/${d.id}`, { as: tutor, body: { status: 'cancelled', reason: 'Not my subject.' } })).status).toBe('cancelled');
    await t.json('PATCH', `/api/bookings/${d.id}`, { as: tutor, body: { status: 'confirmed' }, expect: 403 });
    const c = await t.json<BookingDto>('POST', '/api/bookings', { as: student, body: { offeringId, startTime: d.scheduledAt }, expect: 201 });
    expect((await t.json<BookingDto>('PATCH', `/api/bookings/${c.id}`, { as: student, body: { status: 'cancelled' } })).status).toBe('cancelled');
  });

  it("asks the tutor for a reason to decline or cancel, stores it and tells the student, in the notification and the e-mail", async () => {
    const { emailOutbox } = await import('../../db/schema');
    const { and, eq } = await import('drizzle-orm');
    const d = await t.json<BookingDto>('POST', '/api/bookings', { as: student2, body: { offeringId, startTime: nextSlot() }, expect: 201 });
    for (const reason of [undefined, '', '   ']) {
      const res = await t.json('PATCH', `/api/bookings/${d.id}`, { as: tutor, body: { status: 'cancelled', ...(reason === undefined ? {} : { reason }) }, expect: 422 });
      expect(res.error).toMatchObject({ code: 'VALIDATION', message: bookingMessages.reasonRequired, fields: { reason: bookingMessages.reasonRequired } });
    }
    await t.json('PATCH', `/api/bookings/${d.id}`, { as: tutor, body: { status: 'cancelled', reason: 'x'.repeat(501) }, expect: 422 });
    expect((await t.json<BookingDto>('GET', `/api/bookings/${d.id}`, { as: tutor })).status).toBe('pending');

    const declined = await t.json<BookingDto>('PATCH', `/api/bookings/${d.id}`, { as: tutor, body: { status: 'cancelled', reason: '  I am away that week.  ' } });
    expect(declined).toMatchObject({ status: 'cancelled', cancelledBy: 'expert', cancelReason: 'I am away that week.' });
    expect(await t.json<BookingDto>('GET', `/api/bookings/${d.id}`, { as: student2 })).toMatchObject({ cancelReason: 'I am away that week.' });
    const notes = await t.json<{ items: { type: string; body: string }[] }>('GET', '/api/notifications', { as: student2 });
    expect(notes.items.find((n) => n.type === 'booking.declined')?.body).toContain('Reason: I am away that week.');
    const [mail] = await t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, student2.email.toLowerCase()), eq(emailOutbox.kind, 'booking.declined')));
    expect(mail.subject).toContain('Booking declined');
    expect(mail.text).toContain('Reason: I am away that week.');
  });

  it("lets the student cancel with or without a reason, and tells the tutor the one given", async () => {
    const { emailOutbox } = await import('../../db/schema');
    const { and, eq } = await import('drizzle-orm');
    const c = await t.json<BookingDto>('POST', '/api/bookings', { as: student2, body: { offeringId, startTime: nextSlot() }, expect: 201 });
    const cancelled = await t.json<BookingDto>('PATCH', `/api/bookings/${c.id}`, { as: student2, body: { status: 'cancelled', reason: 'Exam moved.' } });
    expect(cancelled).toMatchObject({ cancelledBy: 'student', cancelReason: 'Exam moved.' });
    const notes = await t.json<{ items: { type: string; body: string }[] }>('GET', '/api/notifications', { as: tutor });
    expect(notes.items.some((n) => n.type === 'booking.cancelled' && n.body.endsWith('Reason: Exam moved.'))).toBe(true);
    const mails = await t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, tutor.email.toLowerCase()), eq(emailOutbox.kind, 'booking.cancelled-by-student')));
    expect(mails.some((m) => m.text.includes('Reason: Exam moved.'))).toBe(true);

    const silent = await t.json<BookingDto>('POST', '/api/bookings', { as: student2, body: { offeringId, startTime: nextSlot() }, expect: 201 });
    expect(await t.json<BookingDto>('PATCH', `/api/bookings/${silent.id}`, { as: student2, body: { status: 'cancelled', reason: ' ' } })).toMatchObject({ status: 'cancelled', cancelReason: null });
  });

  it('counts pending and upcoming sessions and lists bookings for each side', async () => {
    const counts = await t.json<{ pendingSessions: number; upcomingSessions: number; totalOffers: number }>('GET', '/api/bookings/counts', { as: tutor });
    expect(counts.totalOffers).toBe(2);
    expect(counts.pendingSessions).toBeGreaterThan(0);
    const mine = await t.json<BookingDto[]>('GET', '/api/bookings', { as: tutor });
    expect(mine.every((x) => x.expertId === tutor.expertId)).toBe(true);
    const theirs = await t.json<BookingDto[]>('GET', '/api/bookings', { as: student2 });
    expect(theirs.every((x) => x.studentId === student2.id)).toBe(true);
    const sc = await t.json<{ pendingSessions: number; totalOffers?: number }>('GET', '/api/bookings/counts', { as: student });
    expect(sc.totalOffers).toBeUndefined();
  });

  it('stores the monthly goal', async () => {
    const s = await t.json<{ monthlyGoal: number }>('PUT', '/api/bookings/monthly-goal', { as: student, body: { monthlyGoal: 12 } });
    expect(s.monthlyGoal).toBe(12);
  });
});
