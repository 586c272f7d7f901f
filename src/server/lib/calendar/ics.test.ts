import { describe, expect, it } from 'vitest';
import type { BookingDto } from '../../../shared/schemas/bookings';
import { bookingEvent, bookingIcsFile, bookingInvite, bookingUid } from './booking-event';
import { buildCalendar, escapeText, foldLine, icsDate, parseMailbox, type IcsEvent } from './ics';

const octets = (s: string) => new TextEncoder().encode(s).length;
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');

const event: IcsEvent = {
  uid: 'booking-1@example.com',
  sequence: 2,
  start: new Date('2026-03-14T09:00:00Z'),
  end: new Date('2026-03-14T10:00:00.500Z'),
  stamp: new Date('2026-03-01T12:34:56Z'),
  summary: 'Algebra',
  status: 'CONFIRMED',
};

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
  it('escapes the backslash first, so escapes are not doubled', () => {
    expect(escapeText('\\;')).toBe('\\\\\\;');
  });
  it('drops control characters other than line breaks', () => {
    expect(escapeText('a\u0000b\u0007c\td')).toBe('abc\td');
  });
});

describe('icsDate', () => {
  it('writes UTC date-times without separators or milliseconds', () => {
    expect(icsDate(new Date('2026-03-14T09:05:07.123Z'))).toBe('20260314T090507Z');
  });
});

