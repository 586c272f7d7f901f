// Bookings as the student and the tutor see them: their lists, the counts behind the tutor's badges and
// home cards, the student's stats, and status changes. Everything lives under bookingKeys.all, so one
// invalidation (after a booking, a review, a reschedule or a realtime booking event) refreshes it all.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingCounts, BookingDto, StudentStats, UpdateBookingInput } from '@shared/schemas/bookings';
import { api } from '../../lib/api-client';

type Side = 'student' | 'tutor';

export const bookingKeys = {
  all: ['bookings'] as const,
  list: (as: Side) => ['bookings', 'list', as] as const,
  counts: ['bookings', 'counts'] as const,
  studentStats: ['bookings', 'student-stats'] as const,
  rescheduleRequests: (as: Side) => ['bookings', 'reschedule-requests', as] as const,
};

/** The caller's bookings on one side, soonest first. */
export const useBookings = (as: Side) => useQuery({ queryKey: bookingKeys.list(as), queryFn: () => api.get<BookingDto[]>(`/api/bookings?as=${as}`) });

/** The tutor's pending and upcoming sessions and active offers. */
export const useBookingCounts = (options: { enabled?: boolean; refetchInterval?: number } = {}) =>
  useQuery({ queryKey: bookingKeys.counts, queryFn: () => api.get<BookingCounts>('/api/bookings/counts'), ...options });

export const useStudentStats = () => useQuery({ queryKey: bookingKeys.studentStats, queryFn: () => api.get<StudentStats>('/api/bookings/student-stats') });

export const updateBookingStatus = ({ id, status, reason }: { id: string } & UpdateBookingInput) =>
  api.patch<BookingDto>(`/api/bookings/${encodeURIComponent(id)}`, reason ? { status, reason } : { status });

/** Confirms, completes or cancels a booking; every booking query refreshes afterwards, whatever the outcome. */
export function useUpdateBookingStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateBookingStatus, onSettled: () => qc.invalidateQueries({ queryKey: bookingKeys.all }) });
}
