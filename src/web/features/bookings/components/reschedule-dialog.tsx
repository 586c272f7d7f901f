// The student's reschedule dialog: a date, a free slot of the same offering (the booking itself left
// out), an optional message, then Request Reschedule. The tutor accepts or declines.
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { bookingMessages, type BookingDto } from '@shared/schemas/bookings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useRequestReschedule, useRescheduleSlots } from '../api/reschedule';
import { toZonedParts } from '@shared/rules/recurrence';
import { formatDateTime } from '../../../lib/format';
import { dayRange } from '../time';
import { DateSlotPicker } from './date-slot-picker';

type Props = { booking: BookingDto; timezone: string; open: boolean; onOpenChange: (open: boolean) => void };

export function RescheduleDialog({ booking, timezone, open, onOpenChange }: Props) {
  const [date, setDate] = useState(() => toZonedParts(new Date(booking.scheduledAt), timezone).date);
  const [time, setTime] = useState('');
  const [message, setMessage] = useState('');
  const range = useMemo(() => (date ? dayRange(date, timezone) : null), [date, timezone]);
  const slots = useRescheduleSlots(booking.id, open ? range : null);
  const ask = useRequestReschedule();
  const visible = slots.error ? [] : (slots.data?.slots ?? []);

  const today = new Date();
  today.setHours(0, 0, 0, 0);

  async function submit() {
    if (!time) {
      toast.error('Missing Information', { description: 'Please select a new date and time.' });
      return;
    }
    try {
      await ask.mutateAsync({ bookingId: booking.id, startTime: time, message: message.trim() || undefined });
      toast.success('Reschedule requested', { description: 'Your tutor will accept or decline the new time.' });
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'SLOT_NOT_AVAILABLE') {
        toast.error('Slot Not Available', { description: bookingMessages.slotNotAvailable });
        setTime('');
        void slots.refetch();
      } else {
        toast.error('Error', { description: errorMessage(err, 'Failed to request a new time. Please try again.') });
      }
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!ask.isPending}
      title="Reschedule Session"
      description={`${booking.offeringTitle} with ${booking.expertName}, now ${formatDateTime(booking.scheduledAt, timezone, { style: 'weekday' })}. Pick a new time; your tutor will accept or decline it.`}
    >
      <div className="space-y-4">
        <DateSlotPicker
          labelId="reschedule-date-label"
          label="Select a new date"
          today={today}
          defaultMonth={today}
          date={date}
          onDateChange={setDate}
          time={time}
          onTimeChange={setTime}
          slots={visible}
          loading={slots.isFetching && !slots.data}
          tz={timezone}
        />
        <div className="space-y-1">
          <Label htmlFor="reschedule-message">Message to your tutor (optional)</Label>
          <Textarea id="reschedule-message" rows={2} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} placeholder="Why the new time works better" />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={ask.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={ask.isPending || !time}>
            {ask.isPending ? 'Requesting...' : 'Request Reschedule'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
