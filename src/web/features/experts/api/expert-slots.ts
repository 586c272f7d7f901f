import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

type Slot = { startTime: string; endTime: string; isAvailable: boolean };

/** Open slots of one offering over the next 7 days (the preview's "Next open times"). */
export const nextSlotsQuery = (expertId: string, offeringId: string) =>
  queryOptions({
    queryKey: ['experts', 'next-slots', expertId, offeringId],
    queryFn: async () => {
      const from = new Date();
      const to = new Date(from.getTime() + 7 * 86_400_000);
      const qs = new URLSearchParams({ offeringId, from: from.toISOString(), to: to.toISOString() });
      const res = await api.get<{ slots: Slot[] }>(`/api/experts/${encodeURIComponent(expertId)}/slots?${qs}`);
      return res.slots.filter((s) => s.isAvailable).slice(0, 6);
    },
    staleTime: 60_000,
    retry: false,
  });

export const useNextSlots = (expertId: string, offeringId: string | undefined) =>
  useQuery({ ...nextSlotsQuery(expertId, offeringId ?? ''), enabled: Boolean(offeringId) });
