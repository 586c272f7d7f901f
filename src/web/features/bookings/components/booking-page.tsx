// The booking page: pick an offering, a day with open times and a time, review everything the booking commits
// to, then send it. Guests sign in at the review step and come back to it with their choice kept. An open
// time's link (?date=YYYY-MM-DD&time=HH:MM&offering=id, in the viewer's zone) opens the page on that day with
// that time chosen while it is still open. Every time is shown in the viewer's zone, labelled.
// A paid offer is paid on the provider's checkout, which sends the student back here with ?booking=id
// (&cancelled=1 when they left it): the page then shows where that payment stands instead of the steps.
// A signed-in tutor cannot book (the server answers 403 FORBIDDEN): the page says so in place of the steps.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Info, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { bookingMessages, type BookingDto } from '@shared/schemas/bookings';
import type { PublicOffering } from '@shared/schemas/experts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label, Textarea } from '../../../components/ui/input';
import { LoadingText } from '../../../components/ui/spinner';
import { ZonePicker } from '../../../components/ui/zone-picker';
import { ApiError, hasErrorCode } from '../../../lib/api-client';
import { saveBookingIntent, takeBookingIntent } from '../../../lib/booking-intent';
import { formatTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useViewerZone } from '../../../lib/viewer-zone';
import { bookingKeys } from '../../../entities/bookings/api';
import { useExpertSlots, usePublicExpert } from '../../../entities/experts/api';
import { localDateTime, readBookingParams } from '../../../entities/experts/booking-link';
import { createBooking, usePaymentProvider, useResponseMinutes } from '../api/bookings';
import { firstOpenDay, nextMonthStart, openDays, slotsOfDay, zoneDay } from '../open-days';
import { dayRange, keyToDate } from '../time';
import { ExpertSummaryCard } from './expert-summary-card';
import { OfferingPicker } from './offering-picker';
import { DateSlotPicker } from './date-slot-picker';
import { BookingReview } from './booking-review';
import { BookingResult, PaymentReturn } from './booking-result';

type Viewer = { signedIn: boolean; isTutor?: boolean; timezone?: string | null };
type Step = 'choose' | 'review' | 'done';

/** How far ahead the calendar looks for open days at once (the slots API's longest range). */
const WINDOW_DAYS = 62;

function BackLinks({ expertId, signedIn, isTutor = false }: { expertId: string; signedIn: boolean; isTutor?: boolean }) {
  const cls = 'inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-100';
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-1">
      {signedIn && (
        <Link to={isTutor ? '/tutor/dashboard' : '/student/dashboard'} className={cls}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Dashboard
        </Link>
      )}
      {expertId && (
        <Link to={`/experts/${expertId}`} className={cls}>
          <UserRound className="h-4 w-4" aria-hidden /> View full profile
        </Link>
      )}
    </div>
  );
}

function Message({ title, text, signedIn, isTutor }: { title: string; text: string; signedIn: boolean; isTutor?: boolean }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{text}</p>
      <div className="mt-6 flex justify-center">
        {signedIn ? (
          <BackLinks expertId="" signedIn isTutor={isTutor} />
        ) : (
          <Link to="/discover-experts" className="text-sm text-brand-700 hover:underline dark:text-brand-100">
            Browse tutors
          </Link>
        )}
      </div>
    </div>
  );
}

