// The tutor's sessions and the status changes they make on them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDto } from '@shared/schemas/bookings';
import { api } from '../../../lib/api-client';

export const tutorBookingsQuery = queryOptions({ queryKey: ['bookings', 'list', 'tutor'], queryFn: () => api.get<BookingDto[]>('/api/bookings?as=tutor') });
export const useTutorBookings = () => useQuery(tutorBookingsQuery);

export function useSetSessionStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'confirmed' | 'completed' | 'cancelled' }) => api.patch<BookingDto>(`/api/bookings/${id}`, { status }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
