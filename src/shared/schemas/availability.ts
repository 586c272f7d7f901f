// Availability contracts: slots, creation (single or recurring), edits, settings, booked sessions.
import { z } from 'zod';
import { calendarDateSchema, instantSchema } from './instant';
import type { AvailabilitySettings } from '../rules/availability-settings';

const recurrencePatternSchema = z.enum(['daily', 'weekly', 'monthly']);

/** Shapes only; the rules (with the spec's messages) run in validateSlotRequest on both sides. */
export const slotRequestSchema = z.object({
  date: calendarDateSchema,
  startTime: z.string().max(5),
  endTime: z.string().max(5),
  timezone: z.string().min(1).max(64),
  isRecurring: z.boolean().default(false),
  recurrencePattern: recurrencePatternSchema.nullish(),
  recurrenceDays: z.array(z.number().int().min(0).max(6)).max(7).nullish(),
  recurrenceEndDate: calendarDateSchema.nullish(),
  notes: z.string().trim().max(1000).nullish(),
});
export type SlotRequest = z.input<typeof slotRequestSchema>;

export const slotScopeSchema = z.enum(['this', 'following']).default('this');

export const slotUpdateSchema = z.object({
  /** YYYY-MM-DD in the slot's zone; only for scope 'this'. */
  date: calendarDateSchema.optional(),
  startTime: z.string().max(5).optional(),
  endTime: z.string().max(5).optional(),
  isAvailable: z.boolean().optional(),
  notes: z.string().trim().max(1000).nullish(),
  scope: slotScopeSchema,
});
export type SlotUpdate = z.input<typeof slotUpdateSchema>;

export const rangeQuerySchema = z.object({
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});

/** An instant in an answer: ISO 8601, written by the server in UTC. */
const instant = z.iso.datetime({ offset: true });

