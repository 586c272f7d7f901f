import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type NotificationItem = { id: string; type: string; title: string; body: string | null; link: string | null; readAt: string | null; createdAt: string };
export type NotificationList = { unread: number; items: NotificationItem[] };

export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => api.get<NotificationList>('/api/notifications'),
  refetchInterval: 30_000,
});

export const useNotifications = (enabled: boolean) => useQuery({ ...notificationsQuery, enabled });

export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/notifications/read', {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
