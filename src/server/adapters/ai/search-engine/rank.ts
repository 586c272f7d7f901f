// Built-in ranking. A match score is the share of the student's stated needs that the tutor meets, read
// against the tutor's own facets (confirmed by the tutor or inferred from what they wrote):
//   - every stated need (subject, exam, grade, board, level, language, audience, style, experience, budget,
//     time) is one check with a weight, scoring 1 when met, a fraction when partly met, 0 when the tutor's
//     profile says otherwise;
//   - a need the tutor's profile says nothing about (no boards, no grades, no styles…) counts half and is not
//     mentioned in the explanation: the explanation never claims what the profile does not say;
//   - subjects follow the catalogue's hierarchy: a tutor of a sub-category meets its parent ("Scratch" meets
//     "coding for kids", a little below a tutor of the category itself; a broad request such as "science" names
//     its branches, so "Physics" meets it in full); a tutor of the broader subject meets a narrower request
//     partly ("Science" for "physics", "English" for "spoken English"); exam preparation meets an exam's subjects;
//   - score = 90 × needs met + 10 × text relevance (full-text and trigram), so a tutor meeting every need scores
//     90 or more, and a tutor missing the asked subject is capped under 60 whatever else matches;
//   - what the student would rather avoid ("no olympiad", "not strict") takes a share off the score of a tutor
//     who declares it, and the explanation says so.
// Equal scores are ordered by text relevance, then verification, a Bayesian rating (a new tutor's 5.0 with no
// reviews counts as the prior), then sessions.
import { ancestorsOf, findEntry, withBroader } from '../../../../shared/catalog';
import type { ExtractedCriteria } from '../../../../shared/schemas/search';
import { MISSING_SUBJECT_MAX, toMatchPercent } from '../../../../shared/rules/match-score';
import { bayesianRating } from '../../../../shared/rules/rating';
import { examNames, type Lexicon } from './understand';

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
  customDomain?: string | null;
  experienceYears: number;
  hourlyRate: number | null;
  rating: number;
  /** Reviews behind `rating`; 0 for a new tutor. */
  ratingCount: number;
  totalSessions: number;
  isVerified: boolean;
  /** ts_rank_cd of the query's words against everything the tutor wrote, 0..1. */
  textRank: number;
  /** pg_trgm word similarity between the query and the expert's category and subjects, 0..1. */
  fuzzy: number;
  /** Has an open slot in the asked time; null when the query says nothing about time or it was not looked up. */
  timeMatch: boolean | null;
};

export type Ranked = { id: string; matchScore: number; matchExplanation: string; relevance: number; quality: number };

/** A need the tutor's profile is silent on counts this much, and is left out of the explanation. */
const UNKNOWN_SHARE = 0.5;
/** A tutor of a narrower subject, for the broader request ("Scratch" for "coding for kids"). */
const CHILD_SUBJECT_SHARE = 0.9;
/** A tutor of the broader subject, for a narrower request ("Science" for "physics"). */
const PARENT_SUBJECT_SHARE = 0.6;
/** The highest score of a tutor who does not teach the asked subject. */
export const NO_SUBJECT_CAP = MISSING_SUBJECT_MAX;
/** Share of the score for the needs met; the rest is text relevance. Every need met lands at 90 or above (FULL_MATCH is 80). */
const NEEDS_SHARE = 90;
/** A check scoring this much is a need met, in the explanation. */
const MET = 0.85;

const lc = (s: string) => s.toLowerCase();
const hasAny = (want: string[], have: string[]) => {
  const h = new Set(have.map(lc));
  return want.filter((w) => h.has(lc(w)));
};

/** A need's weight; for what the student would rather avoid (`avoid`), the share of the score a tutor who declares it loses. */
type Check = { label: string; weight: number; score: number; known: boolean; subject?: boolean; avoid?: boolean };

/** A tutor of the broader board or exam only, for a specific one ("State Board" for "Gujarat Board", "Olympiad" for "Maths Olympiad"). */
const BROADER_SHARE = 0.7;
/** A tutor of a sibling under the same broader board ("Maharashtra Board" for "Gujarat Board"). */
const SIBLING_SHARE = 0.5;
/** A tutor who declares what the student would rather avoid alongside other things ("Olympiad" and "JEE" for "no olympiad"). */
const MIXED_AVOID_SHARE = 0.4;

