// Reported no-shows: the operator reads both sides' names and the reason, then refunds the student or
// releases the money to the tutor. Open ones come first; both outcomes move money, so each asks first.
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime, formatMoney } from '../../../lib/format';
import type { Dispute } from '@shared/schemas/payments';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useResolveDispute } from '../api/admin-payments';

const statusBadge: Record<Dispute['status'], { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'yellow' },
  refunded: { label: 'Refunded to student', tone: 'blue' },
  released: { label: 'Released to tutor', tone: 'green' },
};

type Outcome = 'refund' | 'release';

export function PaymentsDisputes({ disputes, timezone }: { disputes: Dispute[]; timezone: string }) {
  const [asking, setAsking] = useState<{ dispute: Dispute; outcome: Outcome } | null>(null);
  // Open first, then the newest: what needs a decision is at the top.
  const sorted = [...disputes].sort((a, b) => Number(b.status === 'open') - Number(a.status === 'open') || Date.parse(b.openedAt) - Date.parse(a.openedAt));
  if (sorted.length === 0)
    return (
      <Card>
        <EmptyState title="No disputes" description="When a student reports that their tutor did not show up, the report waits here for your decision." />
      </Card>
    );
  return (
    <>
      <ul className="space-y-3">
        {sorted.map((d) => {
          const s = statusBadge[d.status];
          return (
            <li key={d.id}>
              <Card className="p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold">{d.sessionTitle}</p>
                    <p className="text-sm text-slate-600 dark:text-slate-400">
                      {d.studentName} with {d.tutorName} · {formatDateTime(d.scheduledAt, timezone)}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <span className="font-semibold tabular-nums">{formatMoney(d.amount, d.currency)}</span>
                    <Badge tone={s.tone}>{s.label}</Badge>
                  </div>
                </div>
                <blockquote className="mt-3 border-l-2 border-slate-300 pl-3 text-sm whitespace-pre-line dark:border-slate-700">{d.reason}</blockquote>
                <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
                  Reported {formatDateTime(d.openedAt, timezone)}
                  {d.resolvedAt && ` · resolved ${formatDateTime(d.resolvedAt, timezone)}`}
                </p>
                {d.resolutionNote && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Note: {d.resolutionNote}</p>}
                {d.status === 'open' && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => setAsking({ dispute: d, outcome: 'refund' })}>
                      Refund student
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setAsking({ dispute: d, outcome: 'release' })}>
                      Release to tutor
                    </Button>
                  </div>
                )}
              </Card>
            </li>
          );
        })}
      </ul>
      {asking && <ResolveDialog key={`${asking.dispute.id}-${asking.outcome}`} {...asking} onClose={() => setAsking(null)} />}
    </>
  );
}

function ResolveDialog({ dispute, outcome, onClose }: { dispute: Dispute; outcome: Outcome; onClose: () => void }) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = useResolveDispute();
  const amount = formatMoney(dispute.amount, dispute.currency);
  const refund = outcome === 'refund';
  const confirm = () =>
    resolve.mutate(
      { id: dispute.id, outcome, ...(note.trim() && { note: note.trim() }) },
      {
        onSuccess: () => {
          toast.success(refund ? 'Student refunded' : 'Released to tutor', { description: refund ? `${amount} goes back to ${dispute.studentName}.` : `${dispute.tutorName}'s earning is available to pay out.` });
          onClose();
        },
        onError: (err) => setError(errorMessage(err, 'The dispute could not be resolved. Please try again.')),
      },
    );
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      dismissible={!resolve.isPending}
      title={refund ? `Refund ${amount} to ${dispute.studentName}?` : `Release ${amount} to ${dispute.tutorName}?`}
      description={
        refund
          ? `The student gets the whole payment back and ${dispute.tutorName} earns nothing for this session. This cannot be undone.`
          : `The report is closed and ${dispute.tutorName}'s earning for this session becomes available. This cannot be undone.`
      }
    >
      <div className="space-y-4">
        <div>
          <Label htmlFor={`${id}-note`}>Note (optional)</Label>
          <Textarea id={`${id}-note`} value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} placeholder="Why you decided this, for the record" />
        </div>
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={resolve.isPending}>
            Cancel
          </Button>
          <Button variant={refund ? 'destructive' : 'primary'} onClick={confirm} disabled={resolve.isPending}>
            {resolve.isPending ? 'Saving…' : refund ? 'Refund student' : 'Release to tutor'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
