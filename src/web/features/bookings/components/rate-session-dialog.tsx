// The student's rating prompt after a completed session: 1–5 stars and an optional comment.
import { useState } from 'react';
import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useReviewBooking } from '../api/bookings';

export function RateSessionDialog({ bookingId, open, onOpenChange, onDone }: { bookingId: string; open: boolean; onOpenChange: (open: boolean) => void; onDone?: () => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const review = useReviewBooking();

  const close = (o: boolean) => {
    if (!o) {
      setRating(0);
      setComment('');
    }
    onOpenChange(o);
  };

  async function submit() {
    try {
      await review.mutateAsync({ id: bookingId, rating, comment: comment.trim() || undefined });
      toast.success('Thanks for your feedback!', { description: 'Your rating has been saved.' });
      close(false);
      onDone?.();
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to save your rating. Please try again.') });
    }
  }

  return (
    <Dialog open={open} onOpenChange={close} title="Rate your session" description="How was your session? Your rating helps other students." dismissible={!review.isPending}>
      <div className="space-y-4">
        <div role="radiogroup" aria-label="Rating" className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button key={n} type="button" role="radio" aria-checked={rating === n} aria-label={`${n} star${n > 1 ? 's' : ''}`} onClick={() => setRating(n)} className="rounded p-1">
              <Star className={cn('h-8 w-8', n <= rating ? 'fill-yellow-400 text-yellow-400' : 'text-slate-300')} aria-hidden />
            </button>
          ))}
        </div>
        <div className="space-y-1">
          <Label htmlFor="rate-comment">Comment (optional)</Label>
          <Textarea id="rate-comment" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} placeholder="What went well? What could be better?" />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)} disabled={review.isPending}>
            Later
          </Button>
          <Button onClick={submit} disabled={rating === 0 || review.isPending}>
            {review.isPending ? 'Saving...' : 'Submit Rating'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
