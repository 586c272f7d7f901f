import { z } from 'zod';
import {
  createBookingSchema,
  listBookingsQuerySchema,
  monthlyGoalSchema,
  reviewSchema,
  slotsQuerySchema,
  updateBookingSchema,
} from '../../../shared/schemas/bookings';
import { route, type RouteDef } from '../../http/route';
import {
  bookingCounts,
  createBooking,
  getBooking,
  listBookings,
  listSlots,
  reviewBooking,
  setMonthlyGoal,
  studentStats,
  updateBookingStatus,
} from './bookings.service';

const idParams = z.object({ id: z.string().uuid() });
const tags = ['bookings'];

export const bookingsRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/experts/:id/slots',
    access: 'public',
    summary: "An expert's slots for an offering between two instants",
    tags,
    params: idParams,
    query: slotsQuerySchema,
    handler: ({ deps, params, query }) => listSlots({ deps, input: { expertId: params.id, ...query } }),
  }),
  route({
    method: 'POST',
    path: '/bookings',
    access: 'student',
    summary: 'Book a slot (Idempotency-Key header makes retries safe)',
    tags,
    body: createBookingSchema,
    status: 201,
    handler: async ({ deps, actor, body, c }) => {
      const { booking, created } = await createBooking({ deps, actor, input: body, idempotencyKey: c.req.header('idempotency-key') });
      return c.json(booking, created ? 201 : 200);
    },
  }),
  route({
    method: 'GET',
    path: '/bookings',
    access: 'user',
    summary: "The caller's bookings (as tutor when they have an expert profile, else as student)",
    tags,
    query: listBookingsQuerySchema,
    handler: ({ deps, actor, query }) => listBookings({ deps, actor, input: query }),
  }),
  route({
    method: 'GET',
    path: '/bookings/counts',
    access: 'user',
    summary: 'Pending and upcoming session counts (and active offers for tutors)',
    tags,
    handler: ({ deps, actor }) => bookingCounts({ deps, actor, input: undefined }),
  }),
  route({
    method: 'GET',
    path: '/bookings/student-stats',
    access: 'user',
    summary: "The student's learning stats computed from their bookings",
    tags,
    handler: ({ deps, actor }) => studentStats({ deps, actor, input: undefined }),
  }),
  route({
    method: 'PUT',
    path: '/bookings/monthly-goal',
    access: 'user',
    summary: "Set the student's monthly session goal",
    tags,
    body: monthlyGoalSchema,
    handler: ({ deps, actor, body }) => setMonthlyGoal({ deps, actor, input: body }),
  }),
  route({
    method: 'GET',
    path: '/bookings/:id',
    access: 'user',
    summary: 'One booking, for its student or expert',
    tags,
    params: idParams,
    handler: ({ deps, actor, params }) => getBooking({ deps, actor, input: params }),
  }),
  route({
    method: 'PATCH',
    path: '/bookings/:id',
    access: 'user',
    summary: 'Change a booking status (confirm, decline, complete, cancel)',
    tags,
    params: idParams,
    body: updateBookingSchema,
    handler: ({ deps, actor, params, body }) => updateBookingStatus({ deps, actor, input: { ...body, id: params.id } }),
  }),
  route({
    method: 'POST',
    path: '/bookings/:id/review',
    access: 'user',
    summary: 'Rate a completed session (once)',
    tags,
    params: idParams,
    body: reviewSchema,
    status: 201,
    handler: ({ deps, actor, params, body }) => reviewBooking({ deps, actor, input: { ...body, id: params.id } }),
  }),
];
