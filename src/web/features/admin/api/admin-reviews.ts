// The operator's review moderation: every review newest first (by state), hide with a reason, show again.
// Hiding or showing changes the tutor's rating, so expert lists and review lists refresh too.
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, AdminReviewPage } from '@shared/schemas/reviews';
import { api } from '../../../lib/api-client';
import { expertKeys } from '../../../entities/experts/api';
import { reviewKeys } from '../../../entities/reviews';

export type ReviewState = 'all' | 'visible' | 'hidden';

export const useAdminReviews = (status: ReviewState) =>
  useInfiniteQuery({
    queryKey: reviewKeys.admin(status),
    queryFn: ({ pageParam }) => {
      const qs = new URLSearchParams({ status, limit: '10' });
      if (pageParam) qs.set('cursor', pageParam);
      return api.get<AdminReviewPage>(`/api/admin/reviews?${qs}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useModerateReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hide }: { id: string; hide: { reason: string } | null }) =>
      hide ? api.post<AdminReview>(`/api/admin/reviews/${encodeURIComponent(id)}/hide`, hide) : api.post<AdminReview>(`/api/admin/reviews/${encodeURIComponent(id)}/unhide`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: reviewKeys.all });
      void qc.invalidateQueries({ queryKey: expertKeys.all });
    },
  });
}
