// The booking endpoints: create, list, one, status changes, review, counts and student stats.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingCounts, BookingDto, StudentStats } from '@shared/schemas/bookings';
import { api } from '../../../lib/api-client';

export const createBooking = (input: { offeringId: string; startTime: string; notes?: string }, idempotencyKey: string) =>
  api.post<BookingDto>('/api/bookings', input, { headers: { 'Idempotency-Key': idempotencyKey } });

export const myBookingsQuery = (as?: 'student' | 'tutor') =>
  queryOptions({ queryKey: ['bookings', 'list', as ?? 'me'], queryFn: () => api.get<BookingDto[]>(`/api/bookings${as ? `?as=${as}` : ''}`) });
export const useMyBookings = (as?: 'student' | 'tutor') => useQuery(myBookingsQuery(as));

export const bookingCountsQuery = queryOptions({ queryKey: ['bookings', 'counts'], queryFn: () => api.get<BookingCounts>('/api/bookings/counts') });
export const useBookingCounts = () => useQuery(bookingCountsQuery);

export const studentStatsQuery = queryOptions({ queryKey: ['bookings', 'student-stats'], queryFn: () => api.get<StudentStats>('/api/bookings/student-stats') });
export const useStudentStats = () => useQuery(studentStatsQuery);

export function useUpdateBookingStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'confirmed' | 'completed' | 'cancelled' }) => api.patch<BookingDto>(`/api/bookings/${id}`, { status }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['bookings'] }),
  });
}

export function useReviewBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating, comment }: { id: string; rating: number; comment?: string }) => api.post<BookingDto>(`/api/bookings/${id}/review`, { rating, comment }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['bookings'] });
      void qc.invalidateQueries({ queryKey: ['experts'] });
    },
  });
}

export function useSetMonthlyGoal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (monthlyGoal: number) => api.put<StudentStats>('/api/bookings/monthly-goal', { monthlyGoal }),
    onSuccess: (data) => qc.setQueryData(studentStatsQuery.queryKey, data),
  });
}

