import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ThreadDto } from '@shared/schemas/messaging';
import { api } from '../../../lib/api-client';

export const threadsQuery = queryOptions({
  queryKey: ['messages', 'threads'],
  queryFn: () => api.get<ThreadDto[]>('/api/threads'),
});

export const useThreads = () => useQuery(threadsQuery);

/** A student opens (or reopens) the conversation with an expert. */
export function useStartThread() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (expertId: string) => api.post<{ threadId: string; created: boolean }>('/api/threads', { expertId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['messages', 'threads'] }),
  });
}
