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
