import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../shared/schemas/search';
import { eq, sql, type SQL } from 'drizzle-orm';
import { bookings, domains, expertProfiles, expertSearchFacets } from '../../db/schema';
import { addOffering, addWindows, setSettings } from '../bookings/bookings.fixtures';
import { seedCatalog, type CatalogExpert } from '../../db/seed/catalog';
import { ANCHORS } from '../../db/seed/catalog-anchors';
import { DOMAIN_NAMES } from '../../db/seed/domains';
import { EXAMPLE_QUERIES } from '../../../shared/rules/example-queries';
import { searchRepo, type CandidateFilter } from './search.repo';
import { createTestContext, type TestContext } from '../../testing/harness';
import { invalidateLexicon } from '../taxonomy/taxonomy.service';

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
    // Bookable tutors first, each group by score.
    const open = r.results.map((x: SearchResult) => x.isAvailable);
    expect(open).toEqual([...open].sort((a, b) => Number(b) - Number(a)));
    for (const group of [true, false]) {
      const scores = r.results.filter((x: SearchResult) => x.isAvailable === group).map((x: SearchResult) => x.matchScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
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
  maxHourlyRate: null, minExperienceYears: null, limit: 150, rankQuery: null, subjectText: null,
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
    const ids = (await searchRepo(t.deps.db).candidates({ ...EMPTY_FILTER, tsquery: 'telescopes' })).map((x) => x.id);
    expect(ids).toEqual([id]);
  });
});

describe('open times and bookability of results', () => {
  const hour = 3_600_000;
  it('shows the booking page’s open times in the asked window, leaving out weekdays and booked times', async () => {
    const tutor = await t.signUpExpert({ bio: 'Oceanography field trips and tide tables.' });
    await t.deps.db.update(expertProfiles).set({ subjects: ['Oceanography'] }).where(eq(expertProfiles.id, tutor.expertId));
    const offering = await addOffering(t.deps.db, tutor.expertId, { title: 'Oceanography basics', category: null });
    await setSettings(t.deps.db, tutor.expertId);
    // NOW is Friday 2026-11-20 06:00 UTC: a Friday slot, four Saturday slots and a Sunday one (10:00 IST onwards).
    const starts = ['2026-11-20T10:00:00Z', '2026-11-21T04:30:00Z', '2026-11-21T05:30:00Z', '2026-11-21T06:30:00Z', '2026-11-21T07:30:00Z', '2026-11-22T04:30:00Z'].map((x) => new Date(x));
    await addWindows(t.deps.db, tutor.expertId, starts.map((start) => ({ start, end: new Date(start.getTime() + hour) })));
    const slotsOf = async (query: string) => {
      const r = await search(query);
      const hit = r.results.find((x: SearchResult) => x.id === tutor.expertId);
      expect(hit, JSON.stringify(r.extractedCriteria)).toBeDefined();
      return (hit.nextSlots ?? []).map((x: { startTime: string }) => x.startTime);
    };
    expect(await slotsOf('oceanography on weekends')).toEqual([starts[1], starts[2], starts[3]].map((d) => d.toISOString()));
    // Each time names the offering it is open for, so the card opens the booking page on it.
    const weekend = (await search('oceanography on weekends')).results.find((x: SearchResult) => x.id === tutor.expertId);
    expect(weekend.nextSlots.map((x: { offeringId?: string }) => x.offeringId)).toEqual([offering.id, offering.id, offering.id]);

    const student = await t.signUp('student');
    await t.deps.db.insert(bookings).values({ studentId: student.id, expertId: tutor.expertId, offeringId: offering.id, scheduledAt: starts[1], endsAt: new Date(starts[1].getTime() + hour), status: 'confirmed' });
    expect(await slotsOf('oceanography on weekends')).toEqual([starts[2], starts[3], starts[4]].map((d) => d.toISOString()));
    // Without a time in the query: bookable, and no times listed.
    const plain = (await search('oceanography')).results.find((x: SearchResult) => x.id === tutor.expertId);
    expect(plain).toMatchObject({ isAvailable: true });
    expect(plain.nextSlots).toBeUndefined();
  });

  it('keeps a tutor with open times outside the asked window bookable, with none listed', async () => {
    const tutor = await t.signUpExpert({ bio: 'Volcanology field trips.' });
    await t.deps.db.update(expertProfiles).set({ subjects: ['Volcanology'], audiences: ['adults'] }).where(eq(expertProfiles.id, tutor.expertId));
    await addOffering(t.deps.db, tutor.expertId, { title: 'Volcanology basics', category: null });
    // Monday only: open, but not on a weekend.
    await addWindows(t.deps.db, tutor.expertId, [{ start: new Date('2026-11-23T05:00:00Z'), end: new Date('2026-11-23T06:00:00Z') }]);
    const hit = (await search('volcanology for adults on weekends')).results.find((x: SearchResult) => x.id === tutor.expertId);
    expect(hit).toMatchObject({ isAvailable: true, nextSlots: [] });
    expect(hit.matchExplanation).toContain('not free weekends');
  });

  it('never ranks a tutor who cannot be booked above one who can', async () => {
    const open = await t.signUpExpert({ bio: 'Speleology lessons with cave photos.' });
    const closed = await t.signUpExpert({ bio: 'Speleology lessons, speleology exam practice and speleology field notes.' });
    await t.deps.db.update(expertProfiles).set({ subjects: ['Speleology'] }).where(eq(expertProfiles.id, open.expertId));
    // The better match on paper: verified, more sessions, more mentions, but no published offer.
    await t.deps.db.update(expertProfiles).set({ subjects: ['Speleology'], isVerified: true, totalSessions: 400, rating: 4.9, ratingCount: 80 }).where(eq(expertProfiles.id, closed.expertId));
    await addOffering(t.deps.db, open.expertId, { title: 'Speleology', category: null });
    await addWindows(t.deps.db, open.expertId, [{ start: new Date('2026-11-23T05:00:00Z'), end: new Date('2026-11-23T06:00:00Z') }]);
    const r = await search('speleology');
    expect(r.extractedCriteria.keywords).toEqual(['speleology']);
    const ids = r.results.map((x: SearchResult) => x.id);
    expect(ids).toContain(closed.expertId);
    expect(ids.indexOf(open.expertId)).toBeLessThan(ids.indexOf(closed.expertId));
  });
});

