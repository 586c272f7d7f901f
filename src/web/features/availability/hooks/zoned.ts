// Formatting instants in the tutor's availability zone, and day keys for grouping.
import { format } from 'date-fns';
import { toZonedParts } from '@shared/rules/recurrence';
import { ApiError } from '../../../lib/api-client';

export const dayKey = (iso: string | Date, zone: string) => toZonedParts(new Date(iso), zone).date;
/** A local Date for a YYYY-MM-DD key, for the date picker (which works in browser-local days). */
export const keyToLocalDate = (key: string) => {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
};
export const localDateToKey = (d: Date) => format(d, 'yyyy-MM-dd');

/** The toast title the server attached to a refusal, else the fallback. */
export const errorTitle = (err: unknown, fallback: string) => (err instanceof ApiError && err.fields?.toastTitle) || fallback;
