// The student's sessions: status, time in their zone, cancel while allowed, rate once completed.
import type { ReactNode } from 'react';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { Star } from 'lucide-react';
import { toast } from 'sonner';
import type { BookingDto } from '@shared/schemas/bookings';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateBookingStatus } from '../../../entities/bookings/api';
import { zoneAbbreviation } from '../../../lib/viewer-zone';

const tones: Record<string, BadgeTone> = { pending: 'yellow', confirmed: 'blue', completed: 'green', cancelled: 'red' };

type RowProps = { b: BookingDto; timezone: string; compact?: boolean; onRate?: (id: string) => void; /** More actions the page composes in (e.g. Reschedule). */ extra?: ReactNode };

export function SessionRow({ b, timezone, compact, onRate, extra }: RowProps) {
  const cancel = useUpdateBookingStatus();
  const local = new TZDate(Date.parse(b.scheduledAt), timezone);
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
          with {b.expertName} · {format(local, 'EEE, MMM d, yyyy')} · {format(local, 'h:mm a')} {zoneAbbreviation(timezone, local)}
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
        {extra}
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
          <Button
            size="sm"
            variant="outline"
            disabled={cancel.isPending}
            onClick={() => {
              if (!window.confirm('Cancel this session?')) return;
              cancel.mutate({ id: b.id, status: 'cancelled' }, {
                onSuccess: () => toast.success('Session cancelled', { description: 'Your tutor has been notified.' }),
                onError: (err) => toast.error('Error', { description: errorMessage(err, 'Failed to cancel the session. Please try again.') }),
              });
            }}
          >
            Cancel
          </Button>
        )}
      </div>
    </li>
  );
}