describe('exams and what the student would rather avoid', () => {
  it('ranks a tutor who declares only the exam as a full match, and one who teaches the avoided exam lower', async () => {
    const jee = await t.signUpExpert({ bio: 'Coaching for the entrance exam, mock tests every week.' });
    await t.deps.db.update(expertProfiles).set({ exams: ['JEE'], subjects: [] }).where(eq(expertProfiles.id, jee.expertId));
    await addOffering(t.deps.db, jee.expertId, { title: 'Entrance coaching', category: null });
    await addWindows(t.deps.db, jee.expertId, [{ start: new Date('2026-11-23T05:00:00Z'), end: new Date('2026-11-23T06:00:00Z') }]);
    const r = await search('jee coaching');
    const hit = r.results.find((x: SearchResult) => x.id === jee.expertId);
    expect(hit, r.results.slice(0, 5).map((x: SearchResult) => `${x.name} ${x.matchScore}`).join(', ')).toBeDefined();
    expect(hit.matchScore).toBeGreaterThanOrEqual(80);

    const [plain, olympiad] = [await t.signUpExpert({ bio: 'Glaciology field notes.' }), await t.signUpExpert({ bio: 'Glaciology field notes.' })];
    await t.deps.db.update(expertProfiles).set({ subjects: ['Glaciology'], audiences: ['adults'] }).where(eq(expertProfiles.id, plain.expertId));
    await t.deps.db.update(expertProfiles).set({ subjects: ['Glaciology'], audiences: ['adults'], exams: ['Maths Olympiad'] }).where(eq(expertProfiles.id, olympiad.expertId));
    const avoid = await search('glaciology tutor for adults, no olympiad stuff');
    expect(avoid.extractedCriteria.excludes.exams).toContain('Olympiad');
    const by = (id: string) => avoid.results.find((x: SearchResult) => x.id === id);
    expect(by(plain.expertId).matchScore).toBeGreaterThan(by(olympiad.expertId).matchScore);
    expect(by(olympiad.expertId).matchExplanation).toContain("teaches Maths Olympiad, which you'd rather avoid");
  });
});

