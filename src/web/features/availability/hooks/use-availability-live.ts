// Refetches slots, sessions and settings when they change elsewhere (another tab, a new booking).
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeTopic } from '../../../lib/use-realtime';
import { availabilityKey } from '../api/slots';

export function useAvailabilityLive(userId: string | undefined) {
  const qc = useQueryClient();
  useRealtimeTopic(userId ? `user:${userId}` : null, (f) => {
    if (f.type !== 'event') return;
    if (f.event.startsWith('availability.') || f.event.startsWith('booking.')) qc.invalidateQueries({ queryKey: availabilityKey });
  });
}
