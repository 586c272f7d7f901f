import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDto } from '../../../shared/schemas/bookings';
import { bookings } from '../../db/schema';
import { createTestContext, type TestContext } from '../../testing/harness';
import { addOffering } from './bookings.fixtures';

// The app's clock, not the machine's, stamps a booking's changes.
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
