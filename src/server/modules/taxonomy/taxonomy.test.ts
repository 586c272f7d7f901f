import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBJECTS } from '../../../shared/catalog/subjects';
import type { FacetEntry } from '../../../shared/catalog/types';
import type { Domain } from '../../../shared/schemas/experts';
import type { AdminDomain } from '../../../shared/schemas/taxonomy';
import { domains, expertProfiles, offerings, user } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { referenceCategories, referenceTaxonomySql, referenceTaxonomyStatements } from './reference-taxonomy';
import { latestTaxonomyMigration, MIGRATIONS_DIR } from './taxonomy-migration';
import { LEXICON_TTL_MS, loadLexicon } from './taxonomy.service';

const subject = (code: string, parent?: string, aliases: string[] = []): FacetEntry => ({ kind: 'subject', code, label: code, patterns: [], aliases, ...(parent ? { parent } : {}) });

describe('reference taxonomy from the catalogue', () => {
  it('the latest reference-taxonomy migration is exactly what the catalogue generates', () => {
    const latest = latestTaxonomyMigration();
    expect(latest).not.toBeNull();
    expect(fs.readFileSync(latest!.file, 'utf8'), 'the catalogue changed: run npx tsx scripts/taxonomy-migration.ts').toBe(referenceTaxonomySql(SUBJECTS));
  });

  it('the migration is a data-only step of the journal with an unchanged schema snapshot', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
    const entry = journal.entries.find((e) => e.tag === '0011_reference_taxonomy');
    expect(entry?.idx).toBe(11);
    const previous = journal.entries.find((e) => e.idx === 10)!;
    expect(entry!.when).toBeGreaterThan(previous.when);
    const snap = (n: string) => JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, `meta/${n}_snapshot.json`), 'utf8'));
    const [before, after] = [snap('0010'), snap('0011')];
    expect(after.prevId).toBe(before.id);
    expect(after.id).not.toBe(before.id);
    expect({ ...after, id: undefined, prevId: undefined }).toEqual({ ...before, id: undefined, prevId: undefined });
  });

  it('keeps aliases without repeats or the name itself, and resolves parents by code', () => {
    const cats = referenceCategories([subject('Science'), subject('Physics', 'science', ['physics', 'Mechanics', 'mechanics', ''])]);
    expect(cats).toEqual([
      { name: 'Science', aliases: [], parent: null },
      { name: 'Physics', aliases: ['Mechanics'], parent: 'Science' },
    ]);
  });

  it('refuses a catalogue with an unknown parent, a repeated subject or a cycle of parents', () => {
    expect(() => referenceCategories([subject('Physics', 'Science')])).toThrow(/not a catalogue subject/);
    expect(() => referenceCategories([subject('Physics'), subject('physics')])).toThrow(/twice/);
    expect(() => referenceCategories([subject('A', 'B'), subject('B', 'C'), subject('C', 'A')])).toThrow(/cycle/);
  });

  it('quotes names and aliases', () => {
    const sqlText = referenceTaxonomySql([subject("Children's Yoga", undefined, ["kids' yoga"])]);
    expect(sqlText).toContain("('Children''s Yoga', ARRAY['kids'' yoga']::text[], true)");
  });

  // A grouping's bare name may be another subject's alias ("finance" means Finance & Investing, not the
  // Finance grouping), but one alias never names two categories.
  it('the catalogue gives no alias to two subjects', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const c of referenceCategories(SUBJECTS)) {
      for (const a of c.aliases) {
        const held = owner.get(a.toLowerCase());
        if (held && held !== c.name) clashes.push(`"${a}": ${c.name} and ${held}`);
        else owner.set(a.toLowerCase(), c.name);
      }
    }
    expect(clashes).toEqual([]);
  });
});

let t: TestContext;
let admin: TestUser, student: TestUser, tutor: TestUser, expert: TestUser & { expertId: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.signUp('student');
  await t.deps.db.update(user).set({ isAdmin: true }).where(eq(user.id, admin.id));
  student = await t.signUp('student');
  tutor = await t.signUp('tutor');
  expert = await t.signUpExpert();
}, 60_000);
afterAll(() => t.close());

const byName = (list: Domain[]) => new Map(list.map((d) => [d.name.toLowerCase(), d]));

