// The next week of open times, by day, in the viewer's zone (labelled, changeable in place). Each time opens
// the booking page on that day and time.
import { useMemo } from 'react';
import { Link } from 'react-router';
import { CalendarX } from 'lucide-react';
import { ZonePicker } from '../../../components/ui/zone-picker';
import { bookingHref, localDateTime } from '../../../entities/experts/booking-link';
import { formatDayHeading, formatTime, zoneAbbreviation } from '../../../lib/format';
import { useViewerZone } from '../../../lib/viewer-zone';

type Slot = { startTime: string; endTime: string; offeringId: string };

/** Times shown per day before "more". */
const PER_DAY = 6;
const DAYS = 7;


export function AvailabilityPreview({ expertId, slots }: { expertId: string; slots: Slot[] }) {
  const { zone } = useViewerZone();
  const days = useMemo(() => {
    // The next seven calendar days in the viewer's zone, each with its open times.
    const now = Date.now();
    const out: { key: string; label: string; slots: Slot[] }[] = [];
    for (let i = 0; i < DAYS; i++) {
      const at = new Date(now + i * 86_400_000).toISOString();
      const key = localDateTime(at, zone).date;
      if (!out.some((d) => d.key === key)) out.push({ key, label: formatDayHeading(at, zone), slots: [] });
    }
    for (const s of slots) {
      const key = localDateTime(s.startTime, zone).date;
      out.find((d) => d.key === key)?.slots.push(s);
    }
    return out;
  }, [slots, zone]);
  const abbr = zoneAbbreviation(zone);

  return (
    <div>
      <ZonePicker className="mb-3" />
      {slots.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <CalendarX className="h-4 w-4" aria-hidden /> No open times in the next 7 days.
        </p>
      ) : (
        <ol className="grid gap-2 sm:grid-cols-7" aria-label={`Open times this week, in ${zone} (${abbr})`}>
          {days.map((d) => (
            <li key={d.key} className="rounded-lg border border-slate-200 p-2 dark:border-slate-800">
              <p className="text-xs font-semibold text-slate-700 dark:text-slate-200">{d.label}</p>
              {d.slots.length === 0 ? (
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">No times</p>
              ) : (
                <ul className="mt-1 flex flex-wrap gap-1 sm:flex-col">
                  {d.slots.slice(0, PER_DAY).map((s) => (
                    <li key={s.startTime}>
                      <Link
                        to={bookingHref(expertId, s, zone)}
                        className="inline-block rounded-md bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800 hover:bg-green-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 dark:bg-green-900/30 dark:text-green-200 dark:hover:bg-green-900/50"
                        aria-label={`Book ${d.label} at ${formatTime(s.startTime, zone)} ${abbr}`}
                      >
                        {formatTime(s.startTime, zone)}
                      </Link>
                    </li>
                  ))}
                  {d.slots.length > PER_DAY && (
                    <li>
                      <Link
                        to={`/booking/${encodeURIComponent(expertId)}?date=${d.key}`}
                        className="inline-block px-1 text-xs text-brand-700 underline hover:text-brand-600 dark:text-brand-100"
                      >
                        +{d.slots.length - PER_DAY} more
                      </Link>
                    </li>
                  )}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
