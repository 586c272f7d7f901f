import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The tutor ends the session: the booking becomes completed. */
export const useCompleteSession = (bookingId: string) =>
  useMutation({ mutationFn: () => api.patch<unknown>(`/api/bookings/${encodeURIComponent(bookingId)}`, { status: 'completed' }) });
