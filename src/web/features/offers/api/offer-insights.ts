import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferingAnalytics, OfferingReview } from '@shared/schemas/offerings';
import { api } from '../../../lib/api-client';

export const offerAnalyticsQuery = queryOptions({
  queryKey: ['offerings', 'analytics'],
  queryFn: () => api.get<OfferingAnalytics>('/api/offerings/analytics'),
});
export const useOfferAnalytics = () => useQuery(offerAnalyticsQuery);

export const offerReviewsQuery = queryOptions({
  queryKey: ['offerings', 'reviews'],
  queryFn: () => api.get<{ items: OfferingReview[] }>('/api/offerings/reviews'),
});
export const useOfferReviews = () => useQuery(offerReviewsQuery);
