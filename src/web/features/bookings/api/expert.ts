import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicExpert } from '@shared/schemas/experts';
import { api } from '../../../lib/api-client';

export const publicExpertQuery = (id: string) =>
  queryOptions({ queryKey: ['experts', id], queryFn: () => api.get<PublicExpert>(`/api/experts/${id}`), retry: false });

export const usePublicExpert = (id: string) => useQuery(publicExpertQuery(id));
