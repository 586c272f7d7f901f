import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadDto } from '@shared/schemas/messaging';
import { api } from '../../../lib/api-client';

export const threadsQuery = queryOptions({
  queryKey: ['messages', 'threads'],
  queryFn: () => api.get<ThreadDto[]>('/api/threads'),
});

export const useThreads = () => useQuery(threadsQuery);
