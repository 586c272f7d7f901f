// Calls `preload` once a booking's join window is open (checked each minute while shown), so what its
// Join button opens is already fetched when it is pressed.
import { useEffect, useRef } from 'react';
import { joinWindow } from '@shared/rules/join-window';

export function usePreloadWhenJoinable(booking: { status: string; scheduledAt: string } | null | undefined, preload: () => void) {
  const status = booking?.status;
  const scheduledAt = booking?.scheduledAt;
  const preloadRef = useRef(preload);
  useEffect(() => {
    preloadRef.current = preload;
  });
  useEffect(() => {
    if (!status || !scheduledAt) return;
    const check = () => {
      if (!joinWindow({ status, scheduledAt }).canJoin) return false;
      preloadRef.current();
      return true;
    };
    if (check()) return;
    const timer = setInterval(() => {
      if (check()) clearInterval(timer);
    }, 60_000);
    return () => clearInterval(timer);
  }, [status, scheduledAt]);
}
