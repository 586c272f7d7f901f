// Booking API contracts (DESIGN.md §5) shared by the server and the web app.
import { z } from 'zod';
import { instantSchema } from './instant';

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
  reviewNotAttended: 'You can rate a session you attended. This one shows you never joined it.',
} as const;

export const slotsQuerySchema = z.object({
  offeringId: z.string().uuid(),
  from: instantSchema,
  to: instantSchema,
});
export const slotSchema = z.object({ startTime: z.string(), endTime: z.string(), isAvailable: z.boolean() });
export type SlotDto = z.infer<typeof slotSchema>;
export type SlotsResponse = { slots: SlotDto[] };

export const createBookingSchema = z.object({
  offeringId: z.string().uuid(),
  startTime: instantSchema,
  notes: z.string().trim().max(2000).optional(),
  /** Optional check that the offering belongs to this expert. */
  expertId: z.string().uuid().optional(),
});
export type CreateBookingInput = z.infer<typeof createBookingSchema>;

export const updateBookingSchema = z.object({ status: z.enum(['confirmed', 'completed', 'cancelled']) });
export type UpdateBookingInput = z.infer<typeof updateBookingSchema>;

export const reviewSchema = z.object({ rating: z.number().int().min(1).max(5), comment: z.string().trim().max(2000).optional() });
export type ReviewInput = z.infer<typeof reviewSchema>;

export const listBookingsQuerySchema = z.object({
  as: z.enum(['student', 'tutor']).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});

export const monthlyGoalSchema = z.object({ monthlyGoal: z.number().int().min(1).max(100) });

export type BookingDto = {
  id: string;
  studentId: string;
  studentName: string;
  expertId: string;
  expertUserId: string;
  expertName: string;
  offeringId: string | null;
  offeringTitle: string;
  offeringDescription: string | null;
  offeringCategory: string | null;
  durationMinutes: number;
  scheduledAt: string;
  endsAt: string;
  status: BookingStatus;
  notes: string | null;
  /** Minor units. */
  totalAmount: number;
  sessionType: 'one_on_one' | 'group';
  groupSessionId: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  review: { rating: number; comment: string | null } | null;
  /** Raised on every change of time or status; the SEQUENCE of the session's calendar invites. */
  calendarSequence: number;
};

export type BookingCounts = { pendingSessions: number; upcomingSessions: number; totalOffers?: number };

export type StudentStats = {
  totalSessions: number;
  hoursLearned: number;
  averageRating: number | null;
  completionRate: number;
  currentStreak: number;
  favoriteSubjects: string[];
  monthlyGoal: number;
  monthlyProgress: number;
};
