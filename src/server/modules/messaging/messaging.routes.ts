import { z } from 'zod';
import { route, type RouteDef } from '../../http/route';
import {
  createChatRequestBodySchema,
  idParamSchema,
  messagesQuerySchema,
  respondChatRequestBodySchema,
  sendMessageBodySchema,
  tutorSearchQuerySchema,
} from '../../../shared/schemas/messaging';
import * as svc from './messaging.service';

const tags = ['messaging'];
const threadParams = z.object({ id: z.uuid('Conversation not found') });

export const messagingRoutes: RouteDef[] = [
  route({
    method: 'GET',
    path: '/threads',
    access: 'user',
    summary: 'My conversations, newest activity first, with the other party, last message and unread count',
    tags,
    handler: ({ deps, actor }) => svc.listThreads({ deps, actor, input: undefined }),
  }),
  route({
    method: 'GET',
    path: '/threads/:id/messages',
    access: 'user',
    summary: 'Messages of a conversation in server order; afterSeq backfills what a client missed',
    tags,
    params: threadParams,
    query: messagesQuerySchema,
    handler: ({ deps, actor, params, query }) => svc.getMessages({ deps, actor, input: { threadId: params.id, ...query } }),
  }),
  route({
    method: 'POST',
    path: '/threads/:id/messages',
    access: 'user',
    summary: 'Send a message (idempotent per client id)',
    tags,
    params: threadParams,
    body: sendMessageBodySchema,
    status: 201,
    handler: async ({ deps, actor, params, body, c }) => {
      const { message, created } = await svc.sendMessage({ deps, actor, input: { threadId: params.id, ...body } });
      return c.json(message, created ? 201 : 200);
    },
  }),
  route({
    method: 'POST',
    path: '/threads/:id/read',
    access: 'user',
    summary: "Mark the other party's messages in a conversation read",
    tags,
    params: threadParams,
    handler: ({ deps, actor, params }) => svc.markThreadRead({ deps, actor, input: { threadId: params.id } }),
  }),
  route({
    method: 'GET',
    path: '/messages/unread',
    access: 'user',
    summary: 'Unread messages from others: total and per conversation',
    tags,
    handler: ({ deps, actor }) => svc.unreadCounts({ deps, actor, input: undefined }),
  }),
  route({
    method: 'GET',
    path: '/chat-requests',
    access: 'user',
    summary: 'Chat requests I sent or received, newest first',
    tags,
    handler: ({ deps, actor }) => svc.listChatRequests({ deps, actor, input: undefined }),
  }),
  route({
    method: 'POST',
    path: '/chat-requests',
    access: 'student',
    summary: 'Ask an expert to chat (one pending request per expert)',
    tags,
    body: createChatRequestBodySchema,
    status: 201,
    handler: ({ deps, actor, body }) => svc.createChatRequest({ deps, actor, input: body }),
  }),
  route({
    method: 'POST',
    path: '/chat-requests/:id/respond',
    access: 'user',
    summary: 'Approve or reject a chat request (only the expert it was sent to)',
    tags,
    params: idParamSchema,
    body: respondChatRequestBodySchema,
    handler: ({ deps, actor, params, body }) => svc.respondChatRequest({ deps, actor, input: { id: params.id, ...body } }),
  }),
  route({
    method: 'GET',
    path: '/messaging/tutors',
    access: 'user',
    summary: "Search experts by name or bio for the students' new-chat panel (10 at most)",
    tags,
    query: tutorSearchQuerySchema,
    handler: ({ deps, actor, query }) => svc.searchTutors({ deps, actor, input: query }),
  }),
];
