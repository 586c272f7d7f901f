import { Inbox } from 'lucide-react';
import { toast } from 'sonner';
import type { ChatRequestDto } from '@shared/schemas/messaging';
import { formatRequestDate } from '@shared/rules/messaging';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingText } from '../../../components/ui/spinner';
import { useRespondChatRequest } from '../api/chat-requests';
import { Avatar } from './avatar';

const tone = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;

type Props = {
  requests: ChatRequestDto[] | undefined;
  loading: boolean;
  expertProfileId: string | null;
  timeZone?: string;
  onOpenThread: (threadId: string) => void;
};

export function ChatRequestList({ requests, loading, expertProfileId, timeZone, onOpenThread }: Props) {
  const respond = useRespondChatRequest();
  if (loading) return <LoadingText />;
  if (!requests?.length) return <EmptyState icon={<Inbox className="h-8 w-8" />} title="No chat requests" />;

  const answer = (id: string, status: 'approved' | 'rejected') =>
    respond.mutate(
      { id, status },
      {
        onSuccess: (r) => {
          toast.success(`Request ${r.status}`, { description: `Chat request has been ${r.status}.` });
          if (r.status === 'approved' && r.threadId) onOpenThread(r.threadId);
        },
        onError: () => toast.error('Error', { description: 'Failed to respond to chat request. Please try again.' }),
      },
    );

  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {requests.map((r) => {
        const incoming = expertProfileId !== null && r.expertId === expertProfileId;
        const other = incoming ? r.student : r.expert;
        return (
          <li key={r.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start" data-testid="chat-request">
            <Avatar name={other.name} url={other.avatarUrl} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{incoming ? other.name : `To ${other.name}`}</span>
                <Badge tone={tone[r.status]} className="capitalize">
                  {r.status}
                </Badge>
                <span className="text-xs text-slate-500 dark:text-slate-400">{formatRequestDate(r.createdAt, timeZone)}</span>
              </div>
              <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700 dark:text-slate-300">{r.message}</p>
              {r.expertResponse && <p className="mt-1 text-sm italic text-slate-600 dark:text-slate-400">Response: {r.expertResponse}</p>}
            </div>
            <div className="flex shrink-0 gap-2">
              {incoming && r.status === 'pending' && (
                <>
                  <Button size="sm" disabled={respond.isPending} onClick={() => answer(r.id, 'approved')}>
                    Approve
                  </Button>
                  <Button size="sm" variant="outline" disabled={respond.isPending} onClick={() => answer(r.id, 'rejected')}>
                    Reject
                  </Button>
                </>
              )}
              {r.status === 'approved' && r.threadId && (
                <Button size="sm" variant="outline" onClick={() => onOpenThread(r.threadId!)}>
                  Open conversation
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
