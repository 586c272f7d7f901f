// Public experts: the card lists (GET /api/experts), one expert with offerings (GET /api/experts/:id)
// and an offering's slots (GET /api/experts/:id/slots). A new review refreshes everything under
// expertKeys.all.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SlotsResponse } from '@shared/schemas/bookings';
import type { ExpertListResponse, PublicExpert } from '@shared/schemas/experts';
import { api } from '../../lib/api-client';

export const expertKeys = {
  all: ['experts'] as const,
  page: (domainId: string | undefined, limit: number, bookable: boolean) => ['experts', 'page', domainId ?? 'all', limit, bookable ? 'bookable' : 'any'] as const,
  infinite: (domainId: string | undefined, limit: number, filters: Record<string, string> = {}) => ['experts', 'infinite', domainId ?? 'all', limit, filters] as const,
  detail: (id: string) => ['experts', 'detail', id] as const,
  slots: (expertId: string, offeringId: string, from: string, to: string) => ['experts', 'slots', expertId, offeringId, from, to] as const,
};

function fetchExperts(params: { domainId?: string; limit: number; cursor?: string | null; bookable?: boolean; filters?: Record<string, string> }) {
  const qs = new URLSearchParams({ ...params.filters, limit: String(params.limit) });
  if (params.domainId) qs.set('domainId', params.domainId);
  if (params.bookable) qs.set('bookable', 'true');
  if (params.cursor) qs.set('cursor', params.cursor);
  return api.get<ExpertListResponse>(`/api/experts?${qs}`);
}

const fetchExpert = (id: string) => api.get<PublicExpert>(`/api/experts/${encodeURIComponent(id)}`);

const fetchSlots = (expertId: string, offeringId: string, from: string, to: string) => {
  const qs = new URLSearchParams({ offeringId, from, to });
  return api.get<SlotsResponse>(`/api/experts/${encodeURIComponent(expertId)}/slots?${qs}`);
};

/** The first `limit` cards; `bookable` keeps only experts a student can book now (the home page). */
export const useExpertsPage = (domainId: string | undefined, limit: number, enabled = true, bookable = false) =>
  useQuery({ queryKey: expertKeys.page(domainId, limit, bookable), queryFn: () => fetchExperts({ domainId, limit, bookable }), staleTime: 30_000, enabled });

/**
 * Cards on a page of the discover list: a whole number of rows at two, three and four columns, and few enough that a
 * phone takes the server-rendered page over quickly ("Load more experts" adds the next ones).
 */
const DISCOVER_PAGE_SIZE = 12;

/**
 * Every card, a page of DISCOVER_PAGE_SIZE at a time (Top Rated, the discover page); `filters` are GET
 * /api/experts's filter and sort parameters as query-string values.
 */
export const useExpertsInfinite = (domainId: string | undefined, enabled = true, filters: Record<string, string> = {}) =>
  useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: expertKeys.infinite(domainId, DISCOVER_PAGE_SIZE, filters),
      queryFn: ({ pageParam }) => fetchExperts({ domainId, limit: DISCOVER_PAGE_SIZE, cursor: pageParam, filters }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      staleTime: 30_000,
    }),
    enabled,
  });

/** One public expert with their offerings; a 404 is an answer, not worth retrying. */
export const usePublicExpert = (id: string, enabled = true) =>
  useQuery({ ...queryOptions({ queryKey: expertKeys.detail(id), queryFn: () => fetchExpert(id), staleTime: 30_000, retry: false }), enabled });

/** An offering's slots between two instants (the booking and reschedule pickers' day). */
export const useExpertSlots = (expertId: string, offeringId: string | null, range: { from: string; to: string } | null) =>
  useQuery({
    queryKey: expertKeys.slots(expertId, offeringId ?? '', range?.from ?? '', range?.to ?? ''),
    queryFn: () => fetchSlots(expertId, offeringId!, range!.from, range!.to),
    enabled: Boolean(offeringId && range),
    retry: false,
  });