describe('retrieval over everything a tutor wrote', () => {
  it('finds a tutor whose category is named differently, through the bio and offers', async () => {
    const tutor = await t.signUpExpert({ bio: 'I run spoken English classes for homemakers and explain in Tamil.' });
    await t.deps.db.update(expertProfiles).set({ customDomain: 'Conversation Club', languages: ['Tamil', 'English'], audiences: ['homemakers'] }).where(eq(expertProfiles.id, tutor.expertId));
    const r = await search('spoken english classes for my mother, explain in tamil');
    expect(r.extractedCriteria.subjects).toContain('Spoken English');
    expect(r.results.map((x: SearchResult) => x.id)).toContain(tutor.expertId);
  });

  it('reads the database’s categories: a tutor of a custom sub-category is found by its alias and its parent', async () => {
    const [art] = (await t.deps.db.select().from(domains).where(eq(domains.name, 'Art'))).length
      ? await t.deps.db.select().from(domains).where(eq(domains.name, 'Art'))
      : await t.deps.db.insert(domains).values({ name: 'Art' }).returning();
    const [pottery] = await t.deps.db.insert(domains).values({ name: 'Pottery Wheel Throwing', parentId: art.id, aliases: ['wheel throwing'] }).returning();
    const tutor = await t.signUpExpert({ bio: 'Twenty years at the kiln; bowls and vases from your first session.' });
    await t.deps.db.update(expertProfiles).set({ domainId: pottery.id }).where(eq(expertProfiles.id, tutor.expertId));
    await addOffering(t.deps.db, tutor.expertId, { title: 'First bowls', category: null });
    await setSettings(t.deps.db, tutor.expertId);
    await addWindows(t.deps.db, tutor.expertId, [{ start: new Date('2026-11-23T05:00:00Z'), end: new Date('2026-11-23T06:00:00Z') }]);
    invalidateLexicon(t.deps.db);
    const byAlias = await search('wheel throwing classes');
    expect(byAlias.extractedCriteria.subjects).toContain('Pottery Wheel Throwing');
    expect(byAlias.results[0]?.id).toBe(tutor.expertId);
    expect(byAlias.results[0].matchScore).toBeGreaterThanOrEqual(80);
    const byParent = await search('art classes for adults');
    expect(byParent.results.map((x: SearchResult) => x.id)).toContain(tutor.expertId);
  });

  it('offers tutors of the subject above a narrow one nobody teaches, below any tutor of the narrow one', async () => {
    const [glass] = await t.deps.db.insert(domains).values({ name: 'Glassblowing' }).returning();
    const [lampwork] = await t.deps.db.insert(domains).values({ name: 'Lampwork Beads', parentId: glass.id, aliases: ['lampworking'] }).returning();
    const broad = await t.signUpExpert({ bio: 'Furnace work, paperweights and vases for beginners.' });
    await t.deps.db.update(expertProfiles).set({ domainId: glass.id }).where(eq(expertProfiles.id, broad.expertId));
    invalidateLexicon(t.deps.db);
    const before = await search('lampwork beads classes');
    expect(before.extractedCriteria.subjects).toEqual(['Lampwork Beads']);
    const partial = before.results.find((x: SearchResult) => x.id === broad.expertId);
    expect(partial, before.results.map((x: SearchResult) => `${x.name} ${x.matchScore}`).join(', ')).toBeDefined();
    expect(partial.matchScore).toBeGreaterThanOrEqual(30);
    expect(partial.matchScore).toBeLessThan(80);
    expect(partial.matchExplanation).toMatch(/^Partly matches Lampwork Beads: teaches Glassblowing\. /);

    const narrow = await t.signUpExpert({ bio: 'Torch-made glass beads, from the first bead to a necklace.' });
    await t.deps.db.update(expertProfiles).set({ domainId: lampwork.id }).where(eq(expertProfiles.id, narrow.expertId));
    const after = await search('lampwork beads classes');
    expect(after.results[0]?.id).toBe(narrow.expertId);
    expect(after.results[0].matchScore).toBeGreaterThanOrEqual(80);
  });

  it('keeps a whole word of a category out of the typo fallback', async () => {
    const r = await search('writing practice');
    expect(r.extractedCriteria.subjects).not.toContain('Creative Writing');
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
