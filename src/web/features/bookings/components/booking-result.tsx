// The booking's outcome, said as it is: a request the tutor still has to confirm, or a confirmed session; with
// what was paid for it. Coming back from the checkout (?booking=id) the page first asks where the payment stands.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Clock, Loader2, Receipt, TimerOff } from 'lucide-react';
import { toast } from 'sonner';
import type { BookingDto } from '@shared/schemas/bookings';
import { formatDateTime, formatMoney, formatTime } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { bookingKeys, updateBookingStatus } from '../../../entities/bookings/api';
import { fetchBooking, refreshPayment, useResponseMinutes } from '../api/bookings';
import { requestSentText } from '../response-time';

/** How often, and how long, the return page asks again while the provider has not said yet. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 60_000;

function PaymentLine({ booking }: { booking: BookingDto }) {
  const p = booking.payment;
  const amount = formatMoney(p.amount, p.currency);
  if (p.status === 'paid' || p.status === 'partially_refunded' || p.status === 'refunded') {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium text-green-700 dark:text-green-300">
          Paid {amount}
          {p.refundedAmount > 0 && ` · refunded ${formatMoney(p.refundedAmount, p.currency)}`}
        </span>
        <Link to="/student/payments" className="inline-flex items-center gap-1 text-brand-700 hover:underline dark:text-brand-100">
          <Receipt className="h-4 w-4" aria-hidden /> View receipt
        </Link>
      </p>
    );
  }
  if (p.status === 'requires_payment' && p.provider === 'offline') {
    return (
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
        Pay the tutor directly: {amount}. {booking.expertName} marks the session paid once they have it.
      </p>
    );
  }
  return null;
}

export function BookingResult({ booking, tz }: { booking: BookingDto; tz: string }) {
  const pending = booking.status === 'pending';
  const response = useResponseMinutes(booking.expertId, pending);
  const when = formatDateTime(booking.scheduledAt, tz, { style: 'long', zoneName: true });
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
        <PaymentLine booking={booking} />
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

function Outcome({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="space-y-4 pt-6">
        <div className="flex items-start gap-3" role="status" aria-live="polite">
          {icon}
          <div className="min-w-0">
            <h2 data-step-heading tabIndex={-1} className="text-xl font-semibold outline-none">
              {title}
            </h2>
          </div>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

type ReturnProps = {
  bookingId: string;
  /** The student left the checkout with "Cancel" (…&cancelled=1). */
  cancelled: boolean;
  tz: string;
  /** Back to choosing a time on this page. */
  onChooseAgain: () => void;
};

