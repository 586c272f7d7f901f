// The rules of a new (or edited) availability slot, with the spec's titles and messages, so that
// the dialog shows the same toast the server would answer with.
import { HHMM, isValidTimeZone, minutesOf } from './availability-settings';
import { expandAvailability, MAX_RECURRENCE_DAYS, parseYmd, zonedInstant, type AvailabilityRequest, type Occurrence } from './recurrence';

export type SlotFailure = { title: string; description: string };

const MIN_SLOT_MINUTES = 15;
const MAX_SLOT_MINUTES = 8 * 60;
export const PREVIEW_LIMIT = 10;

export const slotMessages = {
  badTime: { title: 'Invalid time', description: 'Please enter start and end times as HH:MM (24-hour).' },
  badDate: { title: 'Invalid date', description: 'Please choose a valid start date.' },
  badZone: { title: 'Invalid timezone', description: 'Please choose a valid timezone' },
  range: { title: 'Invalid time range', description: 'End time must be after start time' },
  overnight: { title: 'Invalid time range', description: 'End time should be on the same day. For overnight slots, use 24-hour format (e.g., 23:59)' },
  short: { title: 'Slot too short', description: 'Minimum slot duration is 15 minutes' },
  long: { title: 'Slot too long', description: 'Maximum slot duration is 8 hours' },
  past: { title: 'Invalid date', description: 'Start date and time cannot be in the past' },
  endDate: { title: 'Invalid end date', description: 'Recurrence end date must be after start date' },
  endDateFar: { title: 'Invalid end date', description: 'Recurrence can cover at most one year' },
  noDays: { title: 'No days selected', description: 'Please select at least one day for weekly recurrence' },
  nothing: { title: 'No slots to create', description: 'The chosen pattern has no days before the end date' },
  overlapTitle: 'Time slot overlap detected',
  overlap: (n: number) => `This time conflicts with ${n} existing slot(s). Please choose a different time.`,
} as const;

/** Start and end times of one day: order, same-day rule and length. */
export function validateSlotTimes(startTime: string, endTime: string): SlotFailure | null {
  if (!HHMM.test(startTime) || !HHMM.test(endTime)) return slotMessages.badTime;
  const s = minutesOf(startTime);
  const e = minutesOf(endTime);
  if (e <= s) {
    const endHour = Math.floor(e / 60);
    return endHour < Math.floor(s / 60) && endHour !== 0 ? slotMessages.overnight : slotMessages.range;
  }
  return checkLength(e - s);
}

function checkLength(minutes: number): SlotFailure | null {
  if (minutes < MIN_SLOT_MINUTES) return slotMessages.short;
  if (minutes > MAX_SLOT_MINUTES) return slotMessages.long;
  return null;
}

/** Real length of each occurrence: a daylight-saving night can stretch 01:00–09:00 to nine hours. */
export function validateOccurrences(occurrences: Occurrence[]): SlotFailure | null {
  for (const o of occurrences) {
    const f = checkLength((o.end.getTime() - o.start.getTime()) / 60_000);
    if (f) return f;
  }
  return null;
}

export type CheckedRequest = { ok: true; occurrences: Occurrence[] } | ({ ok: false } & SlotFailure);

/** Every rule of a new availability request except overlap (which needs the stored slots). */
export function validateSlotRequest(req: AvailabilityRequest, now: Date): CheckedRequest {
  const fail = (f: SlotFailure): CheckedRequest => ({ ok: false, ...f });
  const first = parseYmd(req.date);
  if (!first) return fail(slotMessages.badDate);
  if (!isValidTimeZone(req.timezone)) return fail(slotMessages.badZone);
  const times = validateSlotTimes(req.startTime, req.endTime);
  if (times) return fail(times);
  if (zonedInstant(first, req.startTime, req.timezone) < now) return fail(slotMessages.past);
  if (req.isRecurring) {
    const end = req.recurrenceEndDate ? parseYmd(req.recurrenceEndDate) : null;
    if (!end || req.recurrenceEndDate! <= req.date) return fail(slotMessages.endDate);
    const span = (Date.UTC(end.y, end.m - 1, end.d) - Date.UTC(first.y, first.m - 1, first.d)) / 86_400_000;
    if (span > MAX_RECURRENCE_DAYS) return fail(slotMessages.endDateFar);
    if (req.recurrencePattern === 'weekly' && !(req.recurrenceDays ?? []).length) return fail(slotMessages.noDays);
  }
  const occurrences = expandAvailability(req);
  if (!occurrences.length) return fail(slotMessages.nothing);
  const length = validateOccurrences(occurrences);
  if (length) return fail(length);
  return { ok: true, occurrences };
}
