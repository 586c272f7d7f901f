// The review step: everything the booking commits the student to, before anything is sent.
import type { PublicOffering } from '@shared/schemas/experts';
import { cancellationPolicyText } from '@shared/rules/cancellation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ZonePicker } from '../../../components/ui/zone-picker';
import { clockTime, longDate, zoneAbbreviation, zoneName } from '../../../lib/viewer-zone';
import { offerPrice } from './offering-picker';

type Props = {
  tutor: string;
  offering: PublicOffering;
  start: string;
  tz: string;
  notes: string;
  /** False when the tutor confirms each request; true when bookings are confirmed at once. */
  autoConfirm: boolean;
  signedIn: boolean;
  saving: boolean;
  onBack: () => void;
  onConfirm: () => void;
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-slate-100 py-3 last:border-0 sm:grid-cols-[9rem_1fr] sm:gap-4 dark:border-slate-800">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

export function BookingReview({ tutor, offering, start, tz, notes, autoConfirm, signedIn, saving, onBack, onConfirm }: Props) {
  const end = Date.parse(start) + offering.durationMinutes * 60_000;
  return (
    <Card aria-labelledby="review-title">
      <CardHeader>
        <CardTitle id="review-title" data-step-heading tabIndex={-1} className="outline-none">
          Review your booking
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl>
          <Row label="Tutor">{tutor}</Row>
          <Row label="Offer">
            {offering.title}
            {offering.isTrial && (
              <Badge tone="brand" className="ml-2 align-middle">
                Trial lesson
              </Badge>
            )}
            <span className="block font-normal text-slate-600 dark:text-slate-400">
              {offering.durationMinutes} min · {offering.maxStudents > 1 ? `group of up to ${offering.maxStudents}` : 'one to one'}
            </span>
          </Row>
          <Row label="Date">{longDate(start, tz)}</Row>
          <Row label="Time">
            {clockTime(start, tz)} – {clockTime(end, tz)} {zoneAbbreviation(tz, new Date(start))}
            <span className="block font-normal text-slate-600 dark:text-slate-400">{zoneName(tz)} time</span>
          </Row>
          <Row label="Price">{offerPrice(offering)}</Row>
          <Row label="Confirmation">
            {autoConfirm ? (
              <>Confirmed at once: {tutor} accepts bookings automatically.</>
            ) : (
              <>{tutor} confirms each request. You will be notified when they do; until then the time is held for you.</>
            )}
          </Row>
          <Row label="Cancellation">
            <span className="font-normal">{cancellationPolicyText}</span>
          </Row>
          {notes.trim() && (
            <Row label="Notes">
              <span className="whitespace-pre-wrap font-normal">{notes.trim()}</span>
            </Row>
          )}
        </dl>
        <ZonePicker />
        {!signedIn && <p className="text-sm text-slate-600 dark:text-slate-400">Sign in or create a free account to send this booking. We keep your choice while you do.</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onBack} disabled={saving}>
            Change
          </Button>
          <Button onClick={onConfirm} disabled={saving}>
            {saving ? 'Booking...' : signedIn ? (autoConfirm ? 'Confirm booking' : 'Send booking request') : 'Sign in to book'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
