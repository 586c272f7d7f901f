import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicExpert } from '@shared/schemas/experts';
import { api } from '../../../lib/api-client';

export const expertQuery = (id: string) =>
  queryOptions({ queryKey: ['experts', 'one', id], queryFn: () => api.get<PublicExpert>(`/api/experts/${encodeURIComponent(id)}`), staleTime: 30_000, retry: false });

export const usePublicExpert = (id: string, enabled: boolean) => useQuery({ ...expertQuery(id), enabled });
