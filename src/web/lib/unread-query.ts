// Unread messages: one query for the sidebar badge, both dashboards and the messaging screen (same
// cache entry), polled every 30 s as the fallback to realtime events. A failed poll keeps the last count.
import { queryOptions } from '@tanstack/react-query';
import type { UnreadCounts } from '@shared/schemas/messaging';
import { api } from './api-client';

export const unreadQuery = queryOptions({
  queryKey: ['messages', 'unread'],
  queryFn: () => api.get<UnreadCounts>('/api/messages/unread'),
  refetchInterval: 30_000,
});
