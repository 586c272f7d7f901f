import type { z } from 'zod';
import type { markReadResultSchema, MessageDto } from '@shared/schemas/messaging';
import { api } from '../../../lib/api-client';

/** One page of a conversation, oldest first: the newest by default, older with beforeSeq, newer with afterSeq. */
export const fetchMessagePage = (threadId: string, page: { afterSeq?: number; beforeSeq?: number; limit: number }) => {
  const query = new URLSearchParams();
  if (page.afterSeq !== undefined) query.set('afterSeq', String(page.afterSeq));
  if (page.beforeSeq !== undefined) query.set('beforeSeq', String(page.beforeSeq));
  query.set('limit', String(page.limit));
  return api.get<MessageDto[]>(`/api/threads/${threadId}/messages?${query}`);
};

export const sendThreadMessage = (threadId: string, content: string, clientId: string) =>
  api.post<MessageDto>(`/api/threads/${threadId}/messages`, { content, clientId });

export const markThreadRead = (threadId: string) => api.post<z.infer<typeof markReadResultSchema>>(`/api/threads/${threadId}/read`, {});
