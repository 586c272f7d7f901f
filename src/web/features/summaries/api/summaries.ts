import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GenerateSummaryInput, SummaryDto } from '@shared/schemas/ai-content';
import { api } from '../../../lib/api-client';

export const summariesQuery = (q: string) =>
  queryOptions({
    queryKey: ['ai-content', 'summaries', q],
    queryFn: () => api.get<{ items: SummaryDto[] }>(`/api/ai-content/summaries${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`),
    placeholderData: keepPreviousData,
  });

export const useSummaries = (q: string) => useQuery(summariesQuery(q));

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['ai-content'] });
};

export function useGenerateSummary() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: GenerateSummaryInput) => api.post<SummaryDto>('/api/ai-content/summaries', body),
    onSuccess: invalidate,
  });
}

export function useDeleteSummary() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/ai-content/summaries/${id}`), onSuccess: invalidate });
}

export function useShareSummary() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, studentId }: { id: string; studentId?: string }) => api.post<SummaryDto>(`/api/ai-content/summaries/${id}/share`, { studentId }),
    onSuccess: invalidate,
  });
}
