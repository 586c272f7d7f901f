import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatRequestDto } from '@shared/schemas/messaging';
import { api } from '../../../lib/api-client';

export const chatRequestsQuery = queryOptions({
  queryKey: ['messages', 'chat-requests'],
  queryFn: () => api.get<ChatRequestDto[]>('/api/chat-requests'),
});

export const useChatRequests = () => useQuery(chatRequestsQuery);

export function useCreateChatRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { expertId: string; message: string }) => api.post<{ id: string; status: string }>('/api/chat-requests', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['messages', 'chat-requests'] }),
  });
}

export function useRespondChatRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: 'approved' | 'rejected' }) =>
      api.post<{ id: string; status: string; threadId: string | null }>(`/api/chat-requests/${input.id}/respond`, { status: input.status }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['messages'] }),
  });
}
