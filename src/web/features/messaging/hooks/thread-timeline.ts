// What one open conversation holds, and how each answer changes it. Pure, so the rules that keep a
// conversation complete are tested without a screen.
//
// The server guarantees that within a thread a message with a higher seq committed after every message with
// a lower one. So a page fetched "after seq n" covers everything of the thread between n and its last row,
// and `syncedSeq` (the end of the contiguous stretch fetched from the server) is the only safe place to ask
// from next. A message the client sent itself is shown at once, but never moves `syncedSeq`: the other
// person's messages just before it may not have been fetched yet.
import type { MessageDto } from '@shared/schemas/messaging';

export type Timeline = {
  /** By seq, each message once. */
  messages: MessageDto[];
  /** Every message of the thread from the oldest shown up to this seq has been fetched; undefined before the first page. */
  syncedSeq: number | undefined;
  /** Older messages exist before the oldest shown. */
  hasOlder: boolean;
};

export const emptyTimeline: Timeline = { messages: [], syncedSeq: undefined, hasOlder: false };

/** Adds incoming messages once each (a newer copy replaces an older one, e.g. read state), in server order. */
export function mergeMessages(current: MessageDto[], incoming: MessageDto[]): MessageDto[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

const lastSeq = (rows: MessageDto[]) => (rows.length ? rows[rows.length - 1].seq : undefined);

/** The conversation's newest page (no cursor): where it opens. */
export function withNewestPage(t: Timeline, rows: MessageDto[], limit: number): Timeline {
  const end = lastSeq(rows) ?? 0;
  return { messages: mergeMessages(t.messages, rows), syncedSeq: Math.max(t.syncedSeq ?? 0, end), hasOlder: rows.length >= limit };
}

/** A page just older than the oldest shown (beforeSeq). */
export function withOlderPage(t: Timeline, rows: MessageDto[], limit: number): Timeline {
  return { ...t, messages: mergeMessages(t.messages, rows), hasOlder: rows.length >= limit };
}

/**
 * A page after `afterSeq` (which was `syncedSeq` when asked). Returns whether the thread is caught up: a page
 * shorter than its limit was the end of it; a full one means the next page follows from its last row.
 */
export function withNewerPage(t: Timeline, afterSeq: number, rows: MessageDto[], limit: number): { timeline: Timeline; caughtUp: boolean } {
  const end = lastSeq(rows);
  // Contiguous only from where the client had fetched to: an answer to an older question still adds its rows.
  const syncedSeq = end !== undefined && afterSeq <= (t.syncedSeq ?? 0) ? Math.max(t.syncedSeq ?? 0, end) : t.syncedSeq;
  return { timeline: { ...t, messages: mergeMessages(t.messages, rows), syncedSeq }, caughtUp: rows.length < limit };
}

/** The server's copy of a message this client sent: shown, never a cursor. */
export function withOwnMessage(t: Timeline, saved: MessageDto): Timeline {
  return { ...t, messages: mergeMessages(t.messages, [saved]) };
}

/** Whether a `message.created` with this seq may be one the client has not fetched. */
export function mayBeMissing(t: Timeline, seq: number): boolean {
  return t.syncedSeq === undefined || seq > t.syncedSeq;
}
