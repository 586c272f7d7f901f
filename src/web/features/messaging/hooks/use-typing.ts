// Typing indicator: a `typing` signal on the thread topic, sent at most every 2 s while writing;
// the other side shows it for 4 s after the last one. Nothing is stored.
import { useCallback, useEffect, useRef, useState } from 'react';
import { realtime } from '../../../lib/realtime-client';
import { useRealtimeEvents, useRealtimeSignals } from '../../../lib/use-realtime';

const TYPING_SEND_EVERY_MS = 2_000;
const TYPING_SHOW_FOR_MS = 4_000;

export function useTyping(threadId: string | null, meId: string) {
  const [othersTyping, setOthersTyping] = useState(false);
  const lastSent = useRef(0);
  const hide = useRef<ReturnType<typeof setTimeout> | null>(null);

  const topic = threadId ? `thread:${threadId}` : null;
  useRealtimeEvents(topic, 'message.created', (frame) => {
    if (frame.data.senderId !== meId) setOthersTyping(false); // the message they were typing has arrived
  });
  useRealtimeSignals(topic, (frame) => {
    if (frame.data.kind !== 'typing' || frame.from === meId) return;
    setOthersTyping(true);
    if (hide.current) clearTimeout(hide.current);
    hide.current = setTimeout(() => setOthersTyping(false), TYPING_SHOW_FOR_MS);
  });

  useEffect(() => {
    setOthersTyping(false);
    return () => {
      if (hide.current) clearTimeout(hide.current);
    };
  }, [threadId]);

  const notifyTyping = useCallback(() => {
    if (!threadId) return;
    const now = Date.now();
    if (now - lastSent.current < TYPING_SEND_EVERY_MS) return;
    lastSent.current = now;
    realtime.signal(`thread:${threadId}`, { kind: 'typing' });
  }, [threadId]);

  return { othersTyping, notifyTyping };
}