/** The asked codes that are not merely the broader entry of another asked one: ["Gujarat Board", "State Board"] → ["Gujarat Board"]. */
function mostSpecific(kind: 'board' | 'exam', codes: string[]): string[] {
  const parents = new Set(codes.map((x) => findEntry(kind, x)?.parent?.toLowerCase()).filter(Boolean));
  const out = codes.filter((x) => !parents.has(x.toLowerCase()));
  return out.length ? out : codes;
}

/** The broader codes above one code, nearest first ("Gujarat Board" → ["State Board"]). */
const broaderOf = (kind: 'board' | 'exam', code: string) => withBroader(kind, [code]).filter((x) => lc(x) !== lc(code));

/** Does the tutor declare the exam (or a narrower one, or one of their other names)? */
const declaresExam = (code: string, exams: string[]) => {
  const have = new Set(exams.map(lc));
  return examNames([code]).names.some((n) => have.has(lc(n)));
};

/** The parent of each subject: the catalogue's, or the database's when it knows the category. */
export type SubjectTree = (code: string) => string[];

const ANCESTORS = new Map<string, string[]>();
const catalogueTree: SubjectTree = (code) => {
  const key = lc(code);
  let hit = ANCESTORS.get(key);
  if (!hit) {
    if (ANCESTORS.size > 5000) ANCESTORS.clear();
    ANCESTORS.set(key, (hit = ancestorsOf(code)));
  }
  return hit;
};
const TREES = new WeakMap<Lexicon, SubjectTree>();

export function subjectTree(lexicon?: Lexicon): SubjectTree {
  if (!lexicon?.subjects.length) return catalogueTree;
  let tree = TREES.get(lexicon);
  if (!tree) {
    const parent = new Map(lexicon.subjects.filter((s) => s.parent).map((s) => [lc(s.code), s.parent as string]));
    const memo = new Map<string, string[]>();
    tree = (code) => {
      const key = lc(code);
      const hit = memo.get(key);
      if (hit) return hit;
      const out: string[] = [];
      let at: string | undefined = parent.get(key) ?? catalogueTree(code)[0];
      while (at && !out.some((x) => lc(x) === lc(at as string)) && lc(at) !== key) {
        out.push(at);
        at = parent.get(lc(at)) ?? catalogueTree(at)[0];
      }
      memo.set(key, out);
      return out;
    };
    TREES.set(lexicon, tree);
  }
  return tree;
}

/** Whether `taught` is a subject above one of the `asked` ones ("English" above "Spoken English"). */
const isBroaderThan = (taught: string, asked: string[], tree: SubjectTree) => asked.some((a) => tree(a).some((x) => lc(x) === lc(taught)));

/** How far the tutor's subjects meet the asked ones: 1 the same, CHILD_SUBJECT_SHARE narrower, PARENT_SUBJECT_SHARE broader, 0 otherwise. */
export function subjectShare(asked: string[], taught: string[], tree: SubjectTree = catalogueTree): number {
  const want = new Set(asked.map(lc));
  let best = 0;
  for (const t of taught) {
    if (want.has(lc(t))) return 1;
    if (tree(t).some((a) => want.has(lc(a)))) best = Math.max(best, CHILD_SUBJECT_SHARE);
    else if (isBroaderThan(t, asked, tree)) best = Math.max(best, PARENT_SUBJECT_SHARE);
  }
  return best;
}

const gradeOf = (l: string) => Number(/^grade (\d+)$/i.exec(l)?.[1]) || 0;

