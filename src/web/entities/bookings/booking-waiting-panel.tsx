// On the sign-in page: the booking a guest chose is kept while they sign in or sign up.
import { CalendarClock } from 'lucide-react';
import { useBookingIntent } from '../../lib/booking-intent';
import { formatDateTime } from '../../lib/format';


export function BookingWaitingPanel({ zone }: { zone: string }) {
  const intent = useBookingIntent();
  if (!intent || !intent.selectedTime || Number.isNaN(Date.parse(intent.selectedTime))) return null;
  const at = intent.selectedTime;
  const when = formatDateTime(at, zone, { style: 'day', zoneName: true });
  const parts = [intent.expertName, intent.offeringTitle, when].filter(Boolean).join(', ');
  return (
    <div role="status" className="mb-4 flex items-start gap-3 rounded-lg border border-brand-600/30 bg-brand-50 p-3 text-sm text-slate-800 dark:border-brand-100/20 dark:bg-brand-700/20 dark:text-slate-100">
      <CalendarClock className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-100" aria-hidden />
      <p>
        <span className="font-semibold">Your booking is waiting:</span> {parts}.{' '}
        <span className="text-slate-600 dark:text-slate-300">Sign in or sign up and you will be back at the review step; nothing is sent until you confirm.</span>
      </p>
    </div>
  );
}
