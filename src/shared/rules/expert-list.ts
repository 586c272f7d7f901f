// Expert lists' constants (sorts, weekday filters, the profile's review page) and the AI Understanding panel's labels,
// without zod: the public pages use them, and importing them from the schemas would load zod (about 22 KB compressed).
import type { ExcludedCriteria, ExtractedCriteria, HoursRange } from '../schemas/search';

/** match: best match (the AI ranking, or the rating order without a query); price: the "from" price; reviews: most reviewed. */
export const EXPERT_SORTS = ['match', 'price_asc', 'price_desc', 'rating', 'reviews'] as const;
export type ExpertSort = (typeof EXPERT_SORTS)[number];

export const WEEKDAY_CODES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** Longest review or reply text. */
export const REVIEW_TEXT_MAX = 2000;

/** Reviews embedded in the profile answer (the first page; more via GET /api/experts/:id/reviews?cursor). */
export const PROFILE_REVIEW_PAGE = 5;

export const noExcludes = (): ExcludedCriteria => ({ exams: [], levels: [], audiences: [], styles: [] });

/** Human labels for the AI Understanding panel. */
export function criteriaBadges(c: ExtractedCriteria, formatRate: (minor: number) => string): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  for (const s of c.subjects) out.push({ label: 'Subject', value: s });
  if (c.grade) out.push({ label: 'Grade', value: c.grade });
  for (const l of c.levels) out.push({ label: 'Level', value: l });
  for (const b of c.boards) out.push({ label: 'Board', value: b });
  for (const e of c.exams) out.push({ label: 'Exam', value: e });
  for (const l of c.languages) out.push({ label: 'Language', value: l });
  for (const a of c.audiences) out.push({ label: 'Audience', value: a });
  for (const s of c.styles) out.push({ label: 'Style', value: s });
  if (c.minExperienceYears != null) out.push({ label: 'Experience', value: `${c.minExperienceYears}+ years` });
  if (c.maxHourlyRate != null) out.push({ label: 'Budget', value: `under ${formatRate(c.maxHourlyRate)}` });
  for (const t of c.timeWindows) out.push({ label: 'Time', value: t });
  if (c.hours) out.push({ label: 'Hours', value: formatHours(c.hours) });
  const ex = c.excludes ?? noExcludes();
  for (const x of [...ex.exams, ...ex.levels, ...ex.audiences, ...ex.styles]) out.push({ label: 'Not', value: x });
  return out;
}

const clock = (minutes: number) => {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}${m ? `:${String(m).padStart(2, '0')}` : ''} ${h < 12 ? 'am' : 'pm'}`;
};

/** "after 8 pm", "before 7 am", "6 pm – 8 pm". */
function formatHours(h: HoursRange): string {
  if (h.to >= 1440 && h.from > 0) return `after ${clock(h.from)}`;
  if (h.from <= 0) return `before ${clock(h.to)}`;
  return `${clock(h.from)} – ${clock(h.to)}`;
}
