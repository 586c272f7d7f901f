// The weekly schedule (decision 028): per weekday one or more time ranges in the tutor's zone, date overrides
// (other hours on a date, a day off, a holiday) and the calendar's own slots. It is the source of open time once
// a tutor saves it; working hours no longer cut it. Wall-clock times stay fixed across daylight-saving changes.
// One rule on both sides: the editor's checks, the server's save and the slot rule's windows.
import { localParts, zonedMs, type SavedSlotSettings, type Weekday, type Window } from './slots';

export type TimeRange = { start: string; end: string };
export type WeeklyHours = Record<Weekday, TimeRange[]>;
export type DateOverride = { date: string; ranges: TimeRange[]; label: string | null };
export type ScheduleRule = { timezone: string; weekly: WeeklyHours; overrides: DateOverride[] };

/** Monday first, as the editor lists them. */
export const SCHEDULE_DAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MAX_RANGES_PER_DAY = 6;
const MAX_OVERRIDES = 200;
const MAX_LABEL = 80;

const MIN = 60_000;
const DAY = 86_400_000;
/** HH:MM from 00:00 to 23:59, or 24:00 as the end of a day. */
const CLOCK = /^(?:([01]\d|2[0-3]):([0-5]\d)|24:00)$/;

export const clockMinutes = (hhmm: string): number => (hhmm === '24:00' ? 1440 : Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)));
export const clockOf = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export const emptyWeek = (): WeeklyHours => ({ sunday: [], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [] });

