import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsResponse } from '@shared/schemas/bookings';
import { api } from '../../../lib/api-client';

export const slotsQuery = (expertId: string, offeringId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['slots', expertId, offeringId, from, to],
    queryFn: () => api.get<SlotsResponse>(`/api/experts/${expertId}/slots?offeringId=${offeringId}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
    retry: false,
  });

export const useSlots = (expertId: string, offeringId: string | null, range: { from: string; to: string } | null) =>
  useQuery({ ...slotsQuery(expertId, offeringId ?? '', range?.from ?? '', range?.to ?? ''), enabled: Boolean(offeringId && range) });
