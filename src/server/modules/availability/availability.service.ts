// Availability windows (slot rows) and settings of the signed-in tutor. Times are entered as
// wall-clock times in the tutor's chosen zone and stored as UTC instants. Slot generation for
// students reads these through availabilitySettingsFor / availabilityWindows.
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { DEFAULT_AVAILABILITY_SETTINGS, validateAvailabilitySettings, type AvailabilitySettings, type WorkingHours } from '../../../shared/rules/availability-settings';
import { slotMessages, validateOccurrences, validateSlotRequest, validateSlotTimes, type SlotFailure } from '../../../shared/rules/availability-validation';
import { countConflicts, parseYmd, toZonedParts, zonedInstant, type Occurrence } from '../../../shared/rules/recurrence';
import type {
  AvailabilitySlot,
  BookedSession,
  SlotPreview,
  slotRequestSchema,
  SlotsCreated,
  SlotsDeleted,
  SlotsUpdated,
  slotUpdateSchema,
} from '../../../shared/schemas/availability';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { availabilityRepo, type SettingsRow, type SlotRow } from './availability.repo';

type Ctx = { deps: Deps; actor: Actor };
type SlotInput = z.output<typeof slotRequestSchema>;
type UpdateInput = z.output<typeof slotUpdateSchema>;

const DAY = 86_400_000;
const MAX_RANGE_DAYS = 400;
const SLOT_NOT_FOUND = 'Availability slot not found';
const SLOT_HAS_BOOKING = 'This slot has a booked session. Cancel or reschedule the session before changing the slot.';

const refuse = (f: SlotFailure, code: 'VALIDATION' | 'CONFLICT' = 'VALIDATION') => new AppError(code, f.description, { fields: { toastTitle: f.title } });

function tutorIdOf(actor: Actor) {
  if (!actor.expertProfileId) throw new AppError('FORBIDDEN', 'Expert profile not found');
  return actor.expertProfileId;
}

function toSlot(r: SlotRow): AvailabilitySlot {
  return {
    id: r.id,
    tutorId: r.tutorId,
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    isAvailable: r.isAvailable,
    isRecurring: r.isRecurring,
    recurrencePattern: (r.recurrencePattern as AvailabilitySlot['recurrencePattern']) ?? null,
    recurrenceDays: r.recurrenceDays ?? null,
    recurrenceEndDate: r.recurrenceEndDate ?? null,
    seriesId: r.seriesId,
    timezone: r.timezone,
    notes: r.notes,
    createdAt: r.createdAt.toISOString(),
  };
}

function range(deps: Deps, q: { from?: string; to?: string }) {
  const now = deps.now().getTime();
  const from = q.from ? new Date(q.from) : new Date(now - 7 * DAY);
  let to = q.to ? new Date(q.to) : new Date(now + 120 * DAY);
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY) to = new Date(from.getTime() + MAX_RANGE_DAYS * DAY);
  if (to <= from) throw new AppError('VALIDATION', 'The end of the range must be after its start.');
  return { from, to };
}

async function publish(deps: Deps, actor: Actor) {
  await publishEvent(deps.bus, `user:${actor.userId}`, 'availability.changed', { tutorId: actor.expertProfileId });
}

export async function listSlots({ deps, actor, query }: Ctx & { query: { from?: string; to?: string } }): Promise<AvailabilitySlot[]> {
  const { from, to } = range(deps, query);
  const rows = await availabilityRepo(deps.db).listSlots(tutorIdOf(actor), from, to);
  return rows.map(toSlot);
}

/** Counts stored slots that overlap the occurrences; a failing check must not block creation. */
async function conflicts(deps: Deps, tutorId: string, occ: Occurrence[], ignore: Set<string> = new Set()) {
  if (!occ.length) return 0;
  try {
    const from = new Date(Math.min(...occ.map((o) => o.start.getTime())));
    const to = new Date(Math.max(...occ.map((o) => o.end.getTime())));
    const rows = await availabilityRepo(deps.db).listSlots(tutorId, from, to);
    return countConflicts(occ, rows.filter((r) => !ignore.has(r.id)).map((r) => ({ start: r.startTime, end: r.endTime })));
  } catch (err) {
    deps.logger.warn({ err }, 'availability overlap check failed; continuing');
    return 0;
  }
}

