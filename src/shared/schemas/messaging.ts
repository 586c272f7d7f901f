// Messaging contracts: threads, messages, chat requests, unread counts and the students' tutor search.
import { z } from 'zod';

const MESSAGE_MAX_LENGTH = 4_000;
const CHAT_REQUEST_MAX_LENGTH = 2_000;

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

/** Largest page of messages one request answers. */
export const MESSAGE_PAGE_MAX = 500;
/** A page without a cursor or with only beforeSeq: the newest messages (before that seq), this many by default. */
export const MESSAGE_PAGE_DEFAULT = 50;

/**
 * Keyset paging by seq, answers always oldest first. No cursor: the newest page. `beforeSeq`: the page just
 * older than that seq. `afterSeq`: what came after that seq, oldest first (up to 500 when no limit is given),
 * so a client pages forward until a page is shorter than its limit. Both: the messages strictly between.
 */
export const messagesQuerySchema = z
  .object({
    afterSeq: z.coerce.number().int('afterSeq must be a whole number').min(0, 'afterSeq must be 0 or more').optional(),
    beforeSeq: z.coerce.number().int('beforeSeq must be a whole number').min(1, 'beforeSeq must be 1 or more').optional(),
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(MESSAGE_PAGE_MAX, `limit must be at most ${MESSAGE_PAGE_MAX}`)
      .optional(),
  })
  .refine((q) => q.afterSeq === undefined || q.beforeSeq === undefined || q.afterSeq < q.beforeSeq, {
    message: 'beforeSeq must be greater than afterSeq',
    path: ['beforeSeq'],
  });
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

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

// Answers. Ids are strings (users' ids are not UUIDs); instants are ISO 8601 in UTC.
const instant = z.iso.datetime();

const partyDtoSchema = z.object({ userId: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export type PartyDto = z.infer<typeof partyDtoSchema>;

export const messageDtoSchema = z.object({
  id: z.string(),
  /**
   * Server order: increasing across all conversations, with gaps. Within one conversation a message with a
   * higher seq always committed after every message with a lower one, so "after the highest seq I have"
   * never skips a message.
   */
  seq: z.number().int(),
  threadId: z.string(),
  senderId: z.string(),
  clientId: z.string(),
  content: z.string(),
  messageType: z.string(),
  isRead: z.boolean(),
  readAt: instant.nullable(),
  createdAt: instant,
});
export type MessageDto = z.infer<typeof messageDtoSchema>;

export const threadDtoSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  expertId: z.string(),
  student: partyDtoSchema,
  expert: partyDtoSchema,
  /** The party that is not the caller. */
  other: partyDtoSchema,
  bookingId: z.string().nullable(),
  bookingTitle: z.string().nullable(),
  threadType: z.enum(['session', 'general']),
  status: z.string(),
  lastMessageAt: instant,
  lastMessage: z.object({ content: z.string(), senderId: z.string(), createdAt: instant }).nullable(),
  unreadCount: z.number().int(),
});
export type ThreadDto = z.infer<typeof threadDtoSchema>;

export const CHAT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ChatRequestStatus = (typeof CHAT_REQUEST_STATUSES)[number];

export const chatRequestDtoSchema = z.object({
  id: z.string(),
  status: z.enum(CHAT_REQUEST_STATUSES),
  message: z.string(),
  expertResponse: z.string().nullable(),
  respondedAt: instant.nullable(),
  createdAt: instant,
  studentId: z.string(),
  expertId: z.string(),
  student: partyDtoSchema,
  expert: partyDtoSchema,
  /** Set once approved: the pair's thread. */
  threadId: z.string().nullable(),
});
export type ChatRequestDto = z.infer<typeof chatRequestDtoSchema>;

/** POST /chat-requests: the new request. */
export const createdChatRequestSchema = z.object({ id: z.string(), status: z.string(), createdAt: instant });

/** POST /chat-requests/:id/respond: the answer, and the pair's thread once approved. */
export const respondedChatRequestSchema = z.object({ id: z.string(), status: z.string(), threadId: z.string().nullable() });

/** POST /threads/:id/read: how many messages were marked read. */
export const markReadResultSchema = z.object({ updated: z.number().int() });

export const unreadCountsSchema = z.object({ total: z.number().int(), byThread: z.record(z.string(), z.number().int()) });
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const tutorSearchResultSchema = z.object({
  expertId: z.string(),
  userId: z.string(),
  name: z.string(),
  bio: z.string(),
  rating: z.number(),
  avatarUrl: z.string().nullable(),
  domainName: z.string().nullable(),
  customDomain: z.string().nullable(),
  /** Minor units per hour. */
  hourlyRate: z.number().int().nullable(),
});
export type TutorSearchResult = z.infer<typeof tutorSearchResultSchema>;
