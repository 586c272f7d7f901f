import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBookings } from '../../db/seed/bookings';
import { createTestContext, type TestContext } from '../../testing/harness';
import type { BookingDto, StudentStats } from '../../../shared/schemas/bookings';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('seedBookings', () => {
  it('creates a confirmed session soon, a pending one and two reviewed completed ones', async () => {
    const student = await t.signUp('student');
    const tutor = await t.signUpExpert();
    await seedBookings(t.deps, { studentUserId: student.id, tutorUserId: tutor.id, tutorExpertId: tutor.expertId, catalog: [] });
    const list = await t.json<BookingDto[]>('GET', '/api/bookings', { as: student });
    expect(list.map((b) => b.status).sort()).toEqual(['completed', 'completed', 'confirmed', 'pending']);
    expect(list.filter((b) => b.review).length).toBe(2);
    const confirmed = list.find((b) => b.status === 'confirmed')!;
    expect(Date.parse(confirmed.scheduledAt) - Date.now()).toBeLessThan(3 * 3_600_000);
    const stats = await t.json<StudentStats>('GET', '/api/bookings/student-stats', { as: student });
    expect(stats).toMatchObject({ totalSessions: 2, hoursLearned: 2, averageRating: 4.5, completionRate: 50 });
    const counts = await t.json<{ pendingSessions: number; totalOffers: number }>('GET', '/api/bookings/counts', { as: tutor });
    expect(counts).toMatchObject({ pendingSessions: 1, totalOffers: 1 });
  });
});
