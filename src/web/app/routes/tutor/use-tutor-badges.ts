// Sidebar badges: pending sessions and unread messages, live over the socket with the spec's 30 s poll.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rescheduleRequestsQuery } from '../../../features/bookings/api/reschedule';
import { api } from '../../../lib/api-client';
import { unreadQuery } from '../../../lib/unread-query';
import { useRealtimeTopic } from '../../../lib/use-realtime';

export type TutorBadges = { pendingSessions: number; unreadMessages: number };

export function useTutorBadges(userId: string | undefined) {
  const qc = useQueryClient();
  const pending = useQuery({
    queryKey: ['bookings', 'counts'],
    queryFn: () => api.get<{ pendingSessions: number }>('/api/bookings/counts'),
    refetchInterval: 30_000,
    enabled: Boolean(userId),
  });
  // Open reschedule requests wait for the tutor too, so they count as pending.
  const reschedules = useQuery({ ...rescheduleRequestsQuery('tutor'), refetchInterval: 30_000, enabled: Boolean(userId) });
  const unread = useQuery({ ...unreadQuery, enabled: Boolean(userId) });
  useRealtimeTopic(userId ? `user:${userId}` : null, (f) => {
    if (f.type !== 'event') return;
    if (f.event.startsWith('booking.')) void qc.invalidateQueries({ queryKey: ['bookings'] });
    if (f.event.startsWith('message.') || f.event.startsWith('unread.')) void qc.invalidateQueries({ queryKey: ['messages', 'unread'] });
  });
  return { pendingSessions: (pending.data?.pendingSessions ?? 0) + (reschedules.data?.length ?? 0), unreadMessages: unread.data?.total ?? 0 } satisfies TutorBadges;
}

export const capBadge = (n: number) => (n > 99 ? '99+' : String(n));
