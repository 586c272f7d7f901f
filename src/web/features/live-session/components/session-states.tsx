// The page states before the live view: loading, error and not ready.
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

export function SessionError({ message, dashboard }: { message: string; dashboard: string }) {
  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <h1 className="mb-6 text-center text-2xl font-bold">Session Error</h1>
      <Card>
        <CardHeader>
          <CardTitle>Session Not Available</CardTitle>
          <CardDescription>{message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to={dashboard}>Return to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}

export function SessionNotReady({ reason, startsAt, dashboard }: { reason: string; startsAt: string; dashboard: string }) {
  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CalendarClock className="h-5 w-5" aria-hidden /> Session Not Ready
          </CardTitle>
          <CardDescription>{reason}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Scheduled for {new Date(startsAt).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' })}
          </p>
          <Button asChild variant="outline">
            <Link to={dashboard}>Return to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
