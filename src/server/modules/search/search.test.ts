import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../shared/schemas/search';
import { eq, sql, type SQL } from 'drizzle-orm';
import { bookings, domains, expertProfiles, expertSearchFacets } from '../../db/schema';
import { addOffering, addWindows } from '../bookings/bookings.fixtures';
import { seedCatalog, type CatalogExpert } from '../../db/seed/catalog';
import { ANCHORS } from '../../db/seed/catalog-anchors';
import { DOMAIN_NAMES } from '../../db/seed/domains';
import { EXAMPLE_QUERIES } from '../../../shared/rules/example-queries';
import { searchRepo, type CandidateFilter } from './search.repo';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
let catalog: CatalogExpert[];
const NOW = new Date('2026-11-20T06:00:00Z');
const search = (query: unknown, expect = 200) => t.json('POST', '/api/ai/tutor-search', { body: { query }, expect });

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  await t.deps.db.insert(domains).values(DOMAIN_NAMES.map((name) => ({ name }))).onConflictDoNothing();
  catalog = await seedCatalog(t.deps.db, { count: 150, seed: 20261122, password: 'catalog-pass-2026', emailPrefix: 's', now: NOW });
});
afterAll(() => t.close());

describe('POST /api/ai/tutor-search ranking on the seeded catalog', () => {
  it.each(EXAMPLE_QUERIES.map((q, i) => [q, i] as const))('"%s" ranks one of its anchors first', async (query, i) => {
    const r = await search(query);
    const anchorIds = [catalog[2 * i].expertId, catalog[2 * i + 1].expertId];
    expect(r.results.length).toBeGreaterThan(0);
    expect(anchorIds, `${query} → ${r.results.slice(0, 3).map((x: SearchResult) => `${x.name} ${x.matchScore}`).join(', ')}`).toContain(r.results[0].id);
    expect(r.results[0].matchScore).toBeGreaterThanOrEqual(80);
    expect(r.results[0].name).toBe(ANCHORS[2 * i].name === r.results[0].name ? ANCHORS[2 * i].name : ANCHORS[2 * i + 1].name);
    for (const x of r.results) expect(x.matchScore).toBeGreaterThanOrEqual(30);
    const scores = r.results.map((x: SearchResult) => x.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(r.results[0].matchExplanation).toMatch(/^Matches /);
  });

  it('returns the interpreted criteria', async () => {
    const r = await search('CBSE Math tutor for Grade 10 who speaks Hindi');
    expect(r.extractedCriteria).toMatchObject({ subjects: ['Mathematics'], grade: 'Grade 10', boards: ['CBSE'], languages: ['Hindi'] });
    expect(r.meta.engine).toBe('built-in');
  });

  it('budget and time narrow results and return next open windows', async () => {
    const r = await search('Python tutor under ₹800/hour on weekends');
    expect(r.extractedCriteria.maxHourlyRate).toBe(80_000);
    expect(r.results.length).toBeGreaterThan(0);
    expect(r.results[0].hourlyRate).toBeLessThanOrEqual(80_000);
    expect(Array.isArray(r.results[0].nextSlots)).toBe(true);
    for (const s of r.results.flatMap((x: SearchResult) => x.nextSlots)) {
      const day = new Date(new Date(s.startTime).getTime() + 330 * 60_000).getUTCDay();
      expect([0, 6]).toContain(day);
    }
  });

  it('tolerates misspelt subjects through trigram matching', async () => {
    const r = await search('pyton');
    expect(r.extractedCriteria.subjects).toContain('Python Programming');
    expect(r.results[0].domainName).toBe('Python Programming');
  });

  it('answers no results for gibberish, with nothing under the threshold shown', async () => {
    const r = await search('zzqx blorf');
    expect(r.results).toEqual([]);
  });

  it('treats quotes, SQL and HTML as plain text', async () => {
    for (const q of [`' or 1=1; drop table expert_profiles; --`, '<script>alert(1)</script> maths', 'math & | ! ( ) :* tutor', '"""']) {
      const r = await search(q);
      expect(Array.isArray(r.results)).toBe(true);
    }
    const still = await t.json('GET', '/api/experts?limit=1');
    expect(still.items).toHaveLength(1);
  });
});

const EMPTY_FILTER: CandidateFilter = {
  domainNames: [], subjects: [], exams: [], tsquery: null, boards: [], languages: [], levels: [], audiences: [], styles: [],
  maxHourlyRate: null, minExperienceYears: null, limit: 150, rankQuery: null, text: '', windows: null,
};

describe('the search facet copy', () => {
  const facets = async (id: string) => (await t.deps.db.select().from(expertSearchFacets).where(eq(expertSearchFacets.expertId, id)))[0];

  it('holds every public expert and follows profile edits and withdrawal', async () => {
    const count = async (q: SQL) => ((await t.deps.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0].n;
    const publicExperts = await count(sql`select count(*)::int as n from expert_profiles where length(trim(coalesce(bio, ''))) > 0`);
    expect(publicExperts).toBeGreaterThan(100);
    expect(await count(sql`select count(*)::int as n from expert_search_facets`)).toBe(publicExperts);

    const id = catalog[40].expertId;
    await t.deps.db.update(expertProfiles).set({ rating: 3.25, subjects: ['Astronomy'], languages: ['Tamil'] }).where(eq(expertProfiles.id, id));
    expect(await facets(id)).toMatchObject({ rating: 3.25, subjects: ['Astronomy'] });
    expect((await facets(id)).languagesBits).not.toBe(0n);

    await t.deps.db.update(expertProfiles).set({ bio: '   ' }).where(eq(expertProfiles.id, id));
    expect(await facets(id)).toBeUndefined();
    expect((await search('someone who teaches with telescopes')).meta.candidates).toBe(0);
    await t.deps.db.update(expertProfiles).set({ bio: 'Astronomy for curious minds, telescopes included.' }).where(eq(expertProfiles.id, id));
    expect(await facets(id)).toMatchObject({ subjects: ['Astronomy'] });

    // Keywords alone retrieve through the full-text index, public experts only.
    const ids = (await searchRepo(t.deps.db).candidates({ ...EMPTY_FILTER, tsquery: 'telescopes', text: 'telescopes' })).map((x) => x.id);
    expect(ids).toEqual([id]);
  });
});

describe('open windows of the candidates', () => {
  it('attach the first three open slots in the asked time, leaving out weekdays and booked slots', async () => {
    const tutor = await t.signUpExpert({ bio: 'Oceanography field trips and tide tables.' });
    await t.deps.db.update(expertProfiles).set({ subjects: ['Oceanography'] }).where(eq(expertProfiles.id, tutor.expertId));
    const hour = 3_600_000;
    // NOW is Friday 2026-11-20 06:00 UTC: a Friday slot, four Saturday slots and a Sunday one (10:00 IST onwards).
    const starts = ['2026-11-20T10:00:00Z', '2026-11-21T04:30:00Z', '2026-11-21T05:30:00Z', '2026-11-21T06:30:00Z', '2026-11-21T07:30:00Z', '2026-11-22T04:30:00Z'].map((x) => new Date(x));
    await addWindows(t.deps.db, tutor.expertId, starts.map((start) => ({ start, end: new Date(start.getTime() + hour) })));
    const windowsOf = async () => {
      const rows = await searchRepo(t.deps.db).candidates({
        ...EMPTY_FILTER, subjects: ['Oceanography'], windows: { now: NOW, timezone: 'Asia/Kolkata', windows: ['weekends'], days: 14 },
      });
      expect(rows.map((r) => r.id)).toEqual([tutor.expertId]);
      return (rows[0].windows ?? []).map(([start]) => new Date(start).toISOString());
    };
    expect(await windowsOf()).toEqual([starts[1], starts[2], starts[3]].map((d) => d.toISOString()));

    const student = await t.signUp('student');
    const offering = await addOffering(t.deps.db, tutor.expertId);
    await t.deps.db.insert(bookings).values({ studentId: student.id, expertId: tutor.expertId, offeringId: offering.id, scheduledAt: starts[1], endsAt: new Date(starts[1].getTime() + hour), status: 'confirmed' });
    expect(await windowsOf()).toEqual([starts[2], starts[3], starts[4]].map((d) => d.toISOString()));

    // Without a time in the query, no windows are looked up.
    const [plain] = await searchRepo(t.deps.db).candidates({ ...EMPTY_FILTER, subjects: ['Oceanography'] });
    expect(plain.windows).toBeNull();
  });
});

describe('POST /api/ai/tutor-search errors', () => {
  it('rejects a blank query with a clear message', async () => {
    for (const q of ['', '   ', '\n\t']) {
      const r = await search(q, 400);
      expect(r.error.message).toContain('Please describe what you want to learn.');
    }
    const missing = await t.json('POST', '/api/ai/tutor-search', { body: {}, expect: 400 });
    expect(missing.error.message).toContain('Please describe what you want to learn.');
    const wrongType = await search(42, 400);
    expect(wrongType.error.code).toBe('BAD_REQUEST');
  });

  it('rejects queries over 500 characters', async () => {
    const r = await search('math '.repeat(120), 400);
    expect(r.error.message).toMatch(/500 characters/);
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await t.app.request('http://localhost:3000/api/ai/tutor-search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":' });
    expect(res.status).toBe(400);
  });
});
