// The page states before the live view: loading, error and not ready.
import { useEffect, type ReactNode } from 'react';
import { startsInText } from '@shared/rules/join-window';
import { PENDING_JOIN_TEXT, useNow } from '../../../entities/bookings/join-gate';
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { MAIN_ID } from '../../../components/layout/route-focus';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDateTime, formatTime } from '../../../lib/format';

export function SessionLoading() {
  return (
    <main id={MAIN_ID}>
      <div role="status" className="flex min-h-[60vh] items-center justify-center text-lg font-medium text-slate-700 dark:text-slate-300">
        Loading Session...
      </div>
    </main>
  );
}

type SessionCardProps = {
  /** A page heading above the card. */
  heading?: string;
  icon?: ReactNode;
  title: string;
  description: string;
  dashboard: string;
  /** Shown above the Return to Dashboard button. */
  children?: ReactNode;
  buttonVariant?: 'outline';
};

/** A session page that is not the live view: a card saying why, with the way back to the dashboard. */
export function SessionCard({ heading, icon, title, description, dashboard, children, buttonVariant }: SessionCardProps) {
  return (
    <main id={MAIN_ID} className="mx-auto max-w-lg px-4 py-16">
      {heading && <h1 className="mb-6 text-center text-2xl font-bold">{heading}</h1>}
      <Card>
        <CardHeader>
          {icon ? (
            <CardTitle className="flex items-center gap-2">
              {icon} {title}
            </CardTitle>
          ) : (
            <CardTitle>{title}</CardTitle>
          )}
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className={children ? 'space-y-4' : undefined}>
          {children}
          <Button asChild variant={buttonVariant}>
            <Link to={dashboard}>Return to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

export function SessionError({ message, dashboard }: { message: string; dashboard: string }) {
  return <SessionCard heading="Session Error" title="Session Not Available" description={message} dashboard={dashboard} />;
}

/** A time in the profile's zone, named: "Tuesday, 24 November 2026, 6:30 PM IST". */
const inZone = (iso: string, zone: string) => formatDateTime(iso, zone, { style: 'long', zoneName: true });

type NotReadyProps = {
  reason: string;
  startsAt: string;
  /** The join window (the session's answer): when it opens and why it is not open yet. */
  window: { state: string; opensAt: string };
  role: 'tutor' | 'student';
  /** The profile's time zone: every time on the card is written in it. */
  timezone: string;
  dashboard: string;
  /** Called once the join window opens, to load the room. */
  onOpen: () => void;
};

export function SessionNotReady({ reason, startsAt, window: w, role, timezone, dashboard, onOpen }: NotReadyProps) {
  const opens = Date.parse(w.opensAt);
  const waiting = w.state === 'too_early';
  const now = useNow(waiting ? opens : null);
  const open = waiting && now >= opens;
  useEffect(() => {
    if (open) onOpen();
  }, [open, onOpen]);
  const start = Date.parse(startsAt);
  return (
    <SessionCard icon={<CalendarClock className="h-5 w-5" aria-hidden />} title="Session Not Ready" description={reason} dashboard={dashboard} buttonVariant="outline">
      <p className="text-sm text-slate-600 dark:text-slate-400">Scheduled for {inZone(startsAt, timezone)}</p>
      {waiting && (
        <p className="text-sm font-medium" data-testid="join-countdown">
          {startsInText(start - now)} · you can join from {formatTime(w.opensAt, timezone, { zoneName: true })}
        </p>
      )}
      {w.state === 'not_confirmed' && (
        <p className="text-sm font-medium" data-testid="join-countdown">
          {PENDING_JOIN_TEXT[role]}
        </p>
      )}
    </SessionCard>
  );
}