describe('foldLine', () => {
  it('leaves lines of 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines so every physical line has at most 75 octets, continuation lines starting with a space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(30)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(5);
    expect(octets(parts[0])).toBe(75);
    for (const p of parts.slice(1)) {
      expect(p.startsWith(' ')).toBe(true);
      expect(octets(p)).toBeLessThanOrEqual(75);
    }
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a multi-byte UTF-8 character', () => {
    // 8 + 66 = 74 octets, then a 2-octet "é" that does not fit: it moves to the next line whole.
    const line = `SUMMARY:${'x'.repeat(66)}é${'ü'.repeat(50)}😀`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts[0]).toBe(`SUMMARY:${'x'.repeat(66)}`);
    for (const p of parts) {
      expect(octets(p)).toBeLessThanOrEqual(75);
      expect(p).not.toContain('\uFFFD');
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(p))).toBe(p);
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('buildCalendar', () => {
  it('writes a VCALENDAR with one VEVENT, CRLF endings and the iTIP method', () => {
    const ics = buildCalendar({ method: 'REQUEST', events: [{ ...event, description: 'Join: https://x.test/session/1, bring notes; thanks\nSee you' }] });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n');
    expect(lines.slice(0, 5)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Tutoring Marketplace//Sessions//EN', 'CALSCALE:GREGORIAN', 'METHOD:REQUEST']);
    expect(lines).toContain('UID:booking-1@example.com');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('DTSTART:20260314T090000Z');
    expect(lines).toContain('DTEND:20260314T100000Z');
    expect(lines).toContain('DTSTAMP:20260301T123456Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('DESCRIPTION:Join: https://x.test/session/1\\, bring notes\\; thanks\\nSee you');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    for (const l of ics.split('\r\n')) expect(octets(l)).toBeLessThanOrEqual(75);
  });

  it('names the organizer and attendees with quoted, cleaned common names', () => {
    const ics = unfold(buildCalendar({ events: [{ ...event, organizer: { name: 'Tutoring "Market"', email: 'no-reply@x.test' }, attendees: [{ name: 'Sam; Student', email: 'sam@x.test', partstat: 'ACCEPTED' }] }] }));
    expect(ics).toContain('ORGANIZER;CN="Tutoring Market":mailto:no-reply@x.test');
    expect(ics).toContain('ATTENDEE;CN="Sam; Student";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:sam@x.test');
    expect(ics).not.toContain('METHOD:');
  });

  it('adds the name and refresh interval of a subscribed calendar', () => {
    const ics = buildCalendar({ name: 'My sessions', refreshMinutes: 60, events: [] });
    expect(ics).toContain('X-WR-CALNAME:My sessions\r\n');
    expect(ics).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M\r\n');
    expect(ics).not.toContain('BEGIN:VEVENT');
  });
});

describe('parseMailbox', () => {
  it('reads "Name <address>" and bare addresses', () => {
    expect(parseMailbox('Tutoring Marketplace <no-reply@localhost>')).toEqual({ name: 'Tutoring Marketplace', email: 'no-reply@localhost' });
    expect(parseMailbox('"Quoted, Name" <a@b.c>')).toEqual({ name: 'Quoted, Name', email: 'a@b.c' });
    expect(parseMailbox('a@b.c')).toEqual({ email: 'a@b.c' });
  });
});

describe('booking events', () => {
  const site = { baseUrl: 'https://tutor.example.com:8443', now: () => new Date('2026-03-01T00:00:00Z'), env: { MAIL_FROM: 'Tutoring Marketplace <no-reply@tutor.example.com>' } };
  const b: BookingDto = {
    id: '11111111-2222-4333-8444-555555555555',
    studentId: 's',
    studentName: 'Sam Student',
    expertId: 'e',
    expertUserId: 'eu',
    expertName: 'Tara Tutor',
    offeringId: 'o',
    offeringTitle: 'Algebra, basics; part 1',
    offeringDescription: null,
    offeringCategory: null,
    durationMinutes: 60,
    scheduledAt: '2026-03-14T09:00:00.000Z',
    endsAt: '2026-03-14T10:00:00.000Z',
    status: 'confirmed',
    notes: null,
    totalAmount: 50_000,
    sessionType: 'one_on_one',
    groupSessionId: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    updatedAt: '2026-03-02T00:00:00.000Z',
    completedAt: null,
    review: null,
    calendarSequence: 3,
    payment: { status: 'paid', amount: 0, currency: 'INR', checkoutUrl: null, holdExpiresAt: null, provider: 'test', refundedAmount: 0, failureMessage: null },
  };

  it('uses a stable UID on the app host and the booking sequence', () => {
    expect(bookingUid(site.baseUrl, b.id)).toBe(`booking-${b.id}@tutor.example.com`);
    const e = bookingEvent(site, b, 'student');
    expect(e.uid).toBe(`booking-${b.id}@tutor.example.com`);
    expect(e.sequence).toBe(3);
    expect(e.summary).toBe('Algebra, basics; part 1 with Tara Tutor');
    expect(bookingEvent(site, b, 'expert').summary).toBe('Algebra, basics; part 1 with Sam Student');
    expect(e.description).toContain(`https://tutor.example.com:8443/session/${b.id}`);
  });

  it('invites with METHOD:REQUEST while the session is on', () => {
    const a = bookingInvite(site, b, 'sam@x.test');
    expect(a.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    const ics = unfold(a.content);
    expect(ics).toContain('METHOD:REQUEST\r\n');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
    expect(ics).toContain('SUMMARY:Algebra\\, basics\\; part 1: Sam Student with Tara Tutor\r\n');
    expect(ics).toContain('ORGANIZER;CN="Tutoring Marketplace":mailto:no-reply@tutor.example.com\r\n');
    expect(ics).toContain('PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:sam@x.test\r\n');
    expect(unfold(bookingInvite(site, { ...b, status: 'pending' }, 'sam@x.test').content)).toContain('STATUS:TENTATIVE\r\n');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED under the same UID', () => {
    const a = bookingInvite(site, { ...b, status: 'cancelled', calendarSequence: 4 }, 'sam@x.test');
    expect(a.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    const ics = unfold(a.content);
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain('SEQUENCE:4\r\n');
    expect(ics).toContain(`UID:booking-${b.id}@tutor.example.com\r\n`);
  });

  it('writes a download without an iTIP method', () => {
    const ics = bookingIcsFile(site, b, 'student');
    expect(ics).not.toContain('METHOD:');
    expect(ics).toContain('BEGIN:VEVENT');
  });
});

describe('foldLine against a byte count', () => {
  it('folds every mix of ASCII, accents, Devanagari and emoji at 75 octets without splitting a character', () => {
    const pieces = ['a', 'é', 'न', '😀', ' ', ';'];
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 300; i++) {
      const line = Array.from({ length: Math.floor(rand() * 120) }, () => pieces[Math.floor(rand() * pieces.length)]).join('');
      const folded = foldLine(line);
      const parts = folded.split('\r\n ');
      expect(parts.join('')).toBe(line);
      parts.forEach((p, k) => expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(k === 0 ? 75 : 74));
      if (new TextEncoder().encode(line).length <= 75) expect(folded).toBe(line);
    }
  });
});
