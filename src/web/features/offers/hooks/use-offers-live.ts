// Keeps the offers list fresh when another tab or device changes an offer, or a booking lands.
import { useQueryClient } from '@tanstack/react-query';
import { BOOKING_EVENTS } from '@shared/realtime-constants';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { offersKey } from '../api/list-offers';

export function useOffersLive(userId: string | undefined) {
  const qc = useQueryClient();
  useRealtimeEvents(userId ? `user:${userId}` : null, ['offering.changed', 'review.created', ...BOOKING_EVENTS], () => void qc.invalidateQueries({ queryKey: offersKey }));
}
