import { Link, Navigate } from 'react-router';
import { LoadingText } from '../../components/ui/spinner';
import { ExpertReviewList } from '../../features/admin/components/expert-review-list';
import { ReviewModeration } from '../../features/admin/components/review-moderation';
import { TaxonomyEditor } from '../../features/admin/components/taxonomy-editor';
import { useMe } from '../../entities/me/api';

export function Component() {
  const { data: me, isPending } = useMe();
  if (isPending) return <LoadingText />;
  if (!me) return <Navigate to="/auth/student" replace state={{ from: '/admin/experts' }} />;
  if (!me.isAdmin) return <p className="px-4 py-16 text-center text-slate-600 dark:text-slate-400">You don't have permission to view this page.</p>;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8">
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Expert verification</h1>
        <Link to="/admin/payments" className="text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100">
          Payments
        </Link>
      </div>
      <p className="mb-6 text-sm text-slate-600 dark:text-slate-400">Review each tutor's profile, photo and answers; verified tutors show the Verified badge to students.</p>
      <ExpertReviewList />
      <section aria-labelledby="reviews-heading" className="mt-12">
        <h2 id="reviews-heading" className="mb-1 text-xl font-bold">
          Reviews
        </h2>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">Hide an abusive review with a reason: it leaves the tutor's profile and no longer counts toward the rating.</p>
        <ReviewModeration />
      </section>
      <section aria-labelledby="categories-heading" className="mt-12">
        <h2 id="categories-heading" className="mb-1 text-xl font-bold">
          Categories
        </h2>
        <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">Add a category, place it under a broader one and list the other names students type for it; search and the tutors' pickers use them.</p>
        <TaxonomyEditor />
      </section>
    </div>
  );
}
