// iCalendar (RFC 5545) writer: TEXT escaping, UTC date-times, lines folded at 75 octets, CRLF endings.
// Pure: the callers decide what an event says; this only writes it correctly.

export type IcsPerson = { name?: string | null; email: string };

export type IcsEvent = {
  /** Globally unique and stable for the life of the event, so updates replace it. */
  uid: string;
  /** Raised on every significant change; calendar apps ignore an update with a lower value. */
  sequence: number;
  start: Date;
  end: Date;
  stamp: Date;
  lastModified?: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  organizer?: IcsPerson;
  attendees?: (IcsPerson & { partstat?: 'NEEDS-ACTION' | 'ACCEPTED' | 'DECLINED' | 'TENTATIVE' })[];
};

export type IcsCalendar = {
  /** iTIP method for e-mailed invites; left out for subscriptions and downloads. */
  method?: 'REQUEST' | 'CANCEL' | 'PUBLISH';
  /** Shown as the calendar's name when subscribed. */
  name?: string;
  /** How often subscribers should refresh, in minutes. */
  refreshMinutes?: number;
  events: IcsEvent[];
};

const PRODID = '-//Tutoring Marketplace//Sessions//EN';

/** TEXT value escaping (§3.3.11): backslash, semicolon, comma, and line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex -- other control characters are not allowed in TEXT
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');
}

/** A parameter value (e.g. CN): quoted, without the characters a quoted value may not hold. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- nor in a quoted parameter value
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, '').trim()}"`;
}

/** UTC DATE-TIME form: 20260314T090000Z. */
export function icsDate(d: Date): string {
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * Folds a content line so no line is longer than 75 octets (§3.1): continuation lines start with one
 * space, which counts toward their 75. Splits only between characters, never inside a UTF-8 sequence.
 */
/** UTF-8 length of one code point, from its value (no encoder call per character). */
const utf8Length = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

export function foldLine(line: string): string {
  // A line of at most 75 UTF-16 units of ASCII is at most 75 octets: the common case needs no walk.
  if (line.length <= 25 || (line.length <= 75 && isAscii(line))) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const ch of line) {
    const n = utf8Length(ch.codePointAt(0)!);
    if (size + n > limit) {
      out.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.length === 1 ? out[0] : out.join('\r\n ');
}

function person(prop: 'ORGANIZER' | 'ATTENDEE', p: IcsPerson, extra: string[] = []): string {
  const params = [p.name ? `CN=${paramValue(p.name)}` : '', ...extra].filter(Boolean);
  return `${prop}${params.map((x) => `;${x}`).join('')}:mailto:${p.email.replace(/[\s<>"]/g, '')}`;
}

function eventLines(e: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `SEQUENCE:${Math.max(0, Math.floor(e.sequence))}`,
    `DTSTAMP:${icsDate(e.stamp)}`,
    `DTSTART:${icsDate(e.start)}`,
    `DTEND:${icsDate(e.end)}`,
  ];
  if (e.lastModified) lines.push(`LAST-MODIFIED:${icsDate(e.lastModified)}`);
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.url) lines.push(`URL:${e.url.replace(/[\s"<>]/g, '')}`);
  lines.push(`STATUS:${e.status}`);
  if (e.organizer) lines.push(person('ORGANIZER', e.organizer));
  for (const a of e.attendees ?? []) lines.push(person('ATTENDEE', a, ['ROLE=REQ-PARTICIPANT', `PARTSTAT=${a.partstat ?? 'NEEDS-ACTION'}`, 'RSVP=FALSE']));
  lines.push('TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** The whole VCALENDAR object, CRLF line endings, every line folded. */
export function buildCalendar(cal: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN'];
  if (cal.method) lines.push(`METHOD:${cal.method}`);
  if (cal.name) lines.push(`X-WR-CALNAME:${escapeText(cal.name)}`, `NAME:${escapeText(cal.name)}`);
  if (cal.refreshMinutes) lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${cal.refreshMinutes}M`, `X-PUBLISHED-TTL:PT${cal.refreshMinutes}M`);
  for (const e of cal.events) lines.push(...eventLines(e));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** Parses "Name <address>" or a bare address (the MAIL_FROM form) into a person. */
export function parseMailbox(value: string): IcsPerson {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  if (m) return { name: m[1].trim() || null, email: m[2].trim() };
  return { email: value.trim() };
}
