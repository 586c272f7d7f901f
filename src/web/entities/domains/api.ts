// The subject domains (GET /api/domains): discovery filters, offers and the expert profile all read
// this one cache entry. They change rarely, so it stays fresh for ten minutes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Domain } from '@shared/schemas/experts';
import { api } from '../../lib/api-client';

const domainKeys = { all: ['domains'] as const };

const fetchDomains = () => api.get<Domain[]>('/api/domains');

const domainsQuery = queryOptions({ queryKey: domainKeys.all, queryFn: fetchDomains, staleTime: 10 * 60_000 });

export const useDomains = (enabled = true) => useQuery({ ...domainsQuery, enabled });
