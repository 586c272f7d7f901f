// The category taxonomy as operators edit it. Every edit also refreshes the public category list
// (GET /api/domains) the pickers and filters read.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminDomain, CreateDomain, UpdateDomain } from '@shared/schemas/taxonomy';
import { api } from '../../../lib/api-client';

const adminDomainsKey = ['admin', 'domains'] as const;

const adminDomainsQuery = queryOptions({ queryKey: adminDomainsKey, queryFn: () => api.get<AdminDomain[]>('/api/admin/domains') });

export const useAdminDomains = () => useQuery(adminDomainsQuery);

function useTaxonomyMutation<V, R>(mutationFn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: adminDomainsKey }), qc.invalidateQueries({ queryKey: ['domains'] })]),
  });
}

export const useCreateDomain = () => useTaxonomyMutation((body: CreateDomain) => api.post<AdminDomain>('/api/admin/domains', body));

export const useUpdateDomain = () =>
  useTaxonomyMutation(({ id, ...body }: UpdateDomain & { id: string }) => api.patch<AdminDomain>(`/api/admin/domains/${id}`, body));

export const useDeleteDomain = () =>
  useTaxonomyMutation(({ id, moveTo }: { id: string; moveTo?: string }) =>
    api.delete<void>(`/api/admin/domains/${id}${moveTo ? `?moveTo=${encodeURIComponent(moveTo)}` : ''}`),
  );
