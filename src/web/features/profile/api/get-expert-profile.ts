import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExpertProfileDto } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';

const expertProfileQuery = queryOptions({ queryKey: ['profile', 'expert'], queryFn: () => api.get<ExpertProfileDto>('/api/profile/expert') });

export const useExpertProfile = (enabled: boolean) => useQuery({ ...expertProfileQuery, enabled });
