import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDto } from '../../../shared/schemas/bookings';
import { bookings, emailOutbox } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing/harness';
import { addOffering } from './bookings.fixtures';

// The app's clock, not the machine's, stamps a booking's changes; e-mails give times in each reader's zone.
let clock = new Date(Date.now() + 2 * 3_600_000);
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ now: () => clock });
});
afterAll(() => t.close());

describe("a booking's status changes", () => {
  it('are stamped with the time of the change as the app sees it', async () => {
    const student = await t.signUp('student');
    const tutor = await t.signUpExpert();
    const offering = await addOffering(t.deps.db, tutor.expertId);
    const start = new Date(clock.getTime() + 3_600_000);
    const [b] = await t.deps.db
      .insert(bookings)
      .values({ studentId: student.id, expertId: tutor.expertId, offeringId: offering.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
      .returning();

    clock = new Date(start.getTime() + 3_600_000 + 61_000);
    const done = await t.json<BookingDto>('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'completed' } });
    expect(done.completedAt).toBe(clock.toISOString());
    expect(done.updatedAt).toBe(clock.toISOString());
  });
});

describe('booking e-mails and notifications', () => {
  it("give the session time in the recipient's own time zone", async () => {
    const student = await t.signUp('student');
    const tutor = await t.signUpExpert(); // keeps the default zone, Asia/Kolkata
    await t.json('PATCH', '/api/profile', { as: student, body: { timezone: 'America/New_York' } });
    const offering = await addOffering(t.deps.db, tutor.expertId);
    const start = new Date('2027-03-10T14:00:00.000Z');
    const [b] = await t.deps.db
      .insert(bookings)
      .values({ studentId: student.id, expertId: tutor.expertId, offeringId: offering.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'pending' })
      .returning();
    const mailTo = async (to: string, kind: string) =>
      (await t.deps.db.select({ text: emailOutbox.text }).from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind))))[0]?.text;

    await t.json('PATCH', `/api/bookings/${b.id}`, { as: tutor, body: { status: 'confirmed' } });
    expect(await mailTo(student.email, 'booking.confirmed')).toContain('When: Wednesday, 10 March 2027 at 9:00 am GMT-5 (America/New_York)');
    await t.json('PATCH', `/api/bookings/${b.id}`, { as: student, body: { status: 'cancelled' } });
    expect(await mailTo(tutor.email, 'booking.cancelled-by-student')).toContain('When: Wednesday, 10 March 2027 at 7:30 pm IST (Asia/Kolkata)');

    // The in-app notifications of the same changes, likewise.
    const body = async (as: typeof student, type: string) =>
      (await t.json<{ items: { type: string; body: string }[] }>('GET', '/api/notifications', { as })).items.find((n) => n.type === type)?.body;
    expect(await body(student, 'booking.confirmed')).toContain('on Wednesday, 10 March 2027 at 9:00 am GMT-5 (America/New_York) was confirmed');
    expect(await body(tutor, 'booking.cancelled')).toContain('on Wednesday, 10 March 2027 at 7:30 pm IST (Asia/Kolkata) was cancelled');
  });
});
