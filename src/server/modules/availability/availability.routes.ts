import { z } from 'zod';
import { rangeQuerySchema, settingsInputSchema, slotRequestSchema, slotScopeSchema, slotUpdateSchema } from '../../../shared/schemas/availability';
import { route, type RouteDef } from '../../http/route';
import { createSlots, deleteSlot, getSettings, listBookedSessions, listSlots, previewSlots, saveSettings, updateSlot } from './availability.service';

const tags = ['availability'];
const idParams = z.object({ id: z.uuid('Availability slot not found') });

export const availabilityRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/availability/slots',
    access: 'expert',
    summary: 'My availability slots overlapping a range (default: last week to four months ahead)',
    tags,
    query: rangeQuerySchema,
    handler: ({ deps, actor, query }) => listSlots({ deps, actor, query }),
  }),
  route({
    method: 'POST',
    path: '/availability/slots/preview',
    access: 'expert',
    summary: 'The slots a (recurring) availability request would create, without saving',
    tags,
    body: slotRequestSchema,
    handler: ({ deps, actor, body }) => previewSlots({ deps, actor, input: body }),
  }),
  route({
    method: 'POST',
    path: '/availability/slots',
    access: 'expert',
    summary: 'Create availability: one slot or a daily / weekly / monthly series in my time zone',
    tags,
    body: slotRequestSchema,
    status: 201,
    handler: ({ deps, actor, body }) => createSlots({ deps, actor, input: body }),
  }),
  route({
    method: 'PATCH',
    path: '/availability/slots/:id',
    access: 'expert',
    summary: 'Edit a slot (or it and the following slots of its series)',
    tags,
    params: idParams,
    body: slotUpdateSchema,
    handler: ({ deps, actor, params, body }) => updateSlot({ deps, actor, id: params.id, input: body }),
  }),
  route({
    method: 'DELETE',
    path: '/availability/slots/:id',
    access: 'expert',
    summary: 'Delete a slot (scope=following: it and the following slots of its series)',
    tags,
    params: idParams,
    query: z.object({ scope: slotScopeSchema }),
    handler: ({ deps, actor, params, query }) => deleteSlot({ deps, actor, id: params.id, scope: query.scope }),
  }),
  route({
    method: 'GET',
    path: '/availability/sessions',
    access: 'expert',
    summary: 'My pending and confirmed sessions in a range, for the calendar',
    tags,
    query: rangeQuerySchema,
    handler: ({ deps, actor, query }) => listBookedSessions({ deps, actor, query }),
  }),
  route({
    method: 'GET',
    path: '/availability/settings',
    access: 'expert',
    summary: 'My availability settings (defaults are stored on first read)',
    tags,
    handler: ({ deps, actor }) => getSettings({ deps, actor }),
  }),
  route({
    method: 'PUT',
    path: '/availability/settings',
    access: 'expert',
    summary: 'Save my availability settings: time zone, working hours and booking rules',
    tags,
    body: settingsInputSchema,
    handler: ({ deps, actor, body }) => saveSettings({ deps, actor, input: body }),
  }),
];
