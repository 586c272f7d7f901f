// How soon a tutor usually answers, in words for the booking result ("within 2 hours").

/** "30 minutes", "an hour", "3 hours", "2 days" (rounded up), or null when unknown. */
export function responseTimeWords(minutes: number | null | undefined): string | null {
  if (minutes == null || !Number.isFinite(minutes) || minutes < 0) return null;
  if (minutes <= 30) return '30 minutes';
  if (minutes <= 60) return 'an hour';
  if (minutes < 24 * 60) return `${Math.ceil(minutes / 60)} hours`;
  const days = Math.ceil(minutes / (24 * 60));
  return days === 1 ? 'a day' : `${days} days`;
}

/** The result of a booking request the tutor still has to confirm. */
export function requestSentText(tutor: string, minutes: number | null | undefined): string {
  const within = responseTimeWords(minutes);
  return within ? `Request sent — ${tutor} usually confirms within ${within}` : `Request sent — ${tutor} will confirm soon`;
}
