import { z } from 'zod';
import { slotsResponseSchema } from '../../../shared/schemas/bookings';
import {
  createRescheduleSchema,
  declineRescheduleSchema,
  listRescheduleQuerySchema,
  rescheduleAcceptedSchema,
  rescheduleRequestDtoSchema,
  rescheduleRequestListSchema,
  rescheduleSlotsQuerySchema,
} from '../../../shared/schemas/reschedule';
import { route, type RouteDef } from '../../http/route';
import {
  acceptReschedule,
  declineReschedule,
  listRescheduleRequests,
  requestReschedule,
  rescheduleSlots,
  withdrawReschedule,
} from './bookings.reschedule';

const idParams = z.object({ id: z.string().uuid() });
const tags = ['bookings'];

export const rescheduleRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/bookings/:id/reschedule-slots',
    access: 'user',
    summary: "Slots the booking's student could move it to (the booking itself left out)",
    tags,
    params: idParams,
    query: rescheduleSlotsQuerySchema,
    response: slotsResponseSchema,
    handler: ({ deps, actor, params, query }) => rescheduleSlots({ deps, actor, input: { id: params.id, ...query } }),
  }),
  route({
    method: 'POST',
    path: '/bookings/:id/reschedule-requests',
    access: 'user',
    summary: 'Ask the tutor to move an upcoming booking to another open slot (one open request per booking)',
    tags,
    params: idParams,
    body: createRescheduleSchema,
    status: 201,
    response: rescheduleRequestDtoSchema,
    handler: ({ deps, actor, params, body }) => requestReschedule({ deps, actor, input: { ...body, id: params.id } }),
  }),
  route({
    method: 'GET',
    path: '/reschedule-requests',
    access: 'user',
    summary: "Open reschedule requests on the caller's bookings (as tutor when they have an expert profile)",
    tags,
    query: listRescheduleQuerySchema,
    response: rescheduleRequestListSchema,
    handler: ({ deps, actor, query }) => listRescheduleRequests({ deps, actor, input: query }),
  }),
  route({
    method: 'POST',
    path: '/reschedule-requests/:id/accept',
    access: 'user',
    summary: "Accept a reschedule request (the booking's tutor): the booking moves",
    tags,
    params: idParams,
    response: rescheduleAcceptedSchema,
    handler: ({ deps, actor, params }) => acceptReschedule({ deps, actor, input: params }),
  }),
  route({
    method: 'POST',
    path: '/reschedule-requests/:id/decline',
    access: 'user',
    summary: "Decline a reschedule request (the booking's tutor), with an optional reason",
    tags,
    params: idParams,
    body: declineRescheduleSchema,
    response: rescheduleRequestDtoSchema,
    handler: ({ deps, actor, params, body }) => declineReschedule({ deps, actor, input: { ...body, id: params.id } }),
  }),
  route({
    method: 'POST',
    path: '/reschedule-requests/:id/withdraw',
    access: 'user',
    summary: 'Withdraw an open reschedule request (the student who made it)',
    tags,
    params: idParams,
    response: rescheduleRequestDtoSchema,
    handler: ({ deps, actor, params }) => withdrawReschedule({ deps, actor, input: params }),
  }),
];
