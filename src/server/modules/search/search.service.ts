// AI tutor search: understand the sentence (provider when configured, built-in engine otherwise, both with
// the same catalogue and the database's categories), retrieve a bounded candidate set with indexes, score it,
// put bookable tutors first, and return cards above the quality threshold.
import { descendantsOf, subjectEntry, SUBJECTS } from '../../../shared/catalog';
import { formatMoney } from '../../../shared/rules/money';
import { bayesianRating } from '../../../shared/rules/rating';
import type { ExpertFilters } from '../../../shared/schemas/experts';
import { MATCH_THRESHOLD } from '../../../shared/rules/match-score';
import {
  extractedCriteriaSchema,
  type ExtractedCriteria,
  type SearchResult,
  type TutorSearchBody,
  type TutorSearchResponse,
} from '../../../shared/schemas/search';
import { DEFAULT_TIME_ZONE } from '../../../shared/rules/time-zone';
import { searchProviderPrompt } from '../../adapters/ai/search-engine/prompt';
import { compareRanked, scoreCandidate, subjectTree, type Candidate, type Ranked } from '../../adapters/ai/search-engine/rank';
import { closestCategories, wordSimilarityTo } from '../../adapters/ai/search-engine/trigram';
import { examNames, hasAnyCriteria, understandQuery, type Lexicon } from '../../adapters/ai/search-engine/understand';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { BOOKABLE_DAYS, openSlotsAndBookable } from '../availability/open-slots';
import { cardsByIds, timeFilterOf } from '../experts/experts.service';
import { loadLexicon } from '../taxonomy/taxonomy.service';
import { searchRepo, toPhraseQuery, toTsQuery, type CandidateFilter, type FacetRow } from './search.repo';

/** A search: the sentence, and optionally the discover page's filters and order. */
export type TutorSearchInput = Pick<TutorSearchBody, 'query'> & Partial<ExpertFilters>;

/** A budget reads as a lesson price ("under ₹500"): it is compared with each tutor's "from" price. */
const formatBudget = (minor: number) => formatMoney(minor);

const CANDIDATE_LIMIT = 150;
const RESULT_LIMIT = 30;
/**
 * The best-scored candidates whose bookability (and asked-time open times) are looked up, as many as a page
 * shows: a tutor who cannot be booked never ranks above one who can.
 */
const SLOT_LOOKUP = RESULT_LIMIT;
/** Open times shown on each card. */
const SLOTS_PER_CARD = 3;

async function understand(deps: Deps, query: string, lexicon: Lexicon | undefined): Promise<{ criteria: ExtractedCriteria; engine: 'built-in' | 'provider' }> {
  if (deps.ai.configured) {
    const fromProvider = await deps.ai.json({ system: searchProviderPrompt(), user: query, schema: extractedCriteriaSchema });
    if (fromProvider) return { criteria: fromProvider, engine: 'provider' };
  }
  return { criteria: understandQuery(query, lexicon), engine: 'built-in' };
}

/** The lexicon's categories below each subject ("Coding for Kids" → Scratch), the catalogue's and the database's. */
function withSubcategories(subjects: string[], lexicon: Lexicon | undefined): string[] {
  const out = [...subjects];
  const add = (s: string) => {
    if (!out.some((x) => x.toLowerCase() === s.toLowerCase())) out.push(s);
  };
  subjects.forEach((s) => descendantsOf(s).forEach(add));
  if (lexicon?.subjects.length) {
    for (let i = 0; i < out.length && out.length < 60; i++) {
      const key = out[i].toLowerCase();
      lexicon.subjects.filter((x) => x.parent?.toLowerCase() === key).forEach((x) => add(x.code));
    }
  }
  return out;
}

/** The subject directly above each asked one, unless it is only a heading ("Languages") or already asked. */
function broaderSubjects(asked: string[], searched: string[], tree: (code: string) => string[]): string[] {
  const have = new Set(searched.map((x) => x.toLowerCase()));
  const out: string[] = [];
  for (const code of asked) {
    const parent = tree(code)[0];
    if (!parent || have.has(parent.toLowerCase()) || subjectEntry(parent)?.heading) continue;
    have.add(parent.toLowerCase());
    out.push(parent);
  }
  return out;
}

