import { useMutation } from '@tanstack/react-query';
import type { AvatarUpload } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';

export const uploadAvatar = (file: File) => api.post<AvatarUpload>('/api/profile/avatar', file, { headers: { 'content-type': file.type || 'application/octet-stream' } });

export const useUploadAvatar = () => useMutation({ mutationFn: uploadAvatar });
