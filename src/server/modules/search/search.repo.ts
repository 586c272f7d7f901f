// AI search retrieval: a bounded, index-backed candidate set, then the facets and text scores of
// just those candidates. Scoring happens in the engine, not here.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { TimeWindow } from '../../../shared/schemas/search';
import type { ExpertFacets } from '../../adapters/ai/search-engine/rank';

/** The parsed search document, stored and kept current by a trigger (migration 0004), GIN-indexed. */
const TSV = sql.raw('p.search_tsv');
/** Short text for trigram similarity: the expert's category and subjects (cheap to compare per candidate). */
const TOPICS = sql.raw(`concat_ws(' ', d.name, e.custom_domain, array_to_string(e.subjects, ' '))`);

const textArray = (xs: string[]) => sql`array[${sql.join(xs.map((x) => sql`${x}`), sql`, `)}]::text[]`;
const rows = <T,>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

/** Only letters and digits reach to_tsquery, joined by OR: user text can never change the query's shape. */
export function toTsQuery(words: string[]): string | null {
  const clean = [...new Set(words.flatMap((w) => w.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 2))];
  return clean.length ? clean.slice(0, 16).join(' | ') : null;
}

type WindowFilter = { now: Date; timezone: string; windows: TimeWindow[]; days: number };

export type CandidateFilter = {
  /** Category names the student asked for (subjects and exams' categories), matched case-insensitively. */
  domainNames: string[];
  subjects: string[];
  exams: string[];
  /** Keyword query for retrieval (from toTsQuery). */
  tsquery: string | null;
  /** Soft facets: raise a candidate's place in the bounded set. */
  boards: string[];
  languages: string[];
  levels: string[];
  audiences: string[];
  styles: string[];
  maxHourlyRate: number | null;
  minExperienceYears: number | null;
  limit: number;
  /** Full-text query for relevance (keywords and subjects) and the raw text for trigram similarity. */
  rankQuery: string | null;
  text: string;
  /** When the student named a time: each candidate's first open slots in it. */
  windows: WindowFilter | null;
};

export type FacetRow = ExpertFacets & {
  id: string;
  domain_name: string | null;
  experience_years: number;
  hourly_rate: number | null;
  rating: string | number;
  total_sessions: number;
  is_verified: boolean;
  text_rank: number;
  fuzzy: number;
  /** Up to WINDOW_SLOTS open slots as [start, end] (timestamps with offset); null when no time was asked. */
  windows: [string, string][] | null;
};

/** Open slots shown per result when the student named a time. */
const WINDOW_SLOTS = 3;

const PART_OF_DAY: Partial<Record<TimeWindow, [string, string]>> = {
  mornings: ['06:00', '12:00'],
  afternoons: ['12:00', '17:00'],
  evenings: ['17:00', '22:00'],
};

/**
 * The first open slots of expert `tutorId` in the asked time windows, in the viewer's zone: available, in the
 * next `days`, not covered by a pending or confirmed booking. One (tutor, start) index range per candidate.
 */
function openWindowsOf(tutorId: SQL, w: WindowFilter): SQL {
  const tz = w.timezone;
  const local = sql`(s.start_time at time zone ${tz})`;
  const localEnd = sql`(s.end_time at time zone ${tz})`;
  const today = sql`(${w.now.toISOString()}::timestamptz at time zone ${tz})::date`;
  const dayConds: SQL[] = [];
  for (const x of w.windows) {
    if (x === 'weekends') dayConds.push(sql`extract(isodow from ${local}) in (6, 7)`);
    if (x === 'weekdays') dayConds.push(sql`extract(isodow from ${local}) between 1 and 5`);
    if (x === 'today') dayConds.push(sql`${local}::date = ${today}`);
    if (x === 'tomorrow') dayConds.push(sql`${local}::date = ${today} + 1`);
  }
  const partConds: SQL[] = [];
  for (const x of w.windows) {
    const part = PART_OF_DAY[x];
    if (part) partConds.push(sql`(${local}::time < ${part[1]}::time and (${localEnd}::time > ${part[0]}::time or ${localEnd}::date > ${local}::date))`);
  }
  const conds = [
    dayConds.length ? sql`(${sql.join(dayConds, sql` or `)})` : sql`true`,
    partConds.length ? sql`(${sql.join(partConds, sql` or `)})` : sql`true`,
  ];
  const from = w.now.toISOString();
  const to = new Date(w.now.getTime() + w.days * 86_400_000).toISOString();
  return sql`(select coalesce(json_agg(json_build_array(o.start_time, o.end_time) order by o.start_time), '[]'::json) from (
      select s.start_time, s.end_time from availability_slots s
      where s.tutor_id = ${tutorId} and s.is_available
        and s.start_time >= ${from}::timestamptz and s.start_time < ${to}::timestamptz
        and ${sql.join(conds, sql` and `)}
        and not exists (
          select 1 from bookings b where b.expert_id = s.tutor_id and b.status in ('pending', 'confirmed')
            and b.scheduled_at <= s.start_time and b.ends_at >= s.end_time)
      order by s.start_time limit ${WINDOW_SLOTS}) o)`;
}

type SoftKind = 'board' | 'language' | 'level' | 'audience' | 'style';
const SOFT_COLUMNS: Record<SoftKind, [bits: string, values: string]> = {
  board: ['boards_bits', 'boards'],
  language: ['languages_bits', 'languages'],
  level: ['levels_bits', 'levels'],
  audience: ['audiences_bits', 'audiences'],
  style: ['styles_bits', 'styles'],
};

/**
 * Does the expert have one of these values of a soft facet: an integer test against the kind's bits (migration
 * 0008), the mask computed once per query. A value without a bit (a kind's 64th and later) makes the mask
 * null, and the profile's text array answers instead.
 */
