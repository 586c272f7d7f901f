import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfile, UserProfile } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';
import { meKeys } from '../../../entities/me/api';

const updateProfile = (input: UpdateProfile) => api.patch<UserProfile>('/api/profile', input);

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      qc.setQueryData(['profile'], profile);
      // Names, photo and time zone show across the app.
      return qc.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
