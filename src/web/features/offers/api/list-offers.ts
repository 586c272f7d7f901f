import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Offering } from '@shared/schemas/offerings';
import { api } from '../../../lib/api-client';

export const offersKey = ['offerings'] as const;

const offersQuery = queryOptions({
  queryKey: offersKey,
  queryFn: () => api.get<Offering[]>('/api/offerings'),
});

export const useOffers = (enabled = true) => useQuery({ ...offersQuery, enabled });
