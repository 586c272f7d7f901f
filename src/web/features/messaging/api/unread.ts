import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '@shared/schemas/messaging';
import { api } from '../../../lib/api-client';

/** Shared with the tutor sidebar and the dashboards (same key); polled every 30 s as the fallback. */
export const unreadQuery = queryOptions({
  queryKey: ['messages', 'unread'],
  queryFn: () => api.get<UnreadCounts>('/api/messages/unread'),
  refetchInterval: 30_000,
});

export const useUnread = (enabled = true) => useQuery({ ...unreadQuery, enabled });
