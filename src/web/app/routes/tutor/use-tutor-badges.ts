// Sidebar badges: pending sessions and unread messages, live over the socket with the spec's 30 s poll.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BOOKING_EVENTS, MESSAGE_EVENTS } from '@shared/realtime-constants';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { bookingKeys, useBookingCounts } from '../../../entities/bookings/api';
import { threadKeys, useUnread } from '../../../entities/threads/api';
import { rescheduleRequestsQuery } from '../../../features/bookings/api/reschedule';

type TutorBadges = { pendingSessions: number; unreadMessages: number };

export function useTutorBadges(userId: string | undefined) {
  const qc = useQueryClient();
  const pending = useBookingCounts({ refetchInterval: 30_000, enabled: Boolean(userId) });
  // Open reschedule requests wait for the tutor too, so they count as pending.
  const reschedules = useQuery({ ...rescheduleRequestsQuery('tutor'), refetchInterval: 30_000, enabled: Boolean(userId) });
  const unread = useUnread(Boolean(userId));
  const userTopic = userId ? `user:${userId}` : null;
  useRealtimeEvents(userTopic, BOOKING_EVENTS, () => void qc.invalidateQueries({ queryKey: bookingKeys.all }));
  useRealtimeEvents(userTopic, [...MESSAGE_EVENTS, 'unread.changed'], () => void qc.invalidateQueries({ queryKey: threadKeys.unread }));
  return { pendingSessions: (pending.data?.pendingSessions ?? 0) + (reschedules.data?.length ?? 0), unreadMessages: unread.data?.total ?? 0 } satisfies TutorBadges;
}

export const capBadge = (n: number) => (n > 99 ? '99+' : String(n));
