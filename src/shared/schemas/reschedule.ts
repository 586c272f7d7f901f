// Reschedule request contracts: a student asks to move a session to another slot of its offering;
// the tutor accepts or declines; the student may withdraw while it is open.
import { z } from 'zod';
import { bookingDtoSchema } from './bookings';
import { instantSchema } from './instant';

const RESCHEDULE_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type RescheduleStatus = (typeof RESCHEDULE_STATUSES)[number];

export const rescheduleMessages = {
  notFound: 'Reschedule request not found',
  onlyStudent: 'Only the student of this session can ask to move it.',
  onlyTutor: 'Only the tutor of this session can accept or decline a reschedule request.',
  onlyRequester: 'Only the student who asked can withdraw this request.',
  notMovable: 'Only upcoming pending or confirmed sessions can be rescheduled.',
  sameTime: 'That is already the time of this session. Please choose another time.',
  alreadyOpen: 'You have already asked to move this session. Withdraw that request to choose another time.',
  notOpen: 'This reschedule request is no longer open.',
  offeringGone: 'This offering is no longer available, so the session cannot be moved.',
  changedMeanwhile: 'This session was updated meanwhile. Please refresh and try again.',
  slotTaken: 'The requested time is no longer available.',
} as const;

export const rescheduleSlotsQuerySchema = z.object({
  from: instantSchema,
  to: instantSchema,
});

export const createRescheduleSchema = z.object({
  startTime: instantSchema,
  message: z.string().trim().max(500).optional(),
});
export type CreateRescheduleInput = z.infer<typeof createRescheduleSchema>;

export const declineRescheduleSchema = z.object({ reason: z.string().trim().max(500).optional() });

export const listRescheduleQuerySchema = z.object({ as: z.enum(['student', 'tutor']).optional() });

/** An instant in an answer: ISO 8601, written by the server in UTC. */
const instant = z.iso.datetime({ offset: true });

export const rescheduleRequestDtoSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  status: z.enum(RESCHEDULE_STATUSES),
  fromScheduledAt: instant,
  fromEndsAt: instant,
  proposedScheduledAt: instant,
  proposedEndsAt: instant,
  message: z.string().nullable(),
  /** Why it was declined (the tutor's words, or that the slot was taken). */
  reason: z.string().nullable(),
  createdAt: instant,
  respondedAt: instant.nullable(),
});
export type RescheduleRequestDto = z.infer<typeof rescheduleRequestDtoSchema>;

export const rescheduleRequestListSchema = z.array(rescheduleRequestDtoSchema);

/** The answer of an accept: the closed request and the moved booking. */
export const rescheduleAcceptedSchema = z.object({ request: rescheduleRequestDtoSchema, booking: bookingDtoSchema });
export type RescheduleAccepted = z.infer<typeof rescheduleAcceptedSchema>;
