import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingSave, OnboardingSaved } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';
import { meKeys } from '../../../entities/me/api';

const saveOnboarding = (input: OnboardingSave) => api.put<OnboardingSaved>('/api/onboarding', input);

export function useSaveOnboarding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveOnboarding,
    // The guard reads hasExpertBio from the signed-in user: refresh it before the dashboard opens.
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: meKeys.all }), qc.invalidateQueries({ queryKey: ['onboarding'] })]),
  });
}
