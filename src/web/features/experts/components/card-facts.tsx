// What a student chooses a tutor by, shown the same way on cards, the preview and search results: the rating
// from reviews (or "New"), the "from" price per lesson, the trial, and the next open time in the viewer's zone.
import { CalendarClock, Star } from 'lucide-react';
import type { Money } from '@shared/schemas/experts';
import { formatDateTime, formatMoney, zoneAbbreviation } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { useViewerZone } from '../../../lib/viewer-zone';

const reviews = (n: number) => `${n} review${n === 1 ? '' : 's'}`;

/** "★4.5 · 12 reviews", or a "New" badge while the tutor has fewer than 3 reviews (with their count, if any). */
export function RatingSummary({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
  if (rating == null) {
    return (
      <span className="inline-flex items-center gap-1.5" data-testid="rating-summary">
        <Badge tone="brand" aria-label={reviewCount ? `New tutor, ${reviews(reviewCount)}` : 'New tutor, no reviews yet'}>New</Badge>
        {reviewCount > 0 && <span className="text-slate-600 dark:text-slate-400">{reviews(reviewCount)}</span>}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1" data-testid="rating-summary" aria-label={`Rated ${rating.toFixed(1)} out of 5 from ${reviews(reviewCount)}`}>
      <Star className="h-4 w-4 fill-yellow-400 text-yellow-400" aria-hidden />
      <span className="font-medium">{rating.toFixed(1)}</span>
      <span className="text-slate-600 dark:text-slate-400">· {reviews(reviewCount)}</span>
    </span>
  );
}

/** "From ₹600/lesson". */
export function PriceFrom({ price }: { price: Money | null }) {
  if (!price) return <span className="text-sm text-slate-600 dark:text-slate-400">No lessons published yet</span>;
  return (
    <span data-testid="price-from">
      <span className="text-sm text-slate-600 dark:text-slate-400">From </span>
      <span className="text-base font-semibold text-slate-900 dark:text-slate-100">{formatMoney(price.amount, price.currency)}</span>
      <span className="text-sm text-slate-600 dark:text-slate-400">/lesson</span>
    </span>
  );
}

/** "Free trial" or "Trial ₹200"; nothing without a trial offer. */
export function TrialBadge({ hasTrial, trialPrice }: { hasTrial: boolean; trialPrice: Money | null }) {
  if (!hasTrial) return null;
  const label = !trialPrice || trialPrice.amount === 0 ? 'Free trial' : `Trial ${formatMoney(trialPrice.amount, trialPrice.currency)}`;
  return (
    <Badge tone="green" data-testid="trial-badge">
      {label}
    </Badge>
  );
}

/** "Next open: Tue, 24 Nov, 6:00 pm GMT" in the viewer's zone, labelled with it. */
export function NextOpen({ at, className }: { at: string | null; className?: string }) {
  const { zone } = useViewerZone();
  if (!at) return <p className={className ?? 'text-xs text-slate-600 dark:text-slate-400'}>No open times in the next 14 days</p>;
  return (
    <p className={className ?? 'inline-flex items-center gap-1 text-xs text-slate-700 dark:text-slate-300'} data-testid="next-open">
      <CalendarClock className="h-3.5 w-3.5 shrink-0 text-green-700 dark:text-green-300" aria-hidden />
      <span>
        Next open: {formatDateTime(at, zone, { style: 'day' })} <span className="text-slate-500 dark:text-slate-400">{zoneAbbreviation(zone, new Date(at))}</span>
      </span>
    </p>
  );
}
