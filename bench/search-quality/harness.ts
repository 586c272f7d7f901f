// The search-quality benchmark from start to finish: a fresh production-like install, the catalog built
// through the public API, every query asked of the AI search and of the keyword baseline, and a report.
// With `holdout`, the held-out tutors join the same catalog and the held-out queries (written without looking
// at the engine) are scored on their own, next to the main queries.
import type { DatabaseHandle } from '../../src/server/db/client';
import { buildCatalog } from './build-catalog';
import { TUTORS } from './catalog';
import { evaluateKeywordBaseline, evaluateSearch, type Figures, type Understood } from './evaluate';
import { HOLDOUT_TUTORS } from './holdout-catalog';
import { HOLDOUT_QUERIES } from './holdout-queries';
import { QUERIES, type QuerySpec } from './queries';
import { startInstall } from './server';

type QuerySetFigures = { search: Figures; baseline: Figures };

type QualityRun = {
  /** The main queries (queries.ts). */
  search: Figures;
  baseline: Figures;
  /** The held-out queries (holdout-queries.ts), when the held-out tutors were built too. */
  holdout: QuerySetFigures | null;
  tutors: number;
  buildSeconds: number;
  totalSeconds: number;
  at: Date;
};

function checkKeys(tutorKeys: string[], querySets: QuerySpec[][]): void {
  const keys = new Set<string>();
  for (const k of tutorKeys) {
    if (keys.has(k)) throw new Error(`duplicate tutor key ${k}`);
    keys.add(k);
  }
  for (const q of querySets.flat()) for (const k of q.expect) if (!keys.has(k)) throw new Error(`query "${q.query}" expects unknown tutor ${k}`);
}

export async function runSearchQuality(options: { database?: DatabaseHandle; now?: Date; holdout?: boolean } = {}): Promise<QualityRun> {
  const started = performance.now();
  const tutors = options.holdout ? [...TUTORS, ...HOLDOUT_TUTORS] : TUTORS;
  checkKeys(
    tutors.map((t) => t.key),
    options.holdout ? [QUERIES, HOLDOUT_QUERIES] : [QUERIES],
  );

  const at = options.now ?? new Date();
  const install = await startInstall({ database: options.database });
  try {
    const built = await buildCatalog(install, tutors, at);
    const keyOf = new Map([...built.expertIds].map(([k, id]) => [id, k]));
    const search = await evaluateSearch(install.baseUrl, QUERIES, built.expertIds, keyOf);
    const baseline = await evaluateKeywordBaseline(install.baseUrl, QUERIES, built.expertIds, keyOf);
    const holdout = options.holdout
      ? {
          search: await evaluateSearch(install.baseUrl, HOLDOUT_QUERIES, built.expertIds, keyOf),
          baseline: await evaluateKeywordBaseline(install.baseUrl, HOLDOUT_QUERIES, built.expertIds, keyOf),
        }
      : null;
    return { search, baseline, holdout, tutors: tutors.length, buildSeconds: built.seconds, totalSeconds: (performance.now() - started) / 1000, at };
  } finally {
    await install.close();
  }
}

const percent = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)}%`);

function figureRows(set: QuerySetFigures): string[] {
  return [
    ...[set.search, set.baseline].map(
      (f) =>
        `${f.name.padEnd(18)} criteria ${percent(f.criteriaAccuracy).padStart(6)} · top-1 ${percent(f.top1).padStart(6)} · top-3 ${percent(f.top3).padStart(6)} · MRR ${f.mrr.toFixed(3)} · p50 ${f.p50.toFixed(1)} ms · p95 ${f.p95.toFixed(1)} ms`,
    ),
    `top-1 lead over the keyword baseline: ${((set.search.top1 - set.baseline.top1) * 100).toFixed(1)} points`,
  ];
}

/** The non-empty fields of what the engine understood, on one line. */
function describeUnderstood(u: Understood | undefined): string {
  if (!u) return '(nothing)';
  const parts = Object.entries(u)
    .filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${k}=${typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : Array.isArray(v) ? v.join('/') : v}`);
  return parts.join('; ') || '(nothing)';
}

function missesOf(set: QuerySetFigures, label: string, withUnderstanding: boolean): string[] {
  const lines: string[] = [];
  const missed = set.search.outcomes.filter((o) => o.rank !== 1);
  lines.push('', `${label}AI search: queries without a right tutor first (${missed.length}):`);
  for (const o of missed) {
    lines.push(`  ✗ "${o.query}"  expected ${o.expect.join(' or ')} · got rank ${o.rank ?? '—'} · top 3: ${o.top3.join(', ') || '(none)'}`);
    if (withUnderstanding) lines.push(`      understood: ${describeUnderstood(o.understood)}`);
  }
  const misread = set.search.outcomes.filter((o) => o.wrongFields.length);
  lines.push('', `${label}AI search: queries with criteria misread (${misread.length}):`);
  for (const o of misread) {
    lines.push(`  ~ "${o.query}"  wrong: ${o.wrongFields.join(', ')}`);
    if (withUnderstanding) lines.push(`      understood: ${describeUnderstood(o.understood)}`);
  }
  const baselineMissed = set.baseline.outcomes.filter((o) => o.credit.top1 < 1);
  lines.push('', `${label}${label ? 'keyword' : 'Keyword'} baseline: queries without a right tutor surely first (${baselineMissed.length}; ties count by their odds):`);
  for (const o of baselineMissed) {
    const rank = o.rank === null ? '—' : `${Number.isInteger(o.rank) ? o.rank : o.rank.toFixed(1)}${o.tiedWith > 1 ? ` (tied with ${o.tiedWith - 1} other${o.tiedWith > 2 ? 's' : ''})` : ''}`;
    lines.push(`  ✗ "${o.query}"  expected rank ${rank} · top 3: ${o.top3.join(', ') || '(none)'}`);
  }
  return lines;
}

export function formatReport(run: QualityRun): string {
  const main = { search: run.search, baseline: run.baseline };
  const lines = [
    `Search quality on ${run.tutors} tutors built through the public API (catalog built in ${run.buildSeconds.toFixed(1)} s, availability from ${run.at.toISOString()}).`,
    '',
    `Main queries (queries.ts): ${run.search.queries}`,
    ...figureRows(main),
  ];
  if (run.holdout) lines.push('', `Held-out queries (holdout-queries.ts, never seen by the engine): ${run.holdout.search.queries}`, ...figureRows(run.holdout));
  lines.push(...missesOf(main, run.holdout ? 'Main queries, ' : '', false));
  if (run.holdout) lines.push(...missesOf(run.holdout, 'Held-out queries, ', true));
  lines.push('', `Total ${run.totalSeconds.toFixed(1)} s.`);
  return lines.join('\n');
}
