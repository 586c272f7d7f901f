import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '@shared/schemas/notifications';
import { api } from '../../../lib/api-client';

const notificationsQuery = queryOptions({
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
