// Group sessions: the tutor's confirm or cancel on any seat acts on the class (every live seat), tells every
// seat (notification, e-mail, realtime) and refunds each paid seat; a student's own cancel is only their seat.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../shared/realtime';
import type { BookingDto } from '../../../shared/schemas/bookings';
import { emailOutbox } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from './bookings.fixtures';

const HOUR = 3_600_000;
let t: TestContext;
let tutor: TestUser & { expertId: string };
let students: TestUser[];
let offeringId: string;
const heard: BusMessage[] = [];

beforeAll(async () => {
  // Online payments (the test provider): each seat is paid before the tutor can confirm it.
  t = await createTestContext({ env: { PAYMENT_PROVIDER: 'test', LOG_LEVEL: 'error' } });
  tutor = await t.signUpExpert({ fullName: 'Gita Group' });
  students = [];
  for (const name of ['Ann One', 'Ben Two', 'Cat Three', 'Dev Four']) students.push(await t.signUp('student', { fullName: name }));
  offeringId = (await addOffering(t.deps.db, tutor.expertId, { title: 'Algebra circle', price: 40_000, maxStudents: 6 })).id;
  await setSettings(t.deps.db, tutor.expertId);
  for (const from of [0, 8, 16]) await addWindows(t.deps.db, tutor.expertId, dailyWindows(new Date(), 12, from, 8));
  t.deps.bus.subscribe((m) => void heard.push(m));
});
afterAll(() => t.close());

let hour = 40;
const nextStart = () => {
  const day0 = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  return new Date(day0 + (hour += 3) * HOUR).toISOString();
};

/** `who` book the same start and pay; their seats. */
async function bookClass(who: TestUser[], startTime = nextStart()) {
  const seats: BookingDto[] = [];
  for (const as of who) {
    const b = await t.json<BookingDto>('POST', '/api/bookings', { as, body: { offeringId, startTime }, expect: 201 });
    await t.json('POST', `/api/payments/test-checkout/${b.payment.checkoutUrl!.split('/').pop()}/pay`, {
      as,
      body: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', name: 'Card Holder' },
    });
    seats.push(b);
  }
  return seats;
}

const seat = (id: string, as: TestUser) => t.json<BookingDto>('GET', `/api/bookings/${id}`, { as });
const bell = (as: TestUser) => t.json<{ items: { type: string; title: string; body: string }[] }>('GET', '/api/notifications', { as });
const mailsOf = async (emails: string[], kind: string) =>
  (await t.deps.db.select().from(emailOutbox).where(inArray(emailOutbox.to, emails))).filter((m) => m.kind === kind);

describe('group confirm', () => {
  it("the tutor's confirm of one seat confirms the class: every seat is confirmed and told", async () => {
    const class3 = students.slice(0, 3);
    const seats = await bookClass(class3);
    expect(new Set(seats.map((s) => s.groupSessionId)).size).toBe(1);
    expect(seats[0].groupSessionId).not.toBeNull();
    expect(seats.every((s) => s.sessionType === 'group')).toBe(true);
    const mark = heard.length;

    const first = await t.json<BookingDto>('PATCH', `/api/bookings/${seats[1].id}`, { as: tutor, body: { status: 'confirmed' } });
    expect(first.status).toBe('confirmed');
    for (const [i, s] of seats.entries()) {
      expect((await seat(s.id, class3[i])).status).toBe('confirmed');
      const n = (await bell(class3[i])).items.filter((x) => x.type === 'booking.confirmed');
      expect(n).toHaveLength(1);
      expect(n[0].body).toContain('Algebra circle');
    }
    expect(await mailsOf(class3.map((s) => s.email), 'booking.confirmed')).toHaveLength(3);
    // Every seat's student and the tutor hear of each seat; the class's room hears once.
    const updates = heard.slice(mark).filter((m) => m.kind === 'event' && m.event === 'booking.updated');
    for (const [i, s] of seats.entries()) {
      expect(updates.some((m) => m.topic === `user:${class3[i].id}` && m.kind === 'event' && (m.data as { id: string }).id === s.id)).toBe(true);
    }
    const classEvents = heard.slice(mark).filter((m) => m.topic === `class:${seats[0].groupSessionId}`);
    expect(classEvents).toMatchObject([{ kind: 'event', event: 'class.status', data: { groupSessionId: seats[0].groupSessionId, status: 'confirmed' } }]);
  });

  it('leaves a seat still waiting for its payment pending', async () => {
    const start = nextStart();
    const [paid] = await bookClass([students[0]], start);
    const unpaid = await t.json<BookingDto>('POST', '/api/bookings', { as: students[1], body: { offeringId, startTime: start }, expect: 201 });
    await t.json('PATCH', `/api/bookings/${paid.id}`, { as: tutor, body: { status: 'confirmed' } });
    expect((await seat(unpaid.id, students[1])).status).toBe('pending');
    // Confirming the waiting seat itself is still refused until it is paid.
    await t.json('PATCH', `/api/bookings/${unpaid.id}`, { as: tutor, body: { status: 'confirmed' }, expect: 403 });
  });
});