describe('a fresh install (migrations only, no demo data)', () => {
  it('GET /api/domains answers the whole catalogue taxonomy with parents and aliases', async () => {
    const list = await t.json<Domain[]>('GET', '/api/domains');
    const names = byName(list);
    for (const c of referenceCategories(SUBJECTS)) {
      const row = names.get(c.name.toLowerCase());
      expect(row, c.name).toBeDefined();
      expect(row!.aliases).toEqual(c.aliases);
      expect(row!.parentId ? list.find((d) => d.id === row!.parentId)?.name : null).toBe(c.parent);
    }
    expect(list.map((d) => d.name)).toEqual([...list.map((d) => d.name)].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const rows = await t.deps.db.select({ isReference: domains.isReference }).from(domains);
    expect(rows.every((r) => r.isReference)).toBe(true);
  });

  it('places the categories the issue names under their parents', async () => {
    const names = byName(await t.json<Domain[]>('GET', '/api/domains'));
    const parentOf = (n: string) => {
      const id = names.get(n.toLowerCase())?.parentId;
      return [...names.values()].find((d) => d.id === id)?.name ?? null;
    };
    expect(parentOf('Physics')).toBe('Science');
    expect(names.get('mathematics')!.aliases).toEqual(expect.arrayContaining(['maths']));
    expect(parentOf('Spoken English')).toBe('English');
    expect(parentOf('Scratch')).toBe('Coding for Kids');
  });

  it('answers the taxonomy in production too (nothing seeds it)', async () => {
    const prod = await createTestContext({ env: { NODE_ENV: 'production', AUTH_SECRET: 'prod-secret-prod-secret-prod-secret-0' } });
    try {
      const list = await prod.json<Domain[]>('GET', '/api/domains');
      expect(list.length).toBe(referenceCategories(SUBJECTS).length);
    } finally {
      await prod.close();
    }
  });

  it('re-running the reference data keeps ids and spellings, restores aliases and parents, adds no duplicates', async () => {
    const db = t.deps.db;
    const [before] = await db.select().from(domains).where(sql`lower(${domains.name}) = 'physics'`);
    // An older install: a category spelled differently, no aliases, no parent, not reference data.
    await db.update(domains).set({ name: 'physics', aliases: [], parentId: null, isReference: false }).where(eq(domains.id, before.id));
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(domains))[0].n;
    const total = await count();
    for (const stmt of referenceTaxonomyStatements(SUBJECTS)) await db.execute(sql.raw(stmt));
    for (const stmt of referenceTaxonomyStatements(SUBJECTS)) await db.execute(sql.raw(stmt));
    const [after] = await db.select().from(domains).where(eq(domains.id, before.id));
    expect(after).toMatchObject({ name: 'physics', aliases: before.aliases, parentId: before.parentId, isReference: true });
    expect(await count()).toBe(total);
    await db.update(domains).set({ name: before.name }).where(eq(domains.id, before.id));
  });
});

