import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SummaryDto } from '@shared/schemas/ai-content';
import type { SessionNotesDto } from '@shared/schemas/session-notes';
import { api } from '../../../lib/api-client';
import { aiContentKeys } from '../../../entities/ai-content/api';

const path = (bookingId: string) => `/api/sessions/${encodeURIComponent(bookingId)}/notes/ai`;

export const sessionNotesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['live-session', bookingId, 'ai-notes'],
    queryFn: () => api.get<SessionNotesDto>(path(bookingId)),
  });

/** The session's AI notes draft, if the tutor has one. */
export const useSessionNotes = (bookingId: string) => useQuery(sessionNotesQuery(bookingId));

/** Drafts (or redrafts) the session's AI notes now; Summary History shows them too. */
export function useDraftSessionNotes(bookingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<SummaryDto>(path(bookingId)),
    onSuccess: (summary) => {
      qc.setQueryData(sessionNotesQuery(bookingId).queryKey, { summary });
      void qc.invalidateQueries({ queryKey: aiContentKeys.all });
    },
  });
}
