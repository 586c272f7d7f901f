import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ExpertListResponse } from '@shared/schemas/experts';
import { api } from '../../../lib/api-client';

export function fetchExperts(params: { domainId?: string; limit: number; cursor?: string | null }) {
  const qs = new URLSearchParams({ limit: String(params.limit) });
  if (params.domainId) qs.set('domainId', params.domainId);
  if (params.cursor) qs.set('cursor', params.cursor);
  return api.get<ExpertListResponse>(`/api/experts?${qs}`);
}

export const expertsPageQuery = (domainId: string | undefined, limit: number) =>
  queryOptions({ queryKey: ['experts', 'page', domainId ?? 'all', limit], queryFn: () => fetchExperts({ domainId, limit }), staleTime: 30_000 });

export const expertsInfiniteQuery = (domainId: string | undefined, limit = 24) =>
  infiniteQueryOptions({
    queryKey: ['experts', 'infinite', domainId ?? 'all', limit],
    queryFn: ({ pageParam }) => fetchExperts({ domainId, limit, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

export const useExpertsPage = (domainId: string | undefined, limit: number, enabled = true) => useQuery({ ...expertsPageQuery(domainId, limit), enabled });
export const useExpertsInfinite = (domainId: string | undefined, enabled = true) => useInfiniteQuery({ ...expertsInfiniteQuery(domainId), enabled });
