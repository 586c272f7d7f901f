// AI tutor search: understand the sentence (provider when configured, built-in engine otherwise),
// retrieve a bounded candidate set with indexes, score it, and return cards above the quality threshold.
import { formatHourlyRate } from '../../../shared/rules/money';
import { MATCH_THRESHOLD } from '../../../shared/rules/match-score';
import {
  extractedCriteriaSchema,
  type ExtractedCriteria,
  type SearchResult,
  type TutorSearchBody,
  type TutorSearchResponse,
} from '../../../shared/schemas/search';
import { rankCandidates, type Candidate } from '../../adapters/ai/search-engine/rank';
import { examNames, hasAnyCriteria, understandQuery } from '../../adapters/ai/search-engine/understand';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { cardsByIds } from '../experts/experts.service';
import { searchRepo, toTsQuery, type CandidateFilter } from './search.repo';
import { DEFAULT_TIME_ZONE } from '../../../shared/rules/time-zone';

const CANDIDATE_LIMIT = 150;
const RESULT_LIMIT = 30;
const WINDOW_DAYS = 14;

const PROVIDER_SYSTEM = `You turn a student's request for a tutor into search criteria for an Indian tutoring marketplace.
Fields: subjects (catalog subject names such as Mathematics, Physics, English, French, Guitar, Python Programming, Creative Writing, Startup Consulting),
grade ("Grade N" or null), levels (Beginner/Intermediate/Advanced/Undergraduate), boards (CBSE, ICSE, IB, IGCSE, State Board),
exams (JEE, NEET, IELTS, TOEFL, SAT, GRE, GMAT, CAT, UPSC, Olympiad), languages the tutor must teach in,
audiences (young children, school students, beginners, college students, working professionals, adults),
styles (patient, fun, creative, experienced, proven results, structured, encouraging, interactive, practical, exam-focused),
minExperienceYears, maxHourlyRate in paise (₹800 → 80000), timeWindows (today, tomorrow, weekends, weekdays, mornings, afternoons, evenings),
keywords (other important words). Leave a field empty when the request does not say it.`;

async function understand(deps: Deps, query: string): Promise<{ criteria: ExtractedCriteria; engine: 'built-in' | 'provider' }> {
  if (deps.ai.configured) {
    const fromProvider = await deps.ai.json({ system: PROVIDER_SYSTEM, user: query, schema: extractedCriteriaSchema });
    if (fromProvider) return { criteria: fromProvider, engine: 'provider' };
  }
  return { criteria: understandQuery(query), engine: 'built-in' };
}

export async function tutorSearch({ deps, actor, input }: { deps: Deps; actor: Actor | null; input: TutorSearchBody }): Promise<TutorSearchResponse> {
  const started = performance.now();
  const { criteria, engine } = await understand(deps, input.query);
  const meta = (candidates: number, belowThreshold: number) => ({ candidates, belowThreshold, engine, tookMs: Math.round(performance.now() - started) });
  if (!hasAnyCriteria(criteria)) return { results: [], extractedCriteria: criteria, meta: meta(0, 0) };

  const repo = searchRepo(deps.db);
  // Words the engine did not know may be misspelt categories ("pyton"): ask the trigram index.
  if (!criteria.subjects.length && criteria.keywords.length) {
    const fuzzy = await repo.fuzzyDomains(criteria.keywords);
    for (const { word, name } of fuzzy) {
      if (!criteria.subjects.includes(name)) criteria.subjects.push(name);
      criteria.keywords = criteria.keywords.filter((k) => k !== word);
    }
  }
  const exams = examNames(criteria.exams);
  const timeAsked = criteria.timeWindows.length > 0;
  const filter: CandidateFilter = {
    domainNames: [...criteria.subjects, ...exams.domains],
    subjects: criteria.subjects,
    exams: exams.names,
    tsquery: toTsQuery(criteria.keywords),
    boards: criteria.boards,
    languages: criteria.languages,
    levels: [...criteria.levels, ...(criteria.grade ? [criteria.grade] : [])],
    audiences: criteria.audiences,
    styles: criteria.styles,
    maxHourlyRate: criteria.maxHourlyRate,
    minExperienceYears: criteria.minExperienceYears,
    limit: CANDIDATE_LIMIT,
    rankQuery: toTsQuery([...criteria.keywords, ...criteria.subjects, ...criteria.exams, ...criteria.styles]),
    text: input.query.toLowerCase(),
    windows: timeAsked ? { now: deps.now(), timezone: actor?.timezone ?? DEFAULT_TIME_ZONE, windows: criteria.timeWindows, days: WINDOW_DAYS } : null,
  };
  const facetRows = await repo.candidates(filter);
  const windowsBy = new Map<string, { startTime: string; endTime: string }[]>();
  for (const r of facetRows) {
    if (r.windows?.length) windowsBy.set(r.id, r.windows.map(([start, end]) => ({ startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() })));
  }
  const candidates: Candidate[] = facetRows.map((r) => ({
    id: r.id,
    domainName: r.domain_name,
    subjects: r.subjects ?? [],
    boards: r.boards ?? [],
    exams: r.exams ?? [],
    levels: r.levels ?? [],
    audiences: r.audiences ?? [],
    styles: r.styles ?? [],
    languages: r.languages ?? [],
    experienceYears: Number(r.experience_years),
    hourlyRate: r.hourly_rate == null ? null : Number(r.hourly_rate),
    rating: Number(r.rating),
    totalSessions: Number(r.total_sessions),
    isVerified: Boolean(r.is_verified),
    textRank: Number(r.text_rank) || 0,
    fuzzy: Number(r.fuzzy) || 0,
    timeMatch: timeAsked ? windowsBy.has(r.id) : null,
  }));
  const ranked = rankCandidates(criteria, candidates, (m) => formatHourlyRate(m), candidates.length);
  const shown = ranked.filter((r) => r.matchScore >= MATCH_THRESHOLD).slice(0, RESULT_LIMIT);
  const cards = await cardsByIds({ deps, ids: shown.map((r) => r.id) });
  const cardBy = new Map(cards.map((c) => [c.id, c]));
  const results: SearchResult[] = shown.flatMap((r) => {
    const card = cardBy.get(r.id);
    if (!card) return [];
    const slots = windowsBy.get(r.id);
    return [{ ...card, matchScore: r.matchScore, matchExplanation: r.matchExplanation, ...(timeAsked ? { nextSlots: slots ?? [] } : {}) }];
  });
  return { results, extractedCriteria: criteria, meta: meta(candidates.length, ranked.length - ranked.filter((r) => r.matchScore >= MATCH_THRESHOLD).length) };
}
