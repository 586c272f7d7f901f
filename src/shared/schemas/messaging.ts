// Messaging contracts: threads, messages, chat requests, unread counts and the students' tutor search.
import { z } from 'zod';

export const MESSAGE_MAX_LENGTH = 4_000;
export const CHAT_REQUEST_MAX_LENGTH = 2_000;

const nonBlank = (max: number, emptyMessage: string, tooLong: string) =>
  z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, emptyMessage).max(max, tooLong));

export const sendMessageBodySchema = z.object({
  content: nonBlank(MESSAGE_MAX_LENGTH, 'Message cannot be empty', `Message is too long (maximum ${MESSAGE_MAX_LENGTH} characters).`),
  /** Chosen by the sender's device (crypto.randomUUID()); a resend with the same id never duplicates. */
  clientId: z.string().min(1).max(100),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const messagesQuerySchema = z.object({
  afterSeq: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const createChatRequestBodySchema = z.object({
  expertId: z.uuid('Invalid expert id'),
  message: nonBlank(CHAT_REQUEST_MAX_LENGTH, 'Message cannot be empty', `Message is too long (maximum ${CHAT_REQUEST_MAX_LENGTH} characters).`),
});
export type CreateChatRequestBody = z.infer<typeof createChatRequestBodySchema>;

export const respondChatRequestBodySchema = z.object({
  status: z.enum(['approved', 'rejected']),
  expertResponse: z.string().trim().max(1_000).optional(),
});
export type RespondChatRequestBody = z.infer<typeof respondChatRequestBodySchema>;

export const tutorSearchQuerySchema = z.object({ q: z.string().max(200).optional() });

export const idParamSchema = z.object({ id: z.uuid('Not found') });

export type PartyDto = { userId: string; name: string; avatarUrl: string | null };

export type MessageDto = {
  id: string;
  seq: number;
  threadId: string;
  senderId: string;
  clientId: string;
  content: string;
  messageType: string;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
};

export type ThreadDto = {
  id: string;
  studentId: string;
  expertId: string;
  student: PartyDto;
  expert: PartyDto;
  /** The party that is not the caller. */
  other: PartyDto;
  bookingId: string | null;
  bookingTitle: string | null;
  threadType: 'session' | 'general';
  status: string;
  lastMessageAt: string;
  lastMessage: { content: string; senderId: string; createdAt: string } | null;
  unreadCount: number;
};

export type ChatRequestStatus = 'pending' | 'approved' | 'rejected';

export type ChatRequestDto = {
  id: string;
  status: ChatRequestStatus;
  message: string;
  expertResponse: string | null;
  respondedAt: string | null;
  createdAt: string;
  studentId: string;
  expertId: string;
  student: PartyDto;
  expert: PartyDto;
  /** Set once approved: the pair's thread. */
  threadId: string | null;
};

export type UnreadCounts = { total: number; byThread: Record<string, number> };

export type TutorSearchResult = {
  expertId: string;
  userId: string;
  name: string;
  bio: string;
  rating: number;
  avatarUrl: string | null;
  domainName: string | null;
  customDomain: string | null;
  /** Minor units per hour. */
  hourlyRate: number | null;
};

/** Realtime events of this feature (data carries ids only). */
export const MESSAGING_EVENTS = {
  messageCreated: 'message.created',
  messagesRead: 'message.read',
  unreadChanged: 'unread.changed',
  chatRequestCreated: 'chat_request.created',
  chatRequestResponded: 'chat_request.responded',
  threadCreated: 'thread.created',
} as const;
