import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OpenTimesPreview, ScheduleInput, WeeklySchedule } from '@shared/schemas/availability';
import { api } from '../../../lib/api-client';
import { availabilityKey } from './slots';

const scheduleQuery = queryOptions({
  queryKey: [...availabilityKey, 'schedule'],
  queryFn: () => api.get<WeeklySchedule>('/api/availability/schedule'),
});
export const useWeeklySchedule = () => useQuery(scheduleQuery);

/** The times students would see under a draft; keyed by the draft so that an unchanged draft is not asked again. */
export const useSchedulePreview = (draft: ScheduleInput | null) =>
  useQuery({
    queryKey: [...availabilityKey, 'schedule-preview', draft],
    queryFn: () => api.post<OpenTimesPreview>('/api/availability/schedule/preview', draft),
    enabled: draft !== null,
    placeholderData: (previous) => previous,
    retry: false,
  });

export function useSaveSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleInput) => api.put<WeeklySchedule>('/api/availability/schedule', input),
    onSuccess: (saved) => {
      qc.setQueryData(scheduleQuery.queryKey, saved);
      // Open time changed: slots, readiness and the preview all follow.
      void qc.invalidateQueries({ queryKey: availabilityKey });
    },
  });
}