function softFacet(kind: SoftKind, values: string[]): SQL {
  const [bits, array] = SOFT_COLUMNS[kind].map((c) => sql.raw(c));
  const list = textArray(values);
  return sql`coalesce((e.${bits} & (select search_facet_query_mask(${kind}, ${list}))) <> 0,
    (select x.${array} && ${list} from expert_profiles x where x.id = e.expert_id))`;
}

/**
 * The bounded candidate set, read from the narrow facet table (public experts only, migration 0006).
 * With a subject, domain or exam, the OR of their indexes (btree, GIN) selects the rows, ordered by a cheap
 * facet pre-score; what the student named is what a result must match to score well, so keywords then only
 * rank. With keywords alone the full-text index selects; with soft facets alone the rating index is walked.
 * Everything comes back in one round trip as one JSON value: one value crosses the wire faster than
 * 150 rows of arrays do.
 */
export function candidateQuery(f: CandidateFilter): SQL | null {
  const strong: SQL[] = [];
  if (f.domainNames.length) {
    const names = textArray(f.domainNames.map((n) => n.toLowerCase()));
    strong.push(sql`e.domain_id = any(array(select id from domains where lower(name) = any(${names})))`);
  }
  if (f.subjects.length) strong.push(sql`e.subjects && ${textArray(f.subjects)}`);
  if (f.exams.length) strong.push(sql`e.exams && ${textArray(f.exams)}`);
  const soft: SQL[] = [];
  for (const [kind, values] of [['board', f.boards], ['language', f.languages], ['level', f.levels], ['audience', f.audiences], ['style', f.styles]] as const) {
    if (values.length) soft.push(softFacet(kind, values));
  }
  if (f.maxHourlyRate != null) soft.push(sql`(e.hourly_rate <= ${f.maxHourlyRate})`);
  if (f.minExperienceYears != null) soft.push(sql`(e.experience_years >= ${f.minExperienceYears})`);
  const pre = soft.length ? sql`${sql.join(soft.map((s) => sql`${s}::int`), sql` + `)} desc, ` : sql``;
  const preKey = soft.length ? sql`(${sql.join(soft.map((s) => sql`${s}::int`), sql` + `)}) * 1000 + e.rating_key` : sql`e.rating_key`;
  let ids: SQL;
  if (strong.length) {
    // One integer sort key (soft matches, then rating), which also keeps the planner off the rating index: a
    // subject is a few percent of the catalog, so walking that index until enough rows pass the filter reads
    // far more rows than the bitmap of the subject's index does.
    ids = sql`select e.expert_id as id from expert_search_facets e
      where ${sql.join(strong, sql` or `)}
      order by ${preKey} desc, e.expert_id limit ${f.limit}`;
  } else if (f.tsquery) {
    ids = sql`select e.expert_id as id from expert_profiles p join expert_search_facets e on e.expert_id = p.id
      where ${TSV} @@ to_tsquery('english'::regconfig, ${f.tsquery})
      order by ${pre}e.rating desc, e.expert_id limit ${f.limit}`;
  } else if (soft.length) {
    ids = sql`select e.expert_id as id from expert_search_facets e
      where ${sql.join(soft, sql` or `)}
      order by e.rating desc, e.expert_id limit ${f.limit}`;
  } else return null;
  // Facets and text scores are computed for the bounded set only, in the same round trip; the set is
  // materialized first so the sort carries ids, not rows.
  const rank = f.rankQuery ? sql`ts_rank_cd(${TSV}, to_tsquery('english'::regconfig, ${f.rankQuery}), 32)` : sql`0`;
  const windows = f.windows?.windows.length ? openWindowsOf(sql`i.id`, f.windows) : sql`null::json`;
  return sql`with i as materialized (${ids}),
    c as (select e.expert_id as id, d.name as domain_name, e.subjects, p.boards, e.exams, p.levels, p.audiences, p.styles,
      p.languages, e.experience_years, e.hourly_rate, e.rating, e.total_sessions, e.is_verified,
      ${rank}::float8 as text_rank,
      word_similarity(${f.text}, ${TOPICS})::float8 as fuzzy,
      ${windows} as windows
    from i join expert_search_facets e on e.expert_id = i.id join expert_profiles p on p.id = i.id
      left join domains d on d.id = e.domain_id)
    select coalesce(json_agg(c), '[]'::json) as rows from c`;
}

export const searchRepo = (db: Db) => ({
  /** Fuzzy category names for words the engine did not know ("pyton" → Python Programming), via pg_trgm. */
  async fuzzyDomains(words: string[]): Promise<{ word: string; name: string }[]> {
    if (!words.length) return [];
    const r = await db.execute(sql`
      select k.w as word, d.name
      from domains d, unnest(${textArray(words)}) as k(w)
      where length(k.w) >= 4 and word_similarity(k.w, d.name) >= 0.5
      order by word_similarity(k.w, d.name) desc
      limit 6`);
    return rows<{ word: string; name: string }>(r);
  },

  /** The bounded candidate set with its facets and text scores. */
  async candidates(f: CandidateFilter): Promise<FacetRow[]> {
    const query = candidateQuery(f);
    if (!query) return [];
    const [row] = rows<{ rows: FacetRow[] | string }>(await db.execute(query));
    const list = row?.rows ?? [];
    return typeof list === 'string' ? (JSON.parse(list) as FacetRow[]) : list;
  },

  async explain(query: SQL): Promise<string> {
    const r = rows<Record<string, string>>(await db.execute(sql`explain (analyze, costs off) ${query}`));
    return r.map((x) => Object.values(x)[0]).join('\n');
  },
});