function checks(c: ExtractedCriteria, e: Candidate, formatRate: (minor: number) => string, tree: SubjectTree): Check[] {
  const out: Check[] = [];
  const exam = examNames(c.exams);
  const taught = [...e.subjects, ...(e.domainName ? [e.domainName] : []), ...(e.customDomain ? [e.customDomain] : [])];
  if (c.subjects.length) {
    // An exam-preparation category teaches the exam's subjects ("NEET Preparation" for "NEET biology"). A tutor
    // who declares the asked exam teaches it: when the query's subjects are only the exam's own ("JEE coaching"
    // carries Physics, Chemistry, Mathematics) or the tutor names no subject, the subject is met too.
    // The explanation then names the exam, not subjects the tutor never wrote.
    let share = Math.max(subjectShare(c.subjects, taught, tree), hasAny(exam.domains, taught).length ? 1 : 0);
    let known = true;
    if (share < 1 && c.exams.some((code) => declaresExam(code, e.exams))) {
      // An exam's own subjects, all of them and nothing else, are what a query naming no subject carries.
      const asked = new Set(c.subjects.map(lc));
      const same = (xs: string[]) => xs.length > 0 && new Set(xs.map(lc)).size === asked.size && xs.every((x) => asked.has(lc(x)));
      const carried = same(c.exams.flatMap((code) => findEntry('exam', code)?.subjects ?? [])) || c.exams.some((code) => same(findEntry('exam', code)?.subjects ?? []));
      if (!e.subjects.length || carried) [share, known] = [1, false];
    }
    // A tutor of the broader subject only says which one ("Spoken English: teaches English").
    const wider = share === PARENT_SUBJECT_SHARE ? taught.find((t) => isBroaderThan(t, c.subjects, tree)) : undefined;
    const label = c.subjects.slice(0, 2).join(' / ');
    out.push({ label: wider ? `${label}: teaches ${wider}` : label, weight: 40, score: share, known, subject: true });
  }
  if (c.exams.length) {
    // Each specific exam asked counts once; its broader exam ("Olympiad" after "Maths Olympiad") is not a
    // second need, and a tutor of only the broader one partly meets it.
    const asked = mostSpecific('exam', c.exams);
    let met = 0;
    for (const code of asked) {
      const entry = findEntry('exam', code);
      if (declaresExam(code, e.exams)) met += 1;
      else if (hasAny(examNames([code]).domains, taught).length) met += entry?.parent ? BROADER_SHARE : 1;
      else if (broaderOf('exam', code).some((b) => hasAny([b, ...(findEntry('exam', b)?.aliases ?? [])], e.exams).length)) met += BROADER_SHARE;
    }
    const known = e.exams.length > 0 || met > 0;
    out.push({ label: asked.join(', '), weight: 20, score: known ? met / asked.length : UNKNOWN_SHARE, known });
  }
  if (c.grade) {
    const want = gradeOf(c.grade);
    const have = e.levels.map(gradeOf).filter((n) => n > 0);
    const score = have.includes(want) ? 1 : have.some((n) => Math.abs(n - want) === 1) ? 0.5 : 0;
    out.push({ label: c.grade, weight: 12, score: have.length ? score : UNKNOWN_SHARE, known: have.length > 0 });
  }
  if (c.boards.length) {
    // A tutor's specific board meets its broader one ("Gujarat Board" for "state board"); only the broader one,
    // or another state's board, partly meets a specific request.
    const asked = mostSpecific('board', c.boards);
    const own = new Set(e.boards.map(lc));
    const wide = new Set(withBroader('board', e.boards).map(lc));
    let score = 0;
    for (const code of asked) {
      const up = broaderOf('board', code).map(lc);
      const one = wide.has(lc(code)) ? 1 : up.some((b) => own.has(b)) ? BROADER_SHARE : up.some((b) => wide.has(b)) ? SIBLING_SHARE : 0;
      score = Math.max(score, one);
    }
    const known = e.boards.length > 0;
    const label = asked.map((b) => (/\bboard\b/i.test(b) ? b : `${b} board`)).join('/');
    out.push({ label, weight: 14, score: known ? score : UNKNOWN_SHARE, known });
  }
  if (c.levels.length) {
    const named = e.levels.filter((l) => !gradeOf(l));
    const hit = hasAny(c.levels, [...named, ...(e.audiences.includes('beginners') ? ['Beginner'] : [])]).length > 0;
    const known = named.length > 0 || hit;
    out.push({ label: `${c.levels.join('/')} level`, weight: 6, score: known ? (hit ? 1 : 0) : UNKNOWN_SHARE, known });
  }
  if (c.languages.length) {
    const known = e.languages.length > 0;
    const share = hasAny(c.languages, e.languages).length / c.languages.length;
    out.push({ label: `teaches in ${c.languages.join(' and ')}`, weight: 18, score: known ? share : UNKNOWN_SHARE, known });
  }
  if (c.audiences.length) {
    const have = [...e.audiences, ...(e.levels.some((l) => lc(l) === 'beginner') ? ['beginners'] : [])];
    const share = hasAny(c.audiences, have).length / c.audiences.length;
    out.push({ label: c.audiences.join(', '), weight: 10, score: have.length ? share : UNKNOWN_SHARE, known: have.length > 0 });
  }
  if (c.styles.length) {
    const proven = e.totalSessions >= 300 && bayesianRating(e.rating, e.ratingCount) >= 4.6;
    const have = [...e.styles, ...(e.experienceYears >= 10 ? ['experienced'] : []), ...(proven ? ['proven results'] : [])];
    const hits = hasAny(c.styles, have).length;
    const weight = 6 * Math.min(3, c.styles.length);
    // Styles are rarely all written down: an unmentioned one is unknown, not refused.
    const score = (hits + (c.styles.length - hits) * UNKNOWN_SHARE) / c.styles.length;
    out.push({ label: c.styles.join(', '), weight, score: hits === c.styles.length ? 1 : score, known: hits > 0 });
  }
  if (c.minExperienceYears != null) {
    const ok = e.experienceYears >= c.minExperienceYears;
    out.push({ label: `${c.minExperienceYears}+ years of experience`, weight: 8, score: ok ? 1 : (0.5 * e.experienceYears) / Math.max(1, c.minExperienceYears), known: true });
  }
  if (c.maxHourlyRate != null) {
    const rate = e.hourlyRate;
    const score = rate == null ? UNKNOWN_SHARE : rate <= c.maxHourlyRate ? 1 : rate <= c.maxHourlyRate * 1.25 ? 0.4 : 0;
    out.push({ label: `under ${formatRate(c.maxHourlyRate)}`, weight: 10, score, known: rate != null });
  }
  if (c.timeWindows.length || c.hours) {
    const label = `free ${c.timeWindows.join(', ')}`.trim();
    out.push({ label, weight: 10, score: e.timeMatch == null ? UNKNOWN_SHARE : e.timeMatch ? 1 : 0, known: e.timeMatch != null });
  }
  if (c.keywords.length) {
    const share = Math.min(1, e.textRank * 2);
    out.push({ label: `mentions ${c.keywords.slice(0, 3).join(', ')}`, weight: 8, score: share, known: share > 0 });
  }
  out.push(...avoided(c, e));
  return out;
}

