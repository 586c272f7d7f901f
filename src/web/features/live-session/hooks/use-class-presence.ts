// The class room's heartbeat: "here" on entering and every 15 seconds, "gone" on leaving (or the page closing).
import { useEffect, useRef } from 'react';
import { leaveClass, usePresence } from '../api/class';

const BEAT_MS = 15_000;

export function useClassPresence(bookingId: string) {
  const presence = usePresence(bookingId);
  const beat = useRef(presence.mutate);
  useEffect(() => {
    beat.current = presence.mutate;
  });
  useEffect(() => {
    const here = () => beat.current({ present: true });
    here();
    const timer = setInterval(here, BEAT_MS);
    const gone = () => leaveClass(bookingId);
    window.addEventListener('pagehide', gone);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', gone);
      gone();
    };
  }, [bookingId]);
}
