// AI search retrieval: a bounded, index-backed candidate set, then the facets and text scores of
// just those candidates. Scoring happens in the engine, not here.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { executeStatement, type StatementValue } from '../../db/prepared';
import type { ExpertFacets } from '../../adapters/ai/search-engine/rank';

/** The parsed search document, stored and kept current by a trigger (migration 0004), GIN-indexed. */
const TSV = sql.raw('p.search_tsv');
/**
 * Full-text matches of the asked subjects' names join the candidates (a tutor whose category is named
 * differently but whose bio, sub-domain, qualifications or offers teach the subject): they fill the places the
 * category and subject indexes leave, from at most this many matches.
 */
const TEXT_MATCHES = 1000;

/** A list as one parameter: the statement's text does not depend on how many values it holds. */
const textArray = (xs: string[]) => sql`${sql.param(xs)}::text[]`;
const rows = <T,>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

/** Only letters and digits reach to_tsquery, joined by OR: user text can never change the query's shape. */
export function toTsQuery(words: string[]): string | null {
  const clean = [...new Set(words.flatMap((w) => w.toLowerCase().split(/[^a-z0-9]+/)).filter((w) => w.length >= 2))];
  return clean.length ? clean.slice(0, 16).join(' | ') : null;
}

/**
 * Names as phrases ("spoken english" → spoken <-> english), joined by OR; only letters and digits reach
 * to_tsquery. A one-word name stays a word; "coding for kids" keeps its order, the stop word's place counted.
 */
export function toPhraseQuery(phrases: string[]): string | null {
  const out: string[] = [];
  for (const p of phrases) {
    const words = p.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
    if (!words.length || (words.length === 1 && words[0].length < 2)) continue;
    const q = words.length === 1 ? words[0] : `(${words.join(' <-> ')})`;
    if (!out.includes(q)) out.push(q);
  }
  return out.length ? out.slice(0, 32).join(' | ') : null;
}

export type CandidateFilter = {
  /** Category names of the subjects the student asked for, matched case-insensitively. */
  domainNames: string[];
  subjects: string[];
  exams: string[];
  /** Categories that stand for the asked exams ("JEE Preparation"), matched case-insensitively. */
  examDomainNames?: string[];
  /** The asked subjects' names and aliases as a full-text query (from toPhraseQuery): tutors who write them join. */
  subjectText: string | null;
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
  /** Hard filters (the discover page's filters and a stated budget): every candidate meets them. */
  hard?: HardFilter;
  limit: number;
  /** Full-text query for relevance (keywords and subjects). */
  rankQuery: string | null;
};

/** Filters every result must meet, on the facet table (prices in minor units, against the "from" price). */
type HardFilter = {
  minPrice?: number | null;
  maxPrice?: number | null;
  language?: string | null;
  minRating?: number | null;
  verified?: boolean;
  trial?: boolean;
};

/** A minimum rating needs a rating to compare: enough visible reviews for the card to show one. */
const MIN_REVIEWS_FOR_RATING = 3;

function hardConditions(h: HardFilter | undefined): SQL[] {
  if (!h) return [];
  const out: SQL[] = [];
  if (h.minPrice != null) out.push(sql`e.price_from >= ${h.minPrice}`);
  if (h.maxPrice != null) out.push(sql`e.price_from <= ${h.maxPrice}`);
  if (h.language) {
    // The language's bit when it has one; a language without a bit is looked up in the profile's list.
    const lang = h.language.trim().toLowerCase();
    out.push(sql`coalesce((e.languages_bits & (select search_facet_query_mask('language', array[${lang}]::text[]))) <> 0,
      exists (select 1 from expert_profiles x, unnest(x.languages) l where x.id = e.expert_id and lower(l) = ${lang}))`);
  }
  if (h.minRating != null) out.push(sql`e.rating >= ${h.minRating} and e.rating_count >= ${MIN_REVIEWS_FOR_RATING}`);
  if (h.verified) out.push(sql`e.is_verified`);
  if (h.trial) out.push(sql`e.has_trial`);
  return out;
}