/** The booking page on the way back from the checkout: paid, not paid (retry or cancel), still processing, or run out. */
export function PaymentReturn({ bookingId, cancelled, tz, onChooseAgain }: ReturnProps) {
  const qc = useQueryClient();
  const refreshed = useQuery({ queryKey: ['payment-return', bookingId], queryFn: () => refreshPayment(bookingId), retry: false, staleTime: Infinity, gcTime: 0 });
  const [latest, setLatest] = useState<BookingDto | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [pollUntil, setPollUntil] = useState(() => Date.now() + POLL_FOR_MS);
  const [timedOut, setTimedOut] = useState(false);
  const booking = latest ?? refreshed.data ?? null;
  const p = booking?.payment;
  const waiting = Boolean(booking && p && booking.status !== 'cancelled' && p.status === 'requires_payment' && p.provider !== 'offline' && !cancelled && !p.failureMessage);

  // The provider has not answered yet (a webhook on its way): ask again every 2 s for about a minute.
  const polled = useQuery({
    queryKey: ['payment-return', bookingId, 'poll'],
    queryFn: () => fetchBooking(bookingId),
    enabled: waiting && !timedOut,
    refetchInterval: POLL_MS,
    gcTime: 0,
  });
  useEffect(() => {
    if (polled.data) setLatest(polled.data);
  }, [polled.data]);
  useEffect(() => {
    if (!waiting || timedOut) return;
    const t = setTimeout(() => setTimedOut(true), Math.max(0, pollUntil - Date.now()));
    return () => clearTimeout(t);
  }, [waiting, timedOut, pollUntil]);

  const settled = booking?.payment.status === 'paid';
  useEffect(() => {
    if (settled) void qc.invalidateQueries({ queryKey: bookingKeys.all });
  }, [settled, qc]);

  async function cancelBooking() {
    if (!booking) return;
    setCancelling(true);
    try {
      setLatest(await updateBookingStatus({ id: booking.id, status: 'cancelled' }));
      void qc.invalidateQueries({ queryKey: bookingKeys.all });
      toast.success('Booking cancelled', { description: 'The time is free again and nothing was charged.' });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to cancel the booking. Please try again.') });
    } finally {
      setCancelling(false);
    }
  }

  const chooseAgain = (
    <Button onClick={onChooseAgain} className="w-full sm:w-auto">
      Choose a time again
    </Button>
  );

  if (refreshed.isPending) {
    return (
      <Outcome icon={<Loader2 className="mt-1 h-5 w-5 shrink-0 animate-spin text-brand-600" aria-hidden />} title="Processing…">
        <p className="text-sm text-slate-600 dark:text-slate-400">Checking your payment…</p>
      </Outcome>
    );
  }
  if (!booking || !p) {
    const notFound = refreshed.error instanceof ApiError && (refreshed.error.status === 404 || refreshed.error.status === 403);
    return (
      <Outcome icon={<AlertTriangle className="mt-0.5 h-6 w-6 shrink-0 text-red-600" aria-hidden />} title={notFound ? 'Booking not found' : 'We could not check your payment'}>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {notFound ? 'This booking does not exist or is not yours.' : errorMessage(refreshed.error, 'Please try again in a moment.')}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {!notFound && <Button onClick={() => void refreshed.refetch()}>Check again</Button>}
          <Button variant="outline" asChild>
            <Link to="/student/dashboard">Go to your dashboard</Link>
          </Button>
        </div>
      </Outcome>
    );
  }

  const holdOver = p.holdExpiresAt !== null && Date.parse(p.holdExpiresAt) <= Date.now();
  if (p.status === 'expired' || (p.status === 'requires_payment' && p.provider !== 'offline' && holdOver)) {
    return (
      <Outcome icon={<TimerOff className="mt-0.5 h-6 w-6 shrink-0 text-amber-600" aria-hidden />} title="The time to pay ran out">
        <p className="text-slate-700 dark:text-slate-300">The time to pay ran out and the slot was released. Nothing was charged.</p>
        {chooseAgain}
      </Outcome>
    );
  }
  if (booking.status === 'cancelled' && (p.status === 'requires_payment' || p.status === 'failed' || p.status === 'not_required')) {
    return (
      <Outcome icon={<CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-slate-500" aria-hidden />} title="Booking cancelled">
        <p className="text-slate-700 dark:text-slate-300">The time is free again and nothing was charged.</p>
        {chooseAgain}
      </Outcome>
    );
  }
  if (p.status === 'requires_payment' && p.provider !== 'offline' && !waiting) {
    const until = p.holdExpiresAt ? formatTime(p.holdExpiresAt, tz, { zoneName: true }) : null;
    return (
      <Outcome icon={<AlertTriangle className="mt-0.5 h-6 w-6 shrink-0 text-amber-600" aria-hidden />} title="Payment not completed">
        <p className="text-slate-700 dark:text-slate-300">{p.failureMessage ?? 'You left the checkout before paying. Nothing was charged.'}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {booking.offeringTitle} with {booking.expertName} · {formatDateTime(booking.scheduledAt, tz, { style: 'long' })} · {formatMoney(p.amount, p.currency)}
        </p>
        {until && <p className="text-sm font-medium">We hold this time for you until {until}.</p>}
        <div className="flex flex-col gap-2 sm:flex-row">
          {p.checkoutUrl && <Button onClick={() => window.location.assign(p.checkoutUrl!)}>Try again</Button>}
          <Button variant="outline" onClick={() => void cancelBooking()} disabled={cancelling}>
            {cancelling ? 'Cancelling…' : 'Cancel booking'}
          </Button>
        </div>
      </Outcome>
    );
  }
  if (waiting) {
    return timedOut ? (
      <Outcome icon={<Clock className="mt-0.5 h-6 w-6 shrink-0 text-amber-600" aria-hidden />} title="Still processing">
        <p className="text-slate-700 dark:text-slate-300">
          Your payment is taking longer than usual to confirm. You will get an e-mail once it is through; nothing is charged twice.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            onClick={() => {
              setPollUntil(Date.now() + POLL_FOR_MS);
              setTimedOut(false);
            }}
          >
            Check again
          </Button>
          <Button variant="outline" asChild>
            <Link to="/student/dashboard">Go to your dashboard</Link>
          </Button>
        </div>
      </Outcome>
    ) : (
      <Outcome icon={<Loader2 className="mt-1 h-5 w-5 shrink-0 animate-spin text-brand-600" aria-hidden />} title="Processing…">
        <p className="text-sm text-slate-600 dark:text-slate-400">Waiting for the payment service to confirm your payment. This usually takes a few seconds.</p>
      </Outcome>
    );
  }
  return <BookingResult booking={booking} tz={tz} />;
}
