// The weekly schedule of the signed-in tutor (decision 028): read (saved, or derived from the recurring slots and
// working hours that make open time until one is saved), save, preview the times students will see, and the
// "Get ready for students" checklist.
import { AppError } from '../../../shared/errors';
import { DEFAULT_AVAILABILITY_SETTINGS, minutesOf, type WorkingHours } from '../../../shared/rules/availability-settings';
import { toZonedParts } from '../../../shared/rules/recurrence';
import { localParts, normalizeWorkingHours, type Weekday } from '../../../shared/rules/slots';
import { clockMinutes, clockOf, emptyWeek, mergeRanges, validateSchedule, weeklyFrom, type ScheduleRule, type WeeklyHours } from '../../../shared/rules/weekly-schedule';
import type { OpenTimesPreview, Readiness, ScheduleInput, WeeklySchedule } from '../../../shared/schemas/availability';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { availabilityRepo, type SettingsRow, type SlotRow } from './availability.repo';
import { BOOKABLE_DAYS, openTimesUnder } from './open-slots';

type Ctx = { deps: Deps; actor: Actor };
const DAY = 86_400_000;
const BY_INDEX: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const FOLD_HORIZON_DAYS = 400;

function tutorIdOf(actor: Actor) {
  if (!actor.expertProfileId) throw new AppError('FORBIDDEN', 'Expert profile not found');
  return actor.expertProfileId;
}

const refuse = (f: { title: string; description: string; field: string }) => new AppError('VALIDATION', f.description, { fields: { toastTitle: f.title, [f.field]: f.description } });

/**
 * The weekly hours that the recurring (daily or weekly) series of a tutor make open from `now` on, cut by the
 * working hours as the slot rule cuts them, and the series they come from. A series is folded only when it can
 * be said exactly as weekly hours: in the schedule's zone, every future slot open and at the same local times.
 * Everything else stays in the calendar, where it keeps counting as open time.
 */
function foldRecurring(rows: SlotRow[], settings: SettingsRow | null, timezone: string, now: Date): { weekly: WeeklyHours; seriesIds: string[]; slots: number } {
  const weekly = emptyWeek();
  const hours: WorkingHours | null = settings ? normalizeWorkingHours(settings.workingHours) : null;
  const bySeries = new Map<string, SlotRow[]>();
  for (const r of rows) {
    if (!r.seriesId || !r.isRecurring || r.startTime < now) continue;
    if (r.recurrencePattern !== 'daily' && r.recurrencePattern !== 'weekly') continue;
    bySeries.set(r.seriesId, [...(bySeries.get(r.seriesId) ?? []), r]);
  }
  const seriesIds: string[] = [];
  let slots = 0;
  for (const [id, list] of bySeries) {
    const first = list[0];
    if (first.timezone !== timezone || list.some((r) => !r.isAvailable)) continue;
    const startOf = (r: SlotRow) => toZonedParts(r.startTime, timezone).time;
    const endOf = (r: SlotRow) => {
      const s = toZonedParts(r.startTime, timezone);
      const e = toZonedParts(r.endTime, timezone);
      return e.date === s.date ? e.time : e.time === '00:00' ? '24:00' : null;
    };
    const start = startOf(first);
    const end = endOf(first);
    if (!end || list.some((r) => startOf(r) !== start || endOf(r) !== end)) continue;
    const days = first.recurrencePattern === 'daily' ? BY_INDEX : (first.recurrenceDays ?? []).map((d) => BY_INDEX[d]).filter(Boolean);
    for (const day of days) {
      let a = clockMinutes(start);
      let b = clockMinutes(end);
      if (hours) {
        const wh = hours[day];
        if (!wh?.enabled) continue;
        a = Math.max(a, minutesOf(wh.start));
        b = Math.min(b, minutesOf(wh.end));
      }
      if (b - a >= 15) weekly[day] = mergeRanges([...weekly[day], { start: clockOf(a), end: clockOf(b) }]);
    }
    seriesIds.push(id);
    slots += list.length;
  }
  return { weekly, seriesIds, slots };
}

async function currentSchedule(deps: Deps, tutorId: string) {
  const repo = availabilityRepo(deps.db);
  const settings = await repo.findSettings(tutorId);
  const timezone = settings?.defaultTimezone ?? DEFAULT_AVAILABILITY_SETTINGS.defaultTimezone;
  const now = deps.now();
  const today = localParts(now.getTime(), timezone).dateKey;
  const saved = settings ? weeklyFrom(settings.weeklySchedule) : null;
  if (saved) return { timezone, today, saved, settings, fold: null };
  const rows = await repo.listSlots(tutorId, now, new Date(now.getTime() + FOLD_HORIZON_DAYS * DAY));
  return { timezone, today, saved: null, settings, fold: foldRecurring(rows, settings, timezone, now) };
}

