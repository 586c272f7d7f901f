// The private calendar feed URL: read (created on first read) and regenerate.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CalendarFeed = { url: string | null; createdAt: string; lastFetchedAt: string | null };

export const calendarFeedQuery = queryOptions({ queryKey: ['calendar-feed'], queryFn: () => api.get<CalendarFeed>('/api/calendar-feed') });
export const useCalendarFeed = () => useQuery(calendarFeedQuery);

export function useRegenerateCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeed>('/api/calendar-feed/regenerate', {}),
    onSuccess: (data) => qc.setQueryData(calendarFeedQuery.queryKey, data),
  });
}
