// The booking page: pick an offering, a date and a slot; guests sign in at submit and come back
// with their choice restored. An open time's link (?date=YYYY-MM-DD&time=HH:MM&offering=id, in the
// viewer's zone) opens the page on that day with that time chosen while it is still open.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
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
import { localDateTime, readBookingParams } from '../../../entities/experts/booking-link';
import { createBooking } from '../api/bookings';
import { dayKey, dayRange, DEFAULT_TZ, fmtIn } from '../time';
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
  const [search] = useSearchParams();
  // The day and time an open-time link asks for; a past day is not offered.
  const [asked] = useState(() => {
    const p = readBookingParams(search);
    return p.date && p.date >= dayKey(new Date()) ? p : { date: null, time: null, offeringId: p.offeringId };
  });
  const [offeringId, setOfferingId] = useState('');
  const [date, setDate] = useState(asked.date ?? '');
  const [time, setTime] = useState('');
  /** The asked time: waiting for the day's slots, or gone (a short note says so) until the viewer picks again. */
  const [askedTime, setAskedTime] = useState<{ time: string; state: 'pending' | 'gone' } | null>(asked.time ? { time: asked.time, state: 'pending' } : null);
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const idemKey = useRef(crypto.randomUUID());

  // After sign-in the saved choice comes back once.
  useEffect(() => {
    const intent = takeBookingIntent();
    if (intent && intent.expertId === expertId) {
      setAskedTime(null);
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
    if (offerings.length === 0) return;
    const linked = offerings.find((o) => o.id === asked.offeringId);
    setOfferingId((cur) => cur || (linked ?? offerings[0]).id);
  }, [offerings, asked.offeringId]);

  const range = useMemo(() => (date ? dayRange(date, tz) : null), [date, tz]);
  const slots = useExpertSlots(expertId, offeringId || null, range);

  // Once the asked day's slots are in: choose the asked time when it is still open, otherwise say it is gone.
  const daySlots = slots.data?.slots;
  useEffect(() => {
    if (askedTime?.state !== 'pending' || !daySlots || !date) return;
    const match = daySlots.find((s) => s.isAvailable && localDateTime(s.startTime, tz).date === date && localDateTime(s.startTime, tz).time === askedTime.time);
    if (match) {
      setTime(match.startTime);
      setAskedTime(null);
    } else {
      setAskedTime({ time: askedTime.time, state: 'gone' });
    }
  }, [askedTime, daySlots, date, tz]);

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
                setAskedTime(null);
              }}
            />
            {askedTime?.state === 'gone' && (
              <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
                {fmtIn(`${date}T${askedTime.time}:00Z`, 'h:mm a', 'UTC')} on this day is no longer available. Please choose another time.
              </p>
            )}
            <DateSlotPicker
              labelId="date-label"
              label="Select a date"
              today={today}
              date={date}
              onDateChange={(d) => {
                setDate(d);
                setAskedTime(null);
              }}
              time={time}
              onTimeChange={(t) => {
                setTime(t);
                if (t) setAskedTime(null);
              }}
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
