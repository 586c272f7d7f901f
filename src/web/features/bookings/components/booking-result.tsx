// The booking's outcome, said as it is: a request the tutor still has to confirm, or a confirmed session.
import { Link } from 'react-router';
import { CheckCircle2, Clock } from 'lucide-react';
import type { BookingDto } from '@shared/schemas/bookings';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { clockTime, longDate, zoneAbbreviation } from '../../../lib/viewer-zone';
import { useResponseMinutes } from '../api/bookings';
import { requestSentText } from '../response-time';

export function BookingResult({ booking, tz }: { booking: BookingDto; tz: string }) {
  const pending = booking.status === 'pending';
  const response = useResponseMinutes(booking.expertId, pending);
  const when = `${longDate(booking.scheduledAt, tz)}, ${clockTime(booking.scheduledAt, tz)} ${zoneAbbreviation(tz, new Date(booking.scheduledAt))}`;
  return (
    <Card>
      <CardContent className="space-y-4 pt-6" role="status" aria-live="polite">
        <div className="flex items-start gap-3">
          {pending ? <Clock className="mt-0.5 h-6 w-6 shrink-0 text-amber-600" aria-hidden /> : <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-green-600" aria-hidden />}
          <div className="min-w-0">
            <h2 data-step-heading tabIndex={-1} className="text-xl font-semibold outline-none">{pending ? 'Request sent' : 'Confirmed'}</h2>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {pending
                ? response.isPending
                  ? `Request sent — ${booking.expertName} will confirm soon`
                  : requestSentText(booking.expertName, response.data)
                : `Your session with ${booking.expertName} is booked.`}
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {booking.offeringTitle} · {when} · {booking.durationMinutes} min
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">A confirmation e-mail is on its way. You can follow this booking on your dashboard.</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/student/dashboard">Go to your dashboard</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to={`/experts/${booking.expertId}`}>View full profile</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
