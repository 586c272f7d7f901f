import { queryOptions } from '@tanstack/react-query';
import type { Offering } from '@shared/schemas/offerings';
import { api } from '../../../lib/api-client';

/** Read fresh before editing, so the form never starts from a stale list row. */
export const offerQuery = (id: string) =>
  queryOptions({
    queryKey: ['offerings', 'one', id],
    queryFn: () => api.get<Offering>(`/api/offerings/${id}`),
    staleTime: 0,
  });
