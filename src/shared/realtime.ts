// Every frame on the realtime socket, both directions, as one discriminated union.
// Topics: `user:{userId}` (own notifications and counts), `thread:{threadId}`, `session:{bookingId}`,
// `class:{groupSessionId}` (every seat of a group session and its tutor).
import { z } from 'zod';
import { BOOKING_STATUSES } from './schemas/bookings';
import { CHAT_REQUEST_STATUSES } from './schemas/messaging';

const topicSchema = z
  .string()
  .min(3)
  .max(200)
  .regex(/^[a-z]+:[A-Za-z0-9_-]+$/, 'Invalid topic');

/** WebRTC and room signalling payloads, relayed between the members of a session topic. */
const signalDataSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('join') }),
  z.object({ kind: z.literal('leave') }),
  z.object({ kind: z.literal('offer'), sdp: z.string().max(100_000) }),
  z.object({ kind: z.literal('answer'), sdp: z.string().max(100_000) }),
  z.object({
    kind: z.literal('ice'),
    candidate: z.object({
      candidate: z.string().max(2_000),
      sdpMid: z.string().max(100).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
      usernameFragment: z.string().max(200).nullable().optional(),
    }),
  }),
  z.object({ kind: z.literal('media'), audio: z.boolean(), video: z.boolean(), screen: z.boolean() }),
  /** `replace: true` carries the whole board (e.g. after a clear); otherwise elements merge by id. */
  z.object({ kind: z.literal('whiteboard'), elements: z.array(z.unknown()).max(5_000), replace: z.boolean().optional() }),
  z.object({ kind: z.literal('end') }),
  /** Someone is writing in a conversation (relayed on `thread:` topics; never stored). */
  z.object({ kind: z.literal('typing') }),
]);
export type SignalData = z.infer<typeof signalDataSchema>;

export const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: topicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('signal'), topic: topicSchema, to: z.string().max(100).optional(), data: signalDataSchema }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** A topic events are published on; the hub authorizes each prefix. */
export type EventTopic = `${'user' | 'thread' | 'session' | 'class'}:${string}`;

// Ids are strings: users' ids are not UUIDs. The data carries ids; clients backfill from the API.
const id = z.string();

/** Every server event: its name and its payload. Publishing or matching any other name does not compile. */
export const eventMap = {
  'booking.created': z.object({ id, status: z.enum(BOOKING_STATUSES) }),
  'booking.updated': z.object({ id, status: z.enum(BOOKING_STATUSES) }),
  'review.created': z.object({ id, bookingId: id }),
  'availability.changed': z.object({ tutorId: id.nullable() }),
  'offering.changed': z.object({ id }),
  'profile.updated': z.object({ userId: id }),
  'expert.verification': z.object({ expertId: id }),
  'notification.created': z.object({ id, type: z.string() }),
  'notification.read': z.object({}),
  'message.created': z.object({ threadId: id, messageId: id, seq: z.number().int(), senderId: id }),
  'message.read': z.object({ threadId: id, readerId: id }),
  'unread.changed': z.object({ threadId: id }),
  'chat_request.created': z.object({ requestId: id, studentName: z.string() }),
  'chat_request.responded': z.object({ requestId: id, status: z.enum(CHAT_REQUEST_STATUSES), threadId: id.nullable() }),
  /** A message in a live session's chat, on `session:{bookingId}`. */
  'chat.message': z.object({ threadId: id, messageId: id, seq: z.number().int(), bookingId: id }),
  /** A group class changed (roster, presence, hands, mutes, spotlight), on `class:{groupSessionId}`: refetch the class. */
  'class.updated': z.object({ groupSessionId: id }),
  /** A message in a group class's chat, on `class:{groupSessionId}`. */
  'class.message': z.object({ groupSessionId: id, messageId: id }),
  /** The class's seats changed status (confirmed, cancelled, completed by the tutor), on `class:{groupSessionId}`. */
  'class.status': z.object({ groupSessionId: id, status: z.enum(BOOKING_STATUSES) }),
  /**
   * Sent to every socket when events may have been missed (the server's bus recovered from an outage):
   * the client refetches every open view.
   */
  'realtime.resync': z.object({}),
} satisfies Record<string, z.ZodType<Record<string, unknown>>>;

export type EventName = keyof typeof eventMap;
export type EventData<E extends EventName> = z.output<(typeof eventMap)[E]>;
/** An event frame as the socket carries it, one member per event of the map. */
export type EventFrame = { [E in EventName]: { type: 'event'; topic: string; event: E; data: EventData<E> } }[EventName];
export type EventFrameOf<E extends EventName> = Extract<EventFrame, { event: E }>;

const eventFrame = <E extends EventName>(event: E) =>
  z.object({ type: z.literal('event'), topic: z.string(), event: z.literal(event), data: eventMap[event] });
const [firstEvent, ...otherEvents] = (Object.keys(eventMap) as EventName[]).map(eventFrame);
const eventFrameSchema = z.discriminatedUnion('event', [firstEvent, ...otherEvents]);

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), userId: z.string(), connectionId: z.string() }),
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  z.object({ type: z.literal('pong') }),
  eventFrameSchema,
  z.object({ type: z.literal('signal'), topic: z.string(), from: z.string(), fromConnection: z.string(), data: signalDataSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string(), topic: z.string().optional() }),
]);
/** The schema checks every frame; the type keeps each event's name and payload together. */
export type ServerFrame = Exclude<z.infer<typeof serverFrameSchema>, { type: 'event' }> | EventFrame;
export type SignalFrame = Extract<ServerFrame, { type: 'signal' }>;

/** What travels on the bus between app processes. */
type BusEvent = { [E in EventName]: { kind: 'event'; topic: EventTopic; event: E; data: EventData<E> } }[EventName];
export type BusMessage =
  | BusEvent
  | { kind: 'signal'; topic: string; from: string; fromConnection: string; to?: string; data: SignalData };

export { BOOKING_EVENTS, CHAT_REQUEST_EVENTS, HEARTBEAT_MS, MESSAGE_EVENTS, NOTIFICATION_EVENTS, REALTIME_PATH } from './realtime-constants';
