// The student's sessions: status, payment, time in their zone, cancel while allowed, rate once completed, report
// a tutor who did not show up while the dispute window is open.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Flag, Star } from 'lucide-react';
import { toast } from 'sonner';
import { useQueryClient } from '@tanstack/react-query';
import type { BookingDto } from '@shared/schemas/bookings';
import { DISPUTE_WINDOW_HOURS, openDisputeSchema, type Dispute } from '@shared/schemas/payments';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { Label, Textarea } from '../../../components/ui/input';
import { api, errorMessage } from '../../../lib/api-client';
import { bookingKeys } from '../../../entities/bookings/api';
import { CancelSessionDialog } from '../../../entities/bookings/cancel-dialog';
import { formatDate, formatTime } from '../../../lib/format';

const tones: Record<string, BadgeTone> = { pending: 'yellow', confirmed: 'blue', completed: 'green', cancelled: 'red' };

/** Where the session's payment stands, when there is one to speak of (a free session says nothing). */
function PaymentBadge({ b }: { b: BookingDto }) {
  const p = b.payment;
  switch (p.status) {
    case 'paid':
      return <Badge tone="green">Paid</Badge>;
    case 'refunded':
      return <Badge tone="blue">Refunded</Badge>;
    case 'partially_refunded':
      return <Badge tone="blue">Partially refunded</Badge>;
    case 'requires_payment':
      if (b.status === 'cancelled') return null;
      if (p.provider === 'offline') return <Badge tone="neutral">Pay the tutor directly</Badge>;
      return (
        <>
          <Badge tone="yellow">Awaiting payment</Badge>
          {p.checkoutUrl && (
            // The checkout is the provider's page (or the test one): a full page load, as it would be from an e-mail.
            <a href={p.checkoutUrl} className="text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
              Pay now
            </a>
          )}
        </>
      );
    case 'expired':
      return <Badge tone="neutral">Payment expired</Badge>;
    case 'failed':
      return <Badge tone="red">Payment failed</Badge>;
    default:
      return null;
  }
}

/** A paid session may be reported from its start until DISPUTE_WINDOW_HOURS after its end (the server checks too). */
const canReport = (b: BookingDto, now = Date.now()) =>
  b.payment.status === 'paid' && b.status !== 'cancelled' && now >= Date.parse(b.scheduledAt) && now <= Date.parse(b.endsAt) + DISPUTE_WINDOW_HOURS * 3_600_000;

function ReportProblem({ b }: { b: BookingDto }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [reported, setReported] = useState(false);
  if (reported) return <Badge tone="orange">Reported</Badge>;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = openDisputeSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Tell us what happened.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      await api.post<Dispute>(`/api/bookings/${encodeURIComponent(b.id)}/dispute`, parsed.data);
      setOpen(false);
      setReported(true);
      toast.success("Reported. We'll look into it and e-mail you.");
      void qc.invalidateQueries({ queryKey: bookingKeys.all });
    } catch (err) {
      setError(errorMessage(err, 'Failed to send the report. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Flag className="h-4 w-4" aria-hidden /> Report a problem
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        dismissible={!sending}
        title="Report a problem"
        description={`Did ${b.expertName} not show up, or did the session not happen? Tell us, and we will look into it before your payment reaches the tutor.`}
      >
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <div>
            <Label htmlFor={`dispute-${b.id}`}>What happened?</Label>
            <Textarea
              id={`dispute-${b.id}`}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              rows={4}
              maxLength={2000}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `dispute-${b.id}-error` : undefined}
              placeholder="e.g. I waited 20 minutes in the session room and the tutor never joined."
            />
            {error && (
              <p id={`dispute-${b.id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
                {error}
              </p>
            )}
          </div>
          <DialogActions onCancel={() => setOpen(false)} label="Send report" pendingLabel="Sending…" pending={sending} lockCancel />
        </form>
      </Dialog>
    </>
  );
}

type RowProps = { b: BookingDto; timezone: string; compact?: boolean; onRate?: (id: string) => void; /** More actions the page composes in (e.g. Reschedule). */ extra?: ReactNode };

export function SessionRow({ b, timezone, compact, onRate, extra }: RowProps) {
  const [cancelling, setCancelling] = useState(false);
  const future = Date.parse(b.scheduledAt) > Date.now();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800" data-testid="session-row">
      <div className="min-w-0">
        <p className="font-medium">
          {b.offeringTitle}
          {b.isTrial && (
            <Badge tone="brand" className="ml-2 align-middle">
              Trial
            </Badge>
          )}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          with {b.expertName} · {formatDate(b.scheduledAt, timezone, { weekday: true })} · {formatTime(b.scheduledAt, timezone, { zoneName: true })}
        </p>
        {b.review && (
          <p className="mt-1 inline-flex items-center gap-1 text-sm" aria-label={`Your rating ${b.review.rating} out of 5`}>
            <Star className="h-4 w-4 fill-yellow-400 text-yellow-400" aria-hidden /> Your rating: {b.review.rating}/5
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={tones[b.status]} className="capitalize">
          {b.status}
        </Badge>
        <PaymentBadge b={b} />
        {extra}
        {!compact && canReport(b) && <ReportProblem b={b} />}
        {!compact && b.status === 'completed' && !b.review && onRate && (
          <Button size="sm" onClick={() => onRate(b.id)}>
            Rate Session
          </Button>
        )}
        {!compact && b.review && Date.parse(b.review.editableUntil) > Date.now() && onRate && (
          <Button size="sm" variant="outline" onClick={() => onRate(b.id)}>
            Edit Review
          </Button>
        )}
        {!compact && (b.status === 'pending' || b.status === 'confirmed') && future && (
          <Button size="sm" variant="outline" onClick={() => setCancelling(true)}>
            Cancel
          </Button>
        )}
        <CancelSessionDialog booking={cancelling ? b : null} by="student" timezone={timezone} onClose={() => setCancelling(false)} />
      </div>
    </li>
  );
}
