import { Skeleton } from './skeleton';

/**
 * The loading state of a page's content: the shape of a heading and content blocks (the same shape as the
 * first paint and the router's page loading), with the words for screen readers.
 */
export function LoadingText({ text = 'Loading...' }: { text?: string }) {
  return (
    <div role="status" className="space-y-4 py-2">
      <span className="sr-only">{text}</span>
      <Skeleton className="h-7 w-2/5" />
      <Skeleton className="h-[120px]" />
      <Skeleton className="h-[120px]" />
    </div>
  );
}
