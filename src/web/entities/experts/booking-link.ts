// An open time as the viewer reads it (their profile zone) and the booking page address that opens on it:
// /booking/:expertId?date=YYYY-MM-DD&time=HH:MM[&offering=id]. Plain Intl, so the landing page's cards ship
// no date library (the label itself comes from lib/format).

const parts = new Map<string, Intl.DateTimeFormat>();

function partsFormat(tz: string): Intl.DateTimeFormat {
  let f = parts.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    parts.set(tz, f);
  }
  return f;
}

/** The calendar date (YYYY-MM-DD) and clock time (HH:MM, 24-hour) of an instant in a zone. */
export function localDateTime(iso: string, tz: string): { date: string; time: string } {
  const p: Record<string, string> = {};
  for (const x of partsFormat(tz).formatToParts(new Date(iso))) p[x.type] = x.value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour === '24' ? '00' : p.hour}:${p.minute}` };
}


/** The booking page on the open time's day and time in the viewer's zone, for its offering when known. */
export function bookingHref(expertId: string, slot: { startTime: string; offeringId?: string }, tz: string): string {
  const { date, time } = localDateTime(slot.startTime, tz);
  const qs = new URLSearchParams({ date, time });
  if (slot.offeringId) qs.set('offering', slot.offeringId);
  return `/booking/${encodeURIComponent(expertId)}?${qs}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What a booking page address asks for; anything malformed is ignored. */
export function readBookingParams(search: URLSearchParams): { date: string | null; time: string | null; offeringId: string | null } {
  const date = search.get('date');
  const time = search.get('time');
  const offering = search.get('offering');
  const validDate = date && DATE.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : null;
  return {
    date: validDate,
    time: validDate && time && TIME.test(time) ? time : null,
    offeringId: offering && offering.length <= 100 ? offering : null,
  };
}
