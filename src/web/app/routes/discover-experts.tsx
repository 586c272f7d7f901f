import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { dashboardPath } from '../../entities/me/dashboard-path';
import { useMe } from '../../entities/me/api';
import { useAiSearch } from '../../features/discover/api/ai-search';
import { apiFiltersQuery, readFilters, toApiFilters, writeFilters, type DiscoverFilters } from '../../features/discover/api/discover-params';
import { AiUnderstandingPanel } from '../../features/discover/components/ai-understanding-panel';
import { DiscoverFilterBar } from '../../features/discover/components/discover-filters';
import { DiscoverSearch } from '../../features/discover/components/discover-search';
import { ExpertList } from '../../features/experts/components/expert-list';
import { StartConversationButton } from '../../features/messaging/components/start-conversation-button';
import { notify } from '../../lib/toast';
import { useViewerZone } from '../../lib/viewer-zone';

export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const filters = useMemo(() => readFilters(params), [params]);
  const { zone } = useViewerZone();
  const apiFilters = useMemo(() => toApiFilters(filters, zone), [filters, zone]);
  const listFilters = useMemo(() => apiFiltersQuery(apiFilters), [apiFilters]);
  const me = useMe();
  const search = useAiSearch(q, apiFilters);
  const announced = useRef<string | null>(null);

  useEffect(() => setText(q), [q]);

  useEffect(() => {
    const key = `${q}|${JSON.stringify(apiFilters)}`;
    if (!q || announced.current === key) return;
    if (search.isError) {
      announced.current = key;
      notify('error', 'AI search failed', { description: 'Showing all tutors instead. Try a different search query.' });
    } else if (search.data) {
      announced.current = key;
      if (search.data.results.length > 0) return;
      if (search.data.meta.belowThreshold > 0) notify('message', 'No high-quality matches found');
      else notify('message', 'No AI matches found', { description: 'Try adjusting your search or filters, or browse all tutors below.' });
    }
  }, [q, apiFilters, search.isError, search.data]);

  /** A new query keeps the filters and order; only `q` changes. */
  const submit = (value: string) => {
    const rest = new URLSearchParams(params);
    rest.delete('q');
    navigate(`/discover-experts?q=${encodeURIComponent(value.trim())}${rest.size ? `&${rest}` : ''}`);
  };
  const clear = () => {
    setText('');
    navigate('/discover-experts');
  };
  const browseAll = () => {
    const next = new URLSearchParams(params);
    next.delete('q');
    navigate(`/discover-experts${next.size ? `?${next}` : ''}`);
  };
  const changeFilters = (next: DiscoverFilters) => setParams(writeFilters(params, next), { replace: false, preventScrollReset: true });

  const back = me.data ? { to: dashboardPath(me.data), label: 'Back to Dashboard' } : { to: '/', label: 'Back to Home' };
  const aiMode = Boolean(q) && !search.isError;
  const domainId = filters.domainId;
  const results = (search.data?.results ?? []).filter((r) => !domainId || r.domainId === domainId);
  const renderActions = (e: Parameters<typeof StartConversationButton>[0]['expert']) => <StartConversationButton expert={e} variant="icon" />;
  const listTitle = filters.sort === 'match' || filters.sort === 'rating' ? undefined : 'Expert Tutors';

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {!me.isLoading && (
        <Link to={back.to} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline dark:text-brand-100">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {back.label}
        </Link>
      )}
      <h1 className="mt-3 text-2xl font-bold sm:text-3xl">AI Expert Search</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">Describe what you want to learn in your own words and we will find the best-matched experts.</p>
      <div className="mt-6">
        <DiscoverSearch text={text} onTextChange={setText} onSubmit={submit} onClear={clear} searching={search.isFetching} searched={Boolean(q)} />
        <DiscoverFilterBar value={filters} onChange={changeFilters} zone={zone} />
      </div>
      <div className="-mx-4">
        {aiMode ? (
          <>
            <ExpertList
              mode="ai"
              results={results}
              loading={search.isLoading}
              onBrowseAll={browseAll}
              renderActions={renderActions}
              header={search.data ? <AiUnderstandingPanel criteria={search.data.extractedCriteria} /> : undefined}
            />
            {search.data && results.length === 0 && <ExpertList mode="top-rated" domainId={domainId || undefined} filters={listFilters} title={listTitle} renderActions={renderActions} />}
          </>
        ) : (
          <ExpertList mode="top-rated" domainId={domainId || undefined} filters={listFilters} title={listTitle} renderActions={renderActions} />
        )}
      </div>
    </div>
  );
}
