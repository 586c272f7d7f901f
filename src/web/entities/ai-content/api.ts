// The tutor's AI content: summaries, lesson plans, the students they can be shared with and the sessions
// they are written for. Everything lives under aiContentKeys.all, so saving, sharing or deleting any of
// it refreshes the lists and counts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SummaryDto, tutorSessionListSchema, tutorStudentListSchema } from '@shared/schemas/ai-content';
import { api } from '../../lib/api-client';

export const aiContentKeys = {
  all: ['ai-content'] as const,
  students: ['ai-content', 'students'] as const,
  sessions: (status: 'completed' | 'all') => ['ai-content', 'sessions', status] as const,
  summaries: (q: string) => ['ai-content', 'summaries', q] as const,
  lessonPlans: (q: string) => ['ai-content', 'lesson-plans', q] as const,
  counts: ['ai-content', 'counts'] as const,
};

/** The students who have booked the tutor (the "Share with student" choice). */
export const useTutorStudents = (enabled = true) =>
  useQuery({ queryKey: aiContentKeys.students, queryFn: () => api.get<z.infer<typeof tutorStudentListSchema>>('/api/ai-content/students'), enabled });

/** The tutor's sessions: the completed ones (a summary's session) or all of them (session files). */
export const useTutorSessions = (status: 'completed' | 'all', enabled = true) =>
  useQuery({
    queryKey: aiContentKeys.sessions(status),
    queryFn: () => api.get<z.infer<typeof tutorSessionListSchema>>(`/api/ai-content/sessions${status === 'all' ? '?status=all' : ''}`),
    enabled,
  });

/** Shares a summary with its session's student, or with `studentId` when it has none. */
export function useShareSummary() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, studentId }: { id: string; studentId?: string }) => api.post<SummaryDto>(`/api/ai-content/summaries/${id}/share`, { studentId }),
    onSuccess: () => qc.invalidateQueries({ queryKey: aiContentKeys.all }),
  });
}
