// Ranking by rating: a Bayesian average pulls a rating with few reviews towards a prior, so a new tutor's
// default 5.0 with no reviews does not outrank tutors whose rating is proven by many students.

/** The rating assumed before any review. */
export const RATING_PRIOR_MEAN = 4.5;
/** How many reviews the prior weighs, as if it were that many reviews at the prior mean. */
export const RATING_PRIOR_WEIGHT = 5;

/** (C·m + rating·n) / (C + n) with n reviews, prior mean m and prior weight C. */
export function bayesianRating(rating: number, count: number): number {
  const n = Math.max(0, count || 0);
  return (RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN + rating * n) / (RATING_PRIOR_WEIGHT + n);
}
