// On the tutor's session row: the student's open reschedule request, with Accept and Decline.
import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import { toast } from 'sonner';
import type { BookingDto } from '@shared/schemas/bookings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAcceptReschedule, useDeclineReschedule, useRescheduleRequests } from '../api/reschedule';
import { formatDateTime } from '../../../lib/format';

export function TutorRescheduleRequest({ booking, timezone }: { booking: BookingDto; timezone: string }) {
  const requests = useRescheduleRequests('tutor');
  const accept = useAcceptReschedule();
  const decline = useDeclineReschedule();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const r = requests.data?.find((x) => x.bookingId === booking.id);
  if (!r) return null;
  const when = formatDateTime(r.proposedScheduledAt, timezone, { style: 'weekday' });
  const busy = accept.isPending || decline.isPending;

  const onAccept = () =>
    accept.mutate(r.id, {
      onSuccess: ({ booking: moved }) =>
        toast.success('Session rescheduled', { description: `Moved to ${formatDateTime(moved.scheduledAt, timezone, { style: 'day' })}. The student has been notified.` }),
      onError: (err) =>
        err instanceof ApiError && err.code === 'SLOT_NOT_AVAILABLE'
          ? toast.error('Slot Not Available', { description: 'That time is no longer free, so the request was declined and the student told.' })
          : toast.error('Error', { description: errorMessage(err, 'Failed to accept the request. Please try again.') }),
    });

  const onDecline = () =>
    decline.mutate(
      { id: r.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setDeclining(false);
          setReason('');
          toast.success('Request declined', { description: 'The session keeps its time. The student has been notified.' });
        },
        onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to decline the request. Please try again.') }),
      },
    );

  return (
    <div className="mt-2 rounded-md border border-orange-200 bg-orange-50 p-2 text-slate-900 dark:border-orange-900 dark:bg-orange-950/40 dark:text-slate-100" data-testid="reschedule-request">
      <p className="flex items-center gap-1 text-sm font-medium">
        <CalendarClock className="h-4 w-4" aria-hidden /> Reschedule requested: {when}
      </p>
      {r.message && <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">“{r.message}”</p>}
      <div className="mt-2 flex gap-2">
        <Button size="sm" disabled={busy} onClick={onAccept}>
          Accept
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => setDeclining(true)}>
          Decline
        </Button>
      </div>
      <Dialog open={declining} onOpenChange={setDeclining} dismissible={!decline.isPending} title="Decline the new time?" description={`${booking.studentName} asked to move ${booking.offeringTitle} to ${when}. The session keeps its current time.`}>
        <div className="space-y-4">
          <div className="space-y-1">
            <Label htmlFor={`decline-reason-${r.id}`}>Reason (optional)</Label>
            <Textarea id={`decline-reason-${r.id}`} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Shown to the student" />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setDeclining(false)} disabled={decline.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={onDecline} disabled={decline.isPending}>
              {decline.isPending ? 'Declining...' : 'Decline Request'}
            </Button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
