import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/schemas/auth';
import { api } from '../../../lib/api-client';

const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api.get<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export const useConfig = () => useQuery(configQuery);
