// POST /api/learning-path/goals: a student's own goal, or (with studentId) a tutor's proposal for a student.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGoalInput, GoalDto } from '@shared/schemas/learning-path';
import { api } from '../../../lib/api-client';
import { learningPathKeys } from '../../../entities/learning-path/api';

const createGoal = (input: CreateGoalInput) => api.post<GoalDto>('/api/learning-path/goals', input);

export function useCreateGoal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createGoal, onSettled: () => qc.invalidateQueries({ queryKey: learningPathKeys.all }) });
}
