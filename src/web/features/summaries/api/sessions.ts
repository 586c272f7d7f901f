import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorSessionDto, TutorStudentDto } from '@shared/schemas/ai-content';
import { api } from '../../../lib/api-client';

export const completedSessionsQuery = queryOptions({
  queryKey: ['ai-content', 'sessions', 'completed'],
  queryFn: () => api.get<{ items: TutorSessionDto[] }>('/api/ai-content/sessions'),
});
export const useCompletedSessions = () => useQuery(completedSessionsQuery);

export const studentsQuery = queryOptions({
  queryKey: ['ai-content', 'students'],
  queryFn: () => api.get<{ items: TutorStudentDto[] }>('/api/ai-content/students'),
});
export const useTutorStudents = (enabled = true) => useQuery({ ...studentsQuery, enabled });
