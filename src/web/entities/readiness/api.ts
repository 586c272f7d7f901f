// The tutor's "Get ready for students" checklist (GET /api/availability/readiness): the home card, the checklist
// page and the weekly hours editor all read it; anything that changes open time invalidates it with the
// availability queries (its key starts with theirs).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Readiness } from '@shared/schemas/availability';
import { api } from '../../lib/api-client';

export const readinessQuery = queryOptions({
  queryKey: ['availability', 'readiness'],
  queryFn: () => api.get<Readiness>('/api/availability/readiness'),
});
export const useReadiness = () => useQuery(readinessQuery);
