// The booking page: pick an offering, a date and a slot; guests sign in at submit and come back
// with their choice restored.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import { bookingMessages } from '@shared/schemas/bookings';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label, Textarea } from '../../../components/ui/input';
import { LoadingText } from '../../../components/ui/spinner';
import { ApiError, hasErrorCode } from '../../../lib/api-client';
import { saveBookingIntent, takeBookingIntent } from '../../../lib/booking-intent';
import { bookingKeys } from '../../../entities/bookings/api';
import { useExpertSlots, usePublicExpert } from '../../../entities/experts/api';
import { createBooking } from '../api/bookings';
import { dayRange, DEFAULT_TZ } from '../time';
import { ExpertSummaryCard } from './expert-summary-card';
import { OfferingPicker } from './offering-picker';
import { DateSlotPicker } from './date-slot-picker';

type Viewer = { signedIn: boolean; timezone?: string | null };

function BackLink() {
  return (
    <Link to="/student/dashboard" className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand-700 dark:text-slate-400">
      <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
    </Link>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
      <div className="mt-6">
        <BackLink />
      </div>
    </div>
  );
}

export function BookingPage({ expertId, viewer }: { expertId: string; viewer: Viewer }) {
  const tz = viewer.timezone || DEFAULT_TZ;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const expert = usePublicExpert(expertId);
  const [offeringId, setOfferingId] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const idemKey = useRef(crypto.randomUUID());

  // After sign-in the saved choice comes back once.
  useEffect(() => {
    const intent = takeBookingIntent();
    if (intent && intent.expertId === expertId) {
      setOfferingId(intent.offeringId);
      setDate(intent.selectedDate);
      setTime(intent.selectedTime);
      setNotes(intent.notes);
    } else if (intent) saveBookingIntent(intent);
  }, [expertId]);

  useEffect(() => {
    idemKey.current = crypto.randomUUID();
  }, [offeringId, date, time]);

  const offerings = useMemo(() => expert.data?.offerings ?? [], [expert.data]);
  useEffect(() => {
    if (offerings.length > 0) setOfferingId((cur) => cur || offerings[0].id);
  }, [offerings]);

  const range = useMemo(() => (date ? dayRange(date, tz) : null), [date, tz]);
  const slots = useExpertSlots(expertId, offeringId || null, range);

  const expertError = expert.error;
  useEffect(() => {
    if (expertError && !(expertError instanceof ApiError && expertError.status === 404)) toast.error('Error', { description: 'Failed to load expert details' });
  }, [expertError]);
  useEffect(() => {
    if (slots.error) toast.error('Error', { description: 'Failed to load availability for this date.' });
  }, [slots.error]);

  if (expert.isPending) return <LoadingText text="Loading..." />;
  if (expert.error instanceof ApiError && expert.error.status === 404) return <Message title="Expert Not Found" text="The expert you're looking for doesn't exist." />;
  if (!expert.data) return <Message title="Expert Not Found" text="The expert you're looking for doesn't exist." />;
  if (offerings.length === 0) return <Message title="No Offerings Available" text="This expert hasn't created any offerings yet. Please check back later." />;

  const visibleSlots = slots.error ? [] : (slots.data?.slots ?? []);

  async function submit() {
    if (!offeringId || !date || !time) {
      toast.error('Missing Information', { description: bookingMessages.missing });
      return;
    }
    if (!viewer.signedIn) {
      saveBookingIntent({ expertId, offeringId, selectedDate: date, selectedTime: time, notes });
      navigate('/auth/student');
      return;
    }
    if (Date.parse(time) <= Date.now()) {
      toast.error('Invalid Time', { description: bookingMessages.pastTime });
      return;
    }
    setSaving(true);
    try {
      await createBooking({ offeringId, startTime: time, notes: notes.trim() || undefined }, idemKey.current);
      void qc.invalidateQueries({ queryKey: bookingKeys.all });
      toast.success('Booking Successful', { description: 'Your session has been booked. A confirmation email has been sent to you.' });
      navigate('/student/dashboard');
    } catch (err) {
      if (hasErrorCode(err, 'SLOT_NOT_AVAILABLE')) {
        toast.error('Slot Not Available', { description: bookingMessages.slotNotAvailable });
        setTime('');
        void slots.refetch();
      } else if (hasErrorCode(err, 'BOOKING_IN_PAST')) {
        toast.error('Invalid Time', { description: bookingMessages.pastTime });
      } else {
        toast.error('Booking Failed', { description: bookingMessages.bookingFailed });
      }
    } finally {
      setSaving(false);
    }
  }

  const today = new Date();
  today.setHours(0, 0, 0, 0);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <BackLink />
      <h1 className="mt-2 text-2xl font-bold">Book Session</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_1.5fr]">
        <div>
          <ExpertSummaryCard expert={expert.data} />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Choose your session</CardTitle>
          </CardHeader>
          <CardContent className="space-y-6">
            <OfferingPicker
              offerings={offerings}
              value={offeringId}
              onChange={(id) => {
                setOfferingId(id);
                setTime('');
              }}
            />
            <DateSlotPicker
              labelId="date-label"
              label="Select a date"
              today={today}
              date={date}
              onDateChange={setDate}
              time={time}
              onTimeChange={setTime}
              slots={visibleSlots}
              loading={slots.isFetching && !slots.data}
              tz={tz}
            />
            <div className="space-y-1">
              <Label htmlFor="booking-notes">Notes (optional)</Label>
              <Textarea id="booking-notes" value={notes} onChange={(e) => setNotes(e.target.value)} placeholder="Anything the tutor should know before the session" rows={3} />
            </div>
            <Button className="w-full" onClick={submit} disabled={saving}>
              {saving ? 'Booking...' : 'Book Session'}
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