describe('group cancel', () => {
  it("the tutor's cancel of one seat cancels the class, refunds every paid seat and tells each student", async () => {
    const class3 = [students[1], students[2], students[3]];
    const seats = await bookClass(class3);
    await t.json('PATCH', `/api/bookings/${seats[0].id}`, { as: tutor, body: { status: 'confirmed' } });
    const mark = heard.length;

    const cancelled = await t.json<BookingDto>('PATCH', `/api/bookings/${seats[2].id}`, { as: tutor, body: { status: 'cancelled', reason: 'I am unwell.' } });
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'expert', cancelReason: 'I am unwell.' });
    for (const [i, s] of seats.entries()) {
      const b = await seat(s.id, class3[i]);
      expect(b).toMatchObject({ status: 'cancelled', cancelledBy: 'expert', cancelReason: 'I am unwell.' });
      expect(b.payment).toMatchObject({ status: 'refunded', refundedAmount: 40_000 });
      const n = (await bell(class3[i])).items.filter((x) => x.type === 'booking.cancelled');
      expect(n.some((x) => x.body.includes('Reason: I am unwell.'))).toBe(true);
    }
    const emails = class3.map((s) => s.email);
    expect((await mailsOf(emails, 'booking.cancelled')).length).toBeGreaterThanOrEqual(3);
    // One refund receipt per seat: these three students were refunded nothing before.
    expect(await mailsOf(emails, 'payment.refund')).toHaveLength(3);
    expect(heard.slice(mark).filter((m) => m.topic === `class:${seats[0].groupSessionId}`)).toMatchObject([{ event: 'class.status', data: { status: 'cancelled' } }]);
  });

  it('a pending class declined by the tutor is declined for every seat', async () => {
    const class2 = [students[0], students[3]];
    const seats = await bookClass(class2);
    await t.json('PATCH', `/api/bookings/${seats[0].id}`, { as: tutor, body: { status: 'cancelled', reason: 'Not enough students.' } });
    for (const [i, s] of seats.entries()) {
      expect((await seat(s.id, class2[i])).status).toBe('cancelled');
      expect((await bell(class2[i])).items.some((x) => x.type === 'booking.declined' && x.body.includes('Not enough students.'))).toBe(true);
    }
  });

  it("a student's own cancel cancels only their seat", async () => {
    const class3 = students.slice(0, 3);
    const seats = await bookClass(class3);
    await t.json('PATCH', `/api/bookings/${seats[0].id}`, { as: tutor, body: { status: 'confirmed' } });
    await t.json('PATCH', `/api/bookings/${seats[1].id}`, { as: class3[1], body: { status: 'cancelled' } });
    expect((await seat(seats[1].id, class3[1])).status).toBe('cancelled');
    expect((await seat(seats[0].id, class3[0])).status).toBe('confirmed');
    expect((await seat(seats[2].id, class3[2])).status).toBe('confirmed');
    const rows = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, tutor.email));
    expect(rows.filter((m) => m.kind === 'booking.cancelled-by-student')).toHaveLength(1);
  });

  it('another tutor cannot act on the class', async () => {
    const other = await t.signUpExpert();
    const [s] = await bookClass([students[2]]);
    await t.json('PATCH', `/api/bookings/${s.id}`, { as: other, body: { status: 'cancelled', reason: 'x' }, expect: 404 });
    expect((await seat(s.id, students[2])).status).toBe('pending');
  });
});
