import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadDto } from '@shared/schemas/messaging';
import { api } from '../../../lib/api-client';

export const threadsQuery = queryOptions({
  queryKey: ['messages', 'threads'],
  queryFn: () => api.get<ThreadDto[]>('/api/threads'),
});

// Opening the messages page always asks for the list again (the cached one shows meanwhile). A message
// event that lands while no page shows the list only marks it stale, and if a fetch was then still in
// flight, that fetch's older answer clears the mark and would count as fresh.
export const threadsListQuery = queryOptions({ ...threadsQuery, refetchOnMount: 'always' });

export const useThreads = () => useQuery(threadsListQuery);
