// A tutor's account cannot book, even with another tutor and a bookable time: the answer is a 403 with the
// FORBIDDEN code (what the booking page branches on) and says why in plain words; nothing is booked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from './bookings.fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('POST /api/bookings from a tutor', () => {
  it('is refused with FORBIDDEN and a plain reason, and books nothing', async () => {
    const expert = await t.signUpExpert({ fullName: 'Ravi Kumar' });
    const offering = await addOffering(t.deps.db, expert.expertId);
    await setSettings(t.deps.db, expert.expertId);
    await addWindows(t.deps.db, expert.expertId, dailyWindows(new Date(Date.now() + 2 * 86_400_000), 3, 6, 4));
    const start = new Date(Date.now() + 2 * 86_400_000);
    start.setUTCHours(7, 0, 0, 0);
    const body = { offeringId: offering.id, startTime: start.toISOString() };

    const tutor = await t.signUpExpert({ fullName: 'Meera Iyer' });
    const res = await t.json('POST', '/api/bookings', { as: tutor, body, expect: 403 });
    expect(res.error).toMatchObject({ code: 'FORBIDDEN', message: 'This is for students only.' });
    const rawTutor = await t.signUp('tutor');
    expect((await t.json('POST', '/api/bookings', { as: rawTutor, body, expect: 403 })).error.code).toBe('FORBIDDEN');

    // The same time is still open: a student books it.
    const student = await t.signUp('student');
    expect(await t.json('POST', '/api/bookings', { as: student, body, expect: 201 })).toMatchObject({ offeringId: offering.id, status: 'pending' });
  });
});
