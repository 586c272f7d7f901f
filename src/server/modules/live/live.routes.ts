import type { RouteDef } from '../../http/route';
import { route } from '../../http/route';
import { z } from 'zod';
import {
  WHITEBOARD_MAX_BYTES,
  iceConfigDtoSchema,
  sessionChatBodySchema,
  sessionChatMessageDtoSchema,
  sessionDtoSchema,
  sessionParamsSchema,
  tutorNotesBodySchema,
  tutorNotesDtoSchema,
  whiteboardBodySchema,
  whiteboardDtoSchema,
} from '../../../shared/schemas/live';
import {
  getIceConfig,
  getSession,
  getTutorNotes,
  getWhiteboard,
  listSessionChat,
  saveTutorNotes,
  saveWhiteboard,
  sendSessionChat,
} from './live.service';

const tags = ['live'];

export const liveRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/sessions/:bookingId',
    access: 'user',
    summary: "A booking's live session: the caller's role, times, join window, room and (while open) ICE servers",
    tags,
    params: sessionParamsSchema,
    response: sessionDtoSchema,
    handler: ({ deps, actor, params, c }) => {
      c.header('cache-control', 'no-store');
      return getSession({ deps, actor, input: params });
    },
  }),
  route({
    method: 'GET',
    path: '/sessions/:bookingId/ice',
    access: 'user',
    summary: 'ICE servers for the call, with short-lived TURN credentials (participants, join window open)',
    tags,
    params: sessionParamsSchema,
    response: iceConfigDtoSchema,
    handler: ({ deps, actor, params, c }) => {
      c.header('cache-control', 'no-store');
      return getIceConfig({ deps, actor, input: params });
    },
  }),
  route({
    method: 'GET',
    path: '/sessions/:bookingId/whiteboard',
    access: 'user',
    summary: "The session's saved whiteboard",
    tags,
    params: sessionParamsSchema,
    response: whiteboardDtoSchema,
    handler: ({ deps, actor, params }) => getWhiteboard({ deps, actor, input: params }),
  }),
  route({
    method: 'PUT',
    path: '/sessions/:bookingId/whiteboard',
    access: 'user',
    summary: "Save the session's whiteboard",
    tags,
    params: sessionParamsSchema,
    body: whiteboardBodySchema,
    bodyLimit: WHITEBOARD_MAX_BYTES,
    response: whiteboardDtoSchema,
    handler: ({ deps, actor, params, body }) => saveWhiteboard({ deps, actor, input: { ...params, elements: body.elements } }),
  }),
  route({
    method: 'GET',
    path: '/sessions/:bookingId/notes',
    access: 'user',
    summary: "The tutor's private notes for the session",
    tags,
    params: sessionParamsSchema,
    response: tutorNotesDtoSchema,
    handler: ({ deps, actor, params }) => getTutorNotes({ deps, actor, input: params }),
  }),
  route({
    method: 'PUT',
    path: '/sessions/:bookingId/notes',
    access: 'user',
    summary: "Save the tutor's private notes for the session",
    tags,
    params: sessionParamsSchema,
    body: tutorNotesBodySchema,
    response: tutorNotesDtoSchema,
    handler: ({ deps, actor, params, body }) => saveTutorNotes({ deps, actor, input: { ...params, notes: body.notes } }),
  }),
  route({
    method: 'GET',
    path: '/sessions/:bookingId/chat',
    access: 'user',
    summary: "The call's chat (the pair's thread since the join window opened)",
    tags,
    params: sessionParamsSchema,
    response: z.array(sessionChatMessageDtoSchema),
    handler: ({ deps, actor, params }) => listSessionChat({ deps, actor, input: params }),
  }),
  route({
    method: 'POST',
    path: '/sessions/:bookingId/chat',
    access: 'user',
    summary: "Send a chat message in the call (stored in the pair's thread)",
    tags,
    params: sessionParamsSchema,
    body: sessionChatBodySchema,
    status: 201,
    response: sessionChatMessageDtoSchema,
    handler: ({ deps, actor, params, body }) => sendSessionChat({ deps, actor, input: { ...params, ...body } }),
  }),
];
