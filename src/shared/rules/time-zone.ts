/** A profile's time zone until its owner picks another (the spec's zone for created availability too). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/**
 * The spec's time-zone list as IANA zones: the one list the profile page, the availability settings and
 * the add-availability dialog offer, and the profile schema accepts.
 */
export const TIMEZONE_OPTIONS = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'Eastern Time (US)' },
  { value: 'America/Chicago', label: 'Central Time (US)' },
  { value: 'America/Denver', label: 'Mountain Time (US)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (US)' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Europe/Berlin', label: 'Berlin' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Asia/Shanghai', label: 'Shanghai' },
  { value: DEFAULT_TIME_ZONE, label: `India (${DEFAULT_TIME_ZONE})` },
  { value: 'Australia/Sydney', label: 'Sydney' },
] as const;

/**
 * The canonical IANA name of a zone ("europe/london" → "Europe/London"), or null when it is not an IANA
 * zone name: offsets such as "+05:30" and abbreviations such as "IST" are refused.
 */
export function canonicalIanaZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone.length > 64 || !/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
