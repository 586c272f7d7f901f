import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ArrowLeft } from 'lucide-react';
import { dashboardPath } from '../../entities/me/dashboard-path';
import { useMe } from '../../entities/me/api';
import { useAiSearch } from '../../features/discover/api/ai-search';
import { AiUnderstandingPanel } from '../../features/discover/components/ai-understanding-panel';
import { DiscoverSearch } from '../../features/discover/components/discover-search';
import { ExpertList } from '../../features/experts/components/expert-list';
import { StartConversationButton } from '../../features/messaging/components/start-conversation-button';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const [domainId, setDomainId] = useState('');
  const me = useMe();
  const search = useAiSearch(q);
  const announced = useRef<string | null>(null);

  useEffect(() => setText(q), [q]);

  useEffect(() => {
    if (!q || announced.current === q) return;
    if (search.isError) {
      announced.current = q;
      toast.error('AI search failed', { description: 'Showing all tutors instead. Try a different search query.' });
    } else if (search.data) {
      announced.current = q;
      if (search.data.results.length > 0) return;
      if (search.data.meta.belowThreshold > 0) toast('No high-quality matches found');
      else toast('No AI matches found', { description: 'Try adjusting your search or browse all tutors below.' });
    }
  }, [q, search.isError, search.data]);

  const submit = (value: string) => navigate(`/discover-experts?q=${encodeURIComponent(value.trim())}`);
  const clear = () => {
    setText('');
    setDomainId('');
    navigate('/discover-experts');
  };
  const browseAll = () => navigate('/discover-experts');

  const back = me.data ? { to: dashboardPath(me.data), label: 'Back to Dashboard' } : { to: '/', label: 'Back to Home' };
  const aiMode = Boolean(q) && !search.isError;
  const results = (search.data?.results ?? []).filter((r) => !domainId || r.domainId === domainId);
  const renderActions = (e: Parameters<typeof StartConversationButton>[0]['expert']) => <StartConversationButton expert={e} variant="icon" />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      {!me.isLoading && (
        <Link to={back.to} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline dark:text-brand-100">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {back.label}
        </Link>
      )}
      <h1 className="mt-3 text-3xl font-bold">AI Expert Search</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">Describe what you want to learn in your own words and we will find the best-matched experts.</p>
      <div className="mt-6">
        <DiscoverSearch
          text={text}
          onTextChange={setText}
          onSubmit={submit}
          onClear={clear}
          domainId={domainId}
          onDomainChange={setDomainId}
          searching={search.isFetching}
        />
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
            {search.data && results.length === 0 && <ExpertList mode="top-rated" domainId={domainId || undefined} renderActions={renderActions} />}
          </>
        ) : (
          <ExpertList mode="top-rated" domainId={domainId || undefined} renderActions={renderActions} />
        )}
      </div>
    </div>
  );
}
