// The loading state of a whole page: a header and content blocks, the same shape index.html paints before the
// app's script arrives, so loading looks the same from the first paint to the page's own skeletons.
import { Skeleton } from '../components/ui/skeleton';

export function PageLoading() {
  return (
    <div aria-busy="true" aria-label="Loading" className="min-h-screen">
      <div className="flex h-14 items-center border-b border-slate-200 px-4 dark:border-slate-800">
        <Skeleton className="h-5 w-36" />
      </div>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6">
        <Skeleton className="h-7 w-2/5" />
        <Skeleton className="h-[120px]" />
        <Skeleton className="h-[120px]" />
      </div>
    </div>
  );
}
