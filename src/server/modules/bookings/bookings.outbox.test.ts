// Booking e-mails go into the outbox in the transaction of the change they tell of: a booking or a status change
// exists exactly when its e-mail does, so a crash between the two can lose neither.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from './bookings.fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const mails = async (to: string, kind: string) => (await t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to.toLowerCase()), eq(emailOutbox.kind, kind)))).length;

/** A student and a tutor with open mornings over the next days, and the tutor's open start times. */
async function tutorWithOpenTimes() {
  const student = await t.signUp('student');
  const tutor = await t.signUpExpert();
  const offering = await addOffering(t.deps.db, tutor.expertId);
  await setSettings(t.deps.db, tutor.expertId);
  await addWindows(t.deps.db, tutor.expertId, dailyWindows(new Date(Date.now() + 2 * 86_400_000), 3, 6, 4));
  const range = `from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 6 * 86_400_000).toISOString())}`;
  const slots = await t.json('GET', `/api/experts/${tutor.expertId}/slots?offeringId=${offering.id}&${range}`);
  const open = (slots.slots as { startTime: string; isAvailable: boolean }[]).filter((x) => x.isAvailable).map((x) => x.startTime);
  return { student, tutor, offering, open };
}

/** Makes the outbox refuse every write inside a transaction while `work` runs. */
async function withOutboxDown(work: () => Promise<void>) {
  const send = t.deps.mail.send;
  t.deps.mail.send = async (message, tx) => {
    if (tx) throw new Error('outbox unavailable');
    return send(message, tx);
  };
  try {
    await work();
  } finally {
    t.deps.mail.send = send;
  }
}

describe('booking e-mails and their changes commit together', () => {
  it('a status change whose e-mail cannot be written is not made; made, it has exactly one e-mail', async () => {
    const { student, tutor, offering, open } = await tutorWithOpenTimes();
    const booking = await t.json('POST', '/api/bookings', { as: student, body: { offeringId: offering.id, startTime: open[0] }, expect: 201 });
    expect(await mails(student.email, 'booking.booked')).toBe(1);

    // The outbox refuses the next write inside a transaction: the confirmation rolls back with it.
    await withOutboxDown(async () => {
      const res = await t.request('PATCH', `/api/bookings/${booking.id}`, { as: tutor, body: { status: 'confirmed' } });
      expect(res.status).toBe(500);
    });
    const [row] = await t.deps.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(row.status).toBe('pending');
    expect(await mails(student.email, 'booking.confirmed')).toBe(0);

    await t.json('PATCH', `/api/bookings/${booking.id}`, { as: tutor, body: { status: 'confirmed' } });
    expect(await mails(student.email, 'booking.confirmed')).toBe(1);
    // The student cancels: the tutor's calendar gets the CANCEL invite, written with the cancellation.
    await t.json('PATCH', `/api/bookings/${booking.id}`, { as: student, body: { status: 'cancelled', reason: 'Exam moved' } });
    expect(await mails(tutor.email, 'booking.cancelled-by-student')).toBe(1);
    // Written before the commit, the invite still carries the sequence the change gave the session, so calendar
    // apps replace the event instead of ignoring the update.
    const [after] = await t.deps.db.select({ sequence: bookings.calendarSequence }).from(bookings).where(eq(bookings.id, booking.id));
    expect(after.sequence).toBe(2);
    const [cancel] = await t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, tutor.email.toLowerCase()), eq(emailOutbox.kind, 'booking.cancelled-by-student')));
    const invite = cancel.attachments?.[0]?.content ?? '';
    expect(invite).toContain('METHOD:CANCEL');
    expect(invite).toContain('SEQUENCE:2');
  });

  it('a reschedule and its e-mails commit together; the accepted invite carries the new sequence', async () => {
    const { student, tutor, offering, open } = await tutorWithOpenTimes();
    const booking = await t.json('POST', '/api/bookings', { as: student, body: { offeringId: offering.id, startTime: open[0] }, expect: 201 });
    await t.json('PATCH', `/api/bookings/${booking.id}`, { as: tutor, body: { status: 'confirmed' } });

    // The outbox refuses: the request is not opened either.
    await withOutboxDown(async () => {
      const res = await t.request('POST', `/api/bookings/${booking.id}/reschedule-requests`, { as: student, body: { startTime: open[open.length - 1] } });
      expect(res.status).toBe(500);
    });
    expect(await t.json('GET', '/api/reschedule-requests', { as: student })).toEqual([]);

    const request = await t.json('POST', `/api/bookings/${booking.id}/reschedule-requests`, { as: student, body: { startTime: open[open.length - 1] }, expect: 201 });
    expect(await mails(tutor.email, 'booking.reschedule-requested')).toBe(1);
    await t.json('POST', `/api/reschedule-requests/${request.id}/accept`, { as: tutor });
    const [moved] = await t.deps.db.select({ sequence: bookings.calendarSequence, at: bookings.scheduledAt }).from(bookings).where(eq(bookings.id, booking.id));
    expect(moved.at.toISOString()).toBe(open[open.length - 1]);
    const [accepted] = await t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, student.email.toLowerCase()), eq(emailOutbox.kind, 'booking.reschedule-accepted')));
    expect(accepted.attachments?.[0]?.content).toContain(`SEQUENCE:${moved.sequence}`);
  });
});
