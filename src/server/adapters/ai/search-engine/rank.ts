// Built-in ranking: how well one expert meets the understood criteria, blended with text relevance
// (Postgres full-text and trigram scores computed on the candidate set) and quality priors.
import type { ExtractedCriteria } from '../../../../shared/schemas/search';
import { toMatchPercent } from '../../../../shared/rules/match-score';
import { examNames } from './understand';

/** The facet lists an expert declares, as retrieval reads them (search.repo's FacetRow) and ranking scores them. */
export type ExpertFacets = {
  subjects: string[];
  boards: string[];
  exams: string[];
  levels: string[];
  audiences: string[];
  styles: string[];
  languages: string[];
};

export type Candidate = ExpertFacets & {
  id: string;
  domainName: string | null;
  experienceYears: number;
  hourlyRate: number | null;
  rating: number;
  totalSessions: number;
  isVerified: boolean;
  /** ts_rank_cd of the keyword query, 0..1. */
  textRank: number;
  /** pg_trgm word similarity between the query and the expert's category and subjects, 0..1. */
  fuzzy: number;
  /** Has an open slot in the asked time window; null when the query says nothing about time. */
  timeMatch: boolean | null;
};

export type Ranked = { id: string; matchScore: number; matchExplanation: string };

const lower = (xs: string[]) => xs.map((x) => x.toLowerCase());
const overlap = (want: string[], have: string[]) => {
  const h = new Set(lower(have));
  return want.filter((w) => h.has(w.toLowerCase()));
};

type Check = { label: string; weight: number; score: number };

function gradeScore(grade: string, levels: string[]): number {
  const want = Number(grade.split(' ')[1]);
  const have = levels.map((l) => Number(/^grade (\d+)$/i.exec(l)?.[1])).filter((n) => n > 0);
  if (have.includes(want)) return 1;
  if (have.some((n) => Math.abs(n - want) === 1)) return 0.5;
  return 0;
}

function checks(c: ExtractedCriteria, e: Candidate, formatRate: (minor: number) => string): Check[] {
  const out: Check[] = [];
  const exam = examNames(c.exams);
  if (c.subjects.length) {
    const expertSubjects = [...e.subjects, e.domainName ?? ''];
    const hit = overlap(c.subjects, expertSubjects).length > 0 || overlap(exam.domains, expertSubjects).length > 0;
    out.push({ label: c.subjects.slice(0, 2).join(' / '), weight: 40, score: hit ? 1 : 0 });
  }
  if (c.exams.length) {
    const have = lower(e.exams);
    const hits = c.exams.filter((code) => {
      const names = examNames([code]);
      return names.names.some((n) => have.includes(n.toLowerCase())) || names.domains.includes(e.domainName ?? '');
    });
    out.push({ label: c.exams.join(', '), weight: 20, score: hits.length / c.exams.length });
  }
  if (c.grade) out.push({ label: c.grade, weight: 12, score: gradeScore(c.grade, e.levels) });
  if (c.boards.length) out.push({ label: `${c.boards.join('/')} board`, weight: 14, score: overlap(c.boards, e.boards).length ? 1 : 0 });
  if (c.levels.length) out.push({ label: `${c.levels.join('/')} level`, weight: 6, score: overlap(c.levels, e.levels).length ? 1 : 0 });
  if (c.languages.length) {
    out.push({ label: `teaches in ${c.languages.join(' and ')}`, weight: 18, score: overlap(c.languages, e.languages).length / c.languages.length });
  }
  if (c.audiences.length) {
    const have = [...e.audiences, ...(e.levels.includes('Beginner') ? ['beginners'] : [])];
    out.push({ label: c.audiences.join(', '), weight: 10, score: overlap(c.audiences, have).length / c.audiences.length });
  }
  if (c.styles.length) {
    const have = [...e.styles, ...(e.experienceYears >= 10 ? ['experienced'] : []), ...(e.totalSessions >= 300 && e.rating >= 4.7 ? ['proven results'] : [])];
    const hits = overlap(c.styles, have);
    out.push({ label: c.styles.join(', '), weight: 6 * Math.min(3, c.styles.length), score: hits.length / c.styles.length });
  }
  if (c.minExperienceYears != null) {
    const ok = e.experienceYears >= c.minExperienceYears;
    out.push({ label: `${c.minExperienceYears}+ years of experience`, weight: 8, score: ok ? 1 : (0.5 * e.experienceYears) / Math.max(1, c.minExperienceYears) });
  }
  if (c.maxHourlyRate != null) {
    const rate = e.hourlyRate;
    const score = rate == null ? 0.5 : rate <= c.maxHourlyRate ? 1 : rate <= c.maxHourlyRate * 1.25 ? 0.4 : 0;
    out.push({ label: `under ${formatRate(c.maxHourlyRate)}`, weight: 10, score });
  }
  if (c.timeWindows.length && e.timeMatch != null) out.push({ label: `free ${c.timeWindows.join(', ')}`, weight: 10, score: e.timeMatch ? 1 : 0 });
  if (c.keywords.length) out.push({ label: `mentions ${c.keywords.slice(0, 3).join(', ')}`, weight: 8, score: Math.min(1, e.textRank * 2) });
  return out;
}

function prior(e: Candidate): number {
  const sessions = Math.min(1, Math.log10(1 + e.totalSessions) / 3);
  return 0.45 * (e.rating / 5) + 0.3 * (e.isVerified ? 1 : 0) + 0.25 * sessions;
}

function scoreCandidate(c: ExtractedCriteria, e: Candidate, formatRate: (minor: number) => string): Ranked {
  const list = checks(c, e, formatRate);
  const total = list.reduce((s, x) => s + x.weight, 0);
  const criteria = total ? list.reduce((s, x) => s + x.weight * x.score, 0) / total : 0;
  const relevance = Math.min(1, 0.6 * Math.min(1, e.textRank * 2) + 0.4 * e.fuzzy);
  const raw = total ? 100 * (0.8 * criteria + 0.08 * relevance + 0.12 * prior(e)) : 100 * (0.6 * relevance + 0.1 * prior(e));
  const matched = list.filter((x) => x.score >= 0.99).map((x) => x.label);
  const partly = list.filter((x) => x.score > 0 && x.score < 0.99).map((x) => x.label);
  const missed = list.filter((x) => x.score === 0).map((x) => x.label);
  const parts = [
    matched.length ? `Matches ${matched.join('; ')}` : 'No direct criteria matched',
    partly.length ? `partly ${partly.join('; ')}` : '',
    missed.length ? `not ${missed.join('; ')}` : '',
  ].filter(Boolean);
  const quality = `${e.isVerified ? 'verified, ' : ''}rated ${e.rating.toFixed(1)} over ${e.totalSessions} sessions`;
  return { id: e.id, matchScore: toMatchPercent(raw), matchExplanation: `${parts.join('; ')}. ${quality[0].toUpperCase()}${quality.slice(1)}.` };
}

/** Scores, sorts by score then rating, and returns the best `limit`. */
export function rankCandidates(c: ExtractedCriteria, list: Candidate[], formatRate: (minor: number) => string, limit: number): Ranked[] {
  const byId = new Map(list.map((e) => [e.id, e]));
  return list
    .map((e) => scoreCandidate(c, e, formatRate))
    .sort((a, b) => b.matchScore - a.matchScore || byId.get(b.id)!.rating - byId.get(a.id)!.rating || (a.id < b.id ? -1 : 1))
    .slice(0, limit);
}
