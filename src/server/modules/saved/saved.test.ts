// Saved tutors: students only, idempotent saves and removals, unknown experts 404, cards newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedExpertsResponse } from '../../../shared/schemas/saved';
import { createTestContext, type TestContext } from '../../testing/harness';
import { addOffering } from '../bookings/bookings.fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('/api/saved-experts', () => {
  it('needs a signed-in student', async () => {
    const tutor = await t.signUpExpert({ fullName: 'Asha Tutor' });
    expect((await t.request('GET', '/api/saved-experts')).status).toBe(401);
    expect((await t.request('PUT', `/api/saved-experts/${tutor.expertId}`)).status).toBe(401);
    expect((await t.request('PUT', `/api/saved-experts/${tutor.expertId}`, { as: tutor })).status).toBe(403);
    expect((await t.request('GET', '/api/saved-experts', { as: tutor })).status).toBe(403);
  });

  it('saves once however often asked, lists cards newest first, removes idempotently', async () => {
    const student = await t.signUp('student');
    const a = await t.signUpExpert({ fullName: 'First Saved' });
    const b = await t.signUpExpert({ fullName: 'Second Saved' });
    await addOffering(t.deps.db, a.expertId, { price: 70_000 });
    expect((await t.request('PUT', `/api/saved-experts/${a.expertId}`, { as: student })).status).toBe(204);
    expect((await t.request('PUT', `/api/saved-experts/${a.expertId}`, { as: student })).status).toBe(204);
    await new Promise((r) => setTimeout(r, 5));
    expect((await t.request('PUT', `/api/saved-experts/${b.expertId}`, { as: student })).status).toBe(204);
    const list = await t.json<SavedExpertsResponse>('GET', '/api/saved-experts', { as: student });
    expect(list.items.map((e) => e.name)).toEqual(['Second Saved', 'First Saved']);
    expect(list.items[1].priceFrom).toEqual({ amount: 70_000, currency: 'INR' });
    expect(list.items[1].rating).toBeNull();

    // Another student's list is their own.
    const other = await t.signUp('student');
    expect((await t.json<SavedExpertsResponse>('GET', '/api/saved-experts', { as: other })).items).toEqual([]);

    expect((await t.request('DELETE', `/api/saved-experts/${b.expertId}`, { as: student })).status).toBe(204);
    expect((await t.request('DELETE', `/api/saved-experts/${b.expertId}`, { as: student })).status).toBe(204);
    const after = await t.json<SavedExpertsResponse>('GET', '/api/saved-experts', { as: student });
    expect(after.items.map((e) => e.id)).toEqual([a.expertId]);
  });

  it('answers 404 for an expert that does not exist or is not public', async () => {
    const student = await t.signUp('student');
    const missing = await t.request('PUT', '/api/saved-experts/00000000-0000-4000-8000-000000000000', { as: student });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/Expert not found/);
    expect((await t.request('PUT', '/api/saved-experts/not-an-id', { as: student })).status).toBe(404);
    const hidden = await t.signUpExpert({ fullName: 'No Bio', bio: '   ' });
    expect((await t.request('PUT', `/api/saved-experts/${hidden.expertId}`, { as: student })).status).toBe(404);
    expect((await t.request('DELETE', '/api/saved-experts/not-an-id', { as: student })).status).toBe(404);
  });
});
