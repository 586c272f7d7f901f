// A rating as five stars, read out as "Rated 4 out of 5".
import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn('inline-flex items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={cn('h-4 w-4', n <= rating ? 'fill-amber-400 text-amber-400' : 'text-slate-300 dark:text-slate-600')} />
      ))}
    </span>
  );
}
