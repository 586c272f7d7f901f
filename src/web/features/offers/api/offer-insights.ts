import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferingAnalytics, OfferingReviews } from '@shared/schemas/offerings';
import { api } from '../../../lib/api-client';

const offerAnalyticsQuery = queryOptions({
  queryKey: ['offerings', 'analytics'],
  queryFn: () => api.get<OfferingAnalytics>('/api/offerings/analytics'),
});
export const useOfferAnalytics = () => useQuery(offerAnalyticsQuery);

const offerReviewsQuery = queryOptions({
  queryKey: ['offerings', 'reviews'],
  queryFn: () => api.get<OfferingReviews>('/api/offerings/reviews'),
});
export const useOfferReviews = () => useQuery(offerReviewsQuery);