/**
 * What the student would rather avoid ("no olympiad stuff", "not a beginner", "not for small kids", "not
 * strict"): one check per kind, unmet when the tutor declares only excluded values of it, mostly unmet when
 * excluded values sit among others, met (and not mentioned) when the tutor declares none. An unmet one takes
 * its weight's share off the tutor's score, so such a tutor is demoted but still listed.
 */
function avoided(c: ExtractedCriteria, e: Candidate): Check[] {
  const x = c.excludes;
  if (!x) return [];
  const out: Check[] = [];
  const add = (weight: number, excluded: string[], have: string[], label: (v: string) => string) => {
    if (!excluded.length) return;
    const hit = [...new Set(have.filter((h) => excluded.some((v) => lc(v) === lc(h))).map(lc))];
    if (!hit.length) {
      out.push({ label: '', weight, score: 1, known: false, avoid: true });
      return;
    }
    const only = hit.length === new Set(have.map(lc)).size;
    out.push({ label: label(hit[0]), weight, score: only ? 0 : MIXED_AVOID_SHARE, known: true, avoid: true });
  };
  const exams = [...new Set(e.exams.filter((t) => x.exams.some((code) => declaresExam(code, [t]))))];
  if (x.exams.length) {
    // The excluded exams' narrower ones count as excluded too ("no olympiad" and a "Maths Olympiad" tutor).
    const other = e.exams.filter((t) => !exams.includes(t));
    out.push(
      exams.length
        ? { label: `teaches ${exams[0]}`, weight: 0.3, score: other.length ? MIXED_AVOID_SHARE : 0, known: true, avoid: true }
        : { label: '', weight: 0.3, score: 1, known: false, avoid: true },
    );
  }
  const beginnerLevel = e.audiences.some((a) => lc(a) === 'beginners') ? ['Beginner'] : [];
  const levels = [...e.levels.filter((l) => !gradeOf(l)), ...beginnerLevel];
  add(0.2, x.levels, levels, (v) => `teaches ${lc(v)} level`);
  // "Not a beginner" is one wish, whether it was read as a level, an audience or both.
  const levelsSayBeginner = x.levels.some((l) => lc(l) === 'beginner');
  add(0.25, x.audiences.filter((a) => !(levelsSayBeginner && lc(a) === 'beginners')), e.audiences, (v) => `teaches ${v}`);
  add(0.2, x.styles, e.styles, (v) => `${v} teaching style`);
  return out;
}

