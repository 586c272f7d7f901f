// Requests to answer: bookings awaiting the tutor's confirmation, soonest first, with Confirm and Decline in
// place and a link to all of them.
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { BookingDto } from '@shared/schemas/bookings';
import type { TutorDashboard } from '@shared/schemas/dashboard';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateBookingStatus } from '../../../entities/bookings/api';
import { CancelSessionDialog } from '../../../entities/bookings/cancel-dialog';

type Props = {
  figures: TutorDashboard;
  /** The tutor's bookings, for the decline dialog (it states the refund the student gets). */
  bookings: BookingDto[] | undefined;
  timezone: string;
};

export function RequestsCard({ figures, bookings, timezone }: Props) {
  const confirm = useUpdateBookingStatus();
  const [declining, setDeclining] = useState<BookingDto | null>(null);
  const { requests, requestCount } = figures;
  return (
    <Card data-testid="requests">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          Requests to answer {requestCount > 0 && <Badge tone="yellow">{requestCount}</Badge>}
        </CardTitle>
        <Button variant="ghost" size="sm" asChild>
          <Link to="/tutor/dashboard/sessions">All sessions</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {requests.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No requests waiting for you.</p>
        ) : (
          <ul className="space-y-2">
            {requests.map((r) => {
              const booking = bookings?.find((b) => b.id === r.bookingId) ?? null;
              const busy = confirm.isPending && confirm.variables?.id === r.bookingId;
              return (
                <li key={r.bookingId} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800" data-testid="request-row">
                  <div className="min-w-0">
                    <p className="font-medium">{r.offeringTitle}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {r.studentName} · {formatDateTime(r.scheduledAt, timezone, { style: 'long', zoneName: true })} ·{' '}
                      {formatMoney(r.amount, figures.currency)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`Confirm ${r.offeringTitle} with ${r.studentName}`}
                      onClick={() =>
                        confirm.mutate(
                          { id: r.bookingId, status: 'confirmed' },
                          {
                            onSuccess: () => toast.success('Session confirmed', { description: `${r.studentName} is told.` }),
                            onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to confirm the session. Please try again.') }),
                          },
                        )
                      }
                    >
                      Confirm
                    </Button>
                    <Button size="sm" variant="outline" disabled={!booking || busy} aria-label={`Decline ${r.offeringTitle} with ${r.studentName}`} onClick={() => setDeclining(booking)}>
                      Decline
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {requestCount > requests.length && (
          <p className="mt-3 text-sm">
            <Link to="/tutor/dashboard/sessions" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
              {requestCount - requests.length} more waiting in Sessions
            </Link>
          </p>
        )}
        <CancelSessionDialog booking={declining} by="expert" timezone={timezone} onClose={() => setDeclining(null)} />
      </CardContent>
    </Card>
  );
}
