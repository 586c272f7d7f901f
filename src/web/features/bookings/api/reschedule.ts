// Reschedule requests: the slots a booking could move to, asking, and the answers of either side.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SlotsResponse } from '@shared/schemas/bookings';
import type { RescheduleAccepted, RescheduleRequestDto } from '@shared/schemas/reschedule';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../entities/bookings/api';

// Under bookingKeys.all, so every booking refresh (and the realtime booking.* events) refetches them too.
export const rescheduleRequestsQuery = (as: 'student' | 'tutor') =>
  queryOptions({ queryKey: bookingKeys.rescheduleRequests(as), queryFn: () => api.get<RescheduleRequestDto[]>(`/api/reschedule-requests?as=${as}`) });
export const useRescheduleRequests = (as: 'student' | 'tutor', enabled = true) => useQuery({ ...rescheduleRequestsQuery(as), enabled });

export const useRescheduleSlots = (bookingId: string, range: { from: string; to: string } | null) =>
  useQuery({
    queryKey: ['reschedule-slots', bookingId, range?.from, range?.to],
    queryFn: () => api.get<SlotsResponse>(`/api/bookings/${bookingId}/reschedule-slots?from=${encodeURIComponent(range!.from)}&to=${encodeURIComponent(range!.to)}`),
    enabled: Boolean(range),
    retry: false,
  });

function useRescheduleMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: bookingKeys.all }) });
}

export const useRequestReschedule = () =>
  useRescheduleMutation(({ bookingId, startTime, message }: { bookingId: string; startTime: string; message?: string }) =>
    api.post<RescheduleRequestDto>(`/api/bookings/${bookingId}/reschedule-requests`, { startTime, message }),
  );
export const useWithdrawReschedule = () => useRescheduleMutation((id: string) => api.post<RescheduleRequestDto>(`/api/reschedule-requests/${id}/withdraw`, {}));
export const useAcceptReschedule = () => useRescheduleMutation((id: string) => api.post<RescheduleAccepted>(`/api/reschedule-requests/${id}/accept`, {}));
export const useDeclineReschedule = () =>
  useRescheduleMutation(({ id, reason }: { id: string; reason?: string }) => api.post<RescheduleRequestDto>(`/api/reschedule-requests/${id}/decline`, { reason }));
