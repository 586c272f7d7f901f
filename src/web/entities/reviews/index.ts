// Reviews for every screen: the public list (profile page), the tutor's card, stars and dates, and the hooks
// (more in ./api: useExpertReviews, useTutorReviews, useReplyToReview).
export { ReviewList } from './review-list';
export { Stars } from './stars';
export { TutorReviewsCard } from './tutor-reviews-card';
export { reviewKeys, useMyReview, useWriteReview } from './api';