const WORDS_OF = new WeakMap<Lexicon, Set<string>>();
const CATALOGUE_WORDS = new Set(SUBJECTS.flatMap((e) => [e.code, ...e.aliases]).flatMap((n) => n.toLowerCase().split(/[^a-z0-9+#]+/)));

/** Is `word` a whole word of a category's name or alias (catalogue or database)? */
function wholeWordOfCategory(word: string, lexicon: Lexicon | undefined): boolean {
  const w = word.toLowerCase();
  if (CATALOGUE_WORDS.has(w)) return true;
  if (!lexicon) return false;
  let words = WORDS_OF.get(lexicon);
  if (!words) {
    words = new Set(lexicon.subjects.flatMap((x) => [x.code, ...x.aliases]).flatMap((n) => n.toLowerCase().split(/[^a-z0-9+#]+/)));
    WORDS_OF.set(lexicon, words);
  }
  return words.has(w);
}

/** Every name a subject goes by, for full-text retrieval: its code and the catalogue's and database's aliases. */
function subjectNames(subjects: string[], lexicon: Lexicon | undefined): string[] {
  const names: string[] = [];
  for (const s of subjects) {
    names.push(s);
    names.push(...(subjectEntry(s)?.aliases ?? []));
    names.push(...(lexicon?.subjects.find((x) => x.code.toLowerCase() === s.toLowerCase())?.aliases ?? []));
  }
  return names;
}

/** What the explicit sorts compare, per candidate. */
type SortFacts = { priceFrom: number | null; rating: number; reviewCount: number };

/**
 * The short text a query is compared with for misspellings and near-words: the tutor's category, own category,
 * sub-domain and subjects.
 */
const topicsOf = (r: FacetRow) => [r.domain_name, r.custom_domain, r.sub_domain, (r.subjects ?? []).join(' ')].filter((x) => x != null).join(' ');

const toCandidate = (r: FacetRow, fuzzy: (topics: string) => number): Candidate => ({
  id: r.id,
  domainName: r.domain_name,
  customDomain: r.custom_domain,
  subjects: r.subjects ?? [],
  boards: r.boards ?? [],
  exams: r.exams ?? [],
  levels: r.levels ?? [],
  audiences: r.audiences ?? [],
  styles: r.styles ?? [],
  languages: r.languages ?? [],
  experienceYears: Number(r.experience_years),
  // A budget is met by the price a student pays for a lesson: the "from" price, else the profile's rate.
  hourlyRate: r.price_from != null ? Number(r.price_from) : r.hourly_rate == null ? null : Number(r.hourly_rate),
  rating: Number(r.rating),
  ratingCount: Number(r.rating_count) || 0,
  totalSessions: Number(r.total_sessions),
  isVerified: Boolean(r.is_verified),
  textRank: Number(r.text_rank) || 0,
  fuzzy: fuzzy(topicsOf(r)),
  timeMatch: null,
});

/** The order of an explicit sort, ties by match (the ranking's order is kept by a stable sort). */
function compareBy(sort: ExpertFilters['sort'], facts: Map<string, SortFacts>) {
  const NONE = Number.POSITIVE_INFINITY;
  return (a: Ranked, b: Ranked): number => {
    const x = facts.get(a.id)!;
    const y = facts.get(b.id)!;
    switch (sort) {
      case 'price_asc':
        return (x.priceFrom ?? NONE) - (y.priceFrom ?? NONE);
      case 'price_desc':
        return (y.priceFrom ?? -1) - (x.priceFrom ?? -1);
      case 'rating':
        return bayesianRating(y.rating, y.reviewCount) - bayesianRating(x.rating, x.reviewCount);
      case 'reviews':
        return y.reviewCount - x.reviewCount;
      default:
        return 0;
    }
  };
}

/**
 * The tutors a sentence asks for, with the discover page's filters as hard conditions of the retrieval (a budget
 * in the sentence is one too), days and hours checked by the open-slot rule, and an optional explicit order.
 */
export async function tutorSearch({ deps, actor, input }: { deps: Deps; actor: Actor | null; input: TutorSearchInput }): Promise<TutorSearchResponse> {
  const started = performance.now();
  const lexicon = await loadLexicon(deps).catch(() => undefined);
  const { criteria, engine } = await understand(deps, input.query, lexicon);
  const meta = (candidates: number, belowThreshold: number) => ({ candidates, belowThreshold, engine, tookMs: Math.round(performance.now() - started) });
  if (!hasAnyCriteria(criteria)) return { results: [], extractedCriteria: criteria, meta: meta(0, 0) };

  const repo = searchRepo(deps.db);
  // Words the engine did not know may be misspelt categories ("pyton"): ask the trigram index. A word
  // found whole in a category's name is not a typo ("writing practice" is not Creative Writing).
  const unknown = criteria.keywords.filter((k) => !wholeWordOfCategory(k, lexicon));
  if (!criteria.subjects.length && unknown.length) {
    // Every category's name and aliases (the lexicon; the catalogue's when the lexicon could not be read).
    const categories = (lexicon?.subjects ?? SUBJECTS).map((x) => ({ name: x.code, aliases: x.aliases }));
    const fuzzy = closestCategories(unknown, categories);
    for (const { word, name } of fuzzy) {
      if (!criteria.subjects.includes(name)) criteria.subjects.push(name);
      criteria.keywords = criteria.keywords.filter((k) => k !== word);
    }
  }
  const exams = examNames(criteria.exams);
  const subjects = withSubcategories(criteria.subjects, lexicon);
  const filter: CandidateFilter = {
    domainNames: subjects,
    subjects,
    exams: exams.names,
    examDomainNames: exams.domains,
    subjectText: criteria.subjects.length ? toPhraseQuery(subjectNames(criteria.subjects, lexicon)) : null,
    tsquery: toTsQuery(criteria.keywords),
    boards: criteria.boards,
    languages: criteria.languages,
    levels: [...criteria.levels, ...(criteria.grade ? [criteria.grade] : [])],
    audiences: criteria.audiences,
    styles: criteria.styles,
    // The budget is a hard filter below, not a preference.
    maxHourlyRate: null,
    minExperienceYears: criteria.minExperienceYears,
    hard: {
      minPrice: input.minPrice,
      maxPrice: minOf(input.maxPrice, criteria.maxHourlyRate),
      language: input.language,
      minRating: input.minRating,
      verified: input.verified,
      trial: input.trial,
    },
    limit: CANDIDATE_LIMIT,
    rankQuery: toTsQuery([...criteria.keywords, ...criteria.subjects, ...criteria.exams, ...criteria.styles]),
  };
  const fuzzy = wordSimilarityTo(input.query.toLowerCase());
  const tree = subjectTree(lexicon);
  const score = (e: Candidate) => scoreCandidate(criteria, e, formatBudget, tree);
  let rows = await repo.candidates(filter);
  // A narrow subject that no tutor here teaches well enough ("spoken English") is met in part by tutors of the
  // subject above it ("English", ranked a share below those of the subject itself): they are asked for when none of
  // the first candidates would be shown.
  const broader = broaderSubjects(criteria.subjects, subjects, tree);
  if (broader.length && !rows.some((r) => score(toCandidate(r, fuzzy)).matchScore >= MATCH_THRESHOLD)) {
    rows = await repo.candidates({ ...filter, domainNames: [...subjects, ...broader], subjects: [...subjects, ...broader] });
  }
  const candidates = rows.map((r) => toCandidate(r, fuzzy));
  const first = candidates.map(score).sort(compareRanked);

  // Whether each of the best candidates can be booked (a published offer and an open time in the next two
  // weeks, by the booking page's own rule); a tutor who cannot is listed below every one who can. When the
  // query names a time, the same schedules give each one's open times in it, which also count as a need met.
  // Days and hours asked by the filters are a hard condition: every candidate above the threshold is checked.
  const filterTime = timeFilterOf(input, actor?.timezone ?? DEFAULT_TIME_ZONE);
  const timeAsked = criteria.timeWindows.length > 0 || criteria.hours != null || filterTime != null;
  const eligible = first.filter((r) => r.matchScore >= MATCH_THRESHOLD);
  const top = (filterTime ? eligible : eligible.slice(0, SLOT_LOOKUP)).map((r) => r.id);
  const { slots, bookable, firstOpen } = await openSlotsAndBookable(deps, top, {
    from: deps.now(),
    days: BOOKABLE_DAYS,
    timezone: filterTime?.timezone ?? actor?.timezone ?? DEFAULT_TIME_ZONE,
    windows: criteria.timeWindows,
    hours: filterTime?.hours ?? criteria.hours,
    weekdays: filterTime?.weekdays,
    perExpert: timeAsked ? SLOTS_PER_CARD : 1,
  });
  const byId = new Map(candidates.map((c) => [c.id, c]));
  const looked = new Set(top);
  const ranked: Ranked[] = first.map((r) => (timeAsked && looked.has(r.id) ? score({ ...byId.get(r.id)!, timeMatch: slots.has(r.id) }) : r));
  ranked.sort((a, b) => Number(bookable.has(b.id)) - Number(bookable.has(a.id)) || compareRanked(a, b));

  let above = ranked.filter((r) => r.matchScore >= MATCH_THRESHOLD && (!filterTime || slots.has(r.id)));
  const sort = input.sort ?? 'match';
  if (sort !== 'match') {
    const facts = new Map(rows.map((r) => [r.id, { priceFrom: r.price_from == null ? null : Number(r.price_from), rating: Number(r.rating), reviewCount: Number(r.rating_count) || 0 }]));
    above = [...above].sort(compareBy(sort, facts));
  }
  const shown = above.slice(0, RESULT_LIMIT);
  // Cards only for what is shown; the looked-up tutors' bookability and next open time are already known.
  const known = shown.map((r) => r.id).filter((id) => looked.has(id));
  const unlooked = shown.map((r) => r.id).filter((id) => !looked.has(id));
  const cards = await Promise.all([
    known.length ? cardsByIds({ deps, ids: known, nextOpen: firstOpen }) : [],
    unlooked.length ? cardsByIds({ deps, ids: unlooked }) : [],
  ]);
  const cardBy = new Map(cards.flat().map((c) => [c.id, c]));
  const results: SearchResult[] = shown.flatMap((r) => {
    const card = cardBy.get(r.id);
    if (!card) return [];
    const open = (slots.get(r.id) ?? []).map(({ startTime, endTime, offeringId }) => ({ startTime, endTime, offeringId }));
    return [{ ...card, matchScore: r.matchScore, matchExplanation: r.matchExplanation, ...(timeAsked ? { nextSlots: open } : {}) }];
  });
  return { results, extractedCriteria: criteria, meta: meta(candidates.length, ranked.length - above.length) };
}

function minOf(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null) return b ?? null;
  if (b == null) return a;
  return Math.min(a, b);
}
