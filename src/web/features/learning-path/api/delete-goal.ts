// DELETE /api/learning-path/goals/:id: only whoever set the goal.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { learningPathKeys } from '../../../entities/learning-path/api';

const deleteGoal = (id: string) => api.delete<void>(`/api/learning-path/goals/${encodeURIComponent(id)}`);

export function useDeleteGoal() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteGoal, onSettled: () => qc.invalidateQueries({ queryKey: learningPathKeys.all }) });
}
