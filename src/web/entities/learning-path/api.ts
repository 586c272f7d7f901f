// The learning path (GET /api/learning-path, GET /api/learning-path/students/:studentId): one query-key factory
// for the student's own path and each tutor's view of a student. Goal changes invalidate learningPathKeys.all.
import { useQuery } from '@tanstack/react-query';
import type { LearningPath } from '@shared/schemas/learning-path';
import { api } from '../../lib/api-client';

export const learningPathKeys = {
  all: ['learning-path'] as const,
  mine: ['learning-path', 'mine'] as const,
  student: (studentId: string) => ['learning-path', 'student', studentId] as const,
};

const fetchMyPath = () => api.get<LearningPath>('/api/learning-path');
const fetchStudentPath = (studentId: string) => api.get<LearningPath>(`/api/learning-path/students/${encodeURIComponent(studentId)}`);

/** The signed-in student's own path. */
export const useMyLearningPath = (enabled = true) => useQuery({ queryKey: learningPathKeys.mine, queryFn: fetchMyPath, enabled, staleTime: 30_000 });

/** A student's path as their tutor sees it (403 when the two have no booking together). */
export const useStudentLearningPath = (studentId: string) =>
  useQuery({ queryKey: learningPathKeys.student(studentId), queryFn: () => fetchStudentPath(studentId), enabled: Boolean(studentId), retry: false });

/** Where a path is shown in the app: the student's own page, or the tutor's page for one student. */
export const learningPathHref = (studentId?: string) => (studentId ? `/tutor/dashboard/students/${encodeURIComponent(studentId)}/path` : '/student/path');
