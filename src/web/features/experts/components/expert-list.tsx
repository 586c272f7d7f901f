// The list of expert cards in three modes: home (first 6), top-rated (all, paged) and AI results.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Search, Users } from 'lucide-react';
import type { ExpertCard as ExpertCardData } from '@shared/schemas/experts';
import { HOME_EXPERT_COUNT } from '@shared/rules/expert-card';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useExpertsInfinite, useExpertsPage } from '../../../entities/experts/api';
import { ExpertCard, ExpertCardSkeleton, type CardExpert } from './expert-card';

// The preview dialog (and the dialog primitives it needs) loads on first use, so the landing page's
// first paint ships only the cards; hovering or focusing a preview button fetches it ahead of the click.
const loadPreviewDialog = () => import('./expert-preview-dialog');
const ExpertPreviewDialog = lazy(() => loadPreviewDialog().then((m) => ({ default: m.ExpertPreviewDialog })));
const prefetchPreviewDialog = () => void loadPreviewDialog();

type ExpertListMode = 'home' | 'top-rated' | 'ai';

const TITLES: Record<ExpertListMode, string> = { home: 'Expert Tutors', 'top-rated': 'Top Rated Expert Tutors', ai: 'AI Search Results' };

type Props = {
  mode: ExpertListMode;
  /** top-rated mode: only this domain. */
  domainId?: string;
  /** top-rated mode: GET /api/experts's filter and sort parameters. */
  filters?: Record<string, string>;
  /** top-rated mode: the list's title (the discover page names its order). */
  title?: string;
  /** ai mode: the ranked results and whether they are loading. */
  results?: CardExpert[];
  loading?: boolean;
  /** ai mode: "Browse All Tutors" / "Browse All Experts". */
  onBrowseAll?: () => void;
  /** Extra actions on each card (e.g. start a conversation), composed by the page. */
  renderActions?: (expert: ExpertCardData) => ReactNode;
  /** Content above the cards (e.g. the AI Understanding panel). */
  header?: ReactNode;
};

export function ExpertList({ mode, domainId, filters, title, results, loading, onBrowseAll, renderActions, header }: Props) {
  const [preview, setPreview] = useState<CardExpert | null>(null);
  // The landing page lists only experts a student can book now.
  const home = useExpertsPage(undefined, HOME_EXPERT_COUNT, mode === 'home', true);
  const all = useExpertsInfinite(domainId, mode === 'top-rated', filters);

  const items: CardExpert[] =
    mode === 'ai' ? (results ?? []) : mode === 'home' ? (home.data?.items ?? []) : (all.data?.pages.flatMap((p) => p.items) ?? []);
  const isLoading = mode === 'ai' ? Boolean(loading) : mode === 'home' ? home.isLoading : all.isLoading;

  return (
    <section className="px-4 py-12" aria-labelledby={`experts-${mode}-title`}>
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`experts-${mode}-title`} className="text-2xl font-bold sm:text-3xl">{title ?? TITLES[mode]}</h2>
          {mode === 'ai' && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" asChild>
                <Link to="/"><Search className="h-4 w-4" aria-hidden /> New Search</Link>
              </Button>
              <Button variant="secondary" onClick={onBrowseAll}>
                <Users className="h-4 w-4" aria-hidden /> Browse All Tutors
              </Button>
            </div>
          )}
        </div>
        {header}
        {isLoading ? (
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading experts">
            {Array.from({ length: 6 }, (_, i) => <ExpertCardSkeleton key={i} />)}
          </div>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<Users className="h-10 w-10" aria-hidden />}
            title="No experts found"
            description={mode === 'ai' ? 'No experts match your AI search criteria with sufficient quality score' : 'Try adjusting your filters or search terms'}
            action={mode === 'ai' ? <Button onClick={onBrowseAll}>Browse All Experts</Button> : undefined}
          />
        ) : (
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((e) => (
              <ExpertCard key={e.id} expert={e} onPreview={() => setPreview(e)} onPreviewIntent={prefetchPreviewDialog} actions={renderActions?.(e)} />
            ))}
          </div>
        )}
        {mode === 'top-rated' && all.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" onClick={() => all.fetchNextPage()} disabled={all.isFetchingNextPage}>
              {all.isFetchingNextPage ? 'Loading...' : 'Load more experts'}
            </Button>
          </div>
        )}
        {mode === 'home' && items.length > 0 && (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" asChild>
              <Link to="/discover-experts">Browse All Tutors</Link>
            </Button>
          </div>
        )}
      </div>
      {preview && (
        <Suspense fallback={null}>
          <ExpertPreviewDialog expert={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </section>
  );
}
