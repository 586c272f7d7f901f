import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GeneratePlanInput, LessonPlanDto, lessonPlanListSchema } from '@shared/schemas/ai-content';
import { api } from '../../../lib/api-client';
import { aiContentKeys } from '../../../entities/ai-content/api';

export const useLessonPlans = (q: string) =>
  useQuery({
    queryKey: aiContentKeys.lessonPlans(q),
    queryFn: () => api.get<z.infer<typeof lessonPlanListSchema>>(`/api/ai-content/lesson-plans${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`),
    placeholderData: keepPreviousData,
  });

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: aiContentKeys.all });
};

export function useGenerateLessonPlan() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: GeneratePlanInput) => api.post<LessonPlanDto>('/api/ai-content/lesson-plans', body), onSuccess: invalidate });
}

export function useDeleteLessonPlan() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/ai-content/lesson-plans/${id}`), onSuccess: invalidate });
}

export function useShareLessonPlan() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, studentId }: { id: string; studentId?: string }) => api.post<LessonPlanDto>(`/api/ai-content/lesson-plans/${id}/share`, { studentId }),
    onSuccess: invalidate,
  });
}
