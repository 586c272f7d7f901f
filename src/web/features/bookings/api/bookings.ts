// Booking a session and rating it afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDto, CreateBookingInput, ReviewInput } from '@shared/schemas/bookings';
import { api } from '../../../lib/api-client';
import { bookingKeys } from '../../../entities/bookings/api';
import { expertKeys } from '../../../entities/experts/api';

export const createBooking = (input: CreateBookingInput, idempotencyKey: string) =>
  api.post<BookingDto>('/api/bookings', input, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useReviewBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating, comment }: { id: string } & ReviewInput) => api.post<BookingDto>(`/api/bookings/${id}/review`, { rating, comment }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: bookingKeys.all });
      void qc.invalidateQueries({ queryKey: expertKeys.all });
    },
  });
}
