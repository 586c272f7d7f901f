// Every date, time, amount and count the web app shows, formatted here with Intl in the viewer's language
// (the browser's first preferred one, else Indian English) and the time zone the caller passes (usually
// useViewerZone's). Inputs for forms and API parameters (yyyy-MM-dd keys) are not display and stay elsewhere.
export { formatHourlyRate, formatMoney } from '@shared/rules/money';

/** An instant: an ISO string, epoch milliseconds or a Date. */
type Instant = string | number | Date;

const FALLBACK_LOCALE = 'en-IN';
let lastAsked: string | undefined;
let lastLocale = FALLBACK_LOCALE;

/**
 * The language a page rendered on the server was formatted in (the request's first Accept-Language tag): the
 * server formats in it, and the browser keeps it for that page so the text it takes over reads the same.
 */
let pageLanguage: string | undefined;

/** Formats in `language` (a BCP 47 tag) from now on instead of the browser's preferred one (undefined: the browser's). */
export function setPageLanguage(language: string | undefined) {
  pageLanguage = language;
}

/** The viewer's locale: navigator.languages[0] (or the page's language) when Intl supports it, else en-IN. */
function viewerLocale(): string {
  const asked = pageLanguage ?? (typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language));
  if (asked === lastAsked) return lastLocale;
  lastAsked = asked;
  try {
    lastLocale = (asked && Intl.DateTimeFormat.supportedLocalesOf([asked])[0]) || FALLBACK_LOCALE;
  } catch {
    lastLocale = FALLBACK_LOCALE;
  }
  return lastLocale;
}

const STYLES = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  longDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dayHeading: { weekday: 'short', day: 'numeric', month: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
  time: { hour: 'numeric', minute: '2-digit' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  weekdayDateTime: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  dayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  longDateTime: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  month: { month: 'long', year: 'numeric' },
  shortMonth: { month: 'short', year: 'numeric' },
  monthName: { month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type Style = keyof typeof STYLES;

// Building a formatter costs far more than using one: one per locale, zone and style (and zone name or not), kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, zone: string, withZoneName = false): Intl.DateTimeFormat {
  const locale = viewerLocale();
  const key = `${locale}|${zone}|${style}|${withZoneName ? 'z' : ''}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: zone, ...(withZoneName ? { timeZoneName: 'short' } : {}) });
    formatters.set(key, f);
  }
  return f;
}

/** A short label for a zone at an instant: "GMT", "BST", "IST" where the browser knows one, else "GMT+5:30". */
export function zoneAbbreviation(zone: string, at: Date = new Date()): string {
  const part = abbreviationFormat(zone).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

const abbreviations = new Map<string, Intl.DateTimeFormat>();

/** Short zone names are known per locale: the zone's own region's English reads best ("IST", "EST", "CET", "AEDT"). */
function abbreviationFormat(zone: string): Intl.DateTimeFormat {
  let f = abbreviations.get(zone);
  if (!f) {
    const locale = /^(Asia\/(Kolkata|Calcutta))$/.test(zone) ? 'en-IN' : zone.startsWith('America/') ? 'en-US' : zone.startsWith('Australia/') ? 'en-AU' : 'en-GB';
    f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    abbreviations.set(zone, f);
  }
  return f;
}

// Some ICU versions put a narrow no-break space before AM/PM or between parts: one plain space everywhere.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

function run(style: Style, at: Instant, zone: string, withZoneName = false): string {
  const instant = new Date(at);
  if (!withZoneName) return plain(formatter(style, zone).format(instant));
  // The locale's own short zone names are often just "GMT+5:30": put the zone's own-region abbreviation ("IST") in.
  const parts = formatter(style, zone, true).formatToParts(instant);
  return plain(parts.map((p) => (p.type === 'timeZoneName' ? zoneAbbreviation(zone, instant) : p.value)).join(''));
}

/** A date: "25 Nov 2026" / "Nov 25, 2026"; with `weekday`, "Wed, 25 Nov 2026" / "Wed, Nov 25, 2026". */
export const formatDate = (at: Instant, zone: string, opts: { weekday?: boolean } = {}) => run(opts.weekday ? 'weekdayDate' : 'date', at, zone);

/** A date in full: "Wednesday, 25 November 2026" / "Wednesday, November 25, 2026". */
export const formatLongDate = (at: Instant, zone: string) => run('longDate', at, zone);

/** A day in a list or heading: "Wed, 25 Nov" / "Wed, Nov 25". */
export const formatDayHeading = (at: Instant, zone: string) => run('dayHeading', at, zone);

/** A day on a chart's axis: "25 Nov" / "Nov 25". */
export const formatDayMonth = (at: Instant, zone: string) => run('dayMonth', at, zone);

/** A clock time: "5:00 pm" / "5:00 PM" / "17:00"; with `zoneName`, followed by the zone's abbreviation ("5:00 PM IST"). */
export const formatTime = (at: Instant, zone: string, opts: { zoneName?: boolean } = {}) => run('time', at, zone, opts.zoneName);

/**
 * A date with its time. Styles: 'medium' "Nov 25, 2026, 5:00 PM"; 'weekday' "Wed, Nov 25, 2026, 5:00 PM";
 * 'day' (no year) "Wed, Nov 25, 5:00 PM"; 'long' "Wednesday, November 25, 2026 at 5:00 PM" (en-US shown).
 * With `zoneName` the zone's abbreviation follows the time ("… 5:00 PM IST").
 */
export function formatDateTime(at: Instant, zone: string, opts: { style?: 'medium' | 'weekday' | 'day' | 'long'; zoneName?: boolean } = {}): string {
  const style = ({ medium: 'dateTime', weekday: 'weekdayDateTime', day: 'dayTime', long: 'longDateTime' } as const)[opts.style ?? 'medium'];
  return run(style, at, zone, opts.zoneName);
}

/** A calendar month from its key ("2026-11"): 'long' "November 2026"; 'short' "Nov 2026"; 'name' "Nov". */
export function formatMonth(month: string, style: 'long' | 'short' | 'name' = 'long'): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return run(({ long: 'month', short: 'shortMonth', name: 'monthName' } as const)[style], `${month}-01T00:00:00Z`, 'UTC');
}

const relatives = new Map<string, Intl.RelativeTimeFormat>();
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Infinity],
];

/** How long ago (or from now) an instant is: "now", "5 minutes ago", "yesterday", "in 3 days". */
export function formatRelative(at: Instant, now: number = Date.now()): string {
  const locale = viewerLocale();
  let f = relatives.get(locale);
  if (!f) {
    f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relatives.set(locale, f);
  }
  let amount = (new Date(at).getTime() - now) / 1000;
  let i = 0;
  while (i < UNITS.length - 1 && Math.abs(amount) >= UNITS[i][1]) amount /= UNITS[i++][1];
  const unit = UNITS[i][0];
  return f.format(unit === 'second' && Math.abs(amount) < 45 ? 0 : Math.round(amount), unit);
}

const numbers = new Map<string, Intl.NumberFormat>();

/** A count with the viewer's digit grouping: "12,345" / "12.345". */
export function formatNumber(n: number): string {
  const locale = viewerLocale();
  let f = numbers.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale);
    numbers.set(locale, f);
  }
  return f.format(n);
}
