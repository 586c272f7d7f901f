// The discover page's filters and order as they live in the address (/discover-experts?q=…&maxPrice=500&…)
// and as the API takes them. Prices in the address are whole rupees (what the student typed); the API takes
// minor units. Days and hours are the viewer's: the API gets the viewer's zone with them.
import { EXPERT_SORTS, WEEKDAY_CODES, type ExpertSort, type WeekdayCode } from '@shared/rules/expert-list';

export type DiscoverFilters = {
  domainId: string;
  /** Major units (₹). */
  minPrice: number | null;
  maxPrice: number | null;
  language: string;
  minRating: number | null;
  verified: boolean;
  trial: boolean;
  days: WeekdayCode[];
  /** Hours 0–24 in the viewer's zone. */
  from: number | null;
  to: number | null;
  sort: ExpertSort;
};

export const EMPTY_FILTERS: DiscoverFilters = {
  domainId: '',
  minPrice: null,
  maxPrice: null,
  language: '',
  minRating: null,
  verified: false,
  trial: false,
  days: [],
  from: null,
  to: null,
  sort: 'match',
};

const num = (v: string | null, min: number, max: number): number | null => {
  if (v == null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

/** Reads the filters from the address; values that make no sense are ignored rather than sent. */
export function readFilters(params: URLSearchParams): DiscoverFilters {
  const sort = params.get('sort');
  const days = (params.get('days') ?? '')
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter((d): d is WeekdayCode => (WEEKDAY_CODES as readonly string[]).includes(d));
  const from = num(params.get('from'), 0, 23);
  const to = num(params.get('to'), 1, 24);
  return {
    domainId: params.get('domain') ?? '',
    minPrice: num(params.get('minPrice'), 0, 1_000_000),
    maxPrice: num(params.get('maxPrice'), 0, 1_000_000),
    language: (params.get('language') ?? '').trim().slice(0, 40),
    minRating: num(params.get('minRating'), 1, 5),
    verified: params.get('verified') === 'true',
    trial: params.get('trial') === 'true',
    days: WEEKDAY_CODES.filter((d) => days.includes(d)),
    from: from != null && to != null && from >= to ? null : from != null ? Math.floor(from) : null,
    to: to != null ? Math.floor(to) : null,
    sort: (EXPERT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ExpertSort) : 'match',
  };
}

/** Writes the filters into the address, keeping other parameters (the query `q`) as they are. */
export function writeFilters(params: URLSearchParams, f: DiscoverFilters): URLSearchParams {
  const out = new URLSearchParams(params);
  const set = (k: string, v: string | null) => (v == null || v === '' ? out.delete(k) : out.set(k, v));
  set('domain', f.domainId || null);
  set('minPrice', f.minPrice == null ? null : String(f.minPrice));
  set('maxPrice', f.maxPrice == null ? null : String(f.maxPrice));
  set('language', f.language || null);
  set('minRating', f.minRating == null ? null : String(f.minRating));
  set('verified', f.verified ? 'true' : null);
  set('trial', f.trial ? 'true' : null);
  set('days', f.days.length ? f.days.join(',') : null);
  set('from', f.from == null ? null : String(f.from));
  set('to', f.to == null ? null : String(f.to));
  set('sort', f.sort === 'match' ? null : f.sort);
  return out;
}

/** How many filters are set (the order is not a filter). */
export function activeFilterCount(f: DiscoverFilters): number {
  return [
    f.domainId,
    f.minPrice != null || f.maxPrice != null,
    f.language,
    f.minRating != null,
    f.verified,
    f.trial,
    f.days.length > 0,
    f.from != null || f.to != null,
  ].filter(Boolean).length;
}

/** The API's filter parameters (GET /api/experts query, POST /api/ai/tutor-search body). */
export type ApiFilters = {
  minPrice?: number;
  maxPrice?: number;
  language?: string;
  minRating?: number;
  verified?: boolean;
  trial?: boolean;
  days?: string;
  from?: number;
  to?: number;
  tz?: string;
  sort?: ExpertSort;
};

export function toApiFilters(f: DiscoverFilters, zone: string): ApiFilters {
  const out: ApiFilters = {};
  if (f.minPrice != null) out.minPrice = Math.round(f.minPrice * 100);
  if (f.maxPrice != null) out.maxPrice = Math.round(f.maxPrice * 100);
  if (f.language) out.language = f.language;
  if (f.minRating != null) out.minRating = f.minRating;
  if (f.verified) out.verified = true;
  if (f.trial) out.trial = true;
  if (f.days.length) out.days = f.days.join(',');
  if (f.from != null) out.from = f.from;
  if (f.to != null) out.to = f.to;
  if (out.days || out.from != null || out.to != null) out.tz = zone;
  if (f.sort !== 'match') out.sort = f.sort;
  return out;
}

/** The same as query-string pairs. */
export function apiFiltersQuery(f: ApiFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)]));
}
