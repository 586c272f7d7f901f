import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offering } from '@shared/schemas/offerings';
import { api } from '../../../lib/api-client';
import { offersKey } from './list-offers';

export function useToggleOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => api.put<Offering>(`/api/offerings/${id}/active`, { isActive }),
    onSuccess: () => qc.invalidateQueries({ queryKey: offersKey }),
  });
}

export function useDuplicateOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Offering>(`/api/offerings/${id}/duplicate`),
    onSuccess: () => qc.invalidateQueries({ queryKey: offersKey }),
  });
}

export function useDeleteOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/offerings/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: offersKey }),
  });
}
