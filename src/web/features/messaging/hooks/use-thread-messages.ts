// One conversation's messages, live: it opens on the newest page, loads older pages on demand, and after a
// realtime event, a reconnect or the server's resync pages forward from the end of what it has fetched
// until caught up (thread-timeline.ts holds the rules). Sends are optimistic with a client id that a retry
// reuses; the other party's messages are marked read as they arrive.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { MESSAGE_EVENTS } from '@shared/realtime-constants';
import type { MessageDto } from '@shared/schemas/messaging';
import { useRealtimeEvents, useRealtimeReconnect } from '../../../lib/use-realtime';
import { threadKeys } from '../../../entities/threads/api';
import { fetchMessagePage, markThreadRead, sendThreadMessage } from '../api/thread-messages';
import { emptyTimeline, mayBeMissing, withNewerPage, withNewestPage, withOlderPage, withOwnMessage, type Timeline } from './thread-timeline';

export type PendingMessage = { clientId: string; content: string; status: 'sending' | 'failed'; createdAt: string };

/** Messages per page when opening and when scrolling back. */
const PAGE_SIZE = 50;
/** Messages per page when catching up after a gap. */
const CATCH_UP_PAGE_SIZE = 200;

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function useThreadMessages(threadId: string | null, meId: string | undefined) {
  const qc = useQueryClient();
  const [timeline, setTimeline] = useState<Timeline>(emptyTimeline);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const latest = useRef<Timeline>(emptyTimeline);
  const current = useRef<string | null>(threadId);
  const syncing = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const olderInFlight = useRef(false);

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

  /** Applies an answer for thread `id`; false when another conversation is open by now. */
  const update = useCallback(
    (id: string, change: (t: Timeline) => Timeline, rows: MessageDto[]) => {
      if (current.current !== id) return false;
      latest.current = change(latest.current);
      setTimeline(latest.current);
      if (rows.length) setPending((prev) => prev.filter((p) => !rows.some((r) => r.clientId === p.clientId && r.senderId === meId)));
      return true;
    },
    [meId],
  );

  /**
   * Brings the open conversation up to date: its newest page first, then forward from the end of what it
   * has fetched until a page comes back short. One run at a time; a call during a run asks for one more.
   */
  const sync = useCallback(async () => {
    const id = current.current;
    if (!id) return;
    if (syncing.current) {
      again.current = true;
      return syncing.current;
    }
    const run = async () => {
      do {
        again.current = false;
        let unreadArrived = false;
        const syncedSeq = latest.current.syncedSeq;
        if (syncedSeq === undefined) {
          const rows = await fetchMessagePage(id, { limit: PAGE_SIZE });
          if (!update(id, (t) => withNewestPage(t, rows, PAGE_SIZE), rows)) return;
          unreadArrived = true; // opening a conversation reads it
        } else {
          for (let caughtUp = false; !caughtUp; ) {
            const after = latest.current.syncedSeq ?? syncedSeq;
            const rows = await fetchMessagePage(id, { afterSeq: after, limit: CATCH_UP_PAGE_SIZE });
            let result: ReturnType<typeof withNewerPage> | undefined;
            if (!update(id, (t) => (result = withNewerPage(t, after, rows, CATCH_UP_PAGE_SIZE)).timeline, rows)) return;
            caughtUp = result!.caughtUp;
            unreadArrived ||= rows.some((r) => r.senderId !== meId && !r.isRead);
          }
        }
        if (unreadArrived) markRead(id);
      } while (again.current && current.current === id);
    };
    const running: Promise<void> = run().finally(() => {
      if (syncing.current === running) syncing.current = null;
    });
    syncing.current = running;
    return running;
  }, [update, markRead, meId]);

  useEffect(() => {
    current.current = threadId;
    latest.current = emptyTimeline;
    syncing.current = null;
    again.current = false;
    olderInFlight.current = false;
    setTimeline(emptyTimeline);
    setPending([]);
    setLoadingOlder(false);
    if (!threadId) return;
    setLoading(true);
    sync()
      .catch(() => current.current === threadId && toast.error('Error', { description: 'Failed to load messages. Please try again.' }))
      .finally(() => current.current === threadId && setLoading(false));
  }, [threadId, sync]);

  /** The page just before the oldest message shown; resolves to whether one was added. */
  const loadOlder = useCallback(async () => {
    const id = current.current;
    const t = latest.current;
    if (!id || olderInFlight.current || !t.hasOlder || t.messages.length === 0) return false;
    olderInFlight.current = true;
    setLoadingOlder(true);
    try {
      const rows = await fetchMessagePage(id, { beforeSeq: t.messages[0].seq, limit: PAGE_SIZE });
      return update(id, (now) => withOlderPage(now, rows, PAGE_SIZE), rows) && rows.length > 0;
    } catch {
      if (current.current === id) toast.error('Error', { description: 'Failed to load older messages. Please try again.' });
      return false;
    } finally {
      if (current.current === id) {
        olderInFlight.current = false;
        setLoadingOlder(false);
      }
    }
  }, [update]);

  useRealtimeEvents(threadId ? `thread:${threadId}` : null, MESSAGE_EVENTS, (frame) => {
    if (frame.event === 'message.created') {
      if (mayBeMissing(latest.current, frame.data.seq)) void sync().catch(() => undefined);
    } else if (frame.event === 'message.read' && frame.data.readerId !== meId) {
      const id = current.current;
      if (id) update(id, (t) => ({ ...t, messages: t.messages.map((m) => (m.senderId === meId && !m.isRead ? { ...m, isRead: true } : m)) }), []);
    }
  });

  // After a reconnect or the server's resync: whatever was missed meanwhile.
  useRealtimeReconnect(() => void sync().catch(() => undefined));

  const deliver = useCallback(
    async (p: PendingMessage) => {
      const id = current.current;
      if (!id) return;
      setPending((prev) => prev.map((x) => (x.clientId === p.clientId ? { ...x, status: 'sending' } : x)));
      try {
        const saved = await sendThreadMessage(id, p.content, p.clientId);
        update(id, (t) => withOwnMessage(t, saved), [saved]);
        void qc.invalidateQueries({ queryKey: threadKeys.list });
      } catch {
        setPending((prev) => prev.map((x) => (x.clientId === p.clientId ? { ...x, status: 'failed' } : x)));
        toast.error('Error', { description: 'Failed to send message. Please try again.' });
      }
    },
    [update, qc],
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
  const retry = useCallback(
    (clientId: string) => {
      const p = pending.find((x) => x.clientId === clientId);
      if (p) void deliver(p);
    },
    [pending, deliver],
  );

  return {
    messages: timeline.messages,
    hasOlder: timeline.hasOlder,
    pending,
    loading,
    loadingOlder,
    loadOlder,
    send,
    retry,
    sending: pending.some((p) => p.status === 'sending'),
  };
}
