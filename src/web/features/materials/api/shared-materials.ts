import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedItems } from '@shared/schemas/materials';
import { api } from '../../../lib/api-client';

const sharedMaterialsQuery = queryOptions({
  queryKey: ['materials', 'shared'],
  queryFn: () => api.get<SharedItems>('/api/materials/shared'),
});
export const useSharedMaterials = () => useQuery(sharedMaterialsQuery);
