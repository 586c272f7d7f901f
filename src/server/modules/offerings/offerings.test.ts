import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, domains, profileViews, reviews } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';

let t: TestContext;
let a: TestUser & { expertId: string };
let b: TestUser & { expertId: string };
let student: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  a = await t.signUpExpert({ fullName: 'Tutor A' });
  b = await t.signUpExpert({ fullName: 'Tutor B' });
  student = await t.signUp('student', { fullName: 'Stu Dent' });
  await t.deps.db.insert(domains).values({ name: 'Mathematics' }).onConflictDoNothing();
});
afterAll(() => t.close());

const base = { title: 'Algebra basics', price: 50_000, durationMinutes: 60, maxStudents: 1 };

describe('offers API', () => {
  it('creates with defaults, lists newest first, gets, updates', async () => {
    const first = await t.json('POST', '/api/offerings', { as: a, body: { title: '  First  ', price: 49_950 }, expect: 201 });
    expect(first).toMatchObject({ title: 'First', price: 49_950, durationMinutes: 60, maxStudents: 1, isActive: true, category: null, description: null });
    const second = await t.json('POST', '/api/offerings', { as: a, body: { ...base, category: 'mathematics', description: 'Hi' }, expect: 201 });
    expect(second.category).toBe('Mathematics');
    const list = await t.json('GET', '/api/offerings', { as: a });
    expect(list.map((o: { id: string }) => o.id)).toEqual([second.id, first.id]);
    expect((await t.json('GET', `/api/offerings/${first.id}`, { as: a })).title).toBe('First');
    const upd = await t.json('PATCH', `/api/offerings/${first.id}`, { as: a, body: { title: 'Renamed', maxStudents: 5, durationMinutes: 90 } });
    expect(upd).toMatchObject({ title: 'Renamed', maxStudents: 5, durationMinutes: 90, price: 49_950 });
  });

  it('validates every field with a message', async () => {
    const bad = async (body: object, msg: RegExp) => {
      const res = await t.request('POST', '/api/offerings', { as: a, body });
      expect(res.status).toBe(422);
      expect((await res.json()).error.message).toMatch(msg);
    };
    await bad({ ...base, title: '   ' }, /Title is required/);
    await bad({ ...base, title: undefined }, /Title is required/);
    await bad({ ...base, price: undefined }, /Price is required/);
    await bad({ ...base, price: -1 }, /at least 0/);
    await bad({ ...base, price: 10.5 }, /two decimals/);
    await bad({ ...base, price: '500' }, /Price is required/);
    await bad({ ...base, maxStudents: 0 }, /between 1 and 20/);
    await bad({ ...base, maxStudents: 21 }, /between 1 and 20/);
    await bad({ ...base, durationMinutes: 50 }, /30, 45, 60, 90 or 120/);
    await bad({ ...base, category: 'Underwater Basket Weaving' }, /listed categories/);
  });

  it('toggles, duplicates with (Copy) as active, deletes', async () => {
    const o = await t.json('POST', '/api/offerings', { as: a, body: { ...base, title: 'Geometry' }, expect: 201 });
    const off = await t.json('PUT', `/api/offerings/${o.id}/active`, { as: a, body: { isActive: false } });
    expect(off.isActive).toBe(false);
    const copy = await t.json('POST', `/api/offerings/${o.id}/duplicate`, { as: a, expect: 201 });
    expect(copy).toMatchObject({ title: 'Geometry (Copy)', isActive: true, price: o.price });
    expect(copy.id).not.toBe(o.id);
    await t.json('DELETE', `/api/offerings/${o.id}`, { as: a, expect: 204 });
    await t.json('GET', `/api/offerings/${o.id}`, { as: a, expect: 404 });
  });

  it("keeps tutors apart: another tutor's ids are 404, students get 403, guests 401", async () => {
    const o = await t.json('POST', '/api/offerings', { as: a, body: base, expect: 201 });
    await t.json('GET', `/api/offerings/${o.id}`, { as: b, expect: 404 });
    await t.json('PATCH', `/api/offerings/${o.id}`, { as: b, body: { title: 'Mine now' }, expect: 404 });
    await t.json('PUT', `/api/offerings/${o.id}/active`, { as: b, body: { isActive: false }, expect: 404 });
    await t.json('POST', `/api/offerings/${o.id}/duplicate`, { as: b, expect: 404 });
    await t.json('DELETE', `/api/offerings/${o.id}`, { as: b, expect: 404 });
    expect((await t.json('GET', '/api/offerings', { as: b })).some((x: { id: string }) => x.id === o.id)).toBe(false);
    await t.json('GET', '/api/offerings', { as: student, expect: 403 });
    await t.json('POST', '/api/offerings', { as: student, body: base, expect: 403 });
    await t.json('GET', '/api/offerings/analytics', { as: student, expect: 403 });
    await t.json('GET', '/api/offerings', { expect: 401 });
    const bare = await t.signUp('tutor');
    const res = await t.request('GET', '/api/offerings', { as: bare });
    expect(res.status).toBe(403);
    expect((await t.json('GET', `/api/offerings/${o.id}`, { as: a })).title).toBe(base.title);
  });

  it('measures analytics and lists reviews', async () => {
    const empty = await t.json('GET', '/api/offerings/reviews', { as: b });
    expect(empty.items).toEqual([]);
    const fresh = await t.json('GET', '/api/offerings/analytics', { as: b });
    expect(fresh).toMatchObject({ totalViews: 0, bookings: 0, conversionRate: null, averageRating: null });
    expect(fresh.earningsByMonth).toHaveLength(6);

    const o = await t.json('POST', '/api/offerings', { as: b, body: { ...base, title: 'Physics' }, expect: 201 });
    const db = t.deps.db;
    await db.insert(profileViews).values([
      ...Array.from({ length: 6 }, (_, i) => ({ expertId: b.expertId, viewerKey: `viewer-${i}`, viewedOn: '2026-01-01' })),
      ...Array.from({ length: 4 }, (_, i) => ({ expertId: b.expertId, offeringId: o.id, viewerKey: `viewer-${i}`, viewedOn: '2026-01-01' })),
    ]);
    const now = Date.now();
    const mk = (days: number, status: string, amount: number) => ({
      studentId: student.id,
      expertId: b.expertId,
      offeringId: o.id,
      scheduledAt: new Date(now + days * 86_400_000),
      endsAt: new Date(now + days * 86_400_000 + 3_600_000),
      status,
      totalAmount: amount,
      completedAt: status === 'completed' ? new Date(now + days * 86_400_000 + 3_600_000) : null,
    });
    const [done] = await db.insert(bookings).values([mk(-3, 'completed', 50_000), mk(2, 'confirmed', 50_000), mk(3, 'cancelled', 50_000)]).returning();
    await db.insert(reviews).values({ bookingId: done.id, studentId: student.id, expertId: b.expertId, offeringId: o.id, rating: 4, comment: 'Clear and patient' });

    const an = await t.json('GET', '/api/offerings/analytics', { as: b });
    expect(an).toMatchObject({ profileViews: 6, offerViews: 4, totalViews: 10, bookings: 2, completedSessions: 1, conversionRate: 20, averageRating: 4, reviewCount: 1, totalEarnings: 50_000 });
    expect(an.earningsByMonth.reduce((s: number, m: { amount: number }) => s + m.amount, 0)).toBe(50_000);
    expect(an.perOffering[0]).toMatchObject({ offeringId: o.id, views: 4, bookings: 2, earnings: 50_000 });
    const rv = await t.json('GET', '/api/offerings/reviews', { as: b });
    expect(rv.items).toEqual([expect.objectContaining({ rating: 4, comment: 'Clear and patient', studentName: 'Stu Dent', offeringTitle: 'Physics' })]);
    expect((await t.json('GET', '/api/offerings/reviews', { as: a })).items).toEqual([]);
  });
});
