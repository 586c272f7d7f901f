import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpertCard, ExpertListResponse } from '../../../shared/schemas/experts';
import { eq } from 'drizzle-orm';
import { availabilitySlots, bookings, domains, expertProfiles, offerings, profileViews } from '../../db/schema';
import { seedCatalog } from '../../db/seed/catalog';
import { DOMAIN_NAMES } from '../../db/seed/domains';
import { createTestContext, type TestContext } from '../../testing/harness';
import { bayesianRating } from '../../../shared/rules/rating';

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
    expect(Object.keys(list[0]).sort()).toEqual(['aliases', 'id', 'name', 'parentId']);
  });
});

describe('GET /api/experts', () => {
  it('pages by Bayesian rating with a keyset cursor and no duplicates', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let last = Infinity;
    // Cards show no rating under 3 reviews: the order is checked against the stored rating.
    const stored = new Map((await t.deps.db.select({ id: expertProfiles.id, rating: expertProfiles.rating, count: expertProfiles.ratingCount }).from(expertProfiles)).map((r) => [r.id, r]));
    do {
      const page: ExpertListResponse = await t.json<ExpertListResponse>('GET', `/api/experts?limit=25${cursor ? `&cursor=${cursor}` : ''}`);
      for (const e of page.items) {
        const row = stored.get(e.id)!;
        expect(e.reviewCount).toBe(row.count);
        expect(e.rating).toBe(row.count >= 3 ? Number(row.rating) : null);
        const score = bayesianRating(Number(row.rating), row.count);
        expect(score).toBeLessThanOrEqual(last + 1e-9);
        last = score;
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

  it('is available only with a published offering and a time the booking page offers in the next 14 days', async () => {
    const x = await t.signUpExpert({ bio: 'Availability test.' });
    const card = async () => (await t.json('GET', `/api/experts/${x.expertId}`)).isAvailable;
    // Monday 23 November, 10:00 UTC: a window, but nothing to book yet.
    const start = new Date('2026-11-23T10:00:00Z');
    const end = new Date(start.getTime() + 3_600_000);
    await t.deps.db.insert(availabilitySlots).values({ tutorId: x.expertId, startTime: start, endTime: end });
    expect(await card()).toBe(false);
    const [offer] = await t.deps.db.insert(offerings).values({ expertId: x.expertId, title: 'One hour', price: 1000, durationMinutes: 60 }).returning();
    const e = await t.json('GET', `/api/experts/${x.expertId}`);
    expect(e.isAvailable).toBe(true);
    expect(e.nextSlots).toEqual([{ startTime: start.toISOString(), endTime: end.toISOString(), offeringId: offer.id }]);
    // A window that opens but cannot fit the session is not availability.
    await t.deps.db.update(offerings).set({ durationMinutes: 90 }).where(eq(offerings.id, offer.id));
    expect(await card()).toBe(false);
    await t.deps.db.update(offerings).set({ durationMinutes: 60 }).where(eq(offerings.id, offer.id));
    const s = await t.signUp('student');
    await t.deps.db.insert(bookings).values({ studentId: s.id, expertId: x.expertId, offeringId: offer.id, scheduledAt: start, endsAt: end, status: 'confirmed' });
    expect(await card()).toBe(false);
    // A window beyond 14 days does not count; one within does.
    const later = new Date(NOW.getTime() + 15 * 86_400_000);
    await t.deps.db.insert(availabilitySlots).values({ tutorId: x.expertId, startTime: later, endTime: new Date(later.getTime() + 3_600_000) });
    expect(await card()).toBe(false);
    const sooner = new Date(NOW.getTime() + 13 * 86_400_000);
    await t.deps.db.insert(availabilitySlots).values({ tutorId: x.expertId, startTime: sooner, endTime: new Date(sooner.getTime() + 3_600_000) });
    expect(await card()).toBe(true);
  });
});

describe('GET /api/experts?bookable=true (the landing page)', () => {
  it('lists only experts with a published offering and an open time in 14 days, by Bayesian rating', async () => {
    // A new tutor: default 5.0 with no reviews, a window, but no published offering.
    const fresh = await t.signUpExpert({ fullName: 'Fresh Tutor', bio: 'Just joined.' });
    const soon = new Date(NOW.getTime() + 86_400_000);
    await t.deps.db.insert(availabilitySlots).values({ tutorId: fresh.expertId, startTime: soon, endTime: new Date(soon.getTime() + 3_600_000) });
    const all = await t.json<ExpertListResponse>('GET', '/api/experts?limit=100');
    expect(all.items.some((e) => e.id === fresh.expertId)).toBe(true);
    // Its 5.0 without reviews ranks below proven tutors.
    const freshAt = all.items.findIndex((e) => e.id === fresh.expertId);
    expect(all.items.slice(0, freshAt).some((e) => e.rating != null && e.rating < 5 && e.reviewCount >= 20)).toBe(true);

    const seen: ExpertCard[] = [];
    let cursor: string | null = null;
    do {
      const page: ExpertListResponse = await t.json<ExpertListResponse>('GET', `/api/experts?limit=7&bookable=true${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.some((e) => e.id === fresh.expertId)).toBe(false);
    expect(seen.length).toBeGreaterThan(10);
    expect(new Set(seen.map((e) => e.id)).size).toBe(seen.length);
    expect(seen.every((e) => e.isAvailable)).toBe(true);
    // Exactly the bookable ones of the full list, in the same order.
    expect(seen.map((e) => e.id)).toEqual(all.items.filter((e) => e.isAvailable).map((e) => e.id));

    // Once it publishes an offering it is listed.
    await t.deps.db.insert(offerings).values({ expertId: fresh.expertId, title: 'Intro', price: 500, durationMinutes: 60 });
    const after = await t.json<ExpertListResponse>('GET', '/api/experts?limit=100&bookable=true');
    expect(after.items.some((e) => e.id === fresh.expertId)).toBe(true);
    await t.json('GET', '/api/experts?bookable=yes', { expect: 422 });
  });
});
