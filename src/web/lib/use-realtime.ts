import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { EventFrameOf, EventName, SignalFrame } from '@shared/realtime';
import { realtime } from './realtime-client';

/** Keeps the latest handler without resubscribing on every render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Calls `handler` for the named events on `topic` while mounted; null topic = nothing. */
export function useRealtimeEvents<E extends EventName>(topic: string | null, events: E | readonly E[], handler: (frame: EventFrameOf<E>) => void) {
  const ref = useLatest(handler);
  // A list written inline is a new array each render: the names, not the array, decide a resubscribe.
  const names = typeof events === 'string' ? events : events.join(' ');
  useEffect(() => {
    if (!topic) return;
    return realtime.on(topic, names.split(' ') as E[], (f) => ref.current(f));
  }, [topic, names, ref]);
}

/** Calls `handler` for every signal on `topic` while mounted; null topic = nothing. */
export function useRealtimeSignals(topic: string | null, handler: (frame: SignalFrame) => void) {
  const ref = useLatest(handler);
  useEffect(() => {
    if (!topic) return;
    return realtime.onSignal(topic, (f) => ref.current(f));
  }, [topic, ref]);
}

/**
 * Calls `handler` whenever events may have been missed: the socket came back (after a drop, a dead socket
 * noticed by the heartbeat, the browser back online) or the server sent `realtime.resync`. A screen
 * backfills what it shows.
 */
export function useRealtimeReconnect(handler: () => void) {
  const ref = useLatest(handler);
  useEffect(() => realtime.onReconnect(() => ref.current()), [ref]);
}

/**
 * Whenever events may have been missed, marks the queries under these keys stale: the ones on screen
 * refetch at once, the others when next shown. For the data that realtime events keep fresh.
 */
export function useRefetchAfterGap(queryKeys: readonly QueryKey[]) {
  const qc = useQueryClient();
  const keys = useLatest(queryKeys);
  useRealtimeReconnect(() => {
    for (const queryKey of keys.current) void qc.invalidateQueries({ queryKey });
  });
}
