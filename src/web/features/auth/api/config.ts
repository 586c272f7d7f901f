import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PublicConfig = { oauthProviders: ('google' | 'github')[]; currency: string; environment: string };

export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: () => api.get<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

export const useConfig = () => useQuery(configQuery);
