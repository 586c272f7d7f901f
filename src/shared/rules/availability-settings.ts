// Availability settings: the spec's defaults, the time-zone choices and the save validation
// (same messages on the server and in the dialog). The spec's "allow recurring sessions" is not among them:
// see docs/decisions/026-recurring-sessions-setting.md.
import { DEFAULT_TIME_ZONE, TIMEZONE_OPTIONS } from './time-zone';
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type Weekday = (typeof WEEKDAYS)[number];
type WorkingDay = { enabled: boolean; start: string; end: string };
export type WorkingHours = Record<Weekday, WorkingDay>;

export const SESSION_DURATIONS = [30, 45, 60, 90, 120] as const;

export type AvailabilitySettings = {
  defaultTimezone: string;
  workingHours: WorkingHours;
  defaultSessionDuration: number;
  bufferTimeBefore: number;
  bufferTimeAfter: number;
  advanceBookingDays: number;
  maxBookingsPerDay: number;
  autoConfirmBookings: boolean;
};

const weekday = { enabled: true, start: '09:00', end: '17:00' };
const weekend = { enabled: false, start: '10:00', end: '15:00' };

export const DEFAULT_AVAILABILITY_SETTINGS: AvailabilitySettings = {
  defaultTimezone: DEFAULT_TIME_ZONE,
  workingHours: { monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday, saturday: weekend, sunday: weekend },
  defaultSessionDuration: 60,
  bufferTimeBefore: 15,
  bufferTimeAfter: 15,
  advanceBookingDays: 30,
  maxBookingsPerDay: 8,
  autoConfirmBookings: false,
};

/** The spec's time-zone list (value: IANA name): the one list, in time-zone.ts. */
export { TIMEZONE_OPTIONS };

export function isValidTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || !tz) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The clock time `minutes` after `start` (both HH:MM) on the same day, 23:59 at the latest: the end the Add
 * Availability dialog proposes for a slot of the default session duration. An unreadable start is returned as is.
 */
export function clockAfter(start: string, minutes: number): string {
  if (!HHMM.test(start)) return start;
  const end = Math.min(minutesOf(start) + minutes, 24 * 60 - 1);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

type SettingsFailure = { title: string; description: string };
export type SettingsResult = { ok: true; value: AvailabilitySettings } | ({ ok: false } & SettingsFailure);

const fail = (title: string, description: string): SettingsResult => ({ ok: false, title, description });
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
const intIn = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function validateWorkingHours(input: unknown): { ok: true; value: WorkingHours } | ({ ok: false } & SettingsFailure) {
  const bad = { ok: false as const, title: 'Invalid working hours', description: 'Please check your working hours configuration' };
  if (!input || typeof input !== 'object' || Array.isArray(input)) return bad;
  const wh = input as Record<string, unknown>;
  const out = {} as WorkingHours;
  for (const day of WEEKDAYS) {
    const d = wh[day] as Record<string, unknown> | undefined;
    if (!d || typeof d !== 'object' || typeof d.enabled !== 'boolean' || typeof d.start !== 'string' || typeof d.end !== 'string') return bad;
    if (d.enabled) {
      if (!HHMM.test(d.start) || !HHMM.test(d.end)) return { ok: false, title: 'Invalid time range', description: `Invalid time format for ${cap(day)}` };
      if (minutesOf(d.end) <= minutesOf(d.start)) return { ok: false, title: 'Invalid time range', description: `End time must be after start time for ${cap(day)}` };
    }
    out[day] = { enabled: d.enabled, start: d.start, end: d.end };
  }
  return { ok: true, value: out };
}

/** Validates a full settings object; the first problem wins, in the order of the dialog. */
export function validateAvailabilitySettings(input: Partial<Record<keyof AvailabilitySettings, unknown>>): SettingsResult {
  if (!isValidTimeZone(input.defaultTimezone)) return fail('Invalid timezone', 'Please choose a valid timezone');
  const wh = validateWorkingHours(input.workingHours);
  if (!wh.ok) return wh;
  if (!SESSION_DURATIONS.includes(input.defaultSessionDuration as never)) return fail('Invalid session duration', 'Session duration must be 30, 45, 60, 90 or 120 minutes');
  if (!intIn(input.bufferTimeBefore, 0, 60) || !intIn(input.bufferTimeAfter, 0, 60)) return fail('Invalid buffer time', 'Buffer times must be between 0 and 60 minutes');
  if (!intIn(input.advanceBookingDays, 1, 365)) return fail('Invalid booking window', 'Advance booking must be between 1 and 365 days');
  if (!intIn(input.maxBookingsPerDay, 1, 24)) return fail('Invalid daily limit', 'Max bookings per day must be between 1 and 24');
  if (typeof input.autoConfirmBookings !== 'boolean') return fail('Invalid settings', 'Please check your booking rules');
  return {
    ok: true,
    value: {
      defaultTimezone: input.defaultTimezone,
      workingHours: wh.value,
      defaultSessionDuration: input.defaultSessionDuration as number,
      bufferTimeBefore: input.bufferTimeBefore as number,
      bufferTimeAfter: input.bufferTimeAfter as number,
      advanceBookingDays: input.advanceBookingDays as number,
      maxBookingsPerDay: input.maxBookingsPerDay as number,
      autoConfirmBookings: input.autoConfirmBookings,
    },
  };
}

const DAY_NAMES: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function zonedClock(instant: Date, timezone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', weekday: 'long', hourCycle: 'h23' }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return { day: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}`, weekday: get('weekday').toLowerCase() as Weekday };
}

/** True when [start, end) lies inside the enabled working hours of its day, in the settings' zone. */
export function isWithinWorkingHours(start: Date, end: Date, settings: Pick<AvailabilitySettings, 'defaultTimezone' | 'workingHours'>): boolean {
  const s = zonedClock(start, settings.defaultTimezone);
  const e = zonedClock(new Date(end.getTime() - 1), settings.defaultTimezone);
  const wh = settings.workingHours[s.weekday];
  if (!wh?.enabled || s.day !== e.day || !DAY_NAMES.includes(s.weekday)) return false;
  return minutesOf(s.time) >= minutesOf(wh.start) && minutesOf(e.time) + 1 <= minutesOf(wh.end);
}
