// Messaging rules: who may read and write a thread, idempotent sends, read state, chat requests.
import { AppError } from '../../../shared/errors';
import {
  MESSAGE_PAGE_DEFAULT,
  MESSAGE_PAGE_MAX,
  type ChatRequestDto,
  type CreateChatRequestBody,
  type MessageDto,
  type MessagesQuery,
  type RespondChatRequestBody,
  type SendMessageBody,
  type ThreadDto,
  type TutorSearchResult,
  type UnreadCounts,
} from '../../../shared/schemas/messaging';
import { SEND_RATE_LIMIT_PER_MINUTE, TUTOR_SEARCH_LIMIT, tutorDisplay } from '../../../shared/rules/messaging';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { takeRateLimit } from '../../lib/rate-limit';
import { notify } from '../notifications/notifications.service';
import { messagingRepo, type MessageRow } from './messaging.repo';

type Ctx<I = undefined> = { deps: Deps; actor: Actor; input: I };

const THREAD_NOT_FOUND = 'Conversation not found';
const REQUEST_NOT_FOUND = 'Chat request not found';

const toMessageDto = (m: MessageRow): MessageDto => ({
  id: m.id,
  seq: m.seq,
  threadId: m.threadId,
  senderId: m.senderId,
  clientId: m.clientId,
  content: m.content,
  messageType: m.messageType,
  isRead: m.isRead,
  readAt: m.readAt?.toISOString() ?? null,
  createdAt: m.createdAt.toISOString(),
});

const iso = (d: Date | string | null) => (d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString());

/** The thread if the actor is one of its two members; 404 otherwise (no hint that it exists). */
async function memberThread(deps: Deps, actor: Actor, threadId: string) {
  const row = await messagingRepo(deps.db).threadById(threadId);
  if (!row) throw new AppError('NOT_FOUND', THREAD_NOT_FOUND);
  const isStudent = row.thread.studentId === actor.userId;
  const isExpert = row.expertUserId === actor.userId;
  if (!isStudent && !isExpert) throw new AppError('NOT_FOUND', THREAD_NOT_FOUND);
  const otherUserId = isStudent ? row.expertUserId : row.thread.studentId;
  return { thread: row.thread, expertUserId: row.expertUserId, otherUserId };
}

/** For the realtime authorizer: may this user subscribe to thread:{id}? */
export async function isThreadMember(deps: Deps, actor: Actor, threadId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(threadId)) return false;
  const row = await messagingRepo(deps.db).threadById(threadId);
  return !!row && (row.thread.studentId === actor.userId || row.expertUserId === actor.userId);
}

export async function listThreads({ deps, actor }: Ctx): Promise<ThreadDto[]> {
  const rows = await messagingRepo(deps.db).listThreads(actor.userId, actor.expertProfileId);
  return rows.map((r) => {
    const student = { userId: r.thread.studentId, name: r.studentName || 'Student', avatarUrl: r.studentAvatar };
    const expert = { userId: r.expertUserId, name: r.expertName || 'Unknown Expert', avatarUrl: r.expertAvatar };
    return {
      id: r.thread.id,
      studentId: r.thread.studentId,
      expertId: r.thread.expertId,
      student,
      expert,
      other: r.thread.studentId === actor.userId ? expert : student,
      bookingId: r.thread.bookingId,
      bookingTitle: r.bookingTitle ?? null,
      threadType: r.thread.threadType === 'session' ? 'session' : 'general',
      status: r.thread.status,
      lastMessageAt: r.thread.lastMessageAt.toISOString(),
      lastMessage: r.lastContent != null && r.lastSenderId ? { content: r.lastContent, senderId: r.lastSenderId, createdAt: iso(r.lastCreatedAt)! } : null,
      unreadCount: Number(r.unread) || 0,
    };
  });
}

/** One page of a conversation by seq, oldest first (see messagesQuerySchema): the newest page by default. */
export async function getMessages({ deps, actor, input }: Ctx<MessagesQuery & { threadId: string }>): Promise<MessageDto[]> {
  await memberThread(deps, actor, input.threadId);
  const limit = input.limit ?? (input.afterSeq !== undefined ? MESSAGE_PAGE_MAX : MESSAGE_PAGE_DEFAULT);
  const rows = await messagingRepo(deps.db).listMessages(input.threadId, { afterSeq: input.afterSeq, beforeSeq: input.beforeSeq, limit });
  return rows.map(toMessageDto);
}

