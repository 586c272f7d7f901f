// A tutor's reviews for students and guests: newest first, five at a time with "Show more", each with the
// tutor's reply beneath it. Used on the tutor's profile page.
import { MessageSquareText } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { useExpertReviews } from './api';
import { ReviewItem } from './review-item';

export function ReviewList({ expertId, pageSize = 5 }: { expertId: string; pageSize?: number }) {
  const q = useExpertReviews(expertId, pageSize);
  if (q.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading reviews">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-full" />
          </div>
        ))}
      </div>
    );
  }
  if (q.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm">
        <p>{errorMessage(q.error, 'Reviews could not be loaded.')}</p>
        <Button size="sm" variant="outline" onClick={() => void q.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = q.data.pages.flatMap((p) => p.items);
  if (!items.length) return <EmptyState icon={<MessageSquareText className="h-8 w-8" aria-hidden />} title="No reviews yet" description="Reviews appear here after students finish a session." />;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Reviews">
        {items.map((r) => (
          <ReviewItem key={r.id} review={r} />
        ))}
      </ul>
      {q.hasNextPage && (
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
          {q.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
        </Button>
      )}
    </div>
  );
}
