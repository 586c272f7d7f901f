// A tutor's teaching facets (subjects, boards, exams, levels and grades, audiences, styles, languages of
// instruction): read from everything the tutor wrote — bio, category, sub-domain, qualifications and published
// offers — by the same understanding engine that reads students' queries (or the AI provider when configured,
// restricted to catalogue codes). Until the tutor confirms their own choice, search ranks on what they stated
// plus what their text says; once they confirm, on exactly their choice, and the rest stays a suggestion.
import { z } from 'zod';
import { entriesOf } from '../../../shared/catalog';
import {
  FACET_FIELD_KINDS,
  FACET_FIELDS,
  FACET_LIMITS,
  facetCode,
  uniqueChips,
  type FacetField,
  type TutorFacetsDto,
} from '../../../shared/schemas/profiles';
import { inferFacets, type TutorText } from '../../adapters/ai/search-engine/infer';
import { resolveCategory, type Lexicon } from '../../adapters/ai/search-engine/understand';
import type { Deps } from '../../deps';
import { loadLexicon } from '../taxonomy/taxonomy.service';
import { profilesRepo } from './profiles.repo';

type ExpertRow = NonNullable<Awaited<ReturnType<ReturnType<typeof profilesRepo>['findExpertById']>>>;

/** What `facet_suggestions` holds: the facets read from the tutor's text, and the languages the tutor stated. */
type StoredSuggestions = Partial<TutorFacetsDto> & { statedLanguages?: string[] };

const AI_TIMEOUT_MS = 8_000;

const emptyFacets = (): TutorFacetsDto => ({ subjects: [], boards: [], exams: [], levels: [], audiences: [], styles: [], languages: [] });

/** A facet's values as catalogue codes (subjects may stay the tutor's own words), without repeats. */
function normalise(field: FacetField, values: readonly unknown[] | undefined): string[] {
  const out = (values ?? []).flatMap((v) => {
    if (typeof v !== 'string' || !v.trim()) return [];
    const code = facetCode(field, v);
    if (code) return [code];
    return field === 'subjects' && v.trim().length <= FACET_LIMITS.subjectLength ? [v.trim()] : [];
  });
  return uniqueChips(out);
}

function facetsOf(value: Partial<Record<FacetField, readonly unknown[]>> | null | undefined): TutorFacetsDto {
  const out = emptyFacets();
  for (const f of FACET_FIELDS) out[f] = normalise(f, value?.[f]);
  return out;
}

function union(...sets: TutorFacetsDto[]): TutorFacetsDto {
  const out = emptyFacets();
  for (const f of FACET_FIELDS) out[f] = uniqueChips(sets.flatMap((s) => s[f]));
  return out;
}

/** The facets a profile row holds in its columns. */
function columnFacets(e: Pick<ExpertRow['expert'], FacetField>): TutorFacetsDto {
  return { subjects: e.subjects, boards: e.boards, exams: e.exams, levels: e.levels, audiences: e.audiences, styles: e.styles, languages: e.languages };
}

/** The suggestions a profile row holds (whatever shape an older row has). */
function storedSuggestions(value: unknown): { facets: TutorFacetsDto; statedLanguages: string[] | null } {
  const stored = (value && typeof value === 'object' ? value : {}) as StoredSuggestions;
  return { facets: facetsOf(stored), statedLanguages: Array.isArray(stored.statedLanguages) ? normalise('languages', stored.statedLanguages) : null };
}

/** The catalogue subjects a category name stands for ("Spoken English" → Spoken English; "Coding for Kids (Scratch)" → Scratch…). */
export function categorySubjects(name: string | null | undefined, lexicon?: Lexicon): string[] {
  const clean = name?.trim();
  if (!clean) return [];
  const direct = facetCode('subjects', clean);
  // The catalogue's reading first: a tutor's own category is in the lexicon under its own name.
  const resolved = [...resolveCategory(clean).subjects, ...(lexicon ? resolveCategory(clean, lexicon).subjects : [])];
  const subjects = uniqueChips([...(direct ? [direct] : []), ...normalise('subjects', resolved)]);
  // A category the catalogue does not know is still what the tutor teaches, in their words.
  return subjects.length ? subjects : normalise('subjects', [clean]);
}

/** The broader catalogue category of a tutor's own category name, to file it under. */
export function categoryParent(name: string, lexicon?: Lexicon): string | null {
  return resolveCategory(name.trim(), lexicon).parent;
}

const aiFacetsSchema = z.object(Object.fromEntries(FACET_FIELDS.map((f) => [f, z.array(z.string().max(80)).max(40)])) as Record<FacetField, z.ZodArray<z.ZodString>>);

