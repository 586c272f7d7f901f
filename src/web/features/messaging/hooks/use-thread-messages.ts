// One conversation's messages, live: initial load, realtime events on thread:{id}, backfill by seq
// after a reconnect, optimistic sends with a client id that a retry reuses, and read marking.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MESSAGE_EVENTS } from '@shared/realtime-constants';
import type { MessageDto } from '@shared/schemas/messaging';
import { useRealtimeEvents, useRealtimeReconnect } from '../../../lib/use-realtime';
import { threadKeys } from '../../../entities/threads/api';
import { fetchThreadMessages, markThreadRead, sendThreadMessage } from '../api/thread-messages';

export type PendingMessage = { clientId: string; content: string; status: 'sending' | 'failed'; createdAt: string };

/** Adds incoming messages once each, in server order. */
export function mergeMessages(current: MessageDto[], incoming: MessageDto[]): MessageDto[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function useThreadMessages(threadId: string | null, meId: string | undefined) {
  const qc = useQueryClient();
  const [messages, setMessages] = useState<MessageDto[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const lastSeq = useRef<number | undefined>(undefined);
  const current = useRef<string | null>(threadId);
  const backfilling = useRef<Promise<void> | null>(null);
  const again = useRef(false);

  const refreshCounts = useCallback(() => {
    void qc.invalidateQueries({ queryKey: threadKeys.unread });
    void qc.invalidateQueries({ queryKey: threadKeys.list });
  }, [qc]);

  const markRead = useCallback(
    (id: string) => {
      markThreadRead(id).then((r) => r.updated > 0 && refreshCounts(), () => undefined);
    },
    [refreshCounts],
  );

  const apply = useCallback((id: string, rows: MessageDto[]) => {
    if (current.current !== id) return;
    if (rows.length) lastSeq.current = Math.max(lastSeq.current ?? 0, rows[rows.length - 1].seq);
    setMessages((prev) => mergeMessages(prev, rows));
    setPending((prev) => prev.filter((p) => !rows.some((r) => r.clientId === p.clientId && r.senderId === meId)));
  }, [meId]);

  /** Fetches everything after the last seen seq; serialised so concurrent events never skip. */
  const backfill = useCallback(async () => {
    const id = current.current;
    if (!id) return;
    if (backfilling.current) {
      again.current = true;
      return backfilling.current;
    }
    const run = async () => {
      do {
        again.current = false;
        const rows = await fetchThreadMessages(id, lastSeq.current);
        apply(id, rows);
        if (rows.some((r) => r.senderId !== meId && !r.isRead)) markRead(id);
      } while (again.current && current.current === id);
    };
    backfilling.current = run().finally(() => {
      backfilling.current = null;
    });
    return backfilling.current;
  }, [apply, markRead, meId]);

  useEffect(() => {
    current.current = threadId;
    lastSeq.current = undefined;
    setMessages([]);
    setPending([]);
    if (!threadId) return;
    setLoading(true);
    fetchThreadMessages(threadId)
      .then((rows) => {
        apply(threadId, rows);
        markRead(threadId);
      })
      .catch(() => toast.error('Error', { description: 'Failed to load messages. Please try again.' }))
      .finally(() => current.current === threadId && setLoading(false));
  }, [threadId, apply, markRead]);

  useRealtimeEvents(threadId ? `thread:${threadId}` : null, MESSAGE_EVENTS, (frame) => {
    if (frame.event === 'message.created') {
      const seq = frame.data.seq;
      if (lastSeq.current === undefined || !(seq <= lastSeq.current)) void backfill().catch(() => undefined);
    } else if (frame.event === 'message.read' && frame.data.readerId !== meId) {
      setMessages((prev) => prev.map((m) => (m.senderId === meId && !m.isRead ? { ...m, isRead: true } : m)));
    }
  });

  useRealtimeReconnect(() => void backfill().catch(() => undefined));

  const deliver = useCallback(
    async (p: PendingMessage) => {
      const id = current.current;
      if (!id) return;
      setPending((prev) => prev.map((x) => (x.clientId === p.clientId ? { ...x, status: 'sending' } : x)));
      try {
        const saved = await sendThreadMessage(id, p.content, p.clientId);
        apply(id, [saved]);
        void qc.invalidateQueries({ queryKey: threadKeys.list });
      } catch {
        setPending((prev) => prev.map((x) => (x.clientId === p.clientId ? { ...x, status: 'failed' } : x)));
        toast.error('Error', { description: 'Failed to send message. Please try again.' });
      }
    },
    [apply, qc],
  );

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content || !current.current) return false;
      const p: PendingMessage = { clientId: newClientId(), content, status: 'sending', createdAt: new Date().toISOString() };
      setPending((prev) => [...prev, p]);
      void deliver(p);
      return true;
    },
    [deliver],
  );

  /** Retries a failed message with the same client id, so it can never arrive twice. */
  const retry = useCallback((clientId: string) => {
    const p = pending.find((x) => x.clientId === clientId);
    if (p) void deliver(p);
  }, [pending, deliver]);

  return { messages, pending, loading, send, retry, sending: pending.some((p) => p.status === 'sending') };
}