export type FacetRow = ExpertFacets & {
  id: string;
  domain_name: string | null;
  custom_domain: string | null;
  rating_count: number;
  experience_years: number;
  hourly_rate: number | null;
  rating: string | number;
  total_sessions: number;
  is_verified: boolean;
  price_from: number | null;
  sub_domain: string | null;
  text_rank: number;
};

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
  const domainIds = (names: string[]) => sql`e.domain_id = any(array(select id from domains where lower(name) = any(${textArray(names.map((n) => n.toLowerCase()))})))`;
  // What the student named: the subjects (their categories or the tutor's subjects) and the exams (the exam
  // itself, or a category that stands for it).
  const subjectConds: SQL[] = [];
  if (f.domainNames.length) subjectConds.push(domainIds(f.domainNames));
  if (f.subjects.length) subjectConds.push(sql`e.subjects && ${textArray(f.subjects)}`);
  const examConds: SQL[] = [];
  if (f.exams.length) examConds.push(sql`e.exams && ${textArray(f.exams)}`);
  if (f.examDomainNames?.length) examConds.push(domainIds(f.examDomainNames));
  const strong = [...subjectConds, ...examConds];
  const soft: SQL[] = [];
  for (const [kind, values] of [['board', f.boards], ['language', f.languages], ['level', f.levels], ['audience', f.audiences], ['style', f.styles]] as const) {
    if (values.length) soft.push(softFacet(kind, values));
  }
  if (f.maxHourlyRate != null) soft.push(sql`(e.hourly_rate <= ${f.maxHourlyRate})`);
  if (f.minExperienceYears != null) soft.push(sql`(e.experience_years >= ${f.minExperienceYears})`);
  // Hard filters join every branch's conditions: the bounded set is drawn from the tutors who meet them.
  const hard = hardConditions(f.hard);
  const hardAnd = hard.length ? sql` and ${sql.join(hard, sql` and `)}` : sql``;
  const hardWhere = (cond: SQL) => (hard.length ? sql`(${cond})${hardAnd}` : cond);
  const pre = soft.length ? sql`${sql.join(soft.map((s) => sql`${s}::int`), sql` + `)} desc, ` : sql``;
  const preKey = soft.length ? sql`(${sql.join(soft.map((s) => sql`${s}::int`), sql` + `)}) * 1000 + e.rating_key` : sql`e.rating_key`;
  const any = (conds: SQL[]) => sql`(${sql.join(conds, sql` or `)})`;
  let strongSet: SQL | null = null;
  if (subjectConds.length && examConds.length) {
    // Subject and exam both asked ("JEE physics"): the tutors who teach the subject for that exam come first,
    // then the rest of the subject's and the exam's tutors. The first tier is read alone (its bitmaps are
    // intersected before any row is read), and the whole set only when the first tier does not fill the places.
    const both = sql`${any(subjectConds)} and ${any(examConds)}`;
    strongSet = sql`with s1 as materialized (
        select e.expert_id as id from expert_search_facets e where ${hardWhere(both)}
        order by ${preKey} desc, e.expert_id limit ${f.limit}),
      s2 as (
        select e.expert_id as id from expert_search_facets e
        where (select count(*) from s1) < ${f.limit} and ${hardWhere(any(strong))} and not exists (select 1 from s1 where s1.id = e.expert_id)
        order by ${preKey} desc, e.expert_id limit ${f.limit})
      select id from s1 union all (select id from s2 limit ${f.limit} - (select count(*) from s1))`;
  } else if (strong.length) {
    // One integer sort key (soft matches, then rating), which also keeps the planner off the rating index: a
    // subject is a few percent of the catalog, so walking that index until enough rows pass the filter reads
    // far more rows than the bitmap of the subject's index does.
    strongSet = sql`select e.expert_id as id from expert_search_facets e
      where ${hardWhere(any(strong))}
      order by ${preKey} desc, e.expert_id limit ${f.limit}`;
  }
  let ids: SQL;
  if (strongSet && f.subjectText) {
    // Category, subject and exam index matches first; tutors who only write the subject's name (bio,
    // sub-domain, offers…) fill the places left, looked up only when there are places left.
    ids = sql`with s as materialized (${strongSet}),
      t as (
        select e.expert_id as id from (
          select p.id from expert_profiles p where ${TSV} @@ to_tsquery('english'::regconfig, ${f.subjectText}) limit ${TEXT_MATCHES}) x
        join expert_search_facets e on e.expert_id = x.id
        where (select count(*) from s) < ${f.limit} and not exists (select 1 from s where s.id = x.id)${hardAnd}
        order by ${preKey} desc, e.expert_id limit ${f.limit})
      select id from s union all (select id from t limit ${f.limit} - (select count(*) from s))`;
  } else if (strongSet) {
    ids = strongSet;
  } else if (f.tsquery) {
    ids = sql`select e.expert_id as id from expert_profiles p join expert_search_facets e on e.expert_id = p.id
      where ${TSV} @@ to_tsquery('english'::regconfig, ${f.tsquery})${hardAnd}
      order by ${pre}e.rating desc, e.expert_id limit ${f.limit}`;
  } else if (soft.length) {
    ids = sql`select e.expert_id as id from expert_search_facets e
      where ${hardWhere(sql.join(soft, sql` or `))}
      order by e.rating desc, e.expert_id limit ${f.limit}`;
  } else return null;
  // Facets and text scores are computed for the bounded set only, in the same round trip; the set is
  // materialized first so the sort carries ids, not rows.
  const rank = f.rankQuery ? sql`ts_rank_cd(${TSV}, to_tsquery('english'::regconfig, ${f.rankQuery}), 32)` : sql`0`;
  return sql`with i as materialized (${ids}),
    c as (select e.expert_id as id, d.name as domain_name, e.custom_domain, e.subjects, p.boards, e.exams, p.levels, p.audiences,
      p.styles, p.languages, e.experience_years, e.hourly_rate, e.rating, p.rating_count, e.total_sessions, e.is_verified, e.price_from,
      p.sub_domain, ${rank}::float8 as text_rank
    from i join expert_search_facets e on e.expert_id = i.id join expert_profiles p on p.id = i.id
      left join domains d on d.id = e.domain_id)
    select coalesce(json_agg(c), '[]'::json) as rows from c`;
}

