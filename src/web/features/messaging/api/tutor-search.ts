import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorSearchResult } from '@shared/schemas/messaging';
import { api } from '../../../lib/api-client';
import { threadKeys } from '../../../entities/threads/api';

const tutorSearchQuery = (q: string) =>
  queryOptions({
    queryKey: threadKeys.tutorSearch(q),
    queryFn: () => api.get<TutorSearchResult[]>(`/api/messaging/tutors?q=${encodeURIComponent(q)}`),
  });

/** Starts only on non-blank text. */
export const useTutorSearch = (q: string) => useQuery({ ...tutorSearchQuery(q.trim()), enabled: q.trim().length > 0 });