/** Verification, a rating with enough reviews behind it, and sessions: 0..1, for ordering equal matches. */
function quality(e: Pick<Candidate, 'rating' | 'ratingCount' | 'totalSessions' | 'isVerified'>): number {
  const rating = (bayesianRating(e.rating, e.ratingCount) - 1) / 4;
  const sessions = Math.min(1, Math.log10(1 + e.totalSessions) / 3);
  return 0.3 * (e.isVerified ? 1 : 0) + 0.5 * rating + 0.2 * sessions;
}

function describeQuality(e: Candidate): string {
  const parts: string[] = [];
  if (e.isVerified) parts.push('verified');
  if (e.ratingCount > 0) parts.push(`rated ${e.rating.toFixed(1)} from ${e.ratingCount} review${e.ratingCount === 1 ? '' : 's'}`);
  else parts.push('no reviews yet');
  if (e.totalSessions > 0) parts.push(`${e.totalSessions} session${e.totalSessions === 1 ? '' : 's'}`);
  const text = parts.join(', ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

export function scoreCandidate(c: ExtractedCriteria, e: Candidate, formatRate: (minor: number) => string, tree: SubjectTree = catalogueTree): Ranked {
  const list = checks(c, e, formatRate, tree);
  const needs = list.filter((x) => !x.avoid);
  const total = needs.reduce((s, x) => s + x.weight, 0);
  const met = total ? needs.reduce((s, x) => s + x.weight * x.score, 0) / total : 0;
  // Each thing the student would rather avoid takes its share off whatever else matched.
  const kept = list.filter((x) => x.avoid).reduce((k, x) => k * (1 - x.weight * (1 - x.score)), 1);
  const relevance = Math.min(1, 0.6 * Math.min(1, e.textRank * 2) + 0.4 * e.fuzzy);
  let raw = (total ? NEEDS_SHARE * met + (100 - NEEDS_SHARE) * relevance : 60 * relevance) * kept;
  const subject = list.find((x) => x.subject);
  if (subject && subject.score === 0) raw = Math.min(raw, NO_SUBJECT_CAP);
  const shown = list.filter((x) => x.known && !x.avoid);
  const avoid = list.filter((x) => x.avoid && x.score < 1).map((x) => `${x.label}, which you'd rather avoid`);
  const matched = shown.filter((x) => x.score >= MET).map((x) => x.label);
  const partly = shown.filter((x) => x.score > 0 && x.score < MET).map((x) => x.label);
  const missed = shown.filter((x) => x.score === 0).map((x) => x.label);
  const parts = [
    matched.length ? `Matches ${matched.join('; ')}` : partly.length ? '' : 'No stated need matched directly',
    partly.length ? `${matched.length ? 'partly' : 'Partly matches'} ${partly.join('; ')}` : '',
    missed.length ? `not ${missed.join('; ')}` : '',
    ...avoid,
  ].filter(Boolean);
  return { id: e.id, matchScore: toMatchPercent(raw), matchExplanation: `${parts.join('; ')}. ${describeQuality(e)}`, relevance, quality: quality(e) };
}

/** Best first: score, then text relevance, then quality (verification, Bayesian rating, sessions). */
export function compareRanked(a: Ranked, b: Ranked): number {
  return b.matchScore - a.matchScore || Math.round(100 * (b.relevance - a.relevance)) || b.quality - a.quality || (a.id < b.id ? -1 : 1);
}

/** Scores and sorts every candidate, and returns the best `limit`. */
export function rankCandidates(
  c: ExtractedCriteria,
  list: Candidate[],
  formatRate: (minor: number) => string,
  limit: number,
  lexicon?: Lexicon,
): Ranked[] {
  const tree = subjectTree(lexicon);
  return list
    .map((e) => scoreCandidate(c, e, formatRate, tree))
    .sort(compareRanked)
    .slice(0, limit);
}
