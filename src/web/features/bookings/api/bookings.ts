// Booking a session (rating it afterwards: entities/reviews).
import { useQuery } from '@tanstack/react-query';
import type { BookingDto, CreateBookingInput } from '@shared/schemas/bookings';
import type { PublicConfig } from '@shared/schemas/auth';
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

// ── paying for a booking (DESIGN.md §5) ────────────────────────────────────────

/** Asks the payment provider where the booking's payment stands (the checkout's return lands here). */
export const refreshPayment = (id: string) => api.post<BookingDto>(`/api/bookings/${encodeURIComponent(id)}/payment/refresh`);

export const fetchBooking = (id: string) => api.get<BookingDto>(`/api/bookings/${encodeURIComponent(id)}`);

/**
 * Which payment provider the app uses (GET /api/config, the cache entry the sign-in form reads too); null while
 * unknown. Unknown counts as online (the default outside production): should the booking's answer say 'offline',
 * its result says "Pay the tutor directly" all the same.
 */
export const usePaymentProvider = () =>
  useQuery({
    queryKey: ['config'],
    queryFn: () => api.get<PublicConfig>('/api/config'),
    staleTime: Infinity,
    retry: false,
    select: (c) => c?.paymentProvider ?? null,
  });
