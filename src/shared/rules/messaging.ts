// Messaging display rules shared by the screens: the spec's three date formats and display fallbacks.
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';

const THREAD_DATE_FORMAT = 'MMM dd, h:mm a';
const MESSAGE_TIME_FORMAT = 'h:mm a';
const REQUEST_DATE_FORMAT = 'MMM dd, yyyy h:mm a';

export const TUTOR_SEARCH_LIMIT = 10;
const UNKNOWN_EXPERT_NAME = 'Unknown Expert';
const DEFAULT_EXPERT_BIO = 'Expert in their field';
const DEFAULT_EXPERT_RATING = 4.5;

/** Sends allowed per user per minute. */
export const SEND_RATE_LIMIT_PER_MINUTE = 300;

function fmt(iso: string | null | undefined, pattern: string, timeZone?: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return format(timeZone ? new TZDate(d, timeZone) : d, pattern);
}

export const formatThreadDate = (iso: string | null | undefined, timeZone?: string) => fmt(iso, THREAD_DATE_FORMAT, timeZone);
export const formatMessageTime = (iso: string | null | undefined, timeZone?: string) => fmt(iso, MESSAGE_TIME_FORMAT, timeZone);
export const formatRequestDate = (iso: string | null | undefined, timeZone?: string) => fmt(iso, REQUEST_DATE_FORMAT, timeZone);

/** The tutor search's display defaults. */
export function tutorDisplay(t: { name?: string | null; bio?: string | null; rating?: number | null }) {
  return {
    name: t.name?.trim() || UNKNOWN_EXPERT_NAME,
    bio: t.bio?.trim() || DEFAULT_EXPERT_BIO,
    rating: typeof t.rating === 'number' && Number.isFinite(t.rating) && t.rating > 0 ? t.rating : DEFAULT_EXPERT_RATING,
  };
}

/** "4.8/5" */
export const formatRating = (rating: number) => `${(Math.round(rating * 10) / 10).toFixed(1)}/5`;

/** A message or request is sendable only with non-blank text. */
export const isSendable = (text: string) => text.trim().length > 0;

/** Badge text: counts over 99 show as 99+. */
export const badgeCount = (n: number) => (n > 99 ? '99+' : String(n));

/** Initials for an avatar fallback. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase();
}
