// Tutor home data: counts, the tutor's sessions (for the next one) and unread messages.
import { useQuery } from '@tanstack/react-query';
import type { BookingCounts, BookingDto } from '@shared/schemas/bookings';
import { api } from '../../../lib/api-client';
import { unreadQuery } from '../../../lib/unread-query';

const zeros: Required<BookingCounts> = { pendingSessions: 0, upcomingSessions: 0, totalOffers: 0 };

export const useHomeCounts = () =>
  useQuery({
    queryKey: ['bookings', 'counts'],
    queryFn: async () => {
      try {
        return await api.get<BookingCounts>('/api/bookings/counts');
      } catch {
        return zeros;
      }
    },
  });

export const useHomeSessions = () => useQuery({ queryKey: ['bookings', 'list', 'tutor'], queryFn: () => api.get<BookingDto[]>('/api/bookings?as=tutor') });

export const useHomeUnread = () => useQuery(unreadQuery);

/** The tutor's kept lesson plans and session summaries. */
export const useHomeAiCounts = () =>
  useQuery({
    queryKey: ['ai-content', 'counts'],
    queryFn: async () => {
      try {
        return await api.get<{ totalPlans: number; totalSummaries: number }>('/api/ai-content/counts');
      } catch {
        return { totalPlans: 0, totalSummaries: 0 };
      }
    },
  });
