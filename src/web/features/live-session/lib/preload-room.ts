// The live room's code, fetched while a Join button is on screen for a session that can be joined now
// (or when the pointer or focus reaches the button), so the room's window opens from the cache.
import { useEffect } from 'react';
import { joinWindow } from '@shared/rules/join-window';

let requested = false;

export function preloadSessionRoom() {
  if (requested) return;
  requested = true;
  void import('../components/live-room').catch(() => {
    requested = false;
  });
}

/** Preloads the room once the booking's join window is open (checked each minute while shown). */
export function usePreloadSessionRoom(booking: { status: string; scheduledAt: string } | null | undefined) {
  const status = booking?.status;
  const scheduledAt = booking?.scheduledAt;
  useEffect(() => {
    if (!status || !scheduledAt) return;
    const check = () => {
      if (!joinWindow({ status, scheduledAt }).canJoin) return false;
      preloadSessionRoom();
      return true;
    };
    if (check()) return;
    const timer = setInterval(() => {
      if (check()) clearInterval(timer);
    }, 60_000);
    return () => clearInterval(timer);
  }, [status, scheduledAt]);
}
