// Every frame on the realtime socket, both directions, as one discriminated union.
// Topics: `user:{userId}` (own notifications and counts), `thread:{threadId}`, `session:{bookingId}`.
import { z } from 'zod';

export const topicSchema = z
  .string()
  .min(3)
  .max(200)
  .regex(/^[a-z]+:[A-Za-z0-9_-]+$/, 'Invalid topic');

/** WebRTC and room signalling payloads, relayed between the members of a session topic. */
export const signalDataSchema = z.discriminatedUnion('kind', [
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

export const serverFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), userId: z.string(), connectionId: z.string() }),
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({
    type: z.literal('event'),
    topic: z.string(),
    /** What happened, e.g. `message.created`; the data carries ids, clients backfill from the API. */
    event: z.string(),
    data: z.record(z.string(), z.unknown()),
  }),
  z.object({ type: z.literal('signal'), topic: z.string(), from: z.string(), fromConnection: z.string(), data: signalDataSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string(), topic: z.string().optional() }),
]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;

/** What travels on the bus between app processes. */
export type BusMessage =
  | { kind: 'event'; topic: string; event: string; data: Record<string, unknown> }
  | { kind: 'signal'; topic: string; from: string; fromConnection: string; to?: string; data: SignalData };

export { HEARTBEAT_MS, REALTIME_PATH, RECONNECT_BACKOFF_MS } from './realtime-constants';
