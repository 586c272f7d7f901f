// The signed-in user's photo (POST /api/profile/avatar): onboarding and the profile settings upload it the
// same way, then save the returned URL with the rest of their form.
import { useMutation } from '@tanstack/react-query';
import type { AvatarUpload } from '@shared/schemas/profiles';
import { api } from '../../lib/api-client';

const uploadAvatar = (file: File) => api.post<AvatarUpload>('/api/profile/avatar', file, { headers: { 'content-type': file.type || 'application/octet-stream' } });

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar });
