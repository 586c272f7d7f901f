import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SharedItemDto } from '@shared/schemas/materials';
import { api } from '../../../lib/api-client';

export const sharedMaterialsQuery = queryOptions({
  queryKey: ['materials', 'shared'],
  queryFn: () => api.get<{ items: SharedItemDto[] }>('/api/materials/shared'),
});
export const useSharedMaterials = () => useQuery(sharedMaterialsQuery);
