import type { z } from 'zod';
import type { markReadResultSchema, MessageDto } from '@shared/schemas/messaging';
import { api } from '../../../lib/api-client';

export const fetchThreadMessages = (threadId: string, afterSeq?: number) =>
  api.get<MessageDto[]>(`/api/threads/${threadId}/messages${afterSeq !== undefined ? `?afterSeq=${afterSeq}` : ''}`);

export const sendThreadMessage = (threadId: string, content: string, clientId: string) =>
  api.post<MessageDto>(`/api/threads/${threadId}/messages`, { content, clientId });

export const markThreadRead = (threadId: string) => api.post<z.infer<typeof markReadResultSchema>>(`/api/threads/${threadId}/read`, {});
