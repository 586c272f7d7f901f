import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Domain } from '@shared/schemas/experts';
import { api } from '../../../lib/api-client';

export const domainsQuery = queryOptions({ queryKey: ['domains'], queryFn: () => api.get<Domain[]>('/api/domains'), staleTime: 10 * 60_000 });

export const useDomains = () => useQuery(domainsQuery);