function aiSystem(): string {
  const lines = FACET_FIELDS.map((f) => `${f}: ${FACET_FIELD_KINDS[f].flatMap((k) => entriesOf(k).map((e) => e.code)).join(' | ')}`);
  return [
    'You read what a tutor wrote about their teaching and list what they teach, for a tutoring marketplace search.',
    'Answer with codes from these lists only, copied exactly; leave a list empty when the text says nothing about it. Never guess.',
    'levels holds school grades ("Grade 9") for the classes the tutor names, and levels such as Beginner or Undergraduate.',
    'languages are the languages the tutor teaches in, not the subject taught.',
    ...lines,
  ].join('\n');
}

/** The facets the tutor's text states: the engine's reading, plus the provider's (catalogue codes only) when configured. */
export async function suggestFacets(deps: Pick<Deps, 'ai'>, text: TutorText, lexicon?: Lexicon): Promise<TutorFacetsDto> {
  const engine = facetsOf(inferFacets(text, lexicon));
  if (!deps.ai.configured) return engine;
  const ai = await deps.ai.json({ name: 'tutor_facets', system: aiSystem(), user: JSON.stringify(text), schema: aiFacetsSchema, timeoutMs: AI_TIMEOUT_MS });
  if (!ai) return engine;
  const fromAi = emptyFacets();
  // Only catalogue codes: subjects the provider names must be in the catalogue too.
  for (const f of FACET_FIELDS) fromAi[f] = ai[f].flatMap((v) => facetCode(f, v) ?? []);
  return union(engine, fromAi);
}

function tutorText(row: ExpertRow, offers: { title: string; description: string | null; category: string | null }[]): TutorText {
  const e = row.expert;
  return {
    bio: e.bio,
    domainName: row.domainName,
    customDomain: e.customDomain,
    subDomain: e.subDomain,
    qualifications: e.qualifications,
    offers: offers.map((o) => ({ title: o.title, description: o.description, category: o.category })),
  };
}

/** The published offers' titles, descriptions and categories, as search reads them. */
function offerTextOf(offers: { title: string; description: string | null; category: string | null }[]): string | null {
  const text = offers.map((o) => [o.title, o.description, o.category].filter((s) => s && s.trim()).join(' ')).join('\n');
  return text.trim() ? text : null;
}

type FacetChange = {
  /** The tutor's own choice: saved exactly as given, and confirmed. */
  chosen?: TutorFacetsDto;
  /** The languages the tutor stated in the languages field. */
  languages?: string[];
  /** The tutor changed their category: its subjects join an already confirmed choice. */
  categoryChanged?: boolean;
};

/**
 * Recomputes a tutor's offer text and facet suggestions from everything they wrote, and the facets search
 * ranks on: their confirmed choice, or (until they confirm) what they stated — their category's subjects and
 * their languages — plus the suggestions. Called after every change to the profile or to an offer.
 */
export async function refreshTutorFacets(deps: Deps, expertId: string, change: FacetChange = {}): Promise<void> {
  const repo = profilesRepo(deps.db);
  const [row, offers, lexicon] = await Promise.all([repo.findExpertById(expertId), repo.activeOffers(expertId), loadLexicon(deps)]);
  if (!row) return;
  const e = row.expert;
  const suggestions = await suggestFacets(deps, tutorText(row, offers), lexicon);
  const stored = storedSuggestions(e.facetSuggestions);
  const confirmed = e.facetsConfirmedAt !== null;
  // Before this was kept apart, every language on a profile was one the tutor stated.
  const statedLanguages = change.languages ?? stored.statedLanguages ?? (confirmed ? [] : normalise('languages', e.languages));
  const category = categorySubjects(e.customDomain ?? row.domainName, lexicon);

  let facets: TutorFacetsDto | null;
  let confirmedAt: Date | null = e.facetsConfirmedAt;
  if (change.chosen) {
    facets = change.chosen;
    confirmedAt = deps.now();
  } else if (confirmed) {
    facets = columnFacets(e);
    if (change.categoryChanged) facets.subjects = uniqueChips([...category, ...facets.subjects]);
    if (change.languages) facets.languages = change.languages;
  } else {
    facets = union({ ...emptyFacets(), subjects: category, languages: statedLanguages }, suggestions);
  }
  await repo.writeFacets(expertId, {
    offerText: offerTextOf(offers),
    facetSuggestions: { ...suggestions, statedLanguages } satisfies StoredSuggestions,
    facetsConfirmedAt: confirmedAt,
    ...facets,
  });
}

/** A profile's facet state as its owner sees it. */
export function facetStateOf(e: Pick<ExpertRow['expert'], FacetField | 'facetSuggestions' | 'facetsConfirmedAt'>) {
  return { facets: columnFacets(e), facetSuggestions: storedSuggestions(e.facetSuggestions).facets, facetsConfirmed: e.facetsConfirmedAt !== null };
}
