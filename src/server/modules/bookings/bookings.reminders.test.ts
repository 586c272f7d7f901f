import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, emailOutbox } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing/harness';
import { addOffering } from './bookings.fixtures';
import { sendDueReminders } from './bookings.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('booking reminders', () => {
  it('sends the 24-hour and the 1-hour reminder once each, to both parties, even when run concurrently', async () => {
    const student = await t.signUp('student');
    const tutor = await t.signUpExpert();
    const offering = await addOffering(t.deps.db, tutor.expertId);
    const start = new Date(Date.now() + 20 * 3_600_000);
    const [b] = await t.deps.db
      .insert(bookings)
      .values({ studentId: student.id, expertId: tutor.expertId, offeringId: offering.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
      .returning();
    const runs = await Promise.all([sendDueReminders(t.deps), sendDueReminders(t.deps), sendDueReminders(t.deps)]);
    expect(runs.reduce((a, n) => a + n, 0)).toBe(1);
    const count = async (kind: string) => (await t.deps.db.select().from(emailOutbox).where(like(emailOutbox.kind, kind))).length;
    expect(await count('booking.reminder-24h')).toBe(2);
    // Each side's reminder links to its own sessions page.
    const link = async (to: string) => (await t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to.toLowerCase()), eq(emailOutbox.kind, 'booking.reminder-24h'))))[0]?.text.match(/Your sessions: \S+/)?.[0];
    expect(await link(student.email)).toMatch(/\/student\/sessions$/);
    expect(await link(tutor.email)).toMatch(/\/tutor\/dashboard\/sessions$/);
    expect(await sendDueReminders(t.deps)).toBe(0);

    // 19 hours later (50 minutes before the start) the 1-hour reminder goes out, once.
    await t.deps.db
      .update(bookings)
      .set({ scheduledAt: new Date(Date.now() + 50 * 60_000), endsAt: new Date(Date.now() + 110 * 60_000), reminderSentAt: new Date(Date.now() - 19 * 3_600_000) })
      .where(eq(bookings.id, b.id));
    expect(await sendDueReminders(t.deps)).toBe(1);
    expect(await sendDueReminders(t.deps)).toBe(0);
    expect(await count('booking.reminder-1h')).toBe(2);
  });
});
