import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminExpert, VerificationStatus } from '@shared/schemas/profiles';
import { api } from '../../../lib/api-client';

const adminExpertsQuery = (status: VerificationStatus) =>
  queryOptions({ queryKey: ['admin', 'experts', status], queryFn: () => api.get<AdminExpert[]>(`/api/admin/experts?status=${status}`) });

export const useAdminExperts = (status: VerificationStatus) => useQuery(adminExpertsQuery(status));
