import { MessageSquareQuote, Star } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOfferReviews } from '../api/offer-insights';
import { formatDate } from '../../../lib/format';
import { useViewerZone } from '../../../lib/viewer-zone';

export function OfferReviews() {
  const reviews = useOfferReviews();
  const { zone } = useViewerZone();
  if (reviews.isPending) return <Skeleton className="h-32" />;
  if (reviews.isError) return <p className="text-sm text-red-600">Failed to load reviews.</p>;
  if (!reviews.data.items.length)
    return (
      <Card>
        <EmptyState icon={<MessageSquareQuote className="h-8 w-8" />} title="No reviews yet" description="Reviews appear here after students rate their completed sessions." />
      </Card>
    );
  return (
    <ul className="space-y-3">
      {reviews.data.items.map((r) => (
        <li key={r.id}>
          <Card className="p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <p className="font-medium">{r.studentName}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {r.offeringTitle} · {formatDate(r.createdAt, zone)}
                </p>
              </div>
              <span className="flex items-center gap-0.5" aria-label={`Rated ${r.rating} out of 5`}>
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} aria-hidden className={i < r.rating ? 'h-4 w-4 fill-yellow-400 text-yellow-400' : 'h-4 w-4 text-slate-300'} />
                ))}
              </span>
            </div>
            {r.comment && <p className="mt-2 text-sm">{r.comment}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
