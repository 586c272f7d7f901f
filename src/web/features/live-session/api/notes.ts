import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TutorNotesDto } from '@shared/schemas/live';
import { api } from '../../../lib/api-client';

const notesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['live-session', bookingId, 'notes'],
    queryFn: () => api.get<TutorNotesDto>(`/api/sessions/${encodeURIComponent(bookingId)}/notes`),
    staleTime: Infinity,
  });

export const useTutorNotes = (bookingId: string, enabled: boolean) => useQuery({ ...notesQuery(bookingId), enabled });

export const useSaveTutorNotes = (bookingId: string) =>
  useMutation({ mutationFn: (notes: string) => api.put<TutorNotesDto>(`/api/sessions/${encodeURIComponent(bookingId)}/notes`, { notes }) });
