// Booking API contracts (DESIGN.md §5) shared by the server and the web app.
import { z } from 'zod';
import { instantSchema } from './instant';
import { bookingPaymentSchema } from './payments';
import { CANCEL_REASON_MAX } from '../rules/cancellation';

/** An instant in an answer: ISO 8601, written by the server in UTC. */
const instant = z.iso.datetime({ offset: true });

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const bookingMessages = {
  missing: 'Please select an offering, date, and time.',
  slotNotAvailable: 'The selected time slot is no longer available. Please choose another time.',
  pastTime: 'Cannot book sessions for past times. Please select a future time.',
  notFound: "Session not found or you don't have access to it",
  bookingFailed: 'Failed to create booking. Please try again.',
  lateCancel: 'Sessions can be cancelled free of charge until 12 hours before the start. Please ask your tutor to cancel it.',
  earlyComplete: 'A session can be marked complete only once it has started.',
  reasonRequired: 'Please tell the student why: they are told your reason.',
  reviewNotAttended: 'You can rate a session you attended. This one shows you never joined it.',
} as const;

/** A student books each tutor's trial lesson once (a cancelled trial frees it again). */
export const trialTakenMessage = (tutor: string) => `You have already booked a trial lesson with ${tutor}.`;

export const slotsQuerySchema = z.object({
  offeringId: z.string().uuid(),
  from: instantSchema,
  to: instantSchema,
});
const slotSchema = z.object({ startTime: instant, endTime: instant, isAvailable: z.boolean() });
export type SlotDto = z.infer<typeof slotSchema>;
export const slotsResponseSchema = z.object({ slots: z.array(slotSchema) });
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

export const createBookingSchema = z.object({
  offeringId: z.string().uuid(),
  startTime: instantSchema,
  notes: z.string().trim().max(2000).optional(),
  /** Optional check that the offering belongs to this expert. */
  expertId: z.string().uuid().optional(),
});
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

export const updateBookingSchema = z.object({
  status: z.enum(['confirmed', 'completed', 'cancelled']),
  /** Why, when cancelling or declining: required of the tutor, optional for the student; the other side is told it. */
  reason: z.string().trim().max(CANCEL_REASON_MAX).optional(),
});
export type UpdateBookingInput = z.infer<typeof updateBookingSchema>;

export const listBookingsQuerySchema = z.object({
  as: z.enum(['student', 'tutor']).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});

export const monthlyGoalSchema = z.object({ monthlyGoal: z.number().int().min(1).max(100) });

// Answers below. Ids are strings (users' ids are not UUIDs).
const bookingStatusSchema = z.enum(BOOKING_STATUSES);
const sessionTypeSchema = z.enum(['one_on_one', 'group']);

export const bookingDtoSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  expertId: z.string(),
  expertUserId: z.string(),
  expertName: z.string(),
  offeringId: z.string().nullable(),
  offeringTitle: z.string(),
  offeringDescription: z.string().nullable(),
  offeringCategory: z.string().nullable(),
  durationMinutes: z.number().int(),
  scheduledAt: instant,
  endsAt: instant,
  status: bookingStatusSchema,
  notes: z.string().nullable(),
  /** Minor units. */
  totalAmount: z.number().int(),
  sessionType: sessionTypeSchema,
  groupSessionId: z.string().nullable(),
  /** Booked from the tutor's trial offer. */
  isTrial: z.boolean().optional(),
  createdAt: instant,
  updatedAt: instant,
  completedAt: instant.nullable(),
  /** The student's review; they may change it until editableUntil (14 days after writing it). */
  review: z.object({ rating: z.number().int(), comment: z.string().nullable(), editableUntil: instant }).nullable(),
  /** Raised on every change of time or status; the SEQUENCE of the session's calendar invites. */
  calendarSequence: z.number().int(),
  /** What the student pays for it and where that stands (DESIGN.md §5). */
  payment: bookingPaymentSchema,
  /** Who called a cancelled session off, and why in their words (null when no reason was given). */
  cancelledBy: z.string().nullable().optional(),
  cancelReason: z.string().nullable().optional(),
});
export type BookingDto = z.infer<typeof bookingDtoSchema>;

export const bookingListSchema = z.array(bookingDtoSchema);

export const bookingCountsSchema = z.object({
  pendingSessions: z.number().int(),
  upcomingSessions: z.number().int(),
  /** Active offers; tutors only. */
  totalOffers: z.number().int().optional(),
});
export type BookingCounts = z.infer<typeof bookingCountsSchema>;

export const studentStatsSchema = z.object({
  totalSessions: z.number().int(),
  /** One decimal. */
  hoursLearned: z.number(),
  /** One decimal; null before the first rating. */
  averageRating: z.number().nullable(),
  /** Percent, whole. */
  completionRate: z.number().int(),
  currentStreak: z.number().int(),
  favoriteSubjects: z.array(z.string()),
  monthlyGoal: z.number().int(),
  monthlyProgress: z.number().int(),
});
export type StudentStats = z.infer<typeof studentStatsSchema>;
