import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';

const profileQuery = queryOptions({ queryKey: ['profile'], queryFn: () => api.get<UserProfile>('/api/profile') });

export const useProfile = () => useQuery(profileQuery);