export async function getSchedule({ deps, actor }: Ctx): Promise<WeeklySchedule> {
  const tutorId = tutorIdOf(actor);
  const c = await currentSchedule(deps, tutorId);
  if (c.saved) {
    const overrides = await availabilityRepo(deps.db).overridesFrom(tutorId, c.today);
    return {
      timezone: c.timezone,
      weekly: c.saved,
      overrides: overrides.map((o) => ({ date: o.date, ranges: Array.isArray(o.ranges) ? (o.ranges as ScheduleRule['weekly']['monday']) : [], label: o.label })),
      source: 'saved',
      foldedSlots: 0,
    };
  }
  const fold = c.fold!;
  const any = Object.values(fold.weekly).some((r) => r.length > 0);
  return { timezone: c.timezone, weekly: fold.weekly, overrides: [], source: any ? 'derived' : 'empty', foldedSlots: fold.slots };
}

function checked(input: ScheduleInput, now: Date): ScheduleRule {
  let today: string;
  try {
    today = localParts(now.getTime(), input.timezone).dateKey;
  } catch {
    throw refuse({ title: 'Invalid timezone', description: 'Please choose a valid timezone', field: 'timezone' });
  }
  const result = validateSchedule(input, today);
  if (!result.ok) throw refuse(result);
  return result.value;
}

export async function saveSchedule({ deps, actor, input }: Ctx & { input: ScheduleInput }): Promise<WeeklySchedule> {
  const tutorId = tutorIdOf(actor);
  const rule = checked(input, deps.now());
  const c = await currentSchedule(deps, tutorId);
  // The first save folds the recurring series the editor started from; their past slots stay as history.
  const fold = c.fold && input.timezone === c.timezone ? { seriesIds: c.fold.seriesIds, from: deps.now() } : { seriesIds: [], from: deps.now() };
  await availabilityRepo(deps.db).saveSchedule(tutorId, rule, localParts(deps.now().getTime(), rule.timezone).dateKey, fold);
  await publishEvent(deps.bus, `user:${actor.userId}`, 'availability.changed', { tutorId });
  return getSchedule({ deps, actor });
}

const PREVIEW_DAYS = 14;

function groupByDay(starts: number[], timezone: string, today: string) {
  const days = new Map<string, string[]>();
  for (let i = 0; i < PREVIEW_DAYS; i++) days.set(new Date(Date.parse(`${today}T00:00:00Z`) + i * DAY).toISOString().slice(0, 10), []);
  for (const s of starts) days.get(localParts(s, timezone).dateKey)?.push(new Date(s).toISOString());
  return [...days].map(([date, times]) => ({ date, times }));
}

/** The start times students would see over the next two weeks if the draft were saved. */
export async function previewSchedule({ deps, actor, input }: Ctx & { input: ScheduleInput }): Promise<OpenTimesPreview> {
  const tutorId = tutorIdOf(actor);
  const now = deps.now();
  const rule = checked(input, now);
  const c = await currentSchedule(deps, tutorId);
  // Before the first save, the series that saving folds into the weekly hours would be removed: leave them out.
  const skipSeries = c.fold && input.timezone === c.timezone ? c.fold.seriesIds : [];
  const defaultDuration = c.settings?.defaultSessionDuration ?? DEFAULT_AVAILABILITY_SETTINGS.defaultSessionDuration;
  const open = await openTimesUnder(deps, tutorId, rule, { now, days: PREVIEW_DAYS, defaultDuration, skipSeries });
  return { offeringTitle: open.offeringTitle, durationMinutes: open.durationMinutes, days: groupByDay(open.starts, rule.timezone, localParts(now.getTime(), rule.timezone).dateKey), total: open.starts.length };
}

/** The "Get ready for students" checklist: what a tutor still needs before students can book them. */
export async function readiness({ deps, actor }: Ctx): Promise<Readiness> {
  const tutorId = tutorIdOf(actor);
  const repo = availabilityRepo(deps.db);
  const [facts, settings] = await Promise.all([repo.readinessFacts(tutorId), repo.findSettings(tutorId)]);
  const open = await openTimesUnder(deps, tutorId, 'saved', {
    now: deps.now(),
    days: BOOKABLE_DAYS,
    defaultDuration: settings?.defaultSessionDuration ?? DEFAULT_AVAILABILITY_SETTINGS.defaultSessionDuration,
    skipSeries: [],
  });
  const hasOffer = (facts?.offers ?? 0) > 0;
  const items: Readiness['items'] = [
    { key: 'photo', done: Boolean(facts?.avatarUrl) },
    { key: 'offer', done: hasOffer },
    { key: 'languages', done: (facts?.languages.length ?? 0) > 0 },
    { key: 'schedule', done: open.starts.length > 0 },
  ];
  const bookable = hasOffer && open.starts.length > 0;
  // A domain the tutor typed in wins over the listed one, as on their profile.
  const domainName = facts?.customDomain?.trim() || facts?.listedDomain || null;
  const median = facts?.medianHourly == null ? null : Number(facts.medianHourly);
  return {
    items,
    done: items.filter((i) => i.done).length,
    total: items.length,
    bookable,
    nextOpenAt: bookable ? new Date(open.starts[0]).toISOString() : null,
    offerDraft: {
      domainName,
      title: domainName ? `One-to-one ${domainName} lesson` : 'One-to-one lesson',
      // Rounded to a whole 50 in the currency, as tutors price.
      price: median == null || !Number.isFinite(median) ? null : Math.max(5_000, Math.round(median / 5_000) * 5_000),
      basedOn: facts?.basedOn ?? 0,
    },
  };
}
