// The student's monthly goal: saving it answers with the updated stats.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StudentStats } from '@shared/schemas/bookings';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../entities/bookings/api';

export function useMonthlyGoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (monthlyGoal: number) => api.put<StudentStats>('/api/bookings/monthly-goal', { monthlyGoal }),
    onSuccess: (data) => qc.setQueryData(bookingKeys.studentStats, data),
  });
}
