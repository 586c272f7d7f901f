// Availability contracts: slots, creation (single or recurring), edits, settings, booked sessions.
import { z } from 'zod';
import { calendarDateSchema, instantSchema } from './instant';
import type { AvailabilitySettings } from '../rules/availability-settings';

export const recurrencePatternSchema = z.enum(['daily', 'weekly', 'monthly']);

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

export type AvailabilitySlot = {
  id: string;
  tutorId: string;
  startTime: string;
  endTime: string;
  isAvailable: boolean;
  isRecurring: boolean;
  recurrencePattern: 'daily' | 'weekly' | 'monthly' | null;
  recurrenceDays: number[] | null;
  recurrenceEndDate: string | null;
  seriesId: string | null;
  timezone: string;
  notes: string | null;
  createdAt: string;
};

export type SlotPreview = { slots: { startTime: string; endTime: string }[]; total: number };
export type SlotsCreated = { created: number; slots: AvailabilitySlot[] };

export type BookedSession = {
  id: string;
  scheduledAt: string;
  endsAt: string;
  status: 'pending' | 'confirmed';
  offeringTitle: string;
  studentName: string;
};

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
  allowRecurringSessions: z.unknown(),
});
