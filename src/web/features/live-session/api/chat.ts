import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionChatMessageDto } from '@shared/schemas/live';
import { api } from '../../../lib/api-client';

export const sessionChatQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['live-session', bookingId, 'chat'],
    queryFn: () => api.get<SessionChatMessageDto[]>(`/api/sessions/${encodeURIComponent(bookingId)}/chat`),
  });

export const useSessionChat = (bookingId: string) => useQuery(sessionChatQuery(bookingId));

export function useSendSessionChat(bookingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string; clientId: string }) => api.post<SessionChatMessageDto>(`/api/sessions/${encodeURIComponent(bookingId)}/chat`, body),
    onSuccess: (msg) =>
      qc.setQueryData<SessionChatMessageDto[]>(sessionChatQuery(bookingId).queryKey, (old = []) => (old.some((m) => m.id === msg.id) ? old : [...old, msg])),
  });
}
