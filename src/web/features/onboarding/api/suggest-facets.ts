import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FacetSuggestionsRequest, FacetSuggestionsResponse } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';

/** What the tutor's words so far say they teach; nothing is asked before a category is chosen or typed. */
export const useFacetSuggestions = (input: FacetSuggestionsRequest) =>
  useQuery({
    queryKey: ['onboarding', 'facets', input],
    queryFn: ({ signal }) => api.post<FacetSuggestionsResponse>('/api/onboarding/facets', input, { signal }),
    enabled: Boolean(input.domainId || input.customDomain?.trim()),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
