// The private calendar feed URL: read (created on first read) and regenerate.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedDto } from '@shared/schemas/calendar';
import { api } from '../../../lib/api-client';

const calendarFeedQuery = queryOptions({ queryKey: ['calendar-feed'], queryFn: () => api.get<CalendarFeedDto>('/api/calendar-feed') });
export const useCalendarFeed = () => useQuery(calendarFeedQuery);

export function useRegenerateCalendarFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedDto>('/api/calendar-feed/regenerate', {}),
    onSuccess: (data) => qc.setQueryData(calendarFeedQuery.queryKey, data),
  });
}
