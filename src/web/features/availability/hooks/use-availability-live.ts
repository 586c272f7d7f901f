// Refetches slots, sessions and settings when they change elsewhere (another tab, a new booking).
import { useQueryClient } from '@tanstack/react-query';
import { BOOKING_EVENTS } from '@shared/realtime-constants';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { availabilityKey } from '../api/slots';

export function useAvailabilityLive(userId: string | undefined) {
  const qc = useQueryClient();
  useRealtimeEvents(userId ? `user:${userId}` : null, ['availability.changed', ...BOOKING_EVENTS], () => void qc.invalidateQueries({ queryKey: availabilityKey }));
}
