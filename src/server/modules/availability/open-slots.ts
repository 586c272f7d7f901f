// The open times shown before a booking (search cards, the expert preview, "Available" on cards): the same
// rule the booking page and the booking re-check apply (shared/rules/slots.ts generateSlots), over each
// expert's published offerings, saved settings, availability windows and live bookings. Every expert's
// schedule comes back in one query; the rule then runs in memory, stopping as soon as enough times are found.
import { DEFAULT_SLOT_SETTINGS, localParts, slotSettingsFrom, generateSlots, type BusyBooking, type SavedSlotSettings, type Weekday, type Window } from '../../../shared/rules/slots';
import { openWindows, overridesFrom, scheduleRuleOf, type DateOverride, type ScheduleRule } from '../../../shared/rules/weekly-schedule';
import type { TimeWindow } from '../../../shared/schemas/search';
import { executeStatement } from '../../db/prepared';
import type { Deps } from '../../deps';

const MIN = 60_000;
const DAY = 86_400_000;
/** An expert is bookable with an open time within this many days. */
export const BOOKABLE_DAYS = 14;
/** The longest availability window the database accepts (check slot_length): bounds the window lookup. */
const MAX_WINDOW_HOURS = 8;

export type OpenSlot = { startTime: string; endTime: string; /** The published offering this time is open for. */ offeringId: string };

export type OpenSlotOptions = {
  /** Start of the search (and "now" for the rule unless `now` is given). */
  from: Date;
  days: number;
  /** The viewer's zone: time windows and hours are read in it. */
  timezone: string;
  windows?: TimeWindow[];
  /** Minutes after local midnight in the viewer's zone: starts in [from, to), wrapping past midnight when to < from. */
  hours?: { from: number; to: number } | null;
  /** Only starts on these days of the week, in the viewer's zone (the discover page's day filter). */
  weekdays?: Weekday[];
  perExpert: number;
  now?: Date;
};

type Offer = { id: string; durationMinutes: number; maxStudents: number };
type ExpertSchedule = {
  offers: Offer[];
  offerTitles: string[];
  settings: SavedSlotSettings | null;
  overrides: DateOverride[];
  /** The calendar's open slots, with the series each belongs to. */
  windows: (Window & { seriesId: string | null })[];
  bookings: BusyBooking[];
};

// Per id: active offerings in the booking page's order (price, then age), saved settings, available windows
// overlapping the range and live bookings a day either side of it (the daily cap counts whole local days).
// Each lookup is one range of the (expert, time) indexes; experts without a published offering are skipped.
const SCHEDULES_SQL = `
select e.id::text,
  (select json_agg(json_build_array(o.id::text, o.duration_minutes, o.max_students, o.title) order by o.price, o.created_at)
     from offerings o where o.expert_id = e.id and o.is_active) as offers,
  (select json_build_array(s.default_timezone, s.working_hours, s.buffer_time_before, s.buffer_time_after,
       s.advance_booking_days, s.max_bookings_per_day, s.weekly_schedule)
     from availability_settings s where s.tutor_id = e.id) as settings,
  (select json_agg(json_build_array(to_char(v.date, 'YYYY-MM-DD'), v.ranges))
     from availability_overrides v
     where v.tutor_id = e.id and v.date >= ($2::timestamptz - interval '2 days')::date and v.date <= ($3::timestamptz + interval '2 days')::date) as overrides,
  (select json_agg(json_build_array((extract(epoch from a.start_time) * 1000)::bigint, (extract(epoch from a.end_time) * 1000)::bigint, a.series_id::text)
       order by a.start_time)
     from availability_slots a
     where a.tutor_id = e.id and a.is_available
       and a.start_time > $2::timestamptz - interval '${MAX_WINDOW_HOURS} hours' and a.start_time < $3::timestamptz
       and a.end_time > $2::timestamptz) as windows,
  (select json_agg(json_build_array((extract(epoch from b.scheduled_at) * 1000)::bigint, (extract(epoch from b.ends_at) * 1000)::bigint,
       coalesce(b.group_session_id, b.id)::text, b.offering_id::text))
     from bookings b
     where b.expert_id = e.id and b.status in ('pending', 'confirmed')
       and b.scheduled_at > $2::timestamptz - interval '2 days' and b.scheduled_at < $3::timestamptz + interval '1 day'
       and b.ends_at > $2::timestamptz - interval '1 day') as bookings
from unnest($1::uuid[]) as e(id)`;
const WITH_OFFERS = `${SCHEDULES_SQL}
where exists (select 1 from offerings o where o.expert_id = e.id and o.is_active)`;

