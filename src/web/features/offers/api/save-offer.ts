import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offering, OfferingInput, OfferingUpdate } from '@shared/schemas/offerings';
import { api } from '../../../lib/api-client';
import { offersKey } from './list-offers';

export function useCreateOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferingInput) => api.post<Offering>('/api/offerings', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: offersKey }),
  });
}

export function useUpdateOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OfferingUpdate }) => api.patch<Offering>(`/api/offerings/${id}`, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: offersKey }),
  });
}
