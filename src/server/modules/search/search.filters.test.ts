// POST /api/ai/tutor-search with the discover page's filters and order: hard filters on the AI ranking, a
// stated budget as one of them, explicit sorts over the same results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult, TutorSearchResponse } from '../../../shared/schemas/search';
import { localParts } from '../../../shared/rules/slots';
import { domains } from '../../db/schema';
import { seedCatalog } from '../../db/seed/catalog';
import { DOMAIN_NAMES } from '../../db/seed/domains';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
const NOW = new Date('2026-11-20T06:00:00Z');
const search = (body: Record<string, unknown>, expect = 200) => t.json<TutorSearchResponse>('POST', '/api/ai/tutor-search', { body, expect });

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  await t.deps.db.insert(domains).values(DOMAIN_NAMES.map((name) => ({ name }))).onConflictDoNothing();
  await seedCatalog(t.deps.db, { count: 150, seed: 20261122, password: 'catalog-pass-2026', emailPrefix: 'sf', now: NOW });
});
afterAll(() => t.close());

const ids = (r: TutorSearchResponse) => r.results.map((x) => x.id);

describe('POST /api/ai/tutor-search with filters', () => {
  it('a budget in the sentence is a hard filter on the lesson price', async () => {
    const open = await search({ query: 'maths tutor' });
    expect(open.results.some((x) => (x.priceFrom?.amount ?? 0) > 50_000)).toBe(true);
    const r = await search({ query: 'maths tutor under 500 rupees' });
    expect(r.extractedCriteria.maxHourlyRate).toBe(50_000);
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) expect(x.priceFrom!.amount).toBeLessThanOrEqual(50_000);
    // The tighter of the sentence's budget and the filter wins.
    const tighter = await search({ query: 'maths tutor under 500 rupees', maxPrice: 30_000 });
    for (const x of tighter.results) expect(x.priceFrom!.amount).toBeLessThanOrEqual(30_000);
    expect(tighter.results.length).toBeLessThan(r.results.length);
  });

  it('filters narrow the AI ranking without reordering it', async () => {
    const base = await search({ query: 'CBSE Math tutor for Grade 10' });
    const r = await search({ query: 'CBSE Math tutor for Grade 10', language: 'Hindi', minRating: 4 });
    expect(r.results.length).toBeGreaterThan(0);
    for (const x of r.results) {
      expect(x.languages).toContain('Hindi');
      expect(x.rating).toBeGreaterThanOrEqual(4);
      expect(x.reviewCount).toBeGreaterThanOrEqual(3);
    }
    // Those of the unfiltered results that pass keep their relative order.
    const passing = base.results.filter((x) => x.languages.includes('Hindi') && x.rating != null && x.rating >= 4).map((x) => x.id);
    const shared = ids(r).filter((id) => passing.includes(id));
    expect(shared).toEqual(passing.filter((id) => shared.includes(id)));
  });

  it('sorts the matches by price, rating or reviews; best match is the ranking', async () => {
    const q = { query: 'Python programming tutor', verified: true };
    const match = await search(q);
    expect(match.results.length).toBeGreaterThan(2);
    for (const x of match.results) expect(x.isVerified).toBe(true);
    const asc = await search({ ...q, sort: 'price_asc' });
    const desc = await search({ ...q, sort: 'price_desc' });
    const reviews = await search({ ...q, sort: 'reviews' });
    const price = (x: SearchResult) => x.priceFrom?.amount ?? Number.POSITIVE_INFINITY;
    expect(asc.results.map(price)).toEqual([...asc.results.map(price)].sort((a, b) => a - b));
    expect(desc.results.map((x) => x.priceFrom?.amount ?? -1)).toEqual([...desc.results.map((x) => x.priceFrom?.amount ?? -1)].sort((a, b) => b - a));
    expect(reviews.results.map((x) => x.reviewCount)).toEqual([...reviews.results.map((x) => x.reviewCount)].sort((a, b) => b - a));
    // The same tutors, only in another order.
    for (const r of [asc, desc, reviews]) expect([...ids(r)].sort()).toEqual([...ids(match)].sort());
  });

  it('days and hours keep only tutors with an open time then, shown in the viewer zone', async () => {
    const all = await search({ query: 'maths tutor' });
    const r = await search({ query: 'maths tutor', days: 'sat,sun', from: 9, to: 13, tz: 'Asia/Kolkata' });
    expect(r.results.length).toBeGreaterThan(0);
    expect(r.results.length).toBeLessThan(all.results.length);
    for (const x of r.results) {
      expect(x.nextSlots!.length).toBeGreaterThan(0);
      for (const s of x.nextSlots!) {
        const p = localParts(Date.parse(s.startTime), 'Asia/Kolkata');
        expect(['saturday', 'sunday']).toContain(p.weekday);
        expect(p.minutes).toBeGreaterThanOrEqual(540);
        expect(p.minutes).toBeLessThan(780);
      }
      expect(x.nextOpenAt).toBe(x.nextSlots![0].startTime);
    }
  });

  it('refuses bad filter values with clear messages', async () => {
    const bad = await t.request('POST', '/api/ai/tutor-search', { body: { query: 'maths', minPrice: 900, maxPrice: 100 } });
    // This route's contract answers invalid input with 400.
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/maxPrice must not be below minPrice/);
    const sort = await t.request('POST', '/api/ai/tutor-search', { body: { query: 'maths', sort: 'random' } });
    expect(sort.status).toBe(400);
    expect(await sort.text()).toMatch(/sort must be one of/);
  });
});
