// When the session page may load the whiteboard (Excalidraw, the page's largest code): after the call
// shows the other side's video, so that joining is not slowed by it; or a few seconds after the call
// started (the other side may not be there yet), or at once when the call failed or is not ours.
import { useCallback, useEffect, useState } from 'react';
import type { CallStatus } from './use-call-attempts';

const BOARD_FALLBACK_MS = 3_000;

/** `builtIn`: the page runs the peer-to-peer call (Daily and LiveKit rooms load in a frame or their SDK). */
export function useWhiteboardGate(builtIn: boolean, status: CallStatus) {
  const [remoteVideo, setRemoteVideo] = useState(false);
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (!builtIn || status !== 'started' || waited) return;
    const timer = setTimeout(() => setWaited(true), BOARD_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [builtIn, status, waited]);

  const onRemoteVideo = useCallback(() => setRemoteVideo(true), []);
  // Once shown, the board stays (a retry of the call must not unmount it).
  const [shown, setShown] = useState(false);
  const ready = shown || !builtIn || status === 'error' || remoteVideo || waited;
  if (ready && !shown) setShown(true);
  return { ready, onRemoteVideo };
}
