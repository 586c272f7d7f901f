// The student's bookings, stats, monthly goal, cancellation and unread messages.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDto, StudentStats } from '@shared/schemas/bookings';
import { api } from '../../../lib/api-client';
import { unreadQuery } from '../../../lib/unread-query';

export const useStudentBookings = () => useQuery({ queryKey: ['bookings', 'list', 'student'], queryFn: () => api.get<BookingDto[]>('/api/bookings?as=student') });
export const useStudentStats = () => useQuery({ queryKey: ['bookings', 'student-stats'], queryFn: () => api.get<StudentStats>('/api/bookings/student-stats') });

export function useMonthlyGoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (monthlyGoal: number) => api.put<StudentStats>('/api/bookings/monthly-goal', { monthlyGoal }),
    onSuccess: (data) => qc.setQueryData(['bookings', 'student-stats'], data),
  });
}

export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.patch<BookingDto>(`/api/bookings/${id}`, { status: 'cancelled' }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

export const useStudentUnread = () => useQuery(unreadQuery);
