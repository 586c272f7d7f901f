import { useEffect, useRef } from 'react';
import type { ServerFrame } from '@shared/realtime';
import { realtime } from './realtime-client';

type EventFrame = Extract<ServerFrame, { type: 'event' | 'signal' }>;

/** Calls `handler` for every event or signal on `topic` while mounted; null topic = nothing. */
export function useRealtimeTopic(topic: string | null, handler: (frame: EventFrame) => void) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!topic) return;
    return realtime.subscribe(topic, (f) => ref.current(f));
  }, [topic]);
}

/** Calls `handler` after the socket comes back, so a screen can backfill what it missed. */
export function useRealtimeReconnect(handler: () => void) {
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => realtime.onReconnect(() => ref.current()), []);
}