async function checkedOccurrences(deps: Deps, tutorId: string, input: SlotInput) {
  const checked = validateSlotRequest(input, deps.now());
  if (!checked.ok) throw refuse(checked);
  const n = await conflicts(deps, tutorId, checked.occurrences);
  if (n > 0) throw refuse({ title: slotMessages.overlapTitle, description: slotMessages.overlap(n) }, 'CONFLICT');
  return checked.occurrences;
}

export async function previewSlots({ deps, actor, input }: Ctx & { input: SlotInput }): Promise<SlotPreview> {
  const occ = await checkedOccurrences(deps, tutorIdOf(actor), input);
  return { slots: occ.map((o) => ({ startTime: o.start.toISOString(), endTime: o.end.toISOString() })), total: occ.length };
}

export async function createSlots({ deps, actor, input }: Ctx & { input: SlotInput }): Promise<SlotsCreated> {
  const tutorId = tutorIdOf(actor);
  const occ = await checkedOccurrences(deps, tutorId, input);
  const recurring = input.isRecurring && !!input.recurrencePattern;
  const seriesId = recurring ? crypto.randomUUID() : null;
  const rows = await availabilityRepo(deps.db).insertSlots(
    occ.map((o) => ({
      tutorId,
      startTime: o.start,
      endTime: o.end,
      isAvailable: true,
      isRecurring: recurring,
      recurrencePattern: recurring ? input.recurrencePattern : null,
      recurrenceDays: recurring && input.recurrencePattern === 'weekly' ? [...new Set(input.recurrenceDays ?? [])].sort() : null,
      recurrenceEndDate: recurring ? input.recurrenceEndDate : null,
      seriesId,
      timezone: input.timezone,
      notes: input.notes || null,
    })),
  );
  await publish(deps, actor);
  return { created: rows.length, slots: rows.map(toSlot) };
}

async function targetsOf(deps: Deps, tutorId: string, id: string, scope: 'this' | 'following') {
  const repo = availabilityRepo(deps.db);
  const slot = await repo.findSlot(tutorId, id);
  if (!slot) throw new AppError('NOT_FOUND', SLOT_NOT_FOUND);
  return scope === 'following' && slot.seriesId ? repo.seriesFrom(tutorId, slot.seriesId, slot.startTime) : [slot];
}

async function bookingsWithin(deps: Deps, tutorId: string, slots: SlotRow[]) {
  const from = new Date(Math.min(...slots.map((s) => s.startTime.getTime())));
  const to = new Date(Math.max(...slots.map((s) => s.endTime.getTime())));
  return availabilityRepo(deps.db).liveBookings(tutorId, from, to);
}

export async function updateSlot({ deps, actor, id, input }: Ctx & { id: string; input: UpdateInput }): Promise<SlotsUpdated> {
  const tutorId = tutorIdOf(actor);
  const targets = await targetsOf(deps, tutorId, id, input.scope);
  const timesChanged = input.date !== undefined || input.startTime !== undefined || input.endTime !== undefined;
  const booked = await bookingsWithin(deps, tutorId, targets);
  const changes = targets.map((t) => {
    const start = toZonedParts(t.startTime, t.timezone);
    const end = toZonedParts(t.endTime, t.timezone);
    let newStart = t.startTime;
    let newEnd = t.endTime;
    if (timesChanged) {
      const date = (input.scope === 'this' && input.date) || start.date;
      if (!parseYmd(date)) throw refuse(slotMessages.badDate);
      const st = input.startTime ?? start.time;
      const et = input.endTime ?? end.time;
      const f = validateSlotTimes(st, et);
      if (f) throw refuse(f);
      newStart = zonedInstant(date, st, t.timezone);
      newEnd = zonedInstant(date, et, t.timezone);
      const len = validateOccurrences([{ start: newStart, end: newEnd }]);
      if (len) throw refuse(len);
      if (newStart.getTime() !== t.startTime.getTime() && newStart < deps.now()) throw refuse(slotMessages.past);
    }
    const isAvailable = input.isAvailable ?? t.isAvailable;
    const held = booked.filter((b) => b.scheduledAt < t.endTime && b.endsAt > t.startTime);
    if (held.some((b) => !isAvailable || b.scheduledAt < newStart || b.endsAt > newEnd)) throw new AppError('CONFLICT', SLOT_HAS_BOOKING);
    const values: Partial<SlotRow> = { startTime: newStart, endTime: newEnd, isAvailable };
    if (input.notes !== undefined) values.notes = input.notes || null;
    return { id: t.id, values, occurrence: { start: newStart, end: newEnd } };
  });
  if (timesChanged) {
    const n = await conflicts(deps, tutorId, changes.map((c) => c.occurrence), new Set(targets.map((t) => t.id)));
    if (n > 0) throw refuse({ title: slotMessages.overlapTitle, description: slotMessages.overlap(n) }, 'CONFLICT');
  }
  const rows = await availabilityRepo(deps.db).updateSlots(changes.map(({ id: cid, values }) => ({ id: cid, values })));
  await publish(deps, actor);
  return { updated: rows.length, slots: rows.map(toSlot) };
}

