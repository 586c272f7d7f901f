// Join is offered only inside the booking's join window (shared rule): before it a live countdown, on a pending
// booking why it cannot be joined yet. Used wherever a booking's Join button is shown.
import { useEffect, useId, useState, type FocusEventHandler, type PointerEventHandler } from 'react';
import { joinWindow, startsInText } from '@shared/rules/join-window';
import { Button } from '../../components/ui/button';

/** Now, refreshed every second while `target` is less than two hours away, every 30 s before that; null target: no ticking. */
export function useNow(target: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null) return;
    const every = target - Date.now() < 2 * 3_600_000 ? 1_000 : 30_000;
    const timer = setInterval(() => setNow(Date.now()), every);
    return () => clearInterval(timer);
  }, [target, now]);
  return now;
}

type Props = {
  booking: { status: string; scheduledAt: string };
  /** Whose button: a student waits for the tutor's confirmation, a tutor gives it. */
  side: 'student' | 'tutor';
  onJoin: () => void;
  label?: string;
  size?: 'sm' | 'md';
  onPointerEnter?: PointerEventHandler<HTMLButtonElement>;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
};

export const PENDING_JOIN_TEXT = { student: 'Waiting for the tutor to confirm', tutor: 'Confirm the request to join' } as const;

export function JoinSessionButton({ booking, side, onJoin, label = 'Join', size = 'sm', onPointerEnter, onFocus }: Props) {
  const start = Date.parse(booking.scheduledAt);
  const live = booking.status === 'confirmed' || booking.status === 'pending';
  const now = useNow(live && start > Date.now() ? start : null);
  const hintId = useId();
  const w = joinWindow(booking, new Date(now));
  if (w.state === 'ended') return null;
  const hint = w.state === 'not_confirmed' ? PENDING_JOIN_TEXT[side] : start > now ? startsInText(start - now) : null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        size={size}
        onClick={onJoin}
        disabled={!w.canJoin}
        onPointerEnter={w.canJoin ? onPointerEnter : undefined}
        onFocus={w.canJoin ? onFocus : undefined}
        aria-describedby={hint ? hintId : undefined}
        title={w.canJoin ? undefined : (w.reason ?? undefined)}
      >
        {label}
      </Button>
      {hint && (
        <span id={hintId} className="text-xs font-medium text-slate-600 dark:text-slate-300" data-testid="join-hint">
          {hint}
        </span>
      )}
    </span>
  );
}
