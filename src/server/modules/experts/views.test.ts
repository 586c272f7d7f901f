// Viewing a public expert profile is measured: one profile view, one offer view per offer shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createTestContext, type TestContext } from '../../testing/harness';

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

describe('views counted once per viewer and day', () => {
  const visit = (expertId: string, ip: string, userAgent: string, cookie?: string) =>
    t.app.request(`${BASE}/api/experts/${expertId}`, { headers: { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) } }, { incoming: { socket: { remoteAddress: ip } } });

  it('does not let a guest inflate the counts by reloading, while different visitors each count', async () => {
    const tutor = await t.signUpExpert();
    await t.json('POST', '/api/offerings', { as: tutor, body: { title: 'Essay writing', price: 40_000, durationMinutes: 60, maxStudents: 1 }, expect: 201 });
    for (let i = 0; i < 20; i++) expect((await visit(tutor.expertId, '192.0.2.30', 'Firefox/140')).status).toBe(200);
    let analytics = await t.json('GET', '/api/offerings/analytics', { as: tutor });
    expect(analytics.profileViews).toBe(1);
    expect(analytics.offerViews).toBe(1);

    await visit(tutor.expertId, '192.0.2.31', 'Firefox/140');
    await visit(tutor.expertId, '192.0.2.30', 'Chrome/140');
    const student = await t.signUp('student');
    for (let i = 0; i < 5; i++) await visit(tutor.expertId, '192.0.2.30', 'Firefox/140', student.cookie);
    analytics = await t.json('GET', '/api/offerings/analytics', { as: tutor });
    expect(analytics.profileViews).toBe(4);
  });
});
