// The page states before the live view: loading, error and not ready.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

export function SessionLoading() {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center text-lg font-medium text-slate-700 dark:text-slate-300">
      Loading Session...
    </div>
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
    <main className="mx-auto max-w-lg px-4 py-16">
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

export function SessionNotReady({ reason, startsAt, dashboard }: { reason: string; startsAt: string; dashboard: string }) {
  return (
    <SessionCard icon={<CalendarClock className="h-5 w-5" aria-hidden />} title="Session Not Ready" description={reason} dashboard={dashboard} buttonVariant="outline">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Scheduled for {new Date(startsAt).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' })}
      </p>
    </SessionCard>
  );
}
