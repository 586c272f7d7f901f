import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorSearchResponse } from '@shared/schemas/search';
import { api } from '../../../lib/api-client';
import type { ApiFilters } from './discover-params';

const aiSearchQuery = (query: string, filters: ApiFilters) =>
  queryOptions({
    queryKey: ['ai-search', query, filters],
    queryFn: ({ signal }) => api.post<TutorSearchResponse>('/api/ai/tutor-search', { query, ...filters }, { signal }),
    staleTime: 60_000,
    retry: false,
  });

/** Runs the AI search for the address's `q` with the page's filters and order; idle when `q` is blank. */
export const useAiSearch = (query: string, filters: ApiFilters = {}) => useQuery({ ...aiSearchQuery(query, filters), enabled: query.trim().length > 0 });
