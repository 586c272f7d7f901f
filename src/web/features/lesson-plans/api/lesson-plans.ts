import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeneratePlanInput, LessonPlanDto, TutorStudentDto } from '@shared/schemas/ai-content';
import { api } from '../../../lib/api-client';

export const lessonPlansQuery = (q: string) =>
  queryOptions({
    queryKey: ['ai-content', 'lesson-plans', q],
    queryFn: () => api.get<{ items: LessonPlanDto[] }>(`/api/ai-content/lesson-plans${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`),
    placeholderData: keepPreviousData,
  });
export const useLessonPlans = (q: string) => useQuery(lessonPlansQuery(q));

export const planStudentsQuery = queryOptions({
  queryKey: ['ai-content', 'students'],
  queryFn: () => api.get<{ items: TutorStudentDto[] }>('/api/ai-content/students'),
});
export const usePlanStudents = (enabled = true) => useQuery({ ...planStudentsQuery, enabled });

const useInvalidate = () => {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['ai-content'] });
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
