// Cancel (student or tutor) and Decline (tutor): a confirmation that states what it means for the other side
// under the refund policy and asks why: the tutor must say, the student may. The reason goes to the other side.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CANCEL_REASON_MAX, FREE_CANCEL_MS, cancelConsequence, reasonRequired } from '@shared/rules/cancellation';
import { bookingMessages, type BookingDto } from '@shared/schemas/bookings';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Label, Textarea } from '../../components/ui/input';
import { errorMessage } from '../../lib/api-client';
import { useUpdateBookingStatus } from './api';
import { formatDateTime } from '../../lib/format';

type Props = {
  /** The booking to call off; null: closed. */
  booking: BookingDto | null;
  by: 'student' | 'expert';
  timezone: string;
  onClose: () => void;
};

export function CancelSessionDialog({ booking, by, timezone, onClose }: Props) {
  const cancel = useUpdateBookingStatus();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  useEffect(() => {
    setReason('');
    setError(null);
  }, [booking?.id]);
  if (!booking) return null;
  const decline = by === 'expert' && booking.status === 'pending';
  const required = reasonRequired(by);
  const other = by === 'expert' ? booking.studentName || 'the student' : booking.expertName || 'your tutor';
  // Past the free-cancellation point a student's confirmed session is the tutor's to cancel (the server says so too).
  const tooLate = by === 'student' && booking.status === 'confirmed' && Date.parse(booking.scheduledAt) - Date.now() < FREE_CANCEL_MS;
  const when = formatDateTime(booking.scheduledAt, timezone, { style: 'long', zoneName: true });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = reason.trim();
    if (required && !text) return setError(bookingMessages.reasonRequired);
    cancel.mutate(
      { id: booking.id, status: 'cancelled', reason: text || undefined },
      {
        onSuccess: () => {
          onClose();
          toast.success(decline ? 'Request declined' : 'Session cancelled', { description: `We let ${other} know${text ? ', with your reason' : ''}.` });
        },
        onError: (err) => setError(errorMessage(err, 'Failed to cancel the session. Please try again.')),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      dismissible={!cancel.isPending}
      title={decline ? 'Decline this booking request?' : 'Cancel this session?'}
      description={`${booking.offeringTitle} with ${by === 'expert' ? booking.studentName || 'your student' : booking.expertName || 'your tutor'} · ${when}`}
    >
      {tooLate ? (
        <div className="space-y-4">
          <p className="text-sm" data-testid="cancel-consequence">
            {bookingMessages.lateCancel}
          </p>
          <div className="flex justify-end">
            <Button variant="outline" onClick={onClose}>
              Keep session
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100" data-testid="cancel-consequence">
            {cancelConsequence(booking, by)}
          </p>
          <div>
            <Label htmlFor={`${id}-reason`}>{required ? `Reason (${other} sees it)` : `Reason (optional, ${other} sees it)`}</Label>
            <Textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (error) setError(null);
              }}
              maxLength={CANCEL_REASON_MAX}
              required={required}
              aria-required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              placeholder={by === 'expert' ? 'e.g. I am unwell and cannot teach that day.' : 'e.g. My exam was moved to that day.'}
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
                {error}
              </p>
            )}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
              {decline ? 'Keep request' : 'Keep session'}
            </Button>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? (decline ? 'Declining…' : 'Cancelling…') : decline ? 'Decline request' : 'Cancel session'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
