// The shared messaging screen: Conversations and Chat Requests tabs, list + pane, live updates.
import { useSearchParams } from 'react-router';
import { MessageSquare } from 'lucide-react';
import { badgeCount } from '@shared/rules/messaging';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { useMe } from '../../../entities/me/api';
import { useThreads } from '../../../entities/threads/api';
import { useChatRequests } from '../api/chat-requests';
import { useMessagingEvents } from '../hooks/use-messaging-events';
import { ChatRequestList } from './chat-request-list';
import { ConversationList } from './conversation-list';
import { MessagePane } from './message-pane';

export function MessagingScreen({ role }: { role: 'student' | 'tutor' }) {
  const { data: me } = useMe();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'requests' ? 'requests' : 'conversations';
  const selectedId = params.get('thread');
  const threads = useThreads();
  const requests = useChatRequests();
  useMessagingEvents(me?.id, { toastRequests: role === 'tutor' });

  const timeZone = me?.profile?.timezone;
  const expertProfileId = me?.expertProfileId ?? null;
  const pendingCount = (requests.data ?? []).filter((r) => r.status === 'pending' && (role === 'student' || r.expertId === expertProfileId)).length;
  const selected = threads.data?.find((t) => t.id === selectedId) ?? null;

  const setTab = (value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === 'requests') next.set('tab', 'requests');
      else next.delete('tab');
      return next;
    });
  const selectThread = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete('tab');
      if (id) next.set('thread', id);
      else next.delete('thread');
      return next;
    });

  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList>
        <TabsTrigger value="conversations">Conversations</TabsTrigger>
        <TabsTrigger value="requests">
          Chat Requests
          {pendingCount > 0 && (
            <span className="rounded-full bg-red-600 px-1.5 text-xs font-semibold leading-5 text-white" data-testid="requests-badge" aria-label={`${pendingCount} pending`}>
              {badgeCount(pendingCount)}
            </span>
          )}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="conversations" className="mt-4">
        <Card className="grid grid-cols-[minmax(0,1fr)] overflow-hidden p-0 md:grid-cols-[320px_minmax(0,1fr)]">
          <div className={cn('border-slate-200 md:border-r dark:border-slate-800', selected && 'hidden md:block')}>
            <ConversationList
              threads={threads.data}
              loading={threads.isPending}
              selectedId={selectedId}
              onSelect={selectThread}
              canStartChats={role === 'student'}
              timeZone={timeZone}
            />
          </div>
          <div className={cn(!selected && 'hidden md:block')}>
            {selected && me ? (
              <MessagePane key={selected.id} thread={selected} meId={me.id} timeZone={timeZone} onBack={() => selectThread(null)} />
            ) : (
              <EmptyState
                icon={<MessageSquare className="h-10 w-10" />}
                title={role === 'tutor' ? 'Select a conversation to start messaging.' : 'Select a conversation to start messaging'}
              />
            )}
          </div>
        </Card>
      </TabsContent>
      <TabsContent value="requests" className="mt-4">
        <Card className="p-0">
          <ChatRequestList
            requests={requests.data}
            loading={requests.isPending}
            expertProfileId={role === 'tutor' ? expertProfileId : null}
            timeZone={timeZone}
            onOpenThread={(id) => selectThread(id)}
          />
        </Card>
      </TabsContent>
    </Tabs>
  );
}

/** Mount once in a tutor layout to get the live "New Chat Request" toast anywhere in the dashboard. */
export function ChatRequestToaster() {
  const { data: me } = useMe();
  useMessagingEvents(me?.userType === 'tutor' ? me.id : undefined, { toastRequests: true });
  return null;
}
