import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { TIMEZONE_OPTIONS } from '@shared/schemas/profiles';

/** A date in the user's own time zone, e.g. "Nov 22, 2026". */
export const formatDay = (iso: string | null, timezone: string) => (iso ? format(new TZDate(iso, timezone), 'MMM d, yyyy') : 'Never');

export const timezoneLabel = (zone: string) => TIMEZONE_OPTIONS.find((t) => t.value === zone)?.label ?? zone;
