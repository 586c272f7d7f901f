import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookedSession } from '@shared/schemas/availability';
import { api } from '../../../lib/api-client';
import { availabilityKey } from './slots';

const sessionsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...availabilityKey, 'sessions', from, to],
    queryFn: () => api.get<BookedSession[]>(`/api/availability/sessions?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
  });
export const useBookedSessions = (from: string, to: string) => useQuery(sessionsQuery(from, to));
