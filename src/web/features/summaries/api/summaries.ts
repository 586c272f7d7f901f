import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GenerateSummaryInput, SummaryDto, summaryListSchema } from '@shared/schemas/ai-content';
import { api } from '../../../lib/api-client';
import { aiContentKeys } from '../../../entities/ai-content/api';

export const useSummaries = (q: string) =>
  useQuery({
    queryKey: aiContentKeys.summaries(q),
    queryFn: () => api.get<z.infer<typeof summaryListSchema>>(`/api/ai-content/summaries${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`),
    placeholderData: keepPreviousData,
  });

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: aiContentKeys.all });
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
