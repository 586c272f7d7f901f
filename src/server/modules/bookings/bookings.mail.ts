// Booking e-mails, with the session time in the recipient's time zone and a link back.
import type { BookingDto } from '../../../shared/schemas/bookings';
import { formatMoney } from '../../../shared/rules/money';
import type { MailMessage } from '../../adapters/mail/mail';
import type { Deps } from '../../deps';
import { bookingInvite } from '../../lib/calendar/booking-event';
import { DEFAULT_TIME_ZONE } from '../../../shared/rules/time-zone';

export type BookingMailKind = 'booked' | 'confirmed' | 'declined' | 'cancelled' | 'cancelled-by-student' | 'reminder-24h' | 'reminder-1h';

/** Whose sessions page a booking e-mail links to: the tutor's for a student's cancellation, the student's otherwise; a reminder goes to both. */
type MailSide = 'student' | 'tutor';
const sessionsPath: Record<MailSide, string> = { student: '/student/sessions', tutor: '/tutor/dashboard/sessions' };

/** Who a booking e-mail goes to, and the time zone its times are written in (their profile's). */
export type MailRecipient = { email: string; timeZone: string };

const formats = new Map<string, Intl.DateTimeFormat>();
/** A session time in the recipient's zone, named both ways: "Saturday, 5 December 2026 at 6:30 pm IST (Asia/Kolkata)". */
export function when(iso: string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    const options = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
    try {
      format = new Intl.DateTimeFormat('en-IN', { ...options, timeZone });
    } catch {
      return when(iso, DEFAULT_TIME_ZONE); // a zone this runtime does not know
    }
    formats.set(timeZone, format);
  }
  return `${format.format(new Date(iso))} (${timeZone})`;
}

export function bookingEmail(deps: Deps, b: BookingDto, to: MailRecipient, kind: BookingMailKind, side: MailSide = kind === 'cancelled-by-student' ? 'tutor' : 'student'): MailMessage {
  const subject = {
    booked: `Booking received: ${b.offeringTitle}`,
    confirmed: `Session confirmed: ${b.offeringTitle}`,
    declined: `Booking declined: ${b.offeringTitle}`,
    cancelled: `Session cancelled: ${b.offeringTitle}`,
    'cancelled-by-student': `Session cancelled by ${b.studentName}: ${b.offeringTitle}`,
    'reminder-24h': `Reminder: ${b.offeringTitle} is tomorrow`,
    'reminder-1h': `Reminder: ${b.offeringTitle} starts within the hour`,
  }[kind];
  const lead = {
    booked: `Your booking with ${b.expertName} was received and is awaiting the tutor's confirmation.`,
    confirmed: `Your session with ${b.expertName} is confirmed.`,
    declined: `${b.expertName} declined your booking request.`,
    cancelled: `Your session with ${b.expertName} was cancelled.`,
    'cancelled-by-student': `${b.studentName} cancelled their session with you; the time is open for booking again.`,
    'reminder-24h': `Your session (${b.studentName} with ${b.expertName}) is in less than 24 hours.`,
    'reminder-1h': `Your session (${b.studentName} with ${b.expertName}) starts within the hour. Join from ${deps.baseUrl}/session/${b.id}`,
  }[kind];
  const text = [
    kind.startsWith('reminder') ? 'Hello,' : `Hello ${kind === 'cancelled-by-student' ? b.expertName : b.studentName},`,
    '',
    lead,
    // The canceller's reason, in their words, for the side that was called off.
    ...((kind === 'declined' || kind === 'cancelled' || kind === 'cancelled-by-student') && b.cancelReason ? [`Reason: ${b.cancelReason}`] : []),
    '',
    `Session: ${b.offeringTitle}`,
    `When: ${when(b.scheduledAt, to.timeZone)}`,
    `Duration: ${b.durationMinutes} minutes`,
    `Amount: ${formatMoney(b.totalAmount)}`,
    '',
    `Your sessions: ${deps.baseUrl}${sessionsPath[side]}`,
  ].join('\n');
  // Every booking e-mail carries the session as a calendar invite (a cancellation as CANCEL).
  return { to: to.email, subject, text, kind: `booking.${kind}`, attachments: [bookingInvite(deps, b, to.email)] };
}
