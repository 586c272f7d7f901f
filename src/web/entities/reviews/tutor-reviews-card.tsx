// The tutor's reviews on their dashboard home: rating and count as students see them, the newest reviews
// with "Show more", and a Reply form under each review that has no reply yet (a reply is written once).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareText, Star } from 'lucide-react';
import { REVIEW_TEXT_MAX } from '@shared/rules/expert-list';
import type { ReviewView } from '@shared/schemas/reviews';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Label, Textarea } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { useRealtimeEvents } from '../../lib/use-realtime';
import { useMe } from '../me/api';
import { reviewKeys, useReplyToReview, useTutorReviews } from './api';
import { ReviewItem } from './review-item';

function ReplyForm({ review }: { review: ReviewView }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const reply = useReplyToReview();
  const id = `reply-${review.id}`;
  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Reply to ${review.studentFirstName}'s review`}>
        Reply
      </Button>
    );
  }
  async function send() {
    try {
      await reply.mutateAsync({ reviewId: review.id, text: text.trim() });
      notify('success', 'Reply posted', { description: 'Students see it beneath the review on your profile.' });
      setOpen(false);
    } catch (err) {
      notify('error', 'Error', { description: errorMessage(err, 'Failed to post your reply. Please try again.') });
    }
  }
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Your reply to {review.studentFirstName}</Label>
      <Textarea id={id} rows={3} maxLength={REVIEW_TEXT_MAX} value={text} onChange={(e) => setText(e.target.value)} placeholder="Thank the student or answer their point. You can reply once." autoFocus />
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="outline" onClick={() => setOpen(false)} disabled={reply.isPending}>
          Cancel
        </Button>
        <Button size="sm" onClick={send} disabled={!text.trim() || reply.isPending}>
          {reply.isPending ? 'Posting...' : 'Post Reply'}
        </Button>
      </div>
    </div>
  );
}

export function TutorReviewsCard() {
  const q = useTutorReviews(3);
  const qc = useQueryClient();
  const me = useMe();
  useRealtimeEvents(me.data ? `user:${me.data.id}` : null, 'review.created', () => void qc.invalidateQueries({ queryKey: reviewKeys.all }));
  const first = q.data?.pages[0];
  const items = q.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card id="reviews" data-testid="tutor-reviews">
      <CardHeader className="flex flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle>Reviews</CardTitle>
        {first && first.reviewCount > 0 && (
          <p className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300" data-testid="tutor-rating">
            <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden />
            <span className="font-semibold">{first.rating.toFixed(1)}</span> · {first.reviewCount} review{first.reviewCount === 1 ? '' : 's'}
          </p>
        )}
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <div className="space-y-3" aria-busy="true" aria-label="Loading reviews">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-full" />
          </div>
        ) : q.isError ? (
          <p role="alert" className="text-sm">
            {errorMessage(q.error, 'Reviews could not be loaded.')}{' '}
            <button type="button" className="underline" onClick={() => void q.refetch()}>
              Try again
            </button>
          </p>
        ) : items.length === 0 ? (
          <div className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
            <MessageSquareText className="h-6 w-6 shrink-0" aria-hidden />
            <p>No reviews yet. Students can review a session once it is completed; their reviews show here and on your profile.</p>
          </div>
        ) : (
          <div className="space-y-4">
            <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Your reviews">
              {items.map((r) => (
                <ReviewItem key={r.id} review={r} replyLabel="Your reply" actions={r.reply ? undefined : <ReplyForm review={r} />} />
              ))}
            </ul>
            {q.hasNextPage && (
              <Button variant="outline" size="sm" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
                {q.isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
