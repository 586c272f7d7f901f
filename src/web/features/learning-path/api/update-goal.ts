// PATCH /api/learning-path/goals/:id: reword a goal or change its status (achieved, dropped, active again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GoalDto, UpdateGoalInput } from '@shared/schemas/learning-path';
import { api } from '../../../lib/api-client';
import { learningPathKeys } from '../../../entities/learning-path/api';

const updateGoal = ({ id, ...input }: UpdateGoalInput & { id: string }) => api.patch<GoalDto>(`/api/learning-path/goals/${encodeURIComponent(id)}`, input);

export function useUpdateGoal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateGoal, onSettled: () => qc.invalidateQueries({ queryKey: learningPathKeys.all }) });
}
