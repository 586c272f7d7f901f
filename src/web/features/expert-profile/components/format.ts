// How the profile words its figures.

/** "within 20 minutes", "within 3 hours", "within 2 days". */
export function responseTimeText(minutes: number): string {
  if (minutes < 60) return `within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `within ${hours === 1 ? 'an hour' : `${hours} hours`}`;
  const days = Math.ceil(hours / 24);
  return `within ${days === 1 ? 'a day' : `${days} days`}`;
}
