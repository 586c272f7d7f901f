// The demo data speaks the catalogue's vocabulary: every category, subject, board, exam, level, audience,
// style and language a seeded tutor holds is a code the tutor-side pickers offer.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesOf, SUBJECTS, type FacetKind } from '../../../shared/catalog';
import { createTestContext, type TestContext } from '../../testing/harness';
import { domains, expertProfiles, offerings, reviews, user } from '../schema';
import { ANCHORS } from './catalog-anchors';
import { BOARDS, EXAMS_OF, KIND_OF, KIND_PROFILE, SUBTOPICS } from './catalog-profiles';
import { DOMAIN_NAMES } from './domains';
import { seedDemo } from './index';

const codes = (...kinds: FacetKind[]) => new Set(kinds.flatMap((k) => entriesOf(k).map((e) => e.code)));
const FIELD_KINDS = {
  subjects: codes('subject'),
  boards: codes('board'),
  exams: codes('exam'),
  levels: codes('level', 'grade'),
  audiences: codes('audience'),
  styles: codes('style'),
  languages: codes('language'),
} as const;
type Field = keyof typeof FIELD_KINDS;
const outside = (field: Field, values: readonly string[]) => [...new Set(values.filter((v) => !FIELD_KINDS[field].has(v)))];

describe('hand-written seed values', () => {
  it('categories are catalogue subjects', () => {
    expect(DOMAIN_NAMES).toEqual(SUBJECTS.map((s) => s.code));
    expect(outside('subjects', [...Object.keys(KIND_OF), ...Object.keys(EXAMS_OF), ...Object.keys(SUBTOPICS)])).toEqual([]);
  });

  it('boards, exams, levels, audiences and styles of each kind of tutor are catalogue codes', () => {
    expect(outside('boards', BOARDS)).toEqual([]);
    expect(outside('exams', Object.values(EXAMS_OF).flat())).toEqual([]);
    for (const spec of Object.values(KIND_PROFILE)) {
      expect(outside('levels', spec.levels)).toEqual([]);
      expect(outside('audiences', spec.audiences)).toEqual([]);
      expect(outside('styles', spec.styles)).toEqual([]);
    }
  });

  it('the anchor tutors hold catalogue codes only', () => {
    for (const a of ANCHORS) {
      expect(outside('subjects', [a.domain, ...a.subjects]), a.name).toEqual([]);
      for (const field of ['boards', 'exams', 'levels', 'audiences', 'styles', 'languages'] as const) expect(outside(field, a[field]), `${a.name} ${field}`).toEqual([]);
    }
  });
});

describe('the demo install', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ now: () => new Date('2026-11-20T06:00:00Z') });
    await seedDemo(t.deps);
  }, 120_000);
  afterAll(() => t.close());

  it('files every tutor under a catalogue category and gives them catalogue facets', async () => {
    const rows = await t.deps.db
      .select({ p: expertProfiles, domain: domains.name })
      .from(expertProfiles)
      .leftJoin(domains, eq(domains.id, expertProfiles.domainId));
    expect(rows.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const { p, domain } of rows) {
      if (!domain || !FIELD_KINDS.subjects.has(domain)) problems.push(`${p.id}: category ${domain}`);
      if (!p.facetsConfirmedAt) problems.push(`${p.id}: facets not confirmed, an edit would replace them`);
      for (const field of Object.keys(FIELD_KINDS) as Field[]) {
        const bad = outside(field, p[field]);
        if (bad.length) problems.push(`${p.id} ${field}: ${bad.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('adds no category of its own: the taxonomy is the catalogue', async () => {
    const rows = await t.deps.db.select({ name: domains.name, isReference: domains.isReference }).from(domains);
    expect(rows.map((r) => r.name).sort()).toEqual([...DOMAIN_NAMES].sort());
    expect(rows.every((r) => r.isReference)).toBe(true);
  });

  it('files offers under catalogue categories and copies them into the tutors\' offer text', async () => {
    const offers = await t.deps.db.select({ expertId: offerings.expertId, category: offerings.category, title: offerings.title }).from(offerings);
    expect(offers.filter((o) => !FIELD_KINDS.subjects.has(o.category ?? ''))).toEqual([]);
    const [demoTutor] = await t.deps.db
      .select({ offerText: expertProfiles.offerText })
      .from(expertProfiles)
      .innerJoin(user, eq(user.id, expertProfiles.userId))
      .where(eq(user.email, 'tutor@demo.test'));
    expect(demoTutor.offerText).toContain('JEE Main Problem-Solving Sprint');
    const withOffers = [...new Set(offers.map((o) => o.expertId))];
    const texts = await t.deps.db.select({ offerText: expertProfiles.offerText }).from(expertProfiles).where(inArray(expertProfiles.id, withOffers));
    expect(texts.every((r) => Boolean(r.offerText))).toBe(true);
  });

  it('rates every tutor from real reviews of completed sessions, in varied words, with new tutors among them', async () => {
    const rows = await t.deps.db.execute(sql`
      select p.id, p.rating::float as rating, p.rating_count as count, u.email,
        coalesce(round(avg(r.rating) filter (where r.hidden_at is null), 2), 5)::float as avg,
        (count(r.id) filter (where r.hidden_at is null))::int as n,
        (count(r.id) filter (where b.status <> 'completed' or b.student_id <> r.student_id or b.expert_id <> r.expert_id))::int as bad
      from expert_profiles p join "user" u on u.id = p.user_id
      left join reviews r on r.expert_id = p.id left join bookings b on b.id = r.booking_id
      group by p.id, u.email`);
    const tutors = ((rows as { rows?: unknown[] }).rows ?? rows) as { rating: number; count: number; avg: number; n: number; bad: number; email: string }[];
    expect(tutors.filter((x) => x.rating !== x.avg || x.count !== x.n || x.bad > 0)).toEqual([]);
    expect(tutors.filter((x) => x.n === 0).length).toBeGreaterThan(10);
    expect(tutors.filter((x) => x.n >= 1 && x.n <= 2).length).toBeGreaterThan(5);
    expect(tutors.find((x) => x.email === 'tutor@demo.test')?.n).toBe(16);
    const all = await t.deps.db.select({ comment: reviews.comment, createdAt: reviews.createdAt }).from(reviews);
    expect(all.length).toBeGreaterThan(200);
    expect(all.length).toBeLessThan(1000);
    const texts = all.map((r) => r.comment).filter((c): c is string => Boolean(c));
    expect(new Set(texts).size).toBeGreaterThan(30);
    expect(all.every((r) => r.createdAt.getTime() < Date.parse('2026-11-20T06:00:00Z'))).toBe(true);
  });
});
