import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { domains, expertProfiles, expertSearchFacets, searchFacetBits } from '../../db/schema';
import { seedCatalog, type CatalogExpert } from '../../db/seed/catalog';
import { DOMAIN_NAMES } from '../../db/seed/domains';
import { searchRepo, type CandidateFilter } from './search.repo';
import { createTestContext, type TestContext } from '../../testing/harness';

let t: TestContext;
let catalog: CatalogExpert[];
const NOW = new Date('2026-11-20T06:00:00Z');

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  await t.deps.db.insert(domains).values(DOMAIN_NAMES.map((name) => ({ name }))).onConflictDoNothing();
  catalog = await seedCatalog(t.deps.db, { count: 60, seed: 7, password: 'catalog-pass-2026', emailPrefix: 'fb', now: NOW, withAnchors: false });
});
afterAll(() => t.close());

const FILTER: CandidateFilter = {
  domainNames: [], subjects: [], exams: [], tsquery: null, boards: [], languages: [], levels: [], audiences: [], styles: [],
  maxHourlyRate: null, minExperienceYears: null, limit: 150, rankQuery: null, subjectText: null,
};
const rows = <T,>(r: unknown) => (r as { rows: T[] }).rows;
const mask = async (kind: string, values: string[]) =>
  rows<{ m: string | null }>(await t.deps.db.execute(sql`select search_facet_query_mask(${kind}, array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[])::text as m`))[0].m;
const facets = async (id: string) => (await t.deps.db.select().from(expertSearchFacets).where(eq(expertSearchFacets.expertId, id)))[0];
/** Sets the subject and rating of all but the given experts so that only the subject decides the strong set. */
async function giveSubject(subject: string, ids: string[], rating: number) {
  for (const id of ids) await t.deps.db.update(expertProfiles).set({ subjects: [subject], rating }).where(eq(expertProfiles.id, id));
}

describe('soft facet bits of the search copy', () => {
  it('gives each value of a kind its own bit, case-insensitively, and follows edits', async () => {
    const id = catalog[0].expertId;
    await t.deps.db.update(expertProfiles).set({ languages: ['Tamil', 'english'], boards: ['CBSE'] }).where(eq(expertProfiles.id, id));
    const f = await facets(id);
    expect(String(f.languagesBits)).toBe(await mask('language', ['TAMIL', 'English']));
    expect(String(f.boardsBits)).toBe(await mask('board', ['cbse']));
    expect(await mask('language', ['Tamil'])).not.toBe(await mask('language', ['English']));
    expect(await mask('language', ['Nobody speaks this'])).toBe('0');

    await t.deps.db.update(expertProfiles).set({ languages: [] }).where(eq(expertProfiles.id, id));
    expect((await facets(id)).languagesBits).toBe(0n);
    const bits = await t.deps.db.select({ bit: searchFacetBits.bit }).from(searchFacetBits).where(eq(searchFacetBits.kind, 'language'));
    expect(new Set(bits.map((b) => b.bit)).size).toBe(bits.length);
  });

  it('hands out distinct bits when several writers bring new values at once', async () => {
    const experts = catalog.slice(20, 28).map((x) => x.expertId);
    const fresh = experts.map((_, i) => `Concurrent language ${i}`);
    await Promise.all(experts.map((id, i) => t.deps.db.update(expertProfiles).set({ languages: [fresh[i], 'English'] }).where(eq(expertProfiles.id, id))));
    const bits = await t.deps.db.select({ bit: searchFacetBits.bit }).from(searchFacetBits).where(eq(searchFacetBits.kind, 'language'));
    expect(new Set(bits.map((b) => b.bit)).size).toBe(bits.length);
    for (const [i, id] of experts.entries()) expect(String((await facets(id)).languagesBits)).toBe(await mask('language', [fresh[i], 'English']));
  });

  it('puts the experts meeting more soft criteria into a bounded candidate set first', async () => {
    const [a, b, c] = catalog.slice(1, 4).map((x) => x.expertId);
    await giveSubject('Astrophysics', [a, b, c], 4.9);
    await t.deps.db.update(expertProfiles).set({ languages: ['English'], boards: ['CBSE'] }).where(eq(expertProfiles.id, a));
    await t.deps.db.update(expertProfiles).set({ rating: 3.1, languages: ['Marathi'], boards: ['ICSE'] }).where(eq(expertProfiles.id, c));
    await t.deps.db.update(expertProfiles).set({ rating: 3.5, languages: ['marathi'], boards: [] }).where(eq(expertProfiles.id, b));
    const pick = async (limit: number) =>
      (await searchRepo(t.deps.db).candidates({ ...FILTER, subjects: ['Astrophysics'], languages: ['Marathi'], boards: ['ICSE'], limit })).map((x) => x.id);
    expect(await pick(1)).toEqual([c]);
    expect(new Set(await pick(2))).toEqual(new Set([c, b]));
  });

  it('puts the tutors who teach the subject for the asked exam first, then fills with the subject\'s others', async () => {
    const [a, b, c] = catalog.slice(4, 7).map((x) => x.expertId);
    await giveSubject('Palaeobotany', [a, b, c], 4.9);
    // Only `c` prepares for the exam, and it has the lowest rating.
    await t.deps.db.update(expertProfiles).set({ rating: 3.2, exams: ['Fossil Olympiad'] }).where(eq(expertProfiles.id, c));
    await t.deps.db.update(expertProfiles).set({ rating: 4.1 }).where(eq(expertProfiles.id, b));
    const pick = async (limit: number) =>
      (await searchRepo(t.deps.db).candidates({ ...FILTER, subjects: ['Palaeobotany'], exams: ['Fossil Olympiad'], limit })).map((x) => x.id);
    expect(await pick(1)).toEqual([c]);
    expect(new Set(await pick(2))).toEqual(new Set([c, a]));
    expect(new Set(await pick(5))).toEqual(new Set([a, b, c]));
  });

  it('falls back to the arrays for values past a kind\'s 63 bits', async () => {
    // Fill the style dictionary; the next new style gets no bit.
    const used = rows<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from search_facet_bits where kind = 'style'`))[0].n;
    await t.deps.db.execute(sql`select search_facet_bits_of('style', array(select 'filler style ' || g from generate_series(1, ${63 - used}) g))`);
    const [a, b] = catalog.slice(10, 12).map((x) => x.expertId);
    await giveSubject('Glassblowing', [a, b], 4.8);
    await t.deps.db.update(expertProfiles).set({ styles: ['patient'] }).where(eq(expertProfiles.id, a));
    await t.deps.db.update(expertProfiles).set({ rating: 3.0, styles: ['Socratic'] }).where(eq(expertProfiles.id, b));
    const [entry] = await t.deps.db.select().from(searchFacetBits).where(sql`${searchFacetBits.kind} = 'style' and ${searchFacetBits.value} = 'socratic'`);
    expect(entry.bit).toBeNull();
    expect(await mask('style', ['Socratic'])).toBeNull();
    expect((await facets(b)).stylesBits).toBe(0n);
    const ids = (await searchRepo(t.deps.db).candidates({ ...FILTER, subjects: ['Glassblowing'], styles: ['Socratic'], limit: 1 })).map((x) => x.id);
    expect(ids).toEqual([b]);
  });
});
