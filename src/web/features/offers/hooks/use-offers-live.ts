// Keeps the offers list fresh when another tab or device changes an offer, or a booking lands.
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeTopic } from '../../../lib/use-realtime';
import { offersKey } from '../api/list-offers';

export function useOffersLive(userId: string | undefined) {
  const qc = useQueryClient();
  useRealtimeTopic(userId ? `user:${userId}` : null, (f) => {
    if (f.type !== 'event') return;
    if (f.event.startsWith('offering.') || f.event.startsWith('booking.') || f.event.startsWith('review.')) qc.invalidateQueries({ queryKey: offersKey });
  });
}
