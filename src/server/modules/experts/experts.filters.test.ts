// GET /api/experts filters and orders: each combination pages through exactly the experts the rule selects,
// in the asked order, with no repeat and no gap between cursor pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ExpertCard, ExpertListResponse } from '../../../shared/schemas/experts';
import { bayesianRating } from '../../../shared/rules/rating';
import { localParts } from '../../../shared/rules/slots';
import { domains } from '../../db/schema';
import { seedCatalog } from '../../db/seed/catalog';
import { DOMAIN_NAMES } from '../../db/seed/domains';
import { createTestContext, type TestContext } from '../../testing/harness';
import { nextOpenSlots } from '../availability/open-slots';
import { addOffering, addWindows, dailyWindows, setSettings } from '../bookings/bookings.fixtures';

let t: TestContext;
const NOW = new Date('2026-11-20T06:00:00Z');

type Stored = { id: string; rating: number; count: number; price: number | null; languages: string[]; verified: boolean; trial: boolean };
let stored: Stored[];

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  await t.deps.db.insert(domains).values(DOMAIN_NAMES.map((name) => ({ name }))).onConflictDoNothing();
  await seedCatalog(t.deps.db, { count: 80, seed: 11, password: 'catalog-pass-2026', emailPrefix: 'fx', now: NOW });
  const r = await t.deps.db.execute(sql`select id::text, rating::float8 as rating, rating_count, price_from, languages, is_verified, has_trial
    from expert_profiles where length(trim(coalesce(bio, ''))) > 0`);
  const rows = ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];
  stored = rows.map((x) => ({
    id: String(x.id),
    rating: Number(x.rating),
    count: Number(x.rating_count),
    price: x.price_from == null ? null : Number(x.price_from),
    languages: x.languages as string[],
    verified: Boolean(x.is_verified),
    trial: Boolean(x.has_trial),
  }));
});
afterAll(() => t.close());

