// Asks every query of the benchmark, as a visitor would, and scores the answers: the AI search
// (POST /api/ai/tutor-search) and a naive keyword match over the public expert list (GET /api/experts).
import { ancestorsOf } from '../../src/shared/catalog';
import { browser } from './client';
import type { ExpectedCriteria, QuerySpec } from './queries';

/** The fields of the understood criteria the benchmark reads (others may exist). */
export type Understood = {
  subjects?: string[];
  grade?: string | null;
  levels?: string[];
  boards?: string[];
  exams?: string[];
  languages?: string[];
  audiences?: string[];
  styles?: string[];
  minExperienceYears?: number | null;
  maxHourlyRate?: number | null;
  timeWindows?: string[];
  hours?: { from: number; to: number } | null;
};

type Card = { id: string; name: string; domainName: string | null; customDomain: string | null; bio: string | null };

type QueryOutcome = {
  query: string;
  expect: string[];
  /** 1-based position of the first acceptable tutor (expected position when the baseline ties); null when none was listed. */
  rank: number | null;
  /** Credits of this query: right tutor first, right tutor in the first three, reciprocal rank (each 0…1). */
  credit: Credit;
  /** Tutors sharing the keyword baseline's score with the first right tutor (1 when no tie). */
  tiedWith: number;
  top3: string[];
  fieldsRight: number;
  fieldsTotal: number;
  wrongFields: string[];
  /** What the AI search understood of the query (absent for the keyword baseline). */
  understood?: Understood;
  ms: number;
};

export type Figures = {
  name: string;
  queries: number;
  criteriaAccuracy: number | null;
  top1: number;
  top3: number;
  mrr: number;
  p50: number;
  p95: number;
  outcomes: QueryOutcome[];
};

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
const anyOf = (expected: string) => expected.split('|').map(norm);
const has = (got: string[] | undefined, expected: string) => {
  const alts = anyOf(expected);
  return (got ?? []).some((g) => alts.includes(norm(g)));
};

/** Which expected fields the understood criteria get right; the rule is documented in queries.ts. */
export function scoreCriteria(expected: ExpectedCriteria, got: Understood): { right: number; total: number; wrong: string[] } {
  const checks: [string, boolean][] = [];
  const boardsAndExams = [...(got.boards ?? []), ...(got.exams ?? [])];
  // A more specific subject of the facet catalogue ("IB Maths AA" under Mathematics) is the expected subject too.
  const subjects = (got.subjects ?? []).flatMap((s) => [s, ...ancestorsOf(s)]);
  if (expected.subjects) checks.push(['subjects', expected.subjects.some((s) => has(subjects, s))]);
  if (expected.boards) checks.push(['boards', expected.boards.every((b) => has(boardsAndExams, b))]);
  if (expected.exams) checks.push(['exams', expected.exams.every((e) => has(boardsAndExams, e))]);
  if (expected.grade) checks.push(['grade', has([...(got.grade ? [got.grade] : []), ...(got.levels ?? [])], expected.grade)]);
  if (expected.languages) checks.push(['languages', expected.languages.every((l) => has(got.languages, l))]);
  if (expected.audiences) checks.push(['audiences', expected.audiences.every((a) => has(got.audiences, a))]);
  if (expected.timeWindows) checks.push(['timeWindows', expected.timeWindows.every((t) => has(got.timeWindows, t))]);
  if (expected.maxHourlyRate !== undefined) checks.push(['maxHourlyRate', got.maxHourlyRate === expected.maxHourlyRate]);
  if (expected.minExperienceYears !== undefined) checks.push(['minExperienceYears', (got.minExperienceYears ?? null) === expected.minExperienceYears]);
  if (expected.hours) {
    const h = got.hours;
    checks.push(['hours', !!h && h.from === expected.hours.from && (expected.hours.to === undefined || h.to === expected.hours.to)]);
  }
  for (const [field, values] of Object.entries(expected.absent ?? {}) as [keyof Understood, string[]][]) {
    const understood = got[field] as string[] | undefined;
    checks.push([`not ${field}`, !values.some((v) => has(understood, v))]);
  }
  return { right: checks.filter(([, ok]) => ok).length, total: checks.length, wrong: checks.filter(([, ok]) => !ok).map(([f]) => f) };
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};

function figures(name: string, outcomes: QueryOutcome[], withCriteria: boolean): Figures {
  const n = outcomes.length;
  const right = outcomes.reduce((a, o) => a + o.fieldsRight, 0);
  const total = outcomes.reduce((a, o) => a + o.fieldsTotal, 0);
  return {
    name,
    queries: n,
    criteriaAccuracy: withCriteria && total ? right / total : null,
    top1: outcomes.reduce((a, o) => a + o.credit.top1, 0) / n,
    top3: outcomes.reduce((a, o) => a + o.credit.top3, 0) / n,
    mrr: outcomes.reduce((a, o) => a + o.credit.rr, 0) / n,
    p50: pct(outcomes.map((o) => o.ms), 50),
    p95: pct(outcomes.map((o) => o.ms), 95),
    outcomes,
  };
}

type Credit = { top1: number; top3: number; rr: number };

function rankOf(ids: string[], acceptable: Set<string>): number | null {
  const i = ids.findIndex((id) => acceptable.has(id));
  return i < 0 ? null : i + 1;
}

