// The signed-in user (GET /api/me), null when signed out. Sign-in, sign-up, sign-out, profile and
// onboarding changes write or refresh this one cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@shared/schemas/auth';
import { api, ApiError } from '../../lib/api-client';

export const meKeys = { all: ['me'] as const };

/** Throws on 401 too: right after signing in, a missing session is an error. */
export const fetchMe = () => api.get<Me>('/api/me');

export const meQuery = queryOptions({
  queryKey: meKeys.all,
  queryFn: async (): Promise<Me | null> => {
    try {
      return await fetchMe();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQuery);
