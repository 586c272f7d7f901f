// The time zone every time on screen is shown in: the one the viewer chose in place (kept in this browser),
// else a signed-in user's profile zone, else the browser's own zone. Guests never get the platform default.
import { useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TIMEZONE_OPTIONS } from '@shared/rules/time-zone';

/**
 * The signed-in user's profile zone, read from the cache entry GET /api/me fills (entities/me owns the query and
 * fetches it for every page's header); this only watches it, so lib stays free of domain imports.
 */
function useProfileZone(): string | null {
  const qc = useQueryClient();
  const read = () => qc.getQueryData<{ profile?: { timezone?: string | null } | null } | null>(['me'])?.profile?.timezone ?? null;
  return useSyncExternalStore((l) => qc.getQueryCache().subscribe(l), read, () => null);
}

const KEY = 'viewer-time-zone';
const listeners = new Set<() => void>();

function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function readChosen(): string | null {
  try {
    const z = localStorage.getItem(KEY);
    return z && isZone(z) ? z : null;
  } catch {
    return null;
  }
}

/** Shows every time in `zone` from now on in this browser (null: back to the profile's or the browser's). */
export function chooseViewerZone(zone: string | null) {
  try {
    if (zone && isZone(zone)) localStorage.setItem(KEY, zone);
    else localStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export type ViewerZone = { zone: string; source: 'chosen' | 'profile' | 'browser' };

export function useViewerZone(): ViewerZone {
  const chosen = useSyncExternalStore(subscribe, readChosen, () => null);
  const profileZone = useProfileZone();
  if (chosen) return { zone: chosen, source: 'chosen' };
  if (profileZone && isZone(profileZone)) return { zone: profileZone, source: 'profile' };
  return { zone: browserZone(), source: 'browser' };
}

/** A short label for a zone at an instant: "GMT", "BST", "IST" where the browser knows one, else "GMT+5:30". */
export function zoneAbbreviation(zone: string, at: Date = new Date()): string {
  const part = abbreviationFormat(zone).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

const abbreviations = new Map<string, Intl.DateTimeFormat>();

/** Short zone names are known per locale: the zone's own region's English reads best ("IST", "EST", "CET", "AEDT"). */
function abbreviationFormat(zone: string): Intl.DateTimeFormat {
  let f = abbreviations.get(zone);
  if (!f) {
    const locale = /^(Asia\/(Kolkata|Calcutta))$/.test(zone) ? 'en-IN' : zone.startsWith('America/') ? 'en-US' : zone.startsWith('Australia/') ? 'en-AU' : 'en-GB';
    f = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    abbreviations.set(zone, f);
  }
  return f;
}

const clock = new Map<string, Intl.DateTimeFormat>();

/** "9:00 AM" at an instant in a zone. */
export function clockTime(iso: string | number, zone: string): string {
  let f = clock.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });
    clock.set(zone, f);
  }
  // Some ICU versions put a narrow no-break space before AM/PM: one plain space everywhere.
  return f.format(new Date(iso)).replace(/\u202f/g, ' ');
}


const longDay = new Map<string, Intl.DateTimeFormat>();

/** "Tuesday, 24 November 2026" in a zone. */
export function longDate(iso: string | number, zone: string): string {
  let f = longDay.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    longDay.set(zone, f);
  }
  return f.format(new Date(iso));
}

/** A zone's name for people: the list's label ("London") or the IANA name with its underscores as spaces. */
export function zoneName(zone: string): string {
  return TIMEZONE_OPTIONS.find((t) => t.value === zone)?.label ?? zone.replace(/_/g, ' ');
}

/** The zones a viewer may switch to: the product's list, with the current zone (and the browser's) when not on it. */
export function zoneChoices(current: string): { value: string; label: string }[] {
  const list: { value: string; label: string }[] = TIMEZONE_OPTIONS.map((t) => ({ value: t.value, label: t.label }));
  for (const extra of [browserZone(), current]) {
    if (!list.some((t) => t.value === extra)) list.unshift({ value: extra, label: zoneName(extra) });
  }
  return list;
}
