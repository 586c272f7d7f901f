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

/**
 * The browser's zone as the server knew it when it rendered the page (the `tz` cookie that index.html's first script
 * keeps), or null: the page hydrates with it, then shows the browser's own zone.
 */
let serverZone: string | null = null;

/** The zone a page rendered on the server (and its hydration) shows times in until the browser's own is read. */
export function setServerZone(zone: string | null) {
  serverZone = zone && isZone(zone) ? zone : null;
}

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

/** `browser`: the browser's own zone (on a page the server rendered, the server's idea of it until hydrated). */
export type ViewerZone = { zone: string; source: 'chosen' | 'profile' | 'browser'; browser: string };

const never = () => () => undefined;

export function useViewerZone(): ViewerZone {
  const chosen = useSyncExternalStore(subscribe, readChosen, () => null);
  const profileZone = useProfileZone();
  const browser = useSyncExternalStore(never, browserZone, () => serverZone ?? 'UTC');
  if (chosen) return { zone: chosen, source: 'chosen', browser };
  if (profileZone && isZone(profileZone)) return { zone: profileZone, source: 'profile', browser };
  return { zone: browser, source: 'browser', browser };
}

/** A zone's name for people: the list's label ("London") or the IANA name with its underscores as spaces. */
export function zoneName(zone: string): string {
  return TIMEZONE_OPTIONS.find((t) => t.value === zone)?.label ?? zone.replace(/_/g, ' ');
}

/**
 * The zones a viewer may switch to: the product's list, with the current zone and the browser's (useViewerZone's
 * `browser` on a page that may have been rendered on the server) when not on it.
 */
export function zoneChoices(current: string, browser: string = browserZone()): { value: string; label: string }[] {
  const list: { value: string; label: string }[] = TIMEZONE_OPTIONS.map((t) => ({ value: t.value, label: t.label }));
  for (const extra of [browser, current]) {
    if (!list.some((t) => t.value === extra)) list.unshift({ value: extra, label: zoneName(extra) });
  }
  return list;
}