/** Every page of a listing, following cursors. */
async function pageAll(query: string, limit: number): Promise<{ items: ExpertCard[]; pages: number }> {
  const items: ExpertCard[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: ExpertListResponse = await t.json<ExpertListResponse>('GET', `/api/experts?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    items.push(...page.items);
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 200);
  return { items, pages };
}

const byBayes = (a: Stored, b: Stored) => bayesianRating(b.rating, b.count) - bayesianRating(a.rating, a.count) || (a.id < b.id ? -1 : 1);
const speaks = (s: Stored, lang: string) => s.languages.some((l) => l.toLowerCase() === lang.toLowerCase());

describe('GET /api/experts filters', () => {
  it('three filters and the default order page through exactly the matching experts, none repeated or skipped', async () => {
    const prices = stored.map((s) => s.price).filter((p): p is number => p != null).sort((a, b) => a - b);
    const maxPrice = prices[Math.floor(prices.length * 0.7)];
    const expected = stored.filter((s) => s.price != null && s.price <= maxPrice && speaks(s, 'hindi') && s.count >= 3 && s.rating >= 4).sort(byBayes);
    expect(expected.length).toBeGreaterThan(5);
    const { items, pages } = await pageAll(`maxPrice=${maxPrice}&language=hindi&minRating=4`, 3);
    expect(pages).toBeGreaterThan(2);
    expect(items.map((e) => e.id)).toEqual(expected.map((s) => s.id));
    for (const e of items) {
      expect(e.priceFrom!.amount).toBeLessThanOrEqual(maxPrice);
      expect(e.priceFrom!.currency).toBe('INR');
      expect(e.rating).toBeGreaterThanOrEqual(4);
      expect(e.reviewCount).toBeGreaterThanOrEqual(3);
      expect(e.languages.map((l) => l.toLowerCase())).toContain('hindi');
    }
  });

  it('sorts by price both ways, by reviews and by rating, with the filters and cursors', async () => {
    const minPrice = 30_000;
    const match = stored.filter((s) => s.price != null && s.price >= minPrice && speaks(s, 'English'));
    const asc = await pageAll(`minPrice=${minPrice}&language=English&sort=price_asc`, 7);
    expect(asc.items.map((e) => e.id)).toEqual([...match].sort((a, b) => a.price! - b.price! || (a.id < b.id ? -1 : 1)).map((s) => s.id));
    const desc = await pageAll(`minPrice=${minPrice}&language=English&sort=price_desc`, 7);
    expect(desc.items.map((e) => e.id)).toEqual([...match].sort((a, b) => b.price! - a.price! || (a.id < b.id ? -1 : 1)).map((s) => s.id));
    // A price range, walked from its top and from its bottom (the price index starts at the limit).
    const maxPrice = 60_000;
    const ranged = match.filter((s) => s.price! <= maxPrice);
    const rangeDesc = await pageAll(`minPrice=${minPrice}&maxPrice=${maxPrice}&language=English&sort=price_desc`, 5);
    expect(rangeDesc.items.map((e) => e.id)).toEqual([...ranged].sort((a, b) => b.price! - a.price! || (a.id < b.id ? -1 : 1)).map((s) => s.id));
    const rangeAsc = await pageAll(`minPrice=${minPrice}&maxPrice=${maxPrice}&language=English&sort=price_asc`, 5);
    expect(rangeAsc.items.map((e) => e.id)).toEqual([...ranged].sort((a, b) => a.price! - b.price! || (a.id < b.id ? -1 : 1)).map((s) => s.id));
    expect(ranged.length).toBeGreaterThan(5);

    const reviews = await pageAll('sort=reviews&verified=true', 9);
    const verified = stored.filter((s) => s.verified);
    expect(reviews.items.map((e) => e.id)).toEqual([...verified].sort((a, b) => b.count - a.count || (a.id < b.id ? -1 : 1)).map((s) => s.id));
    expect(new Set(reviews.items.map((e) => e.id)).size).toBe(reviews.items.length);

    const rating = await pageAll('sort=rating&minPrice=1', 11);
    expect(rating.items.map((e) => e.id)).toEqual(stored.filter((s) => s.price != null && s.price >= 1).sort(byBayes).map((s) => s.id));
  });

  it('price sorts put experts without a published lesson last', async () => {
    const fresh = await t.signUpExpert({ fullName: 'No Offer Yet', bio: 'Just joined, no lessons yet.' });
    const asc = await pageAll('sort=price_asc', 50);
    const desc = await pageAll('sort=price_desc', 50);
    expect(asc.items.at(-1)!.priceFrom).toBeNull();
    expect(desc.items.at(-1)!.priceFrom).toBeNull();
    expect(asc.items.some((e) => e.id === fresh.expertId)).toBe(true);
    expect(new Set(asc.items.map((e) => e.id)).size).toBe(asc.items.length);
    expect(asc.items.length).toBe(desc.items.length);
  });

  it('keeps only tutors with a trial when asked, and shows its price', async () => {
    const tutor = await t.signUpExpert({ fullName: 'Trial Tutor', bio: 'Offers a trial.' });
    await addOffering(t.deps.db, tutor.expertId, { price: 90_000, durationMinutes: 60 });
    await addOffering(t.deps.db, tutor.expertId, { title: 'Group workshop', price: 20_000, durationMinutes: 120, maxStudents: 6 });
    await addOffering(t.deps.db, tutor.expertId, { title: 'Trial lesson', price: 0, durationMinutes: 30, isTrial: true });
    const { items } = await pageAll('trial=true', 50);
    expect(items.map((e) => e.id)).toEqual(expect.arrayContaining([tutor.expertId]));
    expect(items.every((e) => e.hasTrial)).toBe(true);
    expect(items.length).toBe(stored.filter((s) => s.trial).length + 1);
    const card = items.find((e) => e.id === tutor.expertId)!;
    // The cheapest one-to-one lesson that is not the trial; the group workshop does not count.
    expect(card.priceFrom).toEqual({ amount: 90_000, currency: 'INR' });
    expect(card.trialPrice).toEqual({ amount: 0, currency: 'INR' });
    // No reviews yet: no rating, the card says "New".
    expect(card.rating).toBeNull();
    expect(card.reviewCount).toBe(0);
  });

  it('rating is null under 3 reviews and the stored average from 3 on', async () => {
    const { items } = await pageAll('', 100);
    const byId = new Map(stored.map((s) => [s.id, s]));
    const few = items.filter((e) => byId.get(e.id) && byId.get(e.id)!.count < 3);
    const many = items.filter((e) => byId.get(e.id) && byId.get(e.id)!.count >= 3);
    expect(many.length).toBeGreaterThan(0);
    for (const e of few) expect(e.rating).toBeNull();
    for (const e of many) expect(e.rating).toBeCloseTo(byId.get(e.id)!.rating, 2);
  });

  it('days and hours in the viewer zone keep exactly the tutors with an open time then, paged', async () => {
    // A tutor open only on Saturday mornings in London, and one open only on weekday nights there.
    const sat = await t.signUpExpert({ fullName: 'Saturday Tutor', bio: 'Weekend mornings.' });
    const nights = await t.signUpExpert({ fullName: 'Night Tutor', bio: 'Late evenings.' });
    for (const x of [sat, nights]) {
      await addOffering(t.deps.db, x.expertId, { price: 40_000 });
      await setSettings(t.deps.db, x.expertId, { defaultTimezone: 'Europe/London' });
    }
    const saturday = new Date('2026-11-21T00:00:00Z');
    await addWindows(t.deps.db, sat.expertId, [{ start: new Date(saturday.getTime() + 9 * 3_600_000), end: new Date(saturday.getTime() + 12 * 3_600_000) }]);
    await addWindows(t.deps.db, nights.expertId, dailyWindows(new Date('2026-11-23T00:00:00Z'), 5, 21, 2));

    const query = 'days=sat,sun&from=9&to=12&tz=Europe/London';
    const { items } = await pageAll(query, 4);
    const ids = items.map((e) => e.id);
    expect(ids).toContain(sat.expertId);
    expect(ids).not.toContain(nights.expertId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of items) {
      const p = localParts(Date.parse(e.nextOpenAt!), 'Europe/London');
      expect(['saturday', 'sunday']).toContain(p.weekday);
      expect(p.minutes).toBeGreaterThanOrEqual(9 * 60);
      expect(p.minutes).toBeLessThan(12 * 60);
    }
    // The same set the open-slot rule gives, in rating order.
    const all = (await pageAll('', 100)).items.map((e) => e.id);
    const open = await nextOpenSlots(t.deps, all, { from: NOW, days: 14, timezone: 'Europe/London', weekdays: ['saturday', 'sunday'], hours: { from: 540, to: 720 }, perExpert: 1 });
    expect(ids).toEqual(all.filter((id) => open.has(id)));

    const evenings = (await pageAll('days=mon,tue,wed,thu,fri&from=21&to=23&tz=Europe/London&sort=price_asc', 5)).items.map((e) => e.id);
    expect(evenings).toContain(nights.expertId);
    expect(evenings).not.toContain(sat.expertId);
  });

  it('refuses bad values with clear messages', async () => {
    const bad: [string, RegExp][] = [
      ['minPrice=500&maxPrice=100', /maxPrice must not be below minPrice/],
      ['minRating=7', /minRating must be from 1 to 5/],
      ['days=mon,funday', /days must be a comma-separated list/],
      ['tz=Mars/Olympus', /tz must be an IANA time zone/],
      ['sort=cheapest', /sort must be one of/],
      ['verified=maybe', /verified must be true or false/],
      ['from=10&to=9', /to must be after from/],
      ['maxPrice=abc', /maxPrice must be a number/],
      ['from=25', /from must be an hour from 0 to 24/],
    ];
    for (const [q, message] of bad) {
      const res = await t.request('GET', `/api/experts?${q}`);
      expect(res.status, q).toBe(422);
      expect(await res.text(), q).toMatch(message);
    }
    // A cursor of one order does not continue another.
    const first = await t.json<ExpertListResponse>('GET', '/api/experts?limit=2&sort=price_asc');
    const res = await t.request('GET', `/api/experts?limit=2&sort=reviews&cursor=${first.nextCursor}`);
    expect(res.status).toBe(422);
    expect(await res.text()).toMatch(/another sort order/);
  });
});