export async function deleteSlot({ deps, actor, id, scope }: Ctx & { id: string; scope: 'this' | 'following' }): Promise<SlotsDeleted> {
  const tutorId = tutorIdOf(actor);
  const targets = await targetsOf(deps, tutorId, id, scope);
  const booked = await bookingsWithin(deps, tutorId, targets);
  if (targets.some((t) => booked.some((b) => b.scheduledAt < t.endTime && b.endsAt > t.startTime))) throw new AppError('CONFLICT', SLOT_HAS_BOOKING);
  const deleted = await availabilityRepo(deps.db).deleteSlots(tutorId, targets.map((t) => t.id));
  await publish(deps, actor);
  return { deleted };
}

export async function listBookedSessions({ deps, actor, query }: Ctx & { query: { from?: string; to?: string } }): Promise<BookedSession[]> {
  const { from, to } = range(deps, query);
  const rows = await availabilityRepo(deps.db).liveBookings(tutorIdOf(actor), from, to);
  return rows.map((r) => ({
    id: r.id,
    scheduledAt: r.scheduledAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    status: r.status as BookedSession['status'],
    offeringTitle: r.offeringTitle ?? 'Unknown Offer',
    studentName: r.studentName?.trim() || 'Unknown Student',
  }));
}

// ── settings ──
function toSettings(r: SettingsRow): AvailabilitySettings {
  const wh = typeof r.workingHours === 'string' ? JSON.parse(r.workingHours) : r.workingHours;
  return {
    defaultTimezone: r.defaultTimezone,
    workingHours: wh as WorkingHours,
    defaultSessionDuration: r.defaultSessionDuration,
    bufferTimeBefore: r.bufferTimeBefore,
    bufferTimeAfter: r.bufferTimeAfter,
    advanceBookingDays: r.advanceBookingDays,
    maxBookingsPerDay: r.maxBookingsPerDay,
    autoConfirmBookings: r.autoConfirmBookings,
  };
}

/** The defaults (in the tutor's own zone when set) for a tutor with no stored settings. */
const defaultsFor = (timezone?: string | null): AvailabilitySettings => ({ ...DEFAULT_AVAILABILITY_SETTINGS, defaultTimezone: timezone || DEFAULT_AVAILABILITY_SETTINGS.defaultTimezone });

/**
 * Settings of the caller: the stored ones, else the defaults the slot rule applies. Reading stores nothing, so
 * opening a page that shows the settings never changes which times students see.
 */
export async function getSettings({ deps, actor }: Ctx): Promise<AvailabilitySettings> {
  return availabilitySettingsFor(deps, tutorIdOf(actor));
}

export async function saveSettings({ deps, actor, input }: Ctx & { input: Record<string, unknown> }): Promise<AvailabilitySettings> {
  const tutorId = tutorIdOf(actor);
  const checked = validateAvailabilitySettings(input);
  if (!checked.ok) throw refuse(checked);
  const row = await availabilityRepo(deps.db).upsertSettings({ tutorId, ...checked.value });
  await publish(deps, actor);
  return toSettings(row);
}

/** For slot generation and booking checks: any expert's settings, defaults when none are stored. */
export async function availabilitySettingsFor(deps: Deps, expertId: string): Promise<AvailabilitySettings> {
  const row = await availabilityRepo(deps.db).findSettings(expertId);
  return row ? toSettings(row) : defaultsFor(null);
}

/** For slot generation: the open availability windows of an expert overlapping [from, to). */
export async function availabilityWindows(deps: Deps, expertId: string, from: Date, to: Date): Promise<{ start: Date; end: Date }[]> {
  const rows = await availabilityRepo(deps.db).listSlots(expertId, from, to);
  return rows.filter((r) => r.isAvailable).map((r) => ({ start: r.startTime, end: r.endTime }));
}
