import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@shared/schemas/auth';
import { api, ApiError } from '../../../lib/api-client';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async (): Promise<Me | null> => {
    try {
      return await api.get<Me>('/api/me');
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 60_000,
});

export const useMe = () => useQuery(meQuery);

export function dashboardPath(me: Pick<Me, 'userType' | 'hasExpertBio' | 'expertProfileId'>): string {
  if (me.userType === 'tutor') return me.hasExpertBio ? '/tutor/dashboard' : '/tutor/onboarding';
  return '/student/dashboard';
}
