import { useMutation } from '@tanstack/react-query';
import type { BioRequest, BioResponse } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';

const generateBio = (input: BioRequest) => api.post<BioResponse>('/api/onboarding/bio', input);

export const useGenerateBio = () => useMutation({ mutationFn: generateBio });