/** Ranges of one day sorted, with overlapping and touching ranges joined: 09:00–12:00 and 11:00–13:00 are 09:00–13:00. */
export function mergeRanges(ranges: TimeRange[]): TimeRange[] {
  const spans = ranges.map((r) => [clockMinutes(r.start), clockMinutes(r.end)] as [number, number]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out: [number, number][] = [];
  for (const [a, b] of spans) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out.map(([a, b]) => ({ start: clockOf(a), end: clockOf(b) }));
}

/** Weekday names as the editor and its messages write them. */
export const DAY_NAMES: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

type ScheduleFailure = { title: string; description: string; field: string };
export type ScheduleCheck = { ok: true; value: ScheduleRule } | ({ ok: false } & ScheduleFailure);

function rangeProblem(r: TimeRange, where: string, field: string): ScheduleFailure | null {
  if (!CLOCK.test(r.start) || r.start === '24:00' || !CLOCK.test(r.end)) return { title: 'Invalid time', description: `Use times like 09:00 on ${where}.`, field };
  if (clockMinutes(r.end) <= clockMinutes(r.start)) return { title: 'Invalid time range', description: `The end must be after the start on ${where}.`, field };
  if (clockMinutes(r.end) - clockMinutes(r.start) < 15) return { title: 'Invalid time range', description: `A range on ${where} must be at least 15 minutes long.`, field };
  return null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (s: string) => ISO_DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** A readable date for messages: "Wed 24 Dec 2026". */
const dateLabel = (s: string) => new Date(`${s}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * Checks a schedule as the editor sends it and returns it tidied: ranges merged per day, overrides sorted by date.
 * `today` (YYYY-MM-DD in the schedule's zone) refuses overrides for past dates.
 */
export function validateSchedule(input: { timezone: string; weekly: Partial<Record<Weekday, TimeRange[]>>; overrides: DateOverride[] }, today: string): ScheduleCheck {
  const weekly = emptyWeek();
  for (const day of SCHEDULE_DAYS) {
    const ranges = input.weekly[day] ?? [];
    if (ranges.length > MAX_RANGES_PER_DAY) return { ok: false, title: 'Too many ranges', description: `${DAY_NAMES[day]} can have at most ${MAX_RANGES_PER_DAY} time ranges.`, field: `weekly.${day}` };
    for (const r of ranges) {
      const p = rangeProblem(r, DAY_NAMES[day], `weekly.${day}`);
      if (p) return { ok: false, ...p };
    }
    weekly[day] = mergeRanges(ranges);
  }
  if (input.overrides.length > MAX_OVERRIDES) return { ok: false, title: 'Too many date overrides', description: `Keep at most ${MAX_OVERRIDES} dates.`, field: 'overrides' };
  const seen = new Set<string>();
  const overrides: DateOverride[] = [];
  for (const o of input.overrides) {
    if (!isCalendarDate(o.date)) return { ok: false, title: 'Invalid date', description: 'Choose a date from the calendar.', field: 'overrides' };
    if (o.date < today) return { ok: false, title: 'Date in the past', description: `${dateLabel(o.date)} has passed. Remove it or choose a later date.`, field: 'overrides' };
    if (seen.has(o.date)) return { ok: false, title: 'Date listed twice', description: `${dateLabel(o.date)} has two overrides. Keep one.`, field: 'overrides' };
    seen.add(o.date);
    if (o.ranges.length > MAX_RANGES_PER_DAY) return { ok: false, title: 'Too many ranges', description: `${dateLabel(o.date)} can have at most ${MAX_RANGES_PER_DAY} time ranges.`, field: 'overrides' };
    for (const r of o.ranges) {
      const p = rangeProblem(r, dateLabel(o.date), 'overrides');
      if (p) return { ok: false, ...p };
    }
    const label = o.label?.trim() || null;
    if (label && label.length > MAX_LABEL) return { ok: false, title: 'Name too long', description: `Keep the name of ${dateLabel(o.date)} under ${MAX_LABEL} characters.`, field: 'overrides' };
    overrides.push({ date: o.date, ranges: mergeRanges(o.ranges), label });
  }
  overrides.sort((a, b) => a.date.localeCompare(b.date));
  return { ok: true, value: { timezone: input.timezone, weekly, overrides } };
}

const nextDate = (dateKey: string) => new Date(Date.parse(`${dateKey}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** Reads a stored weekly schedule (jsonb, possibly a string); null when absent or unreadable. */
export function weeklyFrom(raw: unknown): WeeklyHours | null {
  let v = raw;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  if (!v || typeof v !== 'object') return null;
  const src = v as Record<string, unknown>;
  const out = emptyWeek();
  for (const day of SCHEDULE_DAYS) {
    const list = src[day];
    if (!Array.isArray(list)) continue;
    out[day] = list.filter((r): r is TimeRange => !!r && typeof r === 'object' && typeof r.start === 'string' && typeof r.end === 'string');
  }
  return out;
}

/**
 * The open windows of a schedule for the local days that touch [from, to): each day's weekly ranges, or its
 * override's ranges when it has one (an override with no ranges is a day off). A range ending at 24:00 ends at
 * the next local midnight, so a day's last slot keeps its place on daylight-saving days.
 */
export function scheduleWindows(rule: ScheduleRule, from: number, to: number): Window[] {
  const overrides = new Map(rule.overrides.map((o) => [o.date, o.ranges]));
  const out: Window[] = [];
  let day = localParts(from - DAY, rule.timezone).dateKey;
  const last = localParts(to + DAY, rule.timezone).dateKey;
  for (let guard = 0; day <= last && guard < 800; guard++, day = nextDate(day)) {
    const weekday = localParts(zonedMs(day, 12 * 60, rule.timezone), rule.timezone).weekday;
    for (const r of overrides.get(day) ?? rule.weekly[weekday]) {
      const start = zonedMs(day, clockMinutes(r.start), rule.timezone);
      const end = r.end === '24:00' ? zonedMs(nextDate(day), 0, rule.timezone) : zonedMs(day, clockMinutes(r.end), rule.timezone);
      if (end > start && end > from - DAY && start < to + DAY) out.push({ start, end });
    }
  }
  return out;
}

/** Windows sorted with overlapping and touching ones joined. */
function unionWindows(windows: Window[]): Window[] {
  const sorted = [...windows].sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Window[] = [];
  for (const w of sorted) {
    const last = out[out.length - 1];
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else out.push({ ...w });
  }
  return out;
}

/** Windows with the given intervals cut out. */
function subtract(windows: Window[], cuts: Window[]): Window[] {
  let out = windows;
  for (const c of cuts) {
    out = out.flatMap((w) => {
      if (c.end <= w.start || c.start >= w.end) return [w];
      const parts: Window[] = [];
      if (w.start < c.start) parts.push({ start: w.start, end: c.start });
      if (c.end < w.end) parts.push({ start: c.end, end: w.end });
      return parts;
    });
  }
  return out;
}

/**
 * The open time of a tutor in [from, to): without a saved schedule, the calendar's slots as they are (the rule's
 * working hours still cut them); with one, the schedule's windows joined with the calendar's slots, a day off
 * or holiday closing its whole local day, calendar slots included.
 */
export function openWindows(slots: Window[], rule: ScheduleRule | null, from: number, to: number): Window[] {
  if (!rule) return slots;
  const daysOff = rule.overrides
    .filter((o) => o.ranges.length === 0)
    .map((o) => ({ start: zonedMs(o.date, 0, rule.timezone), end: zonedMs(nextDate(o.date), 0, rule.timezone) }));
  return unionWindows([...subtract(slots, daysOff), ...scheduleWindows(rule, from, to)]);
}

/** Minutes of open time in [from, to) of some windows (for checks that nothing is lost). */
export function openMinutes(windows: Window[], from: number, to: number): number {
  return unionWindows(windows).reduce((n, w) => n + Math.max(0, Math.min(w.end, to) - Math.max(w.start, from)) / MIN, 0);
}

/** The schedule the slot rule applies for saved settings and the overrides read with them; null without a saved schedule. */
export function scheduleRuleOf(saved: SavedSlotSettings | null, overrides: DateOverride[]): ScheduleRule | null {
  const weekly = saved ? weeklyFrom(saved.weeklySchedule) : null;
  return saved && weekly ? { timezone: saved.timezone, weekly, overrides } : null;
}

/** Overrides as the schedule reads answer them: [date, ranges] pairs. */
export function overridesFrom(raw: unknown): DateOverride[] {
  const list = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
  if (!Array.isArray(list)) return [];
  return list.map(([date, ranges]: [string, unknown]) => {
    const r = typeof ranges === 'string' ? (JSON.parse(ranges) as unknown) : ranges;
    return { date, ranges: Array.isArray(r) ? (r as TimeRange[]) : [], label: null };
  });
}
