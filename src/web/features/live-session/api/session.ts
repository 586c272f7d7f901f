import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '@shared/schemas/live';
import { api } from '../../../lib/api-client';

export const sessionQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['live-session', bookingId],
    queryFn: () => api.get<SessionDto>(`/api/sessions/${encodeURIComponent(bookingId)}`),
    retry: false,
  });

export const useSession = (bookingId: string) => useQuery(sessionQuery(bookingId));
