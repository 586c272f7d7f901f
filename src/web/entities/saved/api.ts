// Saved tutors (PUT/DELETE /api/saved-experts/:expertId, GET /api/saved-experts): the list, whether a tutor
// is saved, and an optimistic toggle. Only students save tutors; for everyone else the list is empty.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ExpertCard } from '@shared/schemas/experts';
import type { SavedExpertsResponse } from '@shared/schemas/saved';
import { api } from '../../lib/api-client';
import { useMe } from '../me/api';

export const savedKeys = { all: ['saved-experts'] as const };

const fetchSavedExperts = () => api.get<SavedExpertsResponse>('/api/saved-experts');
export const saveExpert = (expertId: string) => api.put<void>(`/api/saved-experts/${encodeURIComponent(expertId)}`);
const unsaveExpert = (expertId: string) => api.delete<void>(`/api/saved-experts/${encodeURIComponent(expertId)}`);

/** The signed-in student's saved tutors (most recent first) and a quick `isSaved(id)`. */
export function useSavedExperts() {
  const me = useMe();
  const isStudent = me.data?.userType === 'student';
  const query = useQuery({ queryKey: savedKeys.all, queryFn: fetchSavedExperts, enabled: isStudent, staleTime: 30_000 });
  const all: ExpertCard[] = useMemo(() => (isStudent ? (query.data?.items ?? []) : []), [isStudent, query.data]);
  const ids = useMemo(() => new Set(all.map((e) => e.id)), [all]);
  // A tutor saved from a place without its card is only an id until the list is read again.
  const items = useMemo(() => all.filter((e) => typeof e.name === 'string'), [all]);
  return {
    items,
    isSaved: (expertId: string) => ids.has(expertId),
    isLoading: isStudent && query.isLoading,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    /** Whether the viewer can save tutors at all (a signed-in student). */
    canSave: isStudent,
    isSignedIn: Boolean(me.data),
  };
}

/**
 * Saves or removes a tutor. The heart changes at once: the cached list is updated before the request and put
 * back if the server refuses. `card`, when known, lets a newly saved tutor appear in the list immediately.
 */
export function useToggleSaved() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ expertId, save }: { expertId: string; save: boolean; card?: ExpertCard }) => (save ? saveExpert(expertId) : unsaveExpert(expertId)),
    onMutate: async ({ expertId, save, card }) => {
      await qc.cancelQueries({ queryKey: savedKeys.all });
      const before = qc.getQueryData<SavedExpertsResponse>(savedKeys.all);
      const items = (before?.items ?? []).filter((e) => e.id !== expertId);
      if (save) {
        // Unknown card: a placeholder id keeps the heart filled until the list is read again.
        const placeholder = card ?? ({ id: expertId } as ExpertCard);
        qc.setQueryData<SavedExpertsResponse>(savedKeys.all, { items: [placeholder, ...items] });
      } else qc.setQueryData<SavedExpertsResponse>(savedKeys.all, { items });
      return { before };
    },
    onError: (_err, _vars, ctx) => {
      if (ctx?.before) qc.setQueryData(savedKeys.all, ctx.before);
      else qc.removeQueries({ queryKey: savedKeys.all });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: savedKeys.all }),
  });
}