// Send rate limit: a fixed one-minute window per user, per process.
const sendWindows = new WeakMap<Deps, Map<string, { start: number; count: number }>>();
export function checkSendRate(deps: Deps, userId: string) {
  let windows = sendWindows.get(deps);
  if (!windows) sendWindows.set(deps, (windows = new Map()));
  const now = Date.now();
  const w = windows.get(userId);
  if (!w || now - w.start >= 60_000) {
    windows.set(userId, { start: now, count: 1 });
    return;
  }
  if (++w.count > SEND_RATE_LIMIT_PER_MINUTE) {
    throw new AppError('RATE_LIMITED', 'You are sending messages too quickly. Please wait a moment and try again.');
  }
}

async function publishMessage(deps: Deps, message: MessageDto, recipientId: string, senderId: string) {
  const data = { threadId: message.threadId, messageId: message.id, seq: message.seq, senderId };
  await publishEvent(deps.bus, [`thread:${message.threadId}`, `user:${recipientId}`, `user:${senderId}`], 'message.created', data);
}

/** The pair's one thread, created for a booking when they have none yet (e.g. chat inside a live session). */
export async function threadForBooking(deps: Deps, pair: { studentId: string; expertId: string; bookingId: string }): Promise<string> {
  const { thread } = await messagingRepo(deps.db).ensureThread(pair.studentId, pair.expertId, pair.bookingId);
  return thread.id;
}

export async function sendMessage({ deps, actor, input }: Ctx<SendMessageBody & { threadId: string }>): Promise<{ message: MessageDto; created: boolean }> {
  const { thread, otherUserId } = await memberThread(deps, actor, input.threadId);
  await takeRateLimit(deps.db, `message:${actor.userId}`, input.clientId, { limit: SEND_RATE_LIMIT_PER_MINUTE, windowMs: 60_000, message: 'You are sending messages too quickly. Please wait a moment and try again.' });
  const { message, created } = await messagingRepo(deps.db).insertMessage({
    threadId: thread.id,
    senderId: actor.userId,
    clientId: input.clientId,
    content: input.content,
    at: deps.now(),
  });
  if (message.threadId !== thread.id) throw new AppError('CONFLICT', 'This message id was already used in another conversation.');
  const dto = toMessageDto(message);
  if (created) await publishMessage(deps, dto, otherUserId, actor.userId);
  return { message: dto, created };
}

export async function markThreadRead({ deps, actor, input }: Ctx<{ threadId: string }>): Promise<{ updated: number }> {
  const { thread, otherUserId } = await memberThread(deps, actor, input.threadId);
  const updated = await messagingRepo(deps.db).markRead(thread.id, actor.userId, deps.now());
  if (updated > 0) {
    await Promise.all([
      publishEvent(deps.bus, `user:${actor.userId}`, 'unread.changed', { threadId: thread.id }),
      publishEvent(deps.bus, [`thread:${thread.id}`, `user:${otherUserId}`], 'message.read', { threadId: thread.id, readerId: actor.userId }),
    ]);
  }
  return { updated };
}

export async function unreadCounts({ deps, actor }: Ctx): Promise<UnreadCounts> {
  const rows = await messagingRepo(deps.db).unreadByThread(actor.userId, actor.expertProfileId);
  const byThread: Record<string, number> = {};
  let total = 0;
  for (const r of rows) {
    byThread[r.threadId] = Number(r.n);
    total += Number(r.n);
  }
  return { total, byThread };
}

export async function listChatRequests({ deps, actor }: Ctx): Promise<ChatRequestDto[]> {
  const rows = await messagingRepo(deps.db).listChatRequests(actor.userId, actor.expertProfileId);
  return rows.map((r) => ({
    id: r.request.id,
    status: r.request.status as ChatRequestDto['status'],
    message: r.request.message,
    expertResponse: r.request.expertResponse,
    respondedAt: iso(r.request.respondedAt),
    createdAt: r.request.createdAt.toISOString(),
    studentId: r.request.studentId,
    expertId: r.request.expertId,
    student: { userId: r.request.studentId, name: r.studentName || 'Student', avatarUrl: r.studentAvatar },
    expert: { userId: r.expertUserId, name: r.expertName || 'Unknown Expert', avatarUrl: r.expertAvatar },
    threadId: r.threadId ?? null,
  }));
}

