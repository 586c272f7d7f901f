// Reviews: a tutor's public list (GET /api/experts/:id/reviews, keyset pages), the signed-in tutor's own
// (GET /api/tutor/reviews), the student's review of a booking (read, write, edit within 14 days) and the
// tutor's reply. Writing or replying refreshes bookings, experts (ratings) and every review list.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyReview, ReviewPage, ReviewView, TutorReviewPage } from '@shared/schemas/reviews';
import { api } from '../../lib/api-client';
import { bookingKeys } from '../bookings/api';
import { expertKeys } from '../experts/api';

export const reviewKeys = {
  all: ['reviews'] as const,
  expert: (expertId: string, limit: number) => ['reviews', 'expert', expertId, limit] as const,
  tutor: (limit: number) => ['reviews', 'tutor', limit] as const,
  mine: (bookingId: string) => ['reviews', 'mine', bookingId] as const,
  admin: (status: string) => ['reviews', 'admin', status] as const,
};

const pageUrl = (base: string, limit: number, cursor: string | null) => {
  const qs = new URLSearchParams({ limit: String(limit) });
  if (cursor) qs.set('cursor', cursor);
  return `${base}?${qs}`;
};

/** A tutor's visible reviews, newest first; fetchNextPage loads the next `limit`. */
export const useExpertReviews = (expertId: string, limit = 5) =>
  useInfiniteQuery({
    queryKey: reviewKeys.expert(expertId, limit),
    queryFn: ({ pageParam }) => api.get<ReviewPage>(pageUrl(`/api/experts/${encodeURIComponent(expertId)}/reviews`, limit, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

/** The signed-in tutor's own reviews, newest first. */
export const useTutorReviews = (limit = 5) =>
  useInfiniteQuery({
    queryKey: reviewKeys.tutor(limit),
    queryFn: ({ pageParam }) => api.get<TutorReviewPage>(pageUrl('/api/tutor/reviews', limit, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The student's review of a booking (null before they write one). */
export const useMyReview = (bookingId: string, enabled = true) =>
  useQuery({
    queryKey: reviewKeys.mine(bookingId),
    queryFn: async () => (await api.get<{ review: MyReview | null }>(`/api/bookings/${encodeURIComponent(bookingId)}/review`)).review,
    enabled,
  });

/** Writes the booking's review, or edits it within 14 days of writing it. */
export function useWriteReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, rating, text }: { bookingId: string; rating: number; text: string | null }) =>
      api.post<MyReview>(`/api/bookings/${encodeURIComponent(bookingId)}/review`, { rating, text }),
    onSuccess: (review) => {
      qc.setQueryData(reviewKeys.mine(review.bookingId), review);
      void qc.invalidateQueries({ queryKey: bookingKeys.all });
      void qc.invalidateQueries({ queryKey: expertKeys.all });
      void qc.invalidateQueries({ queryKey: reviewKeys.all });
    },
  });
}

/** The tutor's one reply to a review. */
export function useReplyToReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) => api.post<ReviewView>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { text }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