describe('/api/admin/domains', () => {
  const find = async (name: string) => (await t.json<AdminDomain[]>('GET', '/api/admin/domains', { as: admin })).find((d) => d.name === name);

  it('is for operators only', async () => {
    const some = (await t.json<Domain[]>('GET', '/api/domains'))[0];
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/domains'],
      ['POST', '/api/admin/domains', { name: 'Quilling' }],
      ['PATCH', `/api/admin/domains/${some.id}`, { name: 'Renamed' }],
      ['DELETE', `/api/admin/domains/${some.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await t.request(method, url, { body })).status, `${method} ${url} as a guest`).toBe(401);
      for (const who of [student, tutor, expert]) expect((await t.request(method, url, { as: who, body })).status, `${method} ${url}`).toBe(403);
    }
    expect(await find('Renamed')).toBeUndefined();
  });

  it('lists every category with its origin and what uses it', async () => {
    const maths = (await find('Mathematics'))!;
    await t.deps.db.update(expertProfiles).set({ domainId: maths.id }).where(eq(expertProfiles.id, expert.expertId));
    const list = await t.json<AdminDomain[]>('GET', '/api/admin/domains', { as: admin });
    expect(list.find((d) => d.id === maths.id)).toMatchObject({ isReference: true, tutors: 1, offers: 0 });
  });

  it('adds a category with a parent and aliases as chips; GET /api/domains shows it', async () => {
    const arts = (await find('Drawing & Painting')) ?? (await find('Mathematics'))!;
    const created = await t.json<AdminDomain>('POST', '/api/admin/domains', {
      as: admin,
      body: { name: '  Quilling  Craft ', parentId: arts.id, aliases: ['paper quilling', 'Paper Quilling', 'quilling craft', 'paper filigree'] },
      expect: 201,
    });
    expect(created).toMatchObject({ name: 'Quilling Craft', parentId: arts.id, aliases: ['paper quilling', 'paper filigree'], isReference: false, tutors: 0, offers: 0 });
    const pub = (await t.json<Domain[]>('GET', '/api/domains')).find((d) => d.id === created.id);
    expect(pub).toEqual({ id: created.id, name: 'Quilling Craft', parentId: arts.id, aliases: ['paper quilling', 'paper filigree'] });
  });

  it('refuses a taken name or alias with 409 and says which category holds it', async () => {
    let res = await t.request('POST', '/api/admin/domains', { as: admin, body: { name: 'mathematics' } });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe('A category named "Mathematics" already exists.');
    res = await t.request('POST', '/api/admin/domains', { as: admin, body: { name: 'Maths' } });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/"Maths" is already another name for Mathematics/);
    res = await t.request('POST', '/api/admin/domains', { as: admin, body: { name: 'Filigree Art', aliases: ['Paper Filigree'] } });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/already another name for Quilling Craft/);
    const quilling = (await find('Quilling Craft'))!;
    res = await t.request('PATCH', `/api/admin/domains/${quilling.id}`, { as: admin, body: { name: 'Physics' } });
    expect(res.status).toBe(409);
  });

  it('checks input: an empty name or an unknown parent is 422', async () => {
    expect((await t.request('POST', '/api/admin/domains', { as: admin, body: { name: '   ' } })).status).toBe(422);
    const res = await t.request('POST', '/api/admin/domains', { as: admin, body: { name: 'Kite Making', parentId: '00000000-0000-4000-8000-000000000000' } });
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toBe('The parent category does not exist.');
    const quilling = (await find('Quilling Craft'))!;
    expect((await t.request('PATCH', `/api/admin/domains/${quilling.id}`, { as: admin, body: {} })).status).toBe(422);
  });

  it('refuses a parent that would make a cycle with 400', async () => {
    const quilling = (await find('Quilling Craft'))!;
    const child = await t.json<AdminDomain>('POST', '/api/admin/domains', { as: admin, body: { name: 'Modular Quilling', parentId: quilling.id }, expect: 201 });
    let res = await t.request('PATCH', `/api/admin/domains/${quilling.id}`, { as: admin, body: { parentId: child.id } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Quilling Craft cannot sit under Modular Quilling: Modular Quilling is already under Quilling Craft.');
    res = await t.request('PATCH', `/api/admin/domains/${quilling.id}`, { as: admin, body: { parentId: quilling.id } });
    expect(res.status).toBe(400);
    expect((await find('Quilling Craft'))!.parentId).toBe(quilling.parentId);
  });

  it('renames, re-parents and sets aliases; offers filed under the old name follow', async () => {
    const quilling = (await find('Quilling Craft'))!;
    await t.deps.db.insert(offerings).values({ expertId: expert.expertId, title: 'Paper flowers', price: 50_000, durationMinutes: 60, category: 'Quilling Craft' });
    const updated = await t.json<AdminDomain>('PATCH', `/api/admin/domains/${quilling.id}`, { as: admin, body: { name: 'Quilling', parentId: null, aliases: ['paper quilling', 'quilling craft'] } });
    expect(updated).toMatchObject({ id: quilling.id, name: 'Quilling', parentId: null, aliases: ['paper quilling', 'quilling craft'], offers: 1 });
    const [offer] = await t.deps.db.select({ category: offerings.category }).from(offerings).where(eq(offerings.expertId, expert.expertId));
    expect(offer.category).toBe('Quilling');
    // Only the case changes: allowed, its own name is not a clash.
    expect((await t.json<AdminDomain>('PATCH', `/api/admin/domains/${quilling.id}`, { as: admin, body: { name: 'quilling' } })).name).toBe('quilling');
    await t.json('PATCH', `/api/admin/domains/${quilling.id}`, { as: admin, body: { name: 'Quilling' } });
  });

  it('deletes a category nobody uses; its subcategories move up to its parent', async () => {
    const modular = (await find('Modular Quilling'))!;
    const leaf = await t.json<AdminDomain>('POST', '/api/admin/domains', { as: admin, body: { name: 'Sonobe Units', parentId: modular.id }, expect: 201 });
    await t.json('DELETE', `/api/admin/domains/${modular.id}`, { as: admin, expect: 204 });
    expect(await find('Modular Quilling')).toBeUndefined();
    expect((await find('Sonobe Units'))!.parentId).toBe(modular.parentId);
    await t.json('DELETE', `/api/admin/domains/${leaf.id}`, { as: admin, expect: 204 });
    expect((await t.request('DELETE', `/api/admin/domains/${leaf.id}`, { as: admin })).status).toBe(404);
  });

  it('refuses to delete a category in use unless told where its tutors and offers go', async () => {
    const quilling = (await find('Quilling'))!;
    await t.deps.db.update(expertProfiles).set({ domainId: quilling.id }).where(eq(expertProfiles.id, expert.expertId));
    let res = await t.request('DELETE', `/api/admin/domains/${quilling.id}`, { as: admin });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe('1 tutor and 1 offer use Quilling: choose a category to move them to before deleting it.');
    res = await t.request('DELETE', `/api/admin/domains/${quilling.id}?moveTo=${quilling.id}`, { as: admin });
    expect(res.status).toBe(400);
    const target = (await find('Drawing & Painting')) ?? (await find('Mathematics'))!;
    await t.json('DELETE', `/api/admin/domains/${quilling.id}?moveTo=${target.id}`, { as: admin, expect: 204 });
    const [profile] = await t.deps.db.select({ domainId: expertProfiles.domainId }).from(expertProfiles).where(eq(expertProfiles.id, expert.expertId));
    expect(profile.domainId).toBe(target.id);
    const [offer] = await t.deps.db.select({ category: offerings.category }).from(offerings).where(eq(offerings.expertId, expert.expertId));
    expect(offer.category).toBe(target.name);
  });
});

describe('loadLexicon', () => {
  it('reads every category with its aliases and parent name', async () => {
    const lexicon = await loadLexicon(t.deps);
    const physics = lexicon.subjects.find((s) => s.code === 'Physics');
    expect(physics).toEqual({ code: 'Physics', aliases: expect.any(Array), parent: 'Science' });
    expect(lexicon.subjects.length).toBe((await t.json<Domain[]>('GET', '/api/domains')).length);
  });

  it('is held in process and dropped by an operator edit', async () => {
    const first = await loadLexicon(t.deps);
    expect(await loadLexicon(t.deps)).toBe(first);
    const created = await t.json<AdminDomain>('POST', '/api/admin/domains', { as: admin, body: { name: 'Bonsai', aliases: ['bonsai trees'] }, expect: 201 });
    const second = await loadLexicon(t.deps);
    expect(second).not.toBe(first);
    expect(second.subjects.find((s) => s.code === 'Bonsai')).toEqual({ code: 'Bonsai', aliases: ['bonsai trees'], parent: null });
    await t.json('DELETE', `/api/admin/domains/${created.id}`, { as: admin, expect: 204 });
    expect((await loadLexicon(t.deps)).subjects.some((s) => s.code === 'Bonsai')).toBe(false);
  });

  it('picks up edits made elsewhere after its time to live', async () => {
    const first = await loadLexicon(t.deps);
    // Another process's edit: straight to the database, this process's cache is not told.
    await t.deps.db.insert(domains).values({ name: 'Ikebana' });
    expect(await loadLexicon(t.deps)).toBe(first);
    const now = Date.now();
    const spy = vi.spyOn(Date, 'now').mockReturnValue(now + LEXICON_TTL_MS + 1);
    try {
      expect((await loadLexicon(t.deps)).subjects.some((s) => s.code === 'Ikebana')).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});