/** What a signed-in tutor sees instead of the booking steps: bookings are for student accounts. */
function TutorsCannotBook({ tutor }: { tutor: string }) {
  return (
    <Card role="region" aria-labelledby="tutors-cannot-book">
      <CardHeader>
        <CardTitle id="tutors-cannot-book" className="flex items-center gap-2">
          <Info className="h-5 w-5 shrink-0 text-brand-700 dark:text-brand-100" aria-hidden /> Tutors can't book sessions
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-700 dark:text-slate-300">
        <p>You're signed in with a tutor account, and only students can book sessions. To book a session with {tutor}, sign out and sign in with a student account.</p>
        <Button asChild>
          <Link to="/tutor/dashboard">Go to your dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** The offer chosen when the page opens: the linked one, else a one-to-one offer, else the trial; never a group. */
function preselectedOffering(offerings: readonly PublicOffering[], linkedId: string | null): PublicOffering | null {
  return offerings.find((o) => o.id === linkedId) ?? offerings.find((o) => o.maxStudents === 1 && !o.isTrial) ?? offerings.find((o) => o.isTrial) ?? null;
}

export function BookingPage({ expertId, viewer }: { expertId: string; viewer: Viewer }) {
  const { zone: tz } = useViewerZone();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const expert = usePublicExpert(expertId);
  const [search, setSearch] = useSearchParams();
  const returnedFor = search.get('booking');
  const provider = usePaymentProvider();
  const todayKey = zoneDay(Date.now(), tz);
  // The day and time an open-time link asks for; a past day is not offered.
  const [asked] = useState(() => {
    const p = readBookingParams(search);
    return p.date && p.date >= todayKey ? p : { date: null, time: null, offeringId: p.offeringId };
  });
  const [step, setStep] = useState<Step>('choose');
  const [offeringId, setOfferingId] = useState('');
  const [date, setDate] = useState(asked.date ?? '');
  const [month, setMonth] = useState(() => keyToDate((asked.date ?? todayKey).slice(0, 8) + '01'));
  const [time, setTime] = useState('');
  /** The asked time: waiting for the day's slots, or gone (a short note says so) until the viewer picks again. */
  const [askedTime, setAskedTime] = useState<{ time: string; state: 'pending' | 'gone' } | null>(asked.time ? { time: asked.time, state: 'pending' } : null);
  const [notes, setNotes] = useState('');
  const [saving, setSaving] = useState(false);
  const [booked, setBooked] = useState<BookingDto | null>(null);
  /** Whether the calendar should jump to the offering's first open day once its times are in. */
  const jump = useRef(!asked.date);
  const idemKey = useRef(crypto.randomUUID());
  const leaving = useRef(false);

  // After sign-in the saved choice comes back once, at the step the guest left.
  useEffect(() => {
    const intent = takeBookingIntent();
    if (intent && intent.expertId === expertId) {
      jump.current = false;
      setAskedTime(null);
      setOfferingId(intent.offeringId);
      setDate(intent.selectedDate);
      if (/^\d{4}-\d{2}-\d{2}$/.test(intent.selectedDate)) setMonth(keyToDate(intent.selectedDate.slice(0, 8) + '01'));
      setTime(intent.selectedTime);
      setNotes(intent.notes);
      if (intent.step === 'review' && intent.selectedTime) setStep('review');
    } else if (intent) saveBookingIntent(intent);
  }, [expertId]);

  useEffect(() => {
    idemKey.current = crypto.randomUUID();
  }, [offeringId, date, time]);

  // Trial first, then the server's order (cheapest first).
  const offerings = useMemo(() => {
    const list = expert.data?.offerings ?? [];
    return [...list.filter((o) => o.isTrial), ...list.filter((o) => !o.isTrial)];
  }, [expert.data]);
  useEffect(() => {
    if (offerings.length === 0) return;
    setOfferingId((cur) => cur || preselectedOffering(offerings, asked.offeringId)?.id || '');
  }, [offerings, asked.offeringId]);
  const offering = offerings.find((o) => o.id === offeringId) ?? null;

  // The open times of the coming weeks (which days are open, and the first), plus the shown month when it
  // reaches past them.
  const windowRange = useMemo(() => {
    const from = dayRange(todayKey, tz).from;
    return { from, to: new Date(Date.parse(from) + WINDOW_DAYS * 86_400_000).toISOString() };
  }, [todayKey, tz]);
  const monthKey = `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}-01`;
  const monthRange = useMemo(() => {
    const end = dayRange(nextMonthStart(monthKey), tz).from;
    return end > windowRange.to ? { from: dayRange(monthKey, tz).from, to: end } : null;
  }, [monthKey, tz, windowRange.to]);
  // A tutor is not walked through the steps, so their times are not asked for.
  const slotsFor = viewer.isTutor ? null : offeringId || null;
  const near = useExpertSlots(expertId, slotsFor, windowRange);
  const far = useExpertSlots(expertId, slotsFor, monthRange);
  const allSlots = useMemo(() => [...(near.data?.slots ?? []), ...(far.data?.slots ?? [])], [near.data, far.data]);
  const open = useMemo(() => openDays(allSlots, tz), [allSlots, tz]);
  const slotsLoaded = near.isSuccess;

  // Jump to the first open day once the offering's times are in.
  useEffect(() => {
    if (!jump.current || !near.data) return;
    jump.current = false;
    const first = firstOpenDay(near.data.slots, tz, todayKey);
    setDate(first ?? '');
    setTime('');
    if (first) setMonth(keyToDate(first.slice(0, 8) + '01'));
  }, [near.data, tz, todayKey]);

  const dayLoading = Boolean(date) && (date < zoneDay(Date.parse(windowRange.to), tz) ? near.isPending : far.isPending);
  const daySlots = useMemo(() => (date ? slotsOfDay(allSlots, date, tz) : []), [allSlots, date, tz]);

  // Once the asked day's slots are in: choose the asked time when it is still open, otherwise say it is gone.
  useEffect(() => {
    if (askedTime?.state !== 'pending' || dayLoading || !date || !slotsLoaded) return;
    const match = daySlots.find((s) => s.isAvailable && localDateTime(s.startTime, tz).time === askedTime.time);
    if (match) {
      setTime(match.startTime);
      setAskedTime(null);
    } else {
      setAskedTime({ time: askedTime.time, state: 'gone' });
    }
  }, [askedTime, daySlots, dayLoading, date, tz, slotsLoaded]);

  const response = useResponseMinutes(expertId, step !== 'choose' && expert.data?.autoConfirm !== true);
  void response;

  const expertError = expert.error;
  useEffect(() => {
    if (!expertError) return;
    const notFound = expertError instanceof ApiError && expertError.status === 404;
    // The spec's "Error" / "Expert not found" toast comes with the "Expert Not Found" page below.
    notify('error', 'Error', { id: 'expert-load-error', description: notFound ? 'Expert not found' : 'Failed to load expert details' });
  }, [expertError]);
  const slotsError = near.error ?? far.error;
  useEffect(() => {
    if (slotsError) notify('error', 'Error', { description: 'Failed to load availability for this date.' });
  }, [slotsError]);

  // A step change moves focus to the new step's heading, so keyboard and screen-reader users follow along.
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus();
  }, [step]);

  if (expert.isPending) return <LoadingText text="Loading..." />;
  if (expert.error instanceof ApiError && expert.error.status === 404) return <Message title="Expert Not Found" text="The expert you're looking for doesn't exist." signedIn={viewer.signedIn} isTutor={viewer.isTutor} />;
  if (!expert.data) return <Message title="Expert Not Found" text="The expert you're looking for doesn't exist." signedIn={viewer.signedIn} isTutor={viewer.isTutor} />;
  if (viewer.isTutor) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <BackLinks expertId={expertId} signedIn isTutor />
        <h1 className="mt-2 text-2xl font-bold">Book Session</h1>
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_1.5fr]">
          <div className="lg:order-2">
            <TutorsCannotBook tutor={expert.data.name || 'Expert User'} />
          </div>
          <div className="lg:order-1">
            <ExpertSummaryCard expert={expert.data} />
          </div>
        </div>
      </div>
    );
  }
  if (offerings.length === 0) return <Message title="No Offerings Available" text="This expert hasn't created any offerings yet. Please check back later." signedIn={viewer.signedIn} isTutor={viewer.isTutor} />;

  const tutor = expert.data.name || 'Expert User';
  const autoConfirm = expert.data.autoConfirm === true;
  const visibleSlots = slotsError ? [] : daySlots;

  function review() {
    if (!offeringId || !date || !time) {
      toast.error('Missing Information', { description: bookingMessages.missing });
      return;
    }
    if (Date.parse(time) <= Date.now()) {
      toast.error('Invalid Time', { description: bookingMessages.pastTime });
      return;
    }
    setStep('review');
  }

  async function confirm() {
    if (!offering || !time) return;
    if (!viewer.signedIn) {
      saveBookingIntent({ expertId, offeringId, selectedDate: date, selectedTime: time, notes, expertName: tutor, offeringTitle: offering.title, zone: tz, step: 'review' });
      navigate('/auth/student');
      return;
    }
    if (Date.parse(time) <= Date.now()) {
      toast.error('Invalid Time', { description: bookingMessages.pastTime });
      setStep('choose');
      return;
    }
    setSaving(true);
    try {
      const b = await createBooking({ offeringId, startTime: time, notes: notes.trim() || undefined }, idemKey.current);
      void qc.invalidateQueries({ queryKey: bookingKeys.all });
      if (b.payment.status === 'requires_payment' && b.payment.checkoutUrl) {
        // The slot is held while the student pays; the checkout brings them back here with ?booking=id.
        leaving.current = true;
        window.location.assign(b.payment.checkoutUrl);
        return;
      }
      if (b.payment.status === 'requires_payment' && b.payment.provider !== 'offline') {
        // Held, but the payment service gave no checkout yet: the return view says so and retries it.
        navigate(`/booking/${expertId}?booking=${b.id}`, { replace: true });
        return;
      }
      setBooked(b);
      setStep('done');
    } catch (err) {
      if (hasErrorCode(err, 'SLOT_NOT_AVAILABLE')) {
        toast.error('Slot Not Available', { description: bookingMessages.slotNotAvailable });
        setTime('');
        setStep('choose');
        void near.refetch();
        if (monthRange) void far.refetch();
      } else if (hasErrorCode(err, 'BOOKING_IN_PAST')) {
        toast.error('Invalid Time', { description: bookingMessages.pastTime });
        setStep('choose');
      } else if (hasErrorCode(err, 'FORBIDDEN')) {
        // The account is not a student's (the page says so up front when it knows the viewer is a tutor).
        toast.error('Booking Failed', { description: 'Only students can book sessions. Please sign in with a student account.' });
      } else if (err instanceof ApiError && err.status === 409) {
        // e.g. the trial lesson with this tutor was booked already: the server's words say which.
        toast.error('Booking Failed', { description: err.message });
      } else {
        toast.error('Booking Failed', { description: bookingMessages.bookingFailed });
      }
    } finally {
      // Leaving for the checkout, the button keeps saying "Processing…" until the page goes.
      if (!leaving.current) setSaving(false);
    }
  }

  const today = keyToDate(todayKey);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <BackLinks expertId={expertId} signedIn={viewer.signedIn} />
      <h1 className="mt-2 text-2xl font-bold">Book Session</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_1.5fr]">
        <div>
          <ExpertSummaryCard expert={expert.data} />
        </div>
        <div ref={stepRef}>
          {returnedFor ? (
            <PaymentReturn
              key={returnedFor}
              bookingId={returnedFor}
              cancelled={search.get('cancelled') === '1'}
              tz={tz}
              onChooseAgain={() => {
                setTime('');
                setStep('choose');
                setSearch({}, { replace: true });
                void near.refetch();
                if (monthRange) void far.refetch();
              }}
            />
          ) : step === 'done' && booked ? (
            <BookingResult booking={booked} tz={tz} />
          ) : step === 'review' && offering && time ? (
            <BookingReview
              tutor={tutor}
              offering={offering}
              start={time}
              tz={tz}
              notes={notes}
              autoConfirm={autoConfirm}
              signedIn={viewer.signedIn}
              payOnline={provider.data !== 'offline'}
              saving={saving}
              onBack={() => setStep('choose')}
              onConfirm={() => void confirm()}
            />
          ) : (
            <Card>
              <CardHeader>
                <CardTitle data-step-heading tabIndex={-1} className="outline-none">
                  Choose your session
                </CardTitle>
              </CardHeader>
              <CardContent className="space-y-6">
                <OfferingPicker
                  offerings={offerings}
                  value={offeringId}
                  onChange={(id) => {
                    setOfferingId(id);
                    setTime('');
                    setAskedTime(null);
                    // Another offering has its own open days: show its first one.
                    jump.current = true;
                  }}
                />
                {askedTime?.state === 'gone' && (
                  <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
                    {formatTime(`${date}T${askedTime.time}:00Z`, 'UTC')} on this day is no longer available. Please choose another time.
                  </p>
                )}
                <ZonePicker />
                {offeringId ? (
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
                    loading={dayLoading}
                    tz={tz}
                    isOpenDay={slotsLoaded ? (d) => open.has(d) : undefined}
                    month={month}
                    onMonthChange={setMonth}
                    noOpenDays={slotsLoaded && open.size === 0 && !far.data}
                  />
                ) : (
                  <p className="text-sm text-slate-600 dark:text-slate-400">Select an offering to see its open times.</p>
                )}
                <div className="space-y-1">
                  <Label htmlFor="booking-notes">Notes (optional)</Label>
                  <Textarea id="booking-notes" value={notes} onChange={(e) => setNotes(e.target.value)} placeholder="Anything the tutor should know before the session" rows={3} />
                </div>
                <Button className="w-full" onClick={review}>
                  Book Session
                </Button>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