const dialect = new PgDialect();
/**
 * The candidate statements prepared so far in this process. A statement's text depends only on which
 * conditions the search has (every list is one parameter), so searches of the same kind share one parsed and
 * planned statement; past this many kinds, further ones run unprepared.
 */
const PREPARED_KINDS = 256;
const preparedKinds = new Set<string>();

/**
 * A search with subjects or exams runs as a prepared statement: its plan (a bitmap OR of the facet indexes and
 * a sort on the pre-score) does not depend on the values, and planning it cost as much as reading a small
 * subject's rows. Keyword-only and facet-only searches are planned each time, because their best plan depends
 * on how rare the words or facets are.
 */
function preparedCandidateQuery(f: CandidateFilter, query: SQL): { name: string; text: string; values: StatementValue[] } | null {
  if (!f.domainNames.length && !f.subjects.length && !f.exams.length && !f.examDomainNames?.length) return null;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `search_candidates_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  if (!preparedKinds.has(name)) {
    if (preparedKinds.size >= PREPARED_KINDS) return null;
    preparedKinds.add(name);
  }
  return { name, text, values: params as StatementValue[] };
}

export const searchRepo = (db: Db) => ({
  /** The bounded candidate set with its facets and text scores. */
  async candidates(f: CandidateFilter): Promise<FacetRow[]> {
    const query = candidateQuery(f);
    if (!query) return [];
    const statement = preparedCandidateQuery(f, query);
    const list = statement
      ? ((await executeStatement(db, statement.name, statement.text, statement.values))[0]?.[0] as FacetRow[] | string | undefined)
      : rows<{ rows: FacetRow[] | string }>(await db.execute(query))[0]?.rows;
    if (!list) return [];
    return typeof list === 'string' ? (JSON.parse(list) as FacetRow[]) : list;
  },

  async explain(query: SQL): Promise<string> {
    const r = rows<Record<string, string>>(await db.execute(sql`explain (analyze, costs off) ${query}`));
    return r.map((x) => Object.values(x)[0]).join('\n');
  },
});
