import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChatRequestDto, createdChatRequestSchema, respondedChatRequestSchema } from '@shared/schemas/messaging';
import { api } from '../../../lib/api-client';
import { threadKeys } from '../../../entities/threads/api';

const chatRequestsQuery = queryOptions({
  queryKey: threadKeys.chatRequests,
  queryFn: () => api.get<ChatRequestDto[]>('/api/chat-requests'),
});

export const useChatRequests = () => useQuery(chatRequestsQuery);

export function useCreateChatRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { expertId: string; message: string }) => api.post<z.infer<typeof createdChatRequestSchema>>('/api/chat-requests', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: threadKeys.chatRequests }),
  });
}

export function useRespondChatRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; status: 'approved' | 'rejected' }) =>
      api.post<z.infer<typeof respondedChatRequestSchema>>(`/api/chat-requests/${input.id}/respond`, { status: input.status }),
    onSuccess: () => qc.invalidateQueries({ queryKey: threadKeys.all }),
  });
}
