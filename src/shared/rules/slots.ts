// Bookable slot generation: one pure rule shared by the booking page and the server.
// Slots step by the offering's duration inside each availability window, then the tutor's
// settings (working hours in their zone, buffers, advance window, daily cap) and live bookings
// decide which are available. Times are epoch milliseconds; formatting is the caller's job.
import { DEFAULT_TIME_ZONE } from './time-zone';

type WorkingDay = { enabled: boolean; start: string; end: string };
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type WorkingHours = Record<Weekday, WorkingDay>;

export type SlotSettings = {
  timezone: string;
  workingHours: WorkingHours | null;
  bufferBefore: number;
  bufferAfter: number;
  advanceBookingDays: number;
  maxBookingsPerDay: number;
};

/** A live (pending or confirmed) booking of the tutor. */
export type BusyBooking = { start: number; end: number; groupKey: string; offeringId: string | null };
export type Window = { start: number; end: number };
export type Slot = { startTime: number; endTime: number; isAvailable: boolean };

export type SlotInput = {
  windows: Window[];
  bookings: BusyBooking[];
  settings: SlotSettings;
  durationMinutes: number;
  offeringId: string;
  maxStudents: number;
  now: number;
  from: number;
  to: number;
};

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

export const DEFAULT_WORKING_HOURS: WorkingHours = {
  sunday: { enabled: false, start: '10:00', end: '15:00' },
  monday: { enabled: true, start: '09:00', end: '17:00' },
  tuesday: { enabled: true, start: '09:00', end: '17:00' },
  wednesday: { enabled: true, start: '09:00', end: '17:00' },
  thursday: { enabled: true, start: '09:00', end: '17:00' },
  friday: { enabled: true, start: '09:00', end: '17:00' },
  saturday: { enabled: false, start: '10:00', end: '15:00' },
};

export const DEFAULT_SLOT_SETTINGS: SlotSettings = {
  timezone: DEFAULT_TIME_ZONE,
  workingHours: DEFAULT_WORKING_HOURS,
  bufferBefore: 15,
  bufferAfter: 15,
  advanceBookingDays: 30,
  maxBookingsPerDay: 8,
};

/** Accepts working hours keyed by full or short weekday names in any case; null when unusable. */
export function normalizeWorkingHours(raw: unknown): WorkingHours | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const src = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v]));
  const out = {} as WorkingHours;
  for (const day of WEEKDAYS) {
    const d = (src[day] ?? src[day.slice(0, 3)]) as Partial<WorkingDay> | undefined;
    if (!d || typeof d !== 'object') return null;
    out[day] = { enabled: Boolean(d.enabled), start: String(d.start ?? '00:00'), end: String(d.end ?? '00:00') };
  }
  return out;
}

const hhmmToMinutes = (s: string): number => {
  const [h, m] = s.split(':').map(Number);
  return (h || 0) * 60 + (m || 0);
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timezone: string): Intl.DateTimeFormat {
  let f = formatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timezone, f);
  }
  return f;
}

function exactOffset(ms: number, timezone: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timezone).formatToParts(ms)) parts[p.type] = p.value;
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour) % 24, Number(parts.minute));
  return wall - (ms - (((ms % MIN) + MIN) % MIN));
}

// Offsets per UTC day: when the offset is the same at both ends of the day (no change that day),
// every instant of it shares that offset, so Intl runs twice a day instead of once per instant.
const dayOffsets = new Map<string, [number, number]>();
function offsetAt(ms: number, timezone: string): number {
  const day = Math.floor(ms / DAY);
  const key = `${timezone}|${day}`;
  let pair = dayOffsets.get(key);
  if (!pair) {
    if (dayOffsets.size > 20_000) dayOffsets.clear();
    pair = [exactOffset(day * DAY, timezone), exactOffset(day * DAY + DAY - MIN, timezone)];
    dayOffsets.set(key, pair);
  }
  return pair[0] === pair[1] ? pair[0] : exactOffset(ms, timezone);
}

/** The calendar day, weekday and minute of day of an instant in a time zone. */
export function localParts(ms: number, timezone: string): { dateKey: string; weekday: Weekday; minutes: number } {
  // Arithmetic on the local instant: day number since 1970-01-01 (a Thursday) and minute of that day.
  const local = ms + offsetAt(ms, timezone);
  const day = Math.floor(local / DAY);
  return {
    dateKey: dateKeyOf(day),
    weekday: WEEKDAYS[(((day + 4) % 7) + 7) % 7],
    minutes: Math.floor((local - day * DAY) / MIN),
  };
}

const dateKeys = new Map<number, string>();
function dateKeyOf(day: number): string {
  let key = dateKeys.get(day);
  if (key === undefined) {
    if (dateKeys.size > 20_000) dateKeys.clear();
    key = new Date(day * DAY).toISOString().slice(0, 10);
    dateKeys.set(day, key);
  }
  return key;
}

