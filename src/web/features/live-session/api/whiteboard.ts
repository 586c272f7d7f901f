import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { WhiteboardDto, WhiteboardElement } from '@shared/schemas/live';
import { api } from '../../../lib/api-client';

const whiteboardQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['live-session', bookingId, 'whiteboard'],
    queryFn: () => api.get<WhiteboardDto>(`/api/sessions/${encodeURIComponent(bookingId)}/whiteboard`),
    staleTime: Infinity,
  });

export const useWhiteboard = (bookingId: string, enabled = true) => useQuery({ ...whiteboardQuery(bookingId), enabled });

export const useSaveWhiteboard = (bookingId: string) =>
  useMutation({
    mutationFn: (elements: WhiteboardElement[]) => api.put<WhiteboardDto>(`/api/sessions/${encodeURIComponent(bookingId)}/whiteboard`, { elements }),
  });