const availabilitySlotSchema = z.object({
  id: z.string(),
  tutorId: z.string(),
  startTime: instant,
  endTime: instant,
  isAvailable: z.boolean(),
  isRecurring: z.boolean(),
  recurrencePattern: recurrencePatternSchema.nullable(),
  /** Weekdays of a weekly series, 0 = Sunday. */
  recurrenceDays: z.array(z.number().int()).nullable(),
  /** YYYY-MM-DD in the slot's zone. */
  recurrenceEndDate: z.string().nullable(),
  seriesId: z.string().nullable(),
  timezone: z.string(),
  notes: z.string().nullable(),
  createdAt: instant,
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const availabilitySlotListSchema = z.array(availabilitySlotSchema);

export const slotPreviewSchema = z.object({ slots: z.array(z.object({ startTime: instant, endTime: instant })), total: z.number().int() });
export type SlotPreview = z.infer<typeof slotPreviewSchema>;

export const slotsCreatedSchema = z.object({ created: z.number().int(), slots: z.array(availabilitySlotSchema) });
export type SlotsCreated = z.infer<typeof slotsCreatedSchema>;

export const slotsUpdatedSchema = z.object({ updated: z.number().int(), slots: z.array(availabilitySlotSchema) });
export type SlotsUpdated = z.infer<typeof slotsUpdatedSchema>;

export const slotsDeletedSchema = z.object({ deleted: z.number().int() });
export type SlotsDeleted = z.infer<typeof slotsDeletedSchema>;

const bookedSessionSchema = z.object({
  id: z.string(),
  scheduledAt: instant,
  endsAt: instant,
  status: z.enum(['pending', 'confirmed']),
  offeringTitle: z.string(),
  studentName: z.string(),
});
export type BookedSession = z.infer<typeof bookedSessionSchema>;

export const bookedSessionListSchema = z.array(bookedSessionSchema);

/** Start and end as HH:MM in the tutor's zone. */
const workingDaySchema = z.object({ enabled: z.boolean(), start: z.string(), end: z.string() });

/** The stored settings (the answer of GET and PUT /api/availability/settings); the type lives with its rules. */
export const availabilitySettingsSchema = z.object({
  defaultTimezone: z.string(),
  workingHours: z.object({
    monday: workingDaySchema,
    tuesday: workingDaySchema,
    wednesday: workingDaySchema,
    thursday: workingDaySchema,
    friday: workingDaySchema,
    saturday: workingDaySchema,
    sunday: workingDaySchema,
  }),
  defaultSessionDuration: z.number().int(),
  bufferTimeBefore: z.number().int(),
  bufferTimeAfter: z.number().int(),
  advanceBookingDays: z.number().int(),
  maxBookingsPerDay: z.number().int(),
  autoConfirmBookings: z.boolean(),
}) satisfies z.ZodType<AvailabilitySettings>;

export type { AvailabilitySettings };

/** Body of PUT /api/availability/settings: shapes are loose so that the spec's messages answer. */
export const settingsInputSchema = z.object({
  defaultTimezone: z.unknown(),
  workingHours: z.unknown(),
  defaultSessionDuration: z.unknown(),
  bufferTimeBefore: z.unknown(),
  bufferTimeAfter: z.unknown(),
  advanceBookingDays: z.unknown(),
  maxBookingsPerDay: z.unknown(),
  autoConfirmBookings: z.unknown(),
});

// ── the weekly schedule (decision 028) ──
const timeRangeSchema = z.object({ start: z.string().max(5), end: z.string().max(5) });
const dayRangesSchema = z.array(timeRangeSchema).max(24);
const weeklyHoursSchema = z.object({
  monday: dayRangesSchema,
  tuesday: dayRangesSchema,
  wednesday: dayRangesSchema,
  thursday: dayRangesSchema,
  friday: dayRangesSchema,
  saturday: dayRangesSchema,
  sunday: dayRangesSchema,
});
const dateOverrideSchema = z.object({
  /** YYYY-MM-DD in the schedule's zone. */
  date: z.string().max(10),
  /** Replace the weekday's hours on that date; none is a day off. */
  ranges: dayRangesSchema,
  /** A holiday's or day's name. */
  label: z.string().max(200).nullable(),
});

/** Shapes only; the rules (with their messages) run in validateSchedule on both sides. */
export const scheduleInputSchema = z.object({
  timezone: z.string().min(1).max(64),
  weekly: weeklyHoursSchema,
  overrides: z.array(dateOverrideSchema).max(400),
});
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

export const weeklyScheduleSchema = scheduleInputSchema.extend({
  /**
   * 'saved': the tutor's schedule. 'derived': none saved yet; built from the recurring slots and working hours
   * that make open time today, and used once saved. 'empty': nothing to start from.
   */
  source: z.enum(['saved', 'derived', 'empty']),
  /** Future recurring slots that saving folds into the weekly hours (they are then removed from the calendar). */
  foldedSlots: z.number().int(),
});
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

export const openTimesPreviewSchema = z.object({
  /** The offer students see first on the booking page (null without a published offer: the default duration is used). */
  offeringTitle: z.string().nullable(),
  durationMinutes: z.number().int(),
  /** Days from today in the schedule's zone, each with the start times students can book. */
  days: z.array(z.object({ date: z.string(), times: z.array(instant) })),
  total: z.number().int(),
});
export type OpenTimesPreview = z.infer<typeof openTimesPreviewSchema>;

export const readinessSchema = z.object({
  items: z.array(z.object({ key: z.enum(['photo', 'offer', 'languages', 'schedule']), done: z.boolean() })),
  done: z.number().int(),
  total: z.number().int(),
  /** A published offer with an open time in the next 14 days: students can book. */
  bookable: z.boolean(),
  nextOpenAt: instant.nullable(),
  /** A first offer to start from, from the tutor's domain. */
  offerDraft: z.object({
    domainName: z.string().nullable(),
    title: z.string(),
    /** Minor units for 60 minutes: the median hourly price of published offers in the same domain; null without any. */
    price: z.number().int().nullable(),
    /** How many published offers that median is taken over. */
    basedOn: z.number().int(),
  }),
});
export type Readiness = z.infer<typeof readinessSchema>;