const creditOf = (rank: number | null): Credit => ({ top1: rank === 1 ? 1 : 0, top3: rank !== null && rank <= 3 ? 1 : 0, rr: rank ? 1 / rank : 0 });

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/**
 * Credits of a ranking with ties, as their expectation over every order of the tied tutors (the order a list
 * happens to return is not the method's merit): `before` tutors score higher than the first group holding a right
 * tutor, which has `size` tutors of whom `right` are right.
 */
export function tiedCredit(before: number, size: number, right: number): { credit: Credit; rank: number } {
  // P(the first right tutor is the x-th of the group) = C(size - x, right - 1) / C(size, right).
  const all = choose(size, right);
  let top1 = 0;
  let top3 = 0;
  let rr = 0;
  for (let x = 1; x <= size - right + 1; x++) {
    const p = choose(size - x, right - 1) / all;
    if (before + x === 1) top1 += p;
    if (before + x <= 3) top3 += p;
    rr += p / (before + x);
  }
  return { credit: { top1, top3, rr }, rank: before + (size + 1) / (right + 1) };
}

/** The AI search, once per query (after one warm-up pass, so the figures are of a running install). */
export async function evaluateSearch(baseUrl: string, queries: QuerySpec[], expertIds: Map<string, string>, keyOf: Map<string, string>): Promise<Figures> {
  const visitor = browser(baseUrl, '192.0.2.10');
  const ask = (query: string) => visitor.call<{ results: { id: string }[]; extractedCriteria: Understood }>('POST', '/api/ai/tutor-search', { query });
  for (const q of queries) await ask(q.query);
  const outcomes: QueryOutcome[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    const answer = await ask(q.query);
    const ms = performance.now() - t0;
    const ids = answer.results.map((r) => r.id);
    const c = scoreCriteria(q.criteria, answer.extractedCriteria);
    const rank = rankOf(ids, new Set(q.expect.map((k) => expertIds.get(k)!)));
    outcomes.push({
      query: q.query,
      expect: q.expect,
      rank,
      credit: creditOf(rank),
      tiedWith: 1,
      top3: ids.slice(0, 3).map((id) => keyOf.get(id) ?? id),
      fieldsRight: c.right,
      fieldsTotal: c.total,
      wrongFields: c.wrong,
      understood: answer.extractedCriteria,
      ms,
    });
  }
  return figures('AI search', outcomes, true);
}

/** Words that say nothing about a tutor. */
const STOP_WORDS = new Set(
  ('a an and are as at be but by can do for from has have he her his i im in is it its me my of on or our she so that the their this to ' +
    'too was we who will with you your want need needs wants please looking teacher tutor tutors classes class lessons lesson coach ' +
    'hai mein me ke ki ka se ko').split(' '),
);

export function queryWords(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP_WORDS.has(w)))];
}

/**
 * The naive keyword match: how many query words occur in the tutor's name, category, custom category and bio.
 * A word occurs when it equals a word of that text or, for words of 4 letters or more, begins one ("math" in
 * "mathematics"). Tutors sharing no word are not listed. Tutors with the same score are tied: the figures are
 * the expectation over their orders (see tiedCredit), and the top 3 shown keep the list's own order.
 */
export function keywordScore(words: string[], card: Card): number {
  const text = new Set(
    [card.name, card.domainName, card.customDomain, card.bio].join(' ').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean),
  );
  const tokens = [...text];
  return words.filter((w) => text.has(w) || (w.length >= 4 && tokens.some((t) => t.startsWith(w)))).length;
}

export async function evaluateKeywordBaseline(baseUrl: string, queries: QuerySpec[], expertIds: Map<string, string>, keyOf: Map<string, string>): Promise<Figures> {
  const visitor = browser(baseUrl, '192.0.2.11');
  const everyone = async (): Promise<Card[]> => {
    const cards: Card[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Card[]; nextCursor: string | null } = await visitor.call('GET', `/api/experts?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      cards.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return cards;
  };
  await everyone();
  const outcomes: QueryOutcome[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    const cards = await everyone();
    const words = queryWords(q.query);
    const scored = cards
      .map((card, i) => ({ id: card.id, i, score: keywordScore(words, card) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.i - b.i);
    const ms = performance.now() - t0;
    const acceptable = new Set(q.expect.map((k) => expertIds.get(k)!));
    const firstRight = scored.find((x) => acceptable.has(x.id));
    const tie = firstRight
      ? tiedCredit(
          scored.filter((x) => x.score > firstRight.score).length,
          scored.filter((x) => x.score === firstRight.score).length,
          scored.filter((x) => x.score === firstRight.score && acceptable.has(x.id)).length,
        )
      : null;
    outcomes.push({
      query: q.query,
      expect: q.expect,
      rank: tie ? tie.rank : null,
      credit: tie ? tie.credit : creditOf(null),
      tiedWith: firstRight ? scored.filter((x) => x.score === firstRight.score).length : 1,
      top3: scored.slice(0, 3).map((x) => keyOf.get(x.id) ?? x.id),
      fieldsRight: 0,
      fieldsTotal: 0,
      wrongFields: [],
      ms,
    });
  }
  return figures('Keyword baseline', outcomes, false);
}
