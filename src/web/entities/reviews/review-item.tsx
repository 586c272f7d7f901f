// One review: stars, the student's first name, the date (in the viewer's zone), the text, and the tutor's
// reply beneath it. `actions` lets a page add its own controls (the tutor's Reply).
import type { ReactNode } from 'react';
import type { ReviewView } from '@shared/schemas/reviews';
import { formatDate } from '../../lib/format';
import { useViewerZone } from '../../lib/viewer-zone';
import { Stars } from './stars';


export function ReviewItem({ review, actions, replyLabel = "Tutor's reply" }: { review: ReviewView; actions?: ReactNode; replyLabel?: string }) {
  const { zone } = useViewerZone();
  const edited = Date.parse(review.updatedAt) - Date.parse(review.createdAt) > 60_000;
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid="review-item">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-medium">{review.studentFirstName}</span>
        <time dateTime={review.createdAt} className="text-sm text-slate-600 dark:text-slate-400">
          {formatDate(review.createdAt, zone)}
          {edited && ' · edited'}
        </time>
      </div>
      {review.offeringTitle && <p className="text-xs text-slate-500 dark:text-slate-400">{review.offeringTitle}</p>}
      {review.text ? (
        <p className="whitespace-pre-line break-words text-sm leading-relaxed text-slate-800 dark:text-slate-200">{review.text}</p>
      ) : (
        <p className="text-sm italic text-slate-500 dark:text-slate-400">Rated without a comment.</p>
      )}
      {review.reply && (
        <div className="ml-3 border-l-2 border-brand-100 pl-3 dark:border-brand-700" data-testid="review-reply">
          <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">
            {replyLabel} · <time dateTime={review.reply.repliedAt}>{formatDate(review.reply.repliedAt, zone)}</time>
          </p>
          <p className="whitespace-pre-line break-words text-sm text-slate-700 dark:text-slate-300">{review.reply.text}</p>
        </div>
      )}
      {actions}
    </li>
  );
}
