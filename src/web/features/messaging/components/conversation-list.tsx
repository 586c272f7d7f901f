import { useState } from 'react';
import { MessageSquare, Search, UserPlus, X } from 'lucide-react';
import type { ExpertCard } from '@shared/schemas/experts';
import type { ThreadDto, TutorSearchResult } from '@shared/schemas/messaging';
import { badgeCount, formatRating, formatThreadDate } from '@shared/rules/messaging';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { LoadingText } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTutorSearch } from '../api/tutor-search';
import { Avatar } from './avatar';
import { StartConversationDialog } from './start-conversation-dialog';

type Props = {
  threads: ThreadDto[] | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  canStartChats: boolean;
  timeZone?: string;
};

export function ConversationList({ threads, loading, selectedId, onSelect, canStartChats, timeZone }: Props) {
  const [q, setQ] = useState('');
  const [panel, setPanel] = useState(false);
  const needle = q.trim().toLowerCase();
  const shown = (threads ?? []).filter(
    (t) => !needle || t.other.name.toLowerCase().includes(needle) || (t.bookingTitle ?? '').toLowerCase().includes(needle) || (t.lastMessage?.content ?? '').toLowerCase().includes(needle),
  );

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center gap-2 border-b border-slate-200 p-3 dark:border-slate-800">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-2.5 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <Input aria-label="Search conversations" placeholder="Search conversations..." className="pl-8" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        {canStartChats && (
          <Button variant={panel ? 'secondary' : 'outline'} size="icon" onClick={() => setPanel((p) => !p)} aria-label={panel ? 'Close new chat' : 'New chat'} aria-expanded={panel}>
            {panel ? <X className="h-4 w-4" aria-hidden /> : <UserPlus className="h-4 w-4" aria-hidden />}
          </Button>
        )}
      </div>
      {panel && canStartChats && (
        <NewChatPanel
          threads={threads ?? []}
          onOpen={(id) => {
            setPanel(false);
            onSelect(id);
          }}
        />
      )}
      <div className="flex-1 overflow-y-auto">
        {loading && <LoadingText />}
        {!loading && shown.length === 0 && (
          <EmptyState icon={<MessageSquare className="h-8 w-8" />} title="No conversations yet" description={canStartChats ? 'Send a chat request to an expert to start a conversation.' : undefined} />
        )}
        <ul>
          {shown.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                onClick={() => onSelect(t.id)}
                aria-current={t.id === selectedId ? 'true' : undefined}
                data-testid="thread-item"
                className={cn(
                  'flex w-full items-start gap-3 border-b border-slate-100 p-3 text-left hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60',
                  t.id === selectedId && 'bg-brand-50 dark:bg-brand-700/20',
                )}
              >
                <Avatar name={t.other.name} url={t.other.avatarUrl} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-medium">{t.other.name}</span>
                    <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400">{formatThreadDate(t.lastMessageAt, timeZone)}</span>
                  </span>
                  {t.bookingTitle && <span className="block truncate text-xs text-brand-700 dark:text-brand-100">{t.bookingTitle}</span>}
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-sm text-slate-600 dark:text-slate-400">{t.lastMessage?.content ?? 'No messages yet'}</span>
                    {t.unreadCount > 0 && (
                      <span className="shrink-0 rounded-full bg-red-600 px-1.5 text-xs font-semibold leading-5 text-white" data-testid="thread-unread" aria-label={`${t.unreadCount} unread`}>
                        {badgeCount(t.unreadCount)}
                      </span>
                    )}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function toExpertCard(t: TutorSearchResult): ExpertCard {
  return {
    id: t.expertId,
    userId: t.userId,
    name: t.name,
    avatarUrl: t.avatarUrl,
    domainId: null,
    domainName: t.domainName,
    customDomain: t.customDomain,
    bio: t.bio,
    rating: t.rating,
    reviewCount: 0,
    totalSessions: 0,
    isVerified: false,
    languages: [],
    qualifications: [],
    experienceYears: 0,
    hourlyRate: t.hourlyRate,
    priceFrom: null,
    hasTrial: false,
    trialPrice: null,
    nextOpenAt: null,
    isAvailable: false,
  };
}

/** Students search tutors; an existing conversation opens, otherwise a chat request starts it. */
function NewChatPanel({ threads, onOpen }: { threads: ThreadDto[]; onOpen: (threadId: string) => void }) {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<ExpertCard | null>(null);
  const search = useTutorSearch(q);
  return (
    <div className="border-b border-slate-200 bg-slate-50 p-3 dark:border-slate-800 dark:bg-slate-900/60">
      <Input aria-label="Search for tutors" placeholder="Search tutors by name or expertise..." value={q} onChange={(e) => setQ(e.target.value)} autoFocus />
      <div className="mt-2 max-h-64 overflow-y-auto">
        {search.isFetching && <LoadingText text="Searching..." />}
        {search.isError && <p className="p-2 text-sm text-red-700 dark:text-red-300">Search Error: Failed to search for tutors. Please try again or check database setup.</p>}
        {search.data && search.data.length === 0 && (
          <div className="p-2 text-sm">
            <p className="font-medium">No Experts Found</p>
            <p className="text-slate-600 dark:text-slate-400">Try searching with different keywords, or the database may need to be set up first.</p>
          </div>
        )}
        <ul>
          {search.data?.map((t) => {
            const existing = threads.find((th) => th.expertId === t.expertId);
            return (
              <li key={t.expertId} className="flex items-center gap-3 py-2" data-testid="tutor-result">
                <Avatar name={t.name} url={t.avatarUrl} size="sm" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{t.name}</span>
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
                    {formatRating(t.rating)} · {t.bio}
                  </span>
                </span>
                {existing ? (
                  <Button size="sm" variant="outline" onClick={() => onOpen(existing.id)}>
                    Open
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => setChosen(toExpertCard(t))} aria-label={`Chat with ${t.name}`}>
                    Chat
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {chosen && <StartConversationDialog expert={chosen} open onOpenChange={(o) => !o && setChosen(null)} />}
    </div>
  );
}
