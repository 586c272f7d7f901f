import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOMAIN_LOAD_TIMEOUT_MS } from '@shared/rules/onboarding';
import type { OnboardingState } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';

/** The wizard's saved state and the domain list; gives up after the spec's 10-second timeout. */
const onboardingStateQuery = queryOptions({
  queryKey: ['onboarding'],
  queryFn: ({ signal }) =>
    api.get<OnboardingState>('/api/onboarding', { signal: AbortSignal.any([signal, AbortSignal.timeout(DOMAIN_LOAD_TIMEOUT_MS)]) }),
  retry: false,
  staleTime: Infinity,
});

export const useOnboardingState = () => useQuery(onboardingStateQuery);
