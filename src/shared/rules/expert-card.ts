// Expert card display rules of the spec, free of any schema code so the landing page can use them
// without shipping the validation library.
export const EXPERT_NAME_FALLBACK = 'Expert User';
/** Experts shown on the landing page. */
export const HOME_EXPERT_COUNT = 6;
/** Languages shown on a card before "+N more". */
export const CARD_LANGUAGE_LIMIT = 3;
/** Fewer visible reviews than this: the card shows "New" instead of a rating (the rating is null). */
export const MIN_REVIEWS_FOR_RATING = 3;
