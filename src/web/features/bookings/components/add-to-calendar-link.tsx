import { CalendarPlus } from 'lucide-react';
import type { BookingDto } from '@shared/schemas/bookings';

/** Downloads the session as an .ics file any calendar app can import. */
export function AddToCalendarLink({ booking }: { booking: BookingDto }) {
  if (booking.status === 'cancelled') return null;
  return (
    <a
      href={`/api/bookings/${booking.id}/calendar.ics`}
      download
      className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm text-brand-700 hover:bg-slate-100 dark:text-brand-100 dark:hover:bg-slate-800"
    >
      <CalendarPlus className="h-4 w-4" aria-hidden /> Add to calendar
    </a>
  );
}
