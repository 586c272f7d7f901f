// A booking as a calendar event: the same UID in every invite, download and feed, so calendar apps
// keep one event per session and replace it as the session changes. A library, not a module: the
// bookings module (e-mail invites) and the calendar module (feeds, downloads) both use it, and it
// depends on neither (decision record 022).
import type { BookingDto } from '../../../shared/schemas/bookings';
import type { MailAttachment } from '../../adapters/mail/mail';
import { buildCalendar, parseMailbox, type IcsEvent } from './ics';

type Site = { baseUrl: string; now: () => Date; env: { MAIL_FROM: string } };

export const bookingUid = (baseUrl: string, bookingId: string) => `booking-${bookingId}@${new URL(baseUrl).hostname}`;

const statusOf = (b: BookingDto): IcsEvent['status'] => (b.status === 'cancelled' ? 'CANCELLED' : b.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED');

/** Who the event is for decides its title: the other party's name; invites name both. */
export function bookingEvent(site: Site, b: BookingDto, viewer?: 'student' | 'expert'): IcsEvent {
  const link = `${site.baseUrl}/session/${b.id}`;
  const summary =
    viewer === 'student' ? `${b.offeringTitle} with ${b.expertName}` : viewer === 'expert' ? `${b.offeringTitle} with ${b.studentName}` : `${b.offeringTitle}: ${b.studentName} with ${b.expertName}`;
  const description = [
    `${b.offeringTitle} · ${b.durationMinutes} minutes · ${b.studentName} with ${b.expertName}`,
    b.status === 'pending' ? 'Awaiting the tutor\'s confirmation.' : '',
    `Join the session: ${link}`,
    b.notes ? `Notes: ${b.notes}` : '',
  ].filter(Boolean);
  return {
    uid: bookingUid(site.baseUrl, b.id),
    sequence: b.calendarSequence,
    start: new Date(b.scheduledAt),
    end: new Date(b.endsAt),
    stamp: site.now(),
    lastModified: new Date(b.updatedAt),
    summary,
    description: description.join('\n'),
    location: link,
    url: link,
    status: statusOf(b),
  };
}

/**
 * The .ics attached to a booking e-mail: METHOD:REQUEST (add or update), or CANCEL with
 * STATUS:CANCELLED when the session is off. The platform is the organizer, the recipient the attendee.
 */
export function bookingInvite(site: Site, b: BookingDto, to: string): MailAttachment {
  const method = b.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const event: IcsEvent = {
    ...bookingEvent(site, b),
    organizer: parseMailbox(site.env.MAIL_FROM),
    attendees: [{ email: to, partstat: b.status === 'pending' ? 'TENTATIVE' : b.status === 'cancelled' ? 'DECLINED' : 'ACCEPTED' }],
  };
  return {
    filename: method === 'CANCEL' ? 'cancelled-session.ics' : 'session.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: buildCalendar({ method, events: [event] }),
  };
}

/** A single-event file to import ("Add to calendar"). */
export function bookingIcsFile(site: Site, b: BookingDto, viewer: 'student' | 'expert'): string {
  return buildCalendar({ events: [bookingEvent(site, b, viewer)] });
}
