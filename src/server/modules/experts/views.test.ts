// Viewing a public expert profile is measured: one profile view, one offer view per offer shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('profile and offer views', () => {
  it('counts guests and students, not the expert looking at their own profile', async () => {
    const tutor = await t.signUpExpert();
    for (const title of ['Algebra basics', 'Calculus sprint']) {
      await t.json('POST', '/api/offerings', { as: tutor, body: { title, price: 50_000, durationMinutes: 60, maxStudents: 1 }, expect: 201 });
    }
    const student = await t.signUp('student');
    await t.json('GET', `/api/experts/${tutor.expertId}`);
    await t.json('GET', `/api/experts/${tutor.expertId}`, { as: student });
    await t.json('GET', `/api/experts/${tutor.expertId}`, { as: tutor });
    const analytics = await t.json('GET', '/api/offerings/analytics', { as: tutor });
    expect(analytics.profileViews).toBe(2);
    expect(analytics.offerViews).toBe(4);
  });
});