/** Candidate starts: each window cut into back-to-back pieces of the duration, deduplicated, ascending. */
function candidateStarts(windows: Window[], durationMinutes: number): number[] {
  const step = durationMinutes * MIN;
  const seen = new Set<number>();
  for (const w of windows) {
    for (let s = w.start; s + step <= w.end; s += step) seen.add(s);
  }
  return [...seen].sort((a, b) => a - b);
}

/** True when [start, start + duration) lies inside the enabled working hours of its local day. */
function withinWorkingHours(start: number, durationMinutes: number, settings: SlotSettings): boolean {
  if (!settings.workingHours) return true;
  const p = localParts(start, settings.timezone);
  const day = settings.workingHours[p.weekday];
  if (!day?.enabled) return false;
  return p.minutes >= hhmmToMinutes(day.start) && p.minutes + durationMinutes <= hhmmToMinutes(day.end);
}

/** A booking blocks a slot when they are closer than its buffers: the after-buffer follows it, the before-buffer precedes it. */
const conflicts = (start: number, end: number, b: BusyBooking, settings: SlotSettings): boolean =>
  start < b.end + settings.bufferAfter * MIN && end > b.start - settings.bufferBefore * MIN;

/** Sessions per local day: a group session counts once. */
export function sessionsPerDay(bookings: BusyBooking[], timezone: string): Map<string, number> {
  const groups = new Map<string, string>();
  for (const b of bookings) groups.set(b.groupKey, localParts(b.start, timezone).dateKey);
  const perDay = new Map<string, number>();
  for (const day of groups.values()) perDay.set(day, (perDay.get(day) ?? 0) + 1);
  return perDay;
}

/** Seats taken at a start of a group offering (bookings of this offering starting exactly then). */
function groupAt(start: number, input: SlotInput): BusyBooking[] {
  return input.bookings.filter((b) => b.offeringId === input.offeringId && b.start === start);
}

export function generateSlots(input: SlotInput): Slot[] {
  const { settings, durationMinutes, now } = input;
  const latest = now + settings.advanceBookingDays * DAY;
  const perDay = sessionsPerDay(input.bookings, settings.timezone);
  const bookings = [...input.bookings].sort((a, b) => a.start - b.start);
  const slots: Slot[] = [];
  for (const start of candidateStarts(input.windows, durationMinutes)) {
    if (start < input.from || start >= input.to || start <= now || start > latest) continue;
    if (!withinWorkingHours(start, durationMinutes, settings)) continue;
    const end = start + durationMinutes * MIN;
    const group = input.maxStudents > 1 ? groupAt(start, input) : [];
    const groupKeys = new Set(group.map((b) => b.groupKey));
    let available = true;
    if (group.length > 0 && group.length >= input.maxStudents) available = false;
    if (available && group.length === 0 && (perDay.get(localParts(start, settings.timezone).dateKey) ?? 0) >= settings.maxBookingsPerDay) {
      available = false;
    }
    if (available) {
      for (const b of bookings) {
        if (b.start - settings.bufferBefore * MIN >= end) break;
        if (!groupKeys.has(b.groupKey) && conflicts(start, end, b, settings)) {
          available = false;
          break;
        }
      }
    }
    slots.push({ startTime: start, endTime: end, isAvailable: available });
  }
  return slots;
}

/** The server's re-check at booking time: is this exact start an available slot? */
export function isBookable(input: SlotInput, start: number): boolean {
  return generateSlots(input).some((s) => s.startTime === start && s.isAvailable);
}

/** A tutor's saved availability settings as stored; null until they save some. */
export type SavedSlotSettings = {
  timezone: string;
  workingHours: unknown;
  bufferBefore: number;
  bufferAfter: number;
  advanceBookingDays: number;
  maxBookingsPerDay: number;
  /** The saved weekly schedule (weekly-schedule.ts); when there is one, working hours no longer cut open time. */
  weeklySchedule?: unknown;
};

/**
 * The settings the rule applies: without saved settings the tutor's own windows are the working hours and the
 * other defaults apply; with a saved weekly schedule the windows (weekly-schedule.ts openWindows) are the open time.
 */
export function slotSettingsFrom(saved: SavedSlotSettings | null): SlotSettings {
  if (!saved) return { ...DEFAULT_SLOT_SETTINGS, workingHours: null };
  return {
    timezone: saved.timezone,
    workingHours: saved.weeklySchedule != null ? null : normalizeWorkingHours(saved.workingHours),
    bufferBefore: saved.bufferBefore,
    bufferAfter: saved.bufferAfter,
    advanceBookingDays: saved.advanceBookingDays,
    maxBookingsPerDay: saved.maxBookingsPerDay,
  };
}

/** The instant of `minutes` after local midnight of a calendar day (YYYY-MM-DD) in a zone; 1440 is the next midnight. */
export function zonedMs(dateKey: string, minutes: number, timezone: string): number {
  const wall = Date.parse(`${dateKey}T00:00:00Z`) + minutes * MIN;
  const guess = wall - offsetAt(wall, timezone);
  return wall - offsetAt(guess, timezone);
}
