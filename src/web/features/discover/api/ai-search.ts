import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorSearchResponse } from '@shared/schemas/search';
import { api } from '../../../lib/api-client';

const aiSearchQuery = (query: string) =>
  queryOptions({
    queryKey: ['ai-search', query],
    queryFn: ({ signal }) => api.post<TutorSearchResponse>('/api/ai/tutor-search', { query }, { signal }),
    staleTime: 60_000,
    retry: false,
  });

/** Runs the AI search for the address's `q`; idle when it is blank. */
export const useAiSearch = (query: string) => useQuery({ ...aiSearchQuery(query), enabled: query.trim().length > 0 });
