import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaterialDto, MaterialList } from '@shared/schemas/materials';
import { api } from '../../../lib/api-client';

const sessionFilesQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['materials', 'tutor', bookingId],
    queryFn: () => api.get<MaterialList>(`/api/materials?bookingId=${bookingId}`),
    enabled: Boolean(bookingId),
  });
export const useSessionFiles = (bookingId: string) => useQuery(sessionFilesQuery(bookingId));

export function useUploadMaterial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, file, title }: { bookingId: string; file: File; title?: string }) => {
      const form = new FormData();
      form.set('file', file);
      form.set('bookingId', bookingId);
      if (title) form.set('title', title);
      return api.post<MaterialDto>('/api/materials', form);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['materials'] }),
  });
}

export function useDeleteMaterial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/materials/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['materials'] }),
  });
}
