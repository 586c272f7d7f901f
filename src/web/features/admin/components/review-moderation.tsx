// The operator's Reviews section: every review (or only visible / hidden ones), newest first, with who wrote
// it about whom; Hide asks for a reason (the review leaves the tutor's profile and rating), Show restores it.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MessageSquareText } from 'lucide-react';
import { toast } from 'sonner';
import type { AdminReview } from '@shared/schemas/reviews';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { EmptyState } from '../../../components/ui/empty-state';
import { Label, Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabTriggers, Tabs, TabsContent } from '../../../components/ui/tabs';
import { Stars } from '../../../entities/reviews';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/api-client';
import { useViewerZone } from '../../../lib/viewer-zone';
import { useAdminReviews, useModerateReview, type ReviewState } from '../api/admin-reviews';

const TABS: { value: ReviewState; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'visible', label: 'Visible' },
  { value: 'hidden', label: 'Hidden' },
];

function HideDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const moderate = useModerateReview();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (reason.trim().length < 3) return setError('Please give a reason (at least 3 characters).');
    try {
      await moderate.mutateAsync({ id: review.id, hide: { reason: reason.trim() } });
      toast.success('Review hidden', { description: `It no longer shows on ${review.expertName}'s profile or counts toward the rating.` });
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'Failed to hide the review. Please try again.'));
    }
  }
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Hide this review?" description={`${review.studentName}'s review of ${review.expertName} leaves the profile and the rating. You can show it again later.`} dismissible={!moderate.isPending}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-1">
          <Label htmlFor="hide-reason">Reason</Label>
          <Textarea
            id="hide-reason"
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            placeholder="e.g. Insults the tutor; shares personal contact details"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'hide-reason-error' : undefined}
            autoFocus
          />
          {error && (
            <p id="hide-reason-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
        </div>
        <DialogActions onCancel={onClose} label="Hide Review" pendingLabel="Hiding..." pending={moderate.isPending} lockCancel />
      </form>
    </Dialog>
  );
}

function ModerationCard({ review, onHide }: { review: AdminReview; onHide: () => void }) {
  const { zone } = useViewerZone();
  const moderate = useModerateReview();
  const hidden = Boolean(review.hiddenAt);
  async function show() {
    try {
      await moderate.mutateAsync({ id: review.id, hide: null });
      toast.success('Review shown again', { description: `It counts toward ${review.expertName}'s rating again.` });
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to show the review. Please try again.') });
    }
  }
  return (
    <Card data-testid="admin-review" className={hidden ? 'border-dashed opacity-90' : undefined}>
      <CardContent className="space-y-2 pt-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Stars rating={review.rating} />
          <span className="text-sm text-slate-600 dark:text-slate-400">{formatDate(review.createdAt, zone)}</span>
          {hidden && <Badge tone="red">Hidden</Badge>}
        </div>
        <p className="text-sm">
          <span className="font-medium">{review.studentName}</span> about{' '}
          <Link to={`/experts/${review.expertId}`} className="font-medium text-brand-700 hover:underline dark:text-brand-100">
            {review.expertName}
          </Link>
          {review.offeringTitle && <span className="text-slate-600 dark:text-slate-400"> · {review.offeringTitle}</span>}
        </p>
        {review.text ? <p className="whitespace-pre-line break-words text-sm">{review.text}</p> : <p className="text-sm italic text-slate-500 dark:text-slate-400">No text, rating only.</p>}
        {review.reply && (
          <p className="border-l-2 border-slate-200 pl-3 text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300">
            <span className="font-medium">Reply:</span> {review.reply.text}
          </p>
        )}
        {hidden && review.hiddenReason && (
          <p className="text-sm text-red-700 dark:text-red-400">
            Hidden {review.hiddenAt ? formatDate(review.hiddenAt, zone) : ''}: {review.hiddenReason}
          </p>
        )}
        <div className="flex justify-end">
          {hidden ? (
            <Button size="sm" variant="outline" onClick={show} disabled={moderate.isPending}>
              {moderate.isPending ? 'Showing...' : 'Show Again'}
            </Button>
          ) : (
            <Button size="sm" variant="destructive" onClick={onHide}>
              Hide
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

export function ReviewModeration() {
  const [status, setStatus] = useState<ReviewState>('all');
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const q = useAdminReviews(status);
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-4">
      <Tabs value={status} onValueChange={(v) => setStatus(v as ReviewState)}>
        <TabTriggers tabs={TABS} />
        {/* The list is the selected tab's panel, so each tab names the panel it controls. */}
        <TabsContent value={status} className="mt-4">
          {q.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : q.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errorMessage(q.error, 'Failed to load reviews. Please try again.')}
            </p>
          ) : items.length === 0 ? (
            <EmptyState icon={<MessageSquareText className="h-8 w-8" />} title={status === 'hidden' ? 'No hidden reviews' : 'No reviews yet'} description="Students' reviews appear here after completed sessions." />
          ) : (
            <div className="space-y-3">
              {items.map((r) => (
                <ModerationCard key={r.id} review={r} onHide={() => setHiding(r)} />
              ))}
              {q.hasNextPage && (
                <Button variant="outline" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
                  {q.isFetchingNextPage ? 'Loading…' : 'Show more'}
                </Button>
              )}
            </div>
          )}
        </TabsContent>
      </Tabs>
      {hiding && <HideDialog review={hiding} onClose={() => setHiding(null)} />}
    </div>
  );
}
