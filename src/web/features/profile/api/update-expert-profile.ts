import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExpertProfileDto, UpdateExpertProfile } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';

const updateExpertProfile = (input: UpdateExpertProfile) => api.patch<ExpertProfileDto>('/api/profile/expert', input);

export function useUpdateExpertProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateExpertProfile,
    onSuccess: (expert) => qc.setQueryData(['profile', 'expert'], expert),
  });
}
