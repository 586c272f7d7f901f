// Reschedule e-mails to the other party; each carries the session's current calendar invite.
import type { BookingDto } from '../../../shared/schemas/bookings';
import type { RescheduleRequestDto } from '../../../shared/schemas/reschedule';
import type { MailMessage } from '../../adapters/mail/mail';
import type { Deps } from '../../deps';
import { bookingInvite } from '../../lib/calendar/booking-event';
import { when, type MailRecipient } from './bookings.mail';

export type RescheduleMailKind = 'requested' | 'accepted' | 'declined';

export function rescheduleEmail(deps: Deps, b: BookingDto, r: RescheduleRequestDto, to: MailRecipient, kind: RescheduleMailKind): MailMessage {
  const subject = {
    requested: `Reschedule requested: ${b.offeringTitle}`,
    accepted: `Session rescheduled: ${b.offeringTitle}`,
    declined: `Reschedule declined: ${b.offeringTitle}`,
  }[kind];
  const lines = {
    requested: [
      `Hello ${b.expertName},`,
      '',
      `${b.studentName} asked to move ${b.offeringTitle}.`,
      '',
      `Now: ${when(r.fromScheduledAt, to.timeZone)}`,
      `Requested: ${when(r.proposedScheduledAt, to.timeZone)}`,
      ...(r.message ? [`Message: ${r.message}`] : []),
      '',
      `Accept or decline: ${deps.baseUrl}/tutor/dashboard/sessions`,
    ],
    accepted: [
      `Hello ${b.studentName},`,
      '',
      `${b.expertName} accepted your request: ${b.offeringTitle} is now on ${when(b.scheduledAt, to.timeZone)}.`,
      `Duration: ${b.durationMinutes} minutes`,
      '',
      `Your sessions: ${deps.baseUrl}/student/sessions`,
    ],
    declined: [
      `Hello ${b.studentName},`,
      '',
      `Your request to move ${b.offeringTitle} to ${when(r.proposedScheduledAt, to.timeZone)} was declined.`,
      ...(r.reason ? [`Reason: ${r.reason}`] : []),
      `The session stays on ${when(b.scheduledAt, to.timeZone)}.`,
      '',
      `Your sessions: ${deps.baseUrl}/student/sessions`,
    ],
  }[kind];
  return { to: to.email, subject, text: lines.join('\n'), kind: `booking.reschedule-${kind}`, attachments: [bookingInvite(deps, b, to.email)] };
}
