// Booking a session (rating it afterwards: entities/reviews).
import { useQuery } from '@tanstack/react-query';
import type { BookingDto, CreateBookingInput } from '@shared/schemas/bookings';
import { api } from '../../../lib/api-client';

export const createBooking = (input: CreateBookingInput, idempotencyKey: string) =>
  api.post<BookingDto>('/api/bookings', input, { headers: { 'Idempotency-Key': idempotencyKey } });

/** How soon the tutor usually answers (minutes, from their public profile); null when unknown or unavailable. */
export const useResponseMinutes = (expertId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['experts', 'response-minutes', expertId],
    queryFn: async () => {
      try {
        const profile = await api.get<{ responseTimeMinutes?: number | null }>(`/api/experts/${encodeURIComponent(expertId)}/profile`);
        return profile?.responseTimeMinutes ?? null;
      } catch {
        return null;
      }
    },
    enabled,
    staleTime: 5 * 60_000,
  });