/** Settings as stored for a tutor who saved none: the rule's defaults. */
const DEFAULT_SAVED: SavedSlotSettings = { ...DEFAULT_SLOT_SETTINGS, workingHours: null };

const parse = <T>(v: unknown): T | null => (v == null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

async function loadSchedules(deps: Pick<Deps, 'db'>, ids: string[], from: number, to: number, withoutOffers = false): Promise<Map<string, ExpertSchedule>> {
  const rows = withoutOffers
    ? await executeStatement(deps.db, 'open_slot_schedule_any', SCHEDULES_SQL, [ids, new Date(from), new Date(to)])
    : await executeStatement(deps.db, 'open_slot_schedules', WITH_OFFERS, [ids, new Date(from), new Date(to)]);
  const out = new Map<string, ExpertSchedule>();
  for (const [id, offers, settings, overrides, windows, live] of rows) {
    const s = parse<[string, unknown, number, number, number, number, unknown]>(settings);
    out.set(String(id), {
      offers: (parse<[string, number, number, string][]>(offers) ?? []).map(([oid, d, m]) => ({ id: oid, durationMinutes: Number(d), maxStudents: Number(m) })),
      offerTitles: (parse<[string, number, number, string][]>(offers) ?? []).map((o) => o[3]),
      settings: s && { timezone: s[0], workingHours: s[1], bufferBefore: s[2], bufferAfter: s[3], advanceBookingDays: s[4], maxBookingsPerDay: s[5], weeklySchedule: s[6] },
      overrides: overridesFrom(overrides ?? []),
      windows: (parse<[number, number, string | null][]>(windows) ?? []).map(([a, b, series]) => ({ start: Number(a), end: Number(b), seriesId: series })),
      bookings: (parse<[number, number, string, string | null][]>(live) ?? []).map(([a, b, g, o]) => ({ start: Number(a), end: Number(b), groupKey: g, offeringId: o })),
    });
  }
  return out;
}

const PART_OF_DAY: Partial<Record<TimeWindow, [number, number]>> = {
  mornings: [6 * 60, 12 * 60],
  afternoons: [12 * 60, 17 * 60],
  evenings: [17 * 60, 22 * 60],
};
const WEEKEND = new Set<Weekday>(['saturday', 'sunday']);

/** Whether a start lies in the asked windows and hours, read in the viewer's zone. */
function startFilter(opts: OpenSlotOptions, now: number): ((start: number) => boolean) | null {
  const windows = opts.windows ?? [];
  const hours = opts.hours ?? null;
  const weekdays = opts.weekdays?.length ? new Set(opts.weekdays) : null;
  if (!windows.length && !hours && !weekdays) return null;
  const today = localParts(now, opts.timezone).dateKey;
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  const days = windows.filter((w) => !PART_OF_DAY[w]);
  const parts = windows.map((w) => PART_OF_DAY[w]).filter((p): p is [number, number] => Boolean(p));
  return (start) => {
    const p = localParts(start, opts.timezone);
    if (weekdays && !weekdays.has(p.weekday)) return false;
    if (days.length) {
      const ok = days.some((w) =>
        w === 'today' ? p.dateKey === today : w === 'tomorrow' ? p.dateKey === tomorrow : w === 'weekends' ? WEEKEND.has(p.weekday) : !WEEKEND.has(p.weekday),
      );
      if (!ok) return false;
    }
    if (parts.length && !parts.some(([a, b]) => p.minutes >= a && p.minutes < b)) return false;
    if (hours) {
      const inside = hours.from <= hours.to ? p.minutes >= hours.from && p.minutes < hours.to : p.minutes >= hours.from || p.minutes < hours.to;
      if (!inside) return false;
    }
    return true;
  };
}

/** Day boundaries the search stops at once it has enough times: most experts are done after the first. */
const CHUNK_DAYS = [1, 3, 7];

/** The first `perExpert` open times of one expert in [from, to), each bookable for its offering on the booking page. */
function openSlotsOf(s: ExpertSchedule, from: number, to: number, now: number, perExpert: number, keep: ((start: number) => boolean) | null): OpenSlot[] {
  const all = openWindows(s.windows, scheduleRuleOf(s.settings, s.overrides), from, to);
  if (!s.offers.length || !all.length) return [];
  const settings = slotSettingsFrom(s.settings);
  const bounds = [...CHUNK_DAYS.map((d) => from + d * DAY).filter((b) => b < to), to];
  const found: { start: number; end: number; rank: number; offeringId: string }[] = [];
  const distinct = new Set<number>();
  let chunkFrom = from;
  for (const chunkTo of bounds) {
    const windows = all.filter((w) => w.start < chunkTo && w.end > chunkFrom);
    if (windows.length) {
      s.offers.forEach((o, rank) => {
        const slots = generateSlots({
          windows,
          bookings: s.bookings,
          settings,
          durationMinutes: o.durationMinutes,
          offeringId: o.id,
          maxStudents: o.maxStudents,
          now,
          from: chunkFrom,
          to: chunkTo,
        });
        for (const x of slots) {
          if (!x.isAvailable || (keep && !keep(x.startTime))) continue;
          found.push({ start: x.startTime, end: x.endTime, rank, offeringId: o.id });
          distinct.add(x.startTime);
        }
      });
    }
    if (distinct.size >= perExpert) break;
    chunkFrom = chunkTo;
  }
  // Earliest first; at the same start the offering the booking page selects first.
  found.sort((a, b) => a.start - b.start || a.rank - b.rank);
  const out: OpenSlot[] = [];
  let last = -1;
  for (const f of found) {
    if (f.start === last) continue;
    last = f.start;
    out.push({ startTime: new Date(f.start).toISOString(), endTime: new Date(f.end).toISOString(), offeringId: f.offeringId });
    if (out.length >= perExpert) break;
  }
  return out;
}

/**
 * The next open times of each expert over the next `days` from `from`, at most `perExpert` each, earliest
 * first. An expert with no published offering or no open time has no entry.
 */
export async function nextOpenSlots(deps: Pick<Deps, 'db'>, expertIds: string[], opts: OpenSlotOptions): Promise<Map<string, OpenSlot[]>> {
  const result = new Map<string, OpenSlot[]>();
  for (const { id, open } of await openTimes(deps, expertIds, opts)) if (open.length) result.set(id, open);
  return result;
}

/**
 * The open times in the asked windows and hours (as nextOpenSlots) and, from the same schedules, which experts
 * can be booked at all in the range (any open time, asked time or not): one schedule lookup for both.
 */
export async function openSlotsAndBookable(
  deps: Pick<Deps, 'db'>,
  expertIds: string[],
  opts: OpenSlotOptions,
): Promise<{ slots: Map<string, OpenSlot[]>; bookable: Set<string>; firstOpen: Map<string, string> }> {
  const slots = new Map<string, OpenSlot[]>();
  const bookable = new Set<string>();
  /** Each bookable expert's first open time in the asked time, else its first open time at all. */
  const firstOpen = new Map<string, string>();
  for (const { id, open, first } of await openTimes(deps, expertIds, opts)) {
    if (open.length) slots.set(id, open);
    const start = first();
    if (start) {
      bookable.add(id);
      firstOpen.set(id, start);
    }
  }
  return { slots, bookable, firstOpen };
}

/** Each expert with a schedule: the open times the options ask for, and (lazily) whether any time at all is open. */
async function openTimes(deps: Pick<Deps, 'db'>, expertIds: string[], opts: OpenSlotOptions) {
  const ids = [...new Set(expertIds)];
  if (!ids.length || opts.perExpert <= 0 || !(opts.days > 0)) return [];
  const from = opts.from.getTime();
  const to = from + opts.days * DAY;
  const now = (opts.now ?? opts.from).getTime();
  const keep = startFilter(opts, now);
  const schedules = await loadSchedules(deps, ids, Math.floor(from / MIN) * MIN, to);
  return ids.flatMap((id) => {
    const s = schedules.get(id);
    if (!s) return [];
    const open = openSlotsOf(s, from, to, now, opts.perExpert, keep);
    // The first asked time when there is one; else, with a time filter, the first open time at all.
    const first = () => (open[0] ?? (keep !== null ? openSlotsOf(s, from, to, now, 1, null)[0] : undefined))?.startTime ?? null;
    return [{ id, open, first }];
  });
}

/** Experts that can be booked now: a published offering with an open time in the next BOOKABLE_DAYS days. */
export async function bookableIds(deps: Pick<Deps, 'db'>, ids: string[], now: Date): Promise<Set<string>> {
  const open = await nextOpenSlots(deps, ids, { from: now, days: BOOKABLE_DAYS, timezone: 'UTC', perExpert: 1 });
  return new Set(open.keys());
}

/**
 * Every start students could book with a tutor over the next `days`, for the offer the booking page selects
 * first (or, without a published offer, the default session length), under `rule`: the saved weekly schedule,
 * or a draft of it for the editor's preview. The same rule as the booking page and the booking re-check.
 */
export async function openTimesUnder(
  deps: Pick<Deps, 'db'>,
  tutorId: string,
  rule: ScheduleRule | 'saved',
  opts: { now: Date; days: number; defaultDuration: number; /** Calendar series left out (those a first save folds into the weekly hours). */ skipSeries: string[] },
): Promise<{ offeringTitle: string | null; durationMinutes: number; starts: number[] }> {
  const now = opts.now.getTime();
  const to = now + opts.days * DAY;
  const s = (await loadSchedules(deps, [tutorId], Math.floor(now / MIN) * MIN, to, true)).get(tutorId);
  if (!s) return { offeringTitle: null, durationMinutes: opts.defaultDuration, starts: [] };
  const offer = s.offers[0];
  const skip = new Set(opts.skipSeries);
  const applied = rule === 'saved' ? scheduleRuleOf(s.settings, s.overrides) : rule;
  const saved: SavedSlotSettings | null =
    rule === 'saved' ? s.settings : s.settings ? { ...s.settings, timezone: rule.timezone, weeklySchedule: rule.weekly } : { ...DEFAULT_SAVED, timezone: rule.timezone, weeklySchedule: rule.weekly };
  const slots = generateSlots({
    windows: openWindows(skip.size ? s.windows.filter((w) => !w.seriesId || !skip.has(w.seriesId)) : s.windows, applied, now, to),
    bookings: s.bookings,
    settings: slotSettingsFrom(saved),
    durationMinutes: offer?.durationMinutes ?? opts.defaultDuration,
    offeringId: offer?.id ?? '',
    maxStudents: offer?.maxStudents ?? 1,
    now,
    from: now,
    to,
  });
  return {
    offeringTitle: offer ? (s.offerTitles[0] ?? null) : null,
    durationMinutes: offer?.durationMinutes ?? opts.defaultDuration,
    starts: slots.filter((x) => x.isAvailable).map((x) => x.startTime),
  };
}
