// The review step: everything the booking commits the student to, before anything is sent; for a paid offer
// that includes what is paid, how, and the refund policy, all before the pay button.
import type { PublicOffering } from '@shared/schemas/experts';
import { cancellationPolicyText } from '@shared/rules/cancellation';
import { formatLongDate, formatMoney, formatTime, zoneAbbreviation } from '../../../lib/format';
import { refundPolicyText } from '@shared/schemas/payments';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ZonePicker } from '../../../components/ui/zone-picker';
import { zoneName } from '../../../lib/viewer-zone';
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
  /** False when the app takes no payment online (the student pays the tutor directly). */
  payOnline: boolean;
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

export function BookingReview({ tutor, offering, start, tz, notes, autoConfirm, signedIn, payOnline, saving, onBack, onConfirm }: Props) {
  const end = Date.parse(start) + offering.durationMinutes * 60_000;
  const paid = offering.price > 0;
  const amount = formatMoney(offering.price);
  const paysNow = paid && payOnline;
  const action = !signedIn ? 'Sign in to book' : paysNow ? `Pay ${amount} and book` : autoConfirm ? 'Confirm booking' : 'Send booking request';
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
          <Row label="Date">{formatLongDate(start, tz)}</Row>
          <Row label="Time">
            {formatTime(start, tz)} – {formatTime(end, tz)} {zoneAbbreviation(tz, new Date(start))}
            <span className="block font-normal text-slate-600 dark:text-slate-400">{zoneName(tz)} time</span>
          </Row>
          {/* A paid offer's price stands in the payment section below, with what it includes. */}
          {!paid && <Row label="Price">{offerPrice(offering)}</Row>}
          <Row label="Confirmation">
            {autoConfirm ? (
              <>Confirmed at once: {tutor} accepts bookings automatically.</>
            ) : paysNow ? (
              <>{tutor} confirms each request once it is paid. If they decline, you are refunded in full at once.</>
            ) : (
              <>{tutor} confirms each request. You will be notified when they do; until then the time is held for you.</>
            )}
          </Row>
          {paid ? (
            <Row label="Refunds">
              <ul className="list-disc space-y-1 pl-4 font-normal">
                {refundPolicyText.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Row>
          ) : (
            <Row label="Cancellation">
              <span className="font-normal">{cancellationPolicyText}</span>
            </Row>
          )}
          {notes.trim() && (
            <Row label="Notes">
              <span className="whitespace-pre-wrap font-normal">{notes.trim()}</span>
            </Row>
          )}
        </dl>
        {paid && (
          <section aria-labelledby="payment-title" className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/50">
            <h3 id="payment-title" className="text-sm font-semibold">
              Payment
            </h3>
            <div className="mt-2 flex items-baseline justify-between gap-4">
              <span className="text-sm text-slate-600 dark:text-slate-400">Total</span>
              <span className="text-xl font-semibold">{amount}</span>
            </div>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No booking fee for students. Taxes are included.</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {payOnline
                ? 'You pay now, on a secure checkout page. The time is held for you while you pay.'
                : `Pay the tutor directly: ${tutor} marks the session paid once they have it.`}
            </p>
          </section>
        )}
        <ZonePicker />
        {!signedIn && <p className="text-sm text-slate-600 dark:text-slate-400">Sign in or create a free account to send this booking. We keep your choice while you do.</p>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onBack} disabled={saving}>
            Change
          </Button>
          <Button onClick={onConfirm} disabled={saving}>
            {saving ? (paysNow ? 'Processing…' : 'Booking...') : action}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
