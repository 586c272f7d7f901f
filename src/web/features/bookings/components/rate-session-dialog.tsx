// The student's rating prompt after a completed session: 1–5 stars and an optional written review, shown on
// the tutor's profile with the student's first name. Within 14 days the same dialog edits the review.
import { useEffect, useState } from 'react';
import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { REVIEW_TEXT_MAX } from '@shared/rules/expert-list';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMyReview, useWriteReview } from '../../../entities/reviews';
import { formatDate } from '../../../lib/format';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useViewerZone } from '../../../lib/viewer-zone';

export function RateSessionDialog({ bookingId, open, onOpenChange, onDone }: { bookingId: string; open: boolean; onOpenChange: (open: boolean) => void; onDone?: () => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const mine = useMyReview(bookingId, open);
  const review = useWriteReview();
  const { zone } = useViewerZone();
  const existing = mine.data ?? null;
  const editable = !existing || Date.parse(existing.editableUntil) > Date.now();

  // An existing review fills the form, so the student edits what they wrote.
  useEffect(() => {
    if (!existing) return;
    setRating(existing.rating);
    setComment(existing.text ?? '');
  }, [existing]);

  const close = (o: boolean) => {
    if (!o) {
      setRating(0);
      setComment('');
    }
    onOpenChange(o);
  };

  async function submit() {
    try {
      await review.mutateAsync({ bookingId, rating, text: comment.trim() || null });
      toast.success('Thanks for your feedback!', { description: existing ? 'Your review has been updated.' : 'Your rating has been saved.' });
      close(false);
      onDone?.();
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to save your rating. Please try again.') });
    }
  }

  const title = existing ? 'Edit your review' : 'Rate your session';
  const description = existing
    ? editable
      ? `You can change your rating and review until ${formatDate(existing.editableUntil, zone)}.`
      : 'Reviews can be changed for 14 days after they are written.'
    : 'How was your session? Your rating helps other students.';

  return (
    <Dialog open={open} onOpenChange={close} title={title} description={description} dismissible={!review.isPending}>
      {mine.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <div className="space-y-4">
          <div role="radiogroup" aria-label="Rating" className="flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={rating === n}
                aria-label={`${n} star${n > 1 ? 's' : ''}`}
                disabled={!editable}
                onClick={() => setRating(n)}
                className="rounded p-1 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed"
              >
                <Star className={cn('h-8 w-8', n <= rating ? 'fill-yellow-400 text-yellow-400' : 'text-slate-300 dark:text-slate-600')} aria-hidden />
              </button>
            ))}
          </div>
          <div className="space-y-1">
            <Label htmlFor="rate-comment">Comment (optional)</Label>
            <Textarea
              id="rate-comment"
              rows={4}
              maxLength={REVIEW_TEXT_MAX}
              value={comment}
              disabled={!editable}
              onChange={(e) => setComment(e.target.value)}
              placeholder="What went well? What could be better?"
              aria-describedby="rate-comment-hint"
            />
            <p id="rate-comment-hint" className="text-xs text-slate-600 dark:text-slate-400">
              Shown on the tutor’s profile with your first name. You can edit it for 14 days.
            </p>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => close(false)} disabled={review.isPending}>
              {editable ? 'Later' : 'Close'}
            </Button>
            {editable && (
              <Button onClick={submit} disabled={rating === 0 || review.isPending}>
                {review.isPending ? 'Saving...' : existing ? 'Save Changes' : 'Submit Rating'}
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
