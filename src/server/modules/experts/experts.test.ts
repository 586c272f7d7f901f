import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpertCard, ExpertListResponse } from '../../../shared/schemas/experts';
import { eq } from 'drizzle-orm';
import { availabilitySlots, bookings, domains, expertProfiles, offerings, profileViews } from '../../db/schema';
import { seedCatalog } from '../../db/seed/catalog';
import { DOMAIN_NAMES } from '../../db/seed/domains';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
const NOW = new Date('2026-11-20T06:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  await t.deps.db.insert(domains).values(DOMAIN_NAMES.map((name) => ({ name }))).onConflictDoNothing();
  await seedCatalog(t.deps.db, { count: 60, seed: 7, password: 'catalog-pass-2026', emailPrefix: 'ex', now: NOW });
});
afterAll(() => t.close());

describe('GET /api/domains', () => {
  it('lists domains ordered by name', async () => {
    const list = await t.json<{ id: string; name: string }[]>('GET', '/api/domains');
    expect(list.length).toBe(DOMAIN_NAMES.length);
    const names = list.map((d) => d.name);
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(Object.keys(list[0]).sort()).toEqual(['id', 'name']);
  });
});

describe('GET /api/experts', () => {
  it('pages by rating with a keyset cursor and no duplicates', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let last = Infinity;
    do {
      const page: ExpertListResponse = await t.json<ExpertListResponse>('GET', `/api/experts?limit=25${cursor ? `&cursor=${cursor}` : ''}`);
      for (const e of page.items) {
        expect(e.rating).toBeLessThanOrEqual(last);
        last = e.rating;
        seen.push(e.id);
      }
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBe(60);
    expect(new Set(seen).size).toBe(60);
  });

  it('exposes only guest-safe fields', async () => {
    const page = await t.json<ExpertListResponse>('GET', '/api/experts?limit=6');
    expect(page.items).toHaveLength(6);
    const text = JSON.stringify(page);
    expect(text).not.toMatch(/@catalog\.demo\.test|phone|password/);
    expect(page.items[0]).toMatchObject({ name: expect.any(String), languages: expect.any(Array), isAvailable: expect.any(Boolean) });
  });

  it('filters by domain', async () => {
    const [maths] = await t.deps.db.select().from(domains).where(eq(domains.name, 'Mathematics'));
    const page = await t.json<ExpertListResponse>('GET', `/api/experts?domainId=${maths.id}&limit=100`);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((e: ExpertCard) => e.domainName === 'Mathematics')).toBe(true);
  });

  it('rejects bad input with 422', async () => {
    await t.json('GET', '/api/experts?limit=0', { expect: 422 });
    await t.json('GET', '/api/experts?limit=abc', { expect: 422 });
    await t.json('GET', '/api/experts?domainId=nope', { expect: 422 });
    const bad = await t.json('GET', '/api/experts?cursor=%27%3B%20drop%20table', { expect: 422 });
    expect(bad.error.message).toMatch(/cursor/i);
  });

  it('falls back to "Expert User" and hides experts without a bio', async () => {
    const x = await t.signUpExpert({ bio: '' });
    const page = await t.json<ExpertListResponse>('GET', '/api/experts?limit=100');
    expect(page.items.some((e: ExpertCard) => e.id === x.expertId)).toBe(false);
    await t.json('GET', `/api/experts/${x.expertId}`, { expect: 404 });
  });
});

describe('GET /api/experts/:id', () => {
  it('returns the public expert with active offerings, reviews summary, and records a view', async () => {
    const x = await t.signUpExpert({ fullName: 'Public Person', bio: 'Teaches chess.' });
    await t.deps.db.insert(offerings).values([
      { expertId: x.expertId, title: 'Opening ideas', price: 50_000 },
      { expertId: x.expertId, title: 'Retired offer', price: 10_000, isActive: false },
    ]);
    const s = await t.signUp('student');
    const e = await t.json('GET', `/api/experts/${x.expertId}`, { as: s });
    expect(e.name).toBe('Public Person');
    expect(e.offerings.map((o: { title: string }) => o.title)).toEqual(['Opening ideas']);
    expect(e.reviewsSummary).toEqual({ average: null, count: 0 });
    const views = await t.deps.db.select().from(profileViews).where(eq(profileViews.expertId, x.expertId));
    // One profile view, and one offer view for the one active offer shown.
    expect(views.map((v) => v.offeringId === null)).toEqual(expect.arrayContaining([true, false]));
    expect(views).toHaveLength(2);
    expect(views.every((v) => v.viewerId === s.id)).toBe(true);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const r = await t.json('GET', '/api/experts/00000000-0000-0000-0000-000000000000', { expect: 404 });
    expect(r.error.message).toBe('Expert not found');
    await t.json('GET', '/api/experts/not-a-uuid', { expect: 404 });
  });

  it('is available only with an open slot in the next 7 days not covered by a live booking', async () => {
    const x = await t.signUpExpert({ bio: 'Availability test.' });
    const card = async () => (await t.json('GET', `/api/experts/${x.expertId}`)).isAvailable;
    expect(await card()).toBe(false);
    const start = new Date(NOW.getTime() + 2 * 86_400_000);
    const end = new Date(start.getTime() + 3_600_000);
    await t.deps.db.insert(availabilitySlots).values({ tutorId: x.expertId, startTime: start, endTime: end });
    expect(await card()).toBe(true);
    const s = await t.signUp('student');
    await t.deps.db.insert(bookings).values({ studentId: s.id, expertId: x.expertId, scheduledAt: start, endsAt: end, status: 'confirmed' });
    expect(await card()).toBe(false);
    // A slot beyond 7 days does not count.
    const later = new Date(NOW.getTime() + 9 * 86_400_000);
    await t.deps.db.insert(availabilitySlots).values({ tutorId: x.expertId, startTime: later, endTime: new Date(later.getTime() + 3_600_000) });
    expect(await card()).toBe(false);
    const [row] = await t.deps.db.select().from(expertProfiles).where(eq(expertProfiles.id, x.expertId));
    expect(row).toBeTruthy();
  });
});
