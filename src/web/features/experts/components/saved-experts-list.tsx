// The student's saved tutors as cards (/student/saved): the heart on each card removes one at once.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSavedExperts } from '../../../entities/saved/api';
import { errorMessage } from '../../../lib/api-client';
import { ExpertCard, ExpertCardSkeleton, type CardExpert } from './expert-card';

const ExpertPreviewDialog = lazy(() => import('./expert-preview-dialog').then((m) => ({ default: m.ExpertPreviewDialog })));

export function SavedExpertsList() {
  const saved = useSavedExperts();
  const [preview, setPreview] = useState<CardExpert | null>(null);
  if (saved.isLoading) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading saved tutors">
        {Array.from({ length: 3 }, (_, i) => <ExpertCardSkeleton key={i} />)}
      </div>
    );
  }
  if (saved.isError) {
    return (
      <EmptyState
        icon={<Heart className="h-10 w-10" aria-hidden />}
        title="Could not load your saved tutors"
        description={errorMessage(saved.error)}
        action={<Button onClick={() => void saved.refetch()}>Try again</Button>}
      />
    );
  }
  if (!saved.items.length) {
    return (
      <EmptyState
        icon={<Heart className="h-10 w-10" aria-hidden />}
        title="No saved tutors yet"
        description="Tap the heart on a tutor's card or profile to keep them here."
        action={
          <Button asChild>
            <Link to="/discover-experts">Find tutors</Link>
          </Button>
        }
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Saved tutors">
        {saved.items.map((e) => (
          <li key={e.id}>
            <ExpertCard expert={e} onPreview={() => setPreview(e)} />
          </li>
        ))}
      </ul>
      {preview && (
        <Suspense fallback={null}>
          <ExpertPreviewDialog expert={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </>
  );
}
