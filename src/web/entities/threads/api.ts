// Conversations: the thread list and the unread counts, both under threadKeys.all. The unread counts are
// one cache entry for the tutor's sidebar badge, both dashboards and the messaging screen, polled every
// 30 s as the fallback to realtime events; a failed poll keeps the last count.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadDto, UnreadCounts } from '@shared/schemas/messaging';
import { api } from '../../lib/api-client';

export const threadKeys = {
  all: ['messages'] as const,
  list: ['messages', 'threads'] as const,
  unread: ['messages', 'unread'] as const,
  chatRequests: ['messages', 'chat-requests'] as const,
  tutorSearch: (q: string) => ['messages', 'tutor-search', q] as const,
};

export const threadsQuery = queryOptions({
  queryKey: threadKeys.list,
  queryFn: () => api.get<ThreadDto[]>('/api/threads'),
});

// Opening the messages page always asks for the list again (the cached one shows meanwhile). A message
// event that lands while no page shows the list only marks it stale, and if a fetch was then still in
// flight, that fetch's older answer clears the mark and would count as fresh.
export const threadsListQuery = queryOptions({ ...threadsQuery, refetchOnMount: 'always' });

export const useThreads = () => useQuery(threadsListQuery);

const unreadQuery = queryOptions({
  queryKey: threadKeys.unread,
  queryFn: () => api.get<UnreadCounts>('/api/messages/unread'),
  refetchInterval: 30_000,
});

export const useUnread = (enabled = true) => useQuery({ ...unreadQuery, enabled });
