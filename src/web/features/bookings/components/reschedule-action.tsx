// On the student's session rows: Reschedule (opens the dialog), or the open request with Withdraw.
import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { toast } from 'sonner';
import type { BookingDto } from '@shared/schemas/bookings';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useRescheduleRequests, useWithdrawReschedule } from '../api/reschedule';
import { formatDateTime } from '../../../lib/format';
import { RescheduleDialog } from './reschedule-dialog';

export function RescheduleAction({ booking, timezone }: { booking: BookingDto; timezone: string }) {
  const movable = (booking.status === 'pending' || booking.status === 'confirmed') && Date.parse(booking.scheduledAt) > Date.now();
  const requests = useRescheduleRequests('student', movable);
  const withdraw = useWithdrawReschedule();
  const [open, setOpen] = useState(false);
  if (!movable) return null;
  const pending = requests.data?.find((r) => r.bookingId === booking.id);

  if (pending) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2" data-testid="reschedule-requested">
        <Badge tone="orange" title={`Requested: ${formatDateTime(pending.proposedScheduledAt, timezone, { style: 'weekday' })}`}>
          <CalendarClock className="h-3.5 w-3.5" aria-hidden /> Reschedule requested
        </Badge>
        <span className="text-xs text-slate-600 dark:text-slate-400">to {formatDateTime(pending.proposedScheduledAt, timezone, { style: 'day' })}</span>
        <Button
          size="sm"
          variant="ghost"
          disabled={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(pending.id, {
              onSuccess: () => toast.success('Request withdrawn', { description: 'Your session keeps its current time.' }),
              onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to withdraw the request. Please try again.') }),
            })
          }
        >
          Withdraw
        </Button>
      </span>
    );
  }
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Reschedule
      </Button>
      {open && <RescheduleDialog booking={booking} timezone={timezone} open={open} onOpenChange={setOpen} />}
    </>
  );
}
