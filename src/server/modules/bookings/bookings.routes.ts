import { z } from 'zod';
import {
  bookingCountsSchema,
  bookingDtoSchema,
  bookingListSchema,
  createBookingSchema,
  listBookingsQuerySchema,
  monthlyGoalSchema,
  slotsQuerySchema,
  slotsResponseSchema,
  studentStatsSchema,
  updateBookingSchema,
} from '../../../shared/schemas/bookings';
import { route, type RouteDef } from '../../http/route';
import {
  bookingCounts,
  createBooking,
  getBooking,
  listBookings,
  listSlots,
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
    response: slotsResponseSchema,
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
    response: bookingDtoSchema,
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
    response: bookingListSchema,
    handler: ({ deps, actor, query }) => listBookings({ deps, actor, input: query }),
  }),
  route({
    method: 'GET',
    path: '/bookings/counts',
    access: 'user',
    summary: 'Pending and upcoming session counts (and active offers for tutors)',
    tags,
    response: bookingCountsSchema,
    handler: ({ deps, actor }) => bookingCounts({ deps, actor, input: undefined }),
  }),
  route({
    method: 'GET',
    path: '/bookings/student-stats',
    access: 'user',
    summary: "The student's learning stats computed from their bookings",
    tags,
    response: studentStatsSchema,
    handler: ({ deps, actor }) => studentStats({ deps, actor, input: undefined }),
  }),
  route({
    method: 'PUT',
    path: '/bookings/monthly-goal',
    access: 'user',
    summary: "Set the student's monthly session goal",
    tags,
    body: monthlyGoalSchema,
    response: studentStatsSchema,
    handler: ({ deps, actor, body }) => setMonthlyGoal({ deps, actor, input: body }),
  }),
  route({
    method: 'GET',
    path: '/bookings/:id',
    access: 'user',
    summary: 'One booking, for its student or expert',
    tags,
    params: idParams,
    response: bookingDtoSchema,
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
    response: bookingDtoSchema,
    handler: ({ deps, actor, params, body }) => updateBookingStatus({ deps, actor, input: { ...body, id: params.id } }),
  }),
];
