import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySettings } from '@shared/rules/availability-settings';
import { api } from '../../../lib/api-client';
import { availabilityKey } from './slots';

const settingsQuery = queryOptions({
  queryKey: [...availabilityKey, 'settings'],
  queryFn: () => api.get<AvailabilitySettings>('/api/availability/settings'),
});
export const useAvailabilitySettings = (enabled = true) => useQuery({ ...settingsQuery, enabled });

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (s: AvailabilitySettings) => api.put<AvailabilitySettings>('/api/availability/settings', s),
    onSuccess: (saved) => qc.setQueryData(settingsQuery.queryKey, saved),
  });
}
