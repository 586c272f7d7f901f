import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySlot, SlotPreview, SlotRequest, SlotsCreated, SlotsDeleted, SlotsUpdated, SlotUpdate } from '@shared/schemas/availability';
import { api } from '../../../lib/api-client';

export const availabilityKey = ['availability'] as const;

const slotsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...availabilityKey, 'slots', from, to],
    queryFn: () => api.get<AvailabilitySlot[]>(`/api/availability/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
  });
export const useSlots = (from: string, to: string) => useQuery(slotsQuery(from, to));

export const usePreviewSlots = () => useMutation({ mutationFn: (input: SlotRequest) => api.post<SlotPreview>('/api/availability/slots/preview', input) });

export function useCreateSlots() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SlotRequest) => api.post<SlotsCreated>('/api/availability/slots', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: availabilityKey }),
  });
}

export function useUpdateSlot() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SlotUpdate }) => api.patch<SlotsUpdated>(`/api/availability/slots/${id}`, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: availabilityKey }),
  });
}

export function useDeleteSlot() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, scope }: { id: string; scope: 'this' | 'following' }) => api.delete<SlotsDeleted>(`/api/availability/slots/${id}?scope=${scope}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: availabilityKey }),
  });
}
