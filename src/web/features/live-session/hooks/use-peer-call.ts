// Runs the call for the session page: start, 15 s start timeout, retries and Force Initialize.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { fetchIceConfig } from '../api/ice';
import { sessionQuery } from '../api/session';
import { IceConfigError, PeerCall, type CallSnapshot } from '../lib/peer-call';
import { mediaErrorText, missingDevices, useCallAttempts } from './use-call-attempts';

/** ICE servers that came with the session are used while this fresh; older ones are fetched again. */
const SESSION_ICE_FRESH_MS = 5 * 60_000;

/** The call's snapshot, kept outside React state so that only the video stage re-renders as it changes. */
export type SnapshotStore = { get: () => CallSnapshot | null; subscribe: (listener: () => void) => () => void };

function createSnapshotStore() {
  let value: CallSnapshot | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: CallSnapshot | null) {
      value = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export function usePeerCall(bookingId: string, role: 'tutor' | 'student', enabled: boolean) {
  const [store] = useState(createSnapshotStore);
  const { status, error, retryCount, retry, forceInitialize, force, attempt, begin } = useCallAttempts();
  const callRef = useRef<PeerCall | null>(null);
  const qc = useQueryClient();

  // A layout effect: the devices, the socket and the join start with the room's first commit, not after its paint.
  useLayoutEffect(() => {
    if (!enabled) return;
    let call: PeerCall | null = null;
    const run = begin(
      () => {
        call?.close();
        callRef.current = null;
      },
      () => store.set(null),
    );
    const { fail } = run;
    void (async () => {
      if (typeof RTCPeerConnection === 'undefined' || !navigator.mediaDevices) {
        return fail({ title: 'Failed to load video conferencing', description: 'This browser does not support video calls.' });
      }
      // The open session carries its ICE servers; fetch them only when those are missing or old.
      const cached = qc.getQueryState(sessionQuery(bookingId).queryKey);
      const sessionIce = cached?.data?.ice && Date.now() - cached.dataUpdatedAt < SESSION_ICE_FRESH_MS ? cached.data.ice : null;
      const iceServers = (sessionIce ? Promise.resolve(sessionIce) : fetchIceConfig(bookingId)).then((c) => c.iceServers as RTCIceServer[]);
      call = new PeerCall({ bookingId, role, iceServers, allowNoMedia: force, onChange: (s) => run.isActive() && store.set(s) });
      callRef.current = call;
      (window as unknown as { __liveCall?: PeerCall }).__liveCall = call;
      try {
        await call.start();
      } catch (err) {
        if (err instanceof IceConfigError) {
          const cause = err.cause;
          return fail({
            title: cause instanceof ApiError && cause.status < 500 ? 'Failed to open meeting' : 'Service unavailable',
            description: cause instanceof ApiError ? cause.message : 'The video service could not be reached. Please try again.',
          });
        }
        return fail({ title: 'Failed to start video session', description: mediaErrorText(err), withoutDevices: missingDevices(err) });
      }
      if (!run.isActive()) return;
      run.started();
    })();
    return run.stop;
  }, [bookingId, role, enabled, force, attempt, qc, store, begin]);

  /** Releases camera and microphone (the session ended). */
  const leave = useCallback(() => {
    callRef.current?.close();
    callRef.current = null;
  }, []);

  return { store: store as SnapshotStore, status, error, retryCount, retry, forceInitialize, leave, call: callRef };
}