export async function createChatRequest({ deps, actor, input }: Ctx<CreateChatRequestBody>): Promise<{ id: string; status: string; createdAt: string }> {
  const repo = messagingRepo(deps.db);
  const expert = await repo.expertById(input.expertId);
  if (!expert) throw new AppError('NOT_FOUND', 'Expert not found');
  if (expert.userId === actor.userId) throw new AppError('BAD_REQUEST', 'You cannot send a chat request to yourself.');
  const row = await repo.insertChatRequest(actor.userId, expert.id, input.message, deps.now());
  if (!row) throw new AppError('CONFLICT', 'You already have a pending chat request with this expert. Please wait for their reply.');
  const name = actor.fullName?.trim() || actor.name || 'A student';
  await notify(deps, {
    userId: expert.userId,
    type: 'chat_request',
    title: 'New Chat Request',
    body: `${name} wants to chat with you.`,
    link: '/tutor/dashboard/messages?tab=requests',
  });
  await publishEvent(deps.bus, `user:${expert.userId}`, 'chat_request.created', { requestId: row.id, studentName: name });
  return { id: row.id, status: row.status, createdAt: row.createdAt.toISOString() };
}

export async function respondChatRequest({ deps, actor, input }: Ctx<RespondChatRequestBody & { id: string }>): Promise<{ id: string; status: string; threadId: string | null }> {
  const repo = messagingRepo(deps.db);
  const request = await repo.chatRequestById(input.id);
  const isParty = request && (request.studentId === actor.userId || request.expertId === actor.expertProfileId);
  if (!request || !isParty) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
  if (request.expertId !== actor.expertProfileId) throw new AppError('FORBIDDEN', 'Only the expert this request was sent to can respond to it.');
  if (request.status !== 'pending') throw new AppError('CONFLICT', `This chat request has already been ${request.status}.`);
  const now = deps.now();
  const updated = await repo.respondChatRequest(request.id, input.status, input.expertResponse?.trim() || null, now);
  if (!updated) throw new AppError('CONFLICT', 'This chat request has already been answered.');

  let threadId: string | null = null;
  if (updated.status === 'approved') {
    const { thread } = await repo.ensureThread(request.studentId, request.expertId);
    threadId = thread.id;
    // The request's text opens the conversation, sent by the student; its id keeps a retry from duplicating.
    const first = await repo.insertMessage({ threadId, senderId: request.studentId, clientId: `chat-request:${request.id}`, content: request.message, at: now });
    if (first.created) await publishMessage(deps, toMessageDto(first.message), actor.userId, request.studentId);
    if (input.expertResponse?.trim()) {
      const reply = await repo.insertMessage({ threadId, senderId: actor.userId, clientId: `chat-response:${request.id}`, content: input.expertResponse.trim(), at: new Date(now.getTime() + 1) });
      if (reply.created) await publishMessage(deps, toMessageDto(reply.message), request.studentId, actor.userId);
    }
  }
  const name = actor.fullName?.trim() || actor.name || 'The expert';
  await notify(deps, {
    userId: request.studentId,
    type: 'chat_request_response',
    title: `Chat request ${updated.status}`,
    body: updated.status === 'approved' ? `${name} accepted your chat request.` : `${name} declined your chat request.`,
    link: '/student/messages',
  });
  const responded = { requestId: request.id, status: input.status, threadId };
  await publishEvent(deps.bus, [`user:${request.studentId}`, `user:${actor.userId}`], 'chat_request.responded', responded);
  return { id: updated.id, status: updated.status, threadId };
}

export async function searchTutors({ deps, input }: Ctx<{ q?: string }>): Promise<TutorSearchResult[]> {
  const q = (input.q ?? '').trim();
  const rows = await messagingRepo(deps.db).searchTutors(q, TUTOR_SEARCH_LIMIT);
  return rows.map((r) => {
    const d = tutorDisplay({ name: r.name, bio: r.bio, rating: r.rating });
    return {
      expertId: r.expertId,
      userId: r.userId,
      name: d.name,
      bio: d.bio,
      rating: d.rating,
      avatarUrl: r.avatarUrl,
      domainName: r.domainName,
      customDomain: r.customDomain,
      hourlyRate: r.hourlyRate,
    };
  });
}
