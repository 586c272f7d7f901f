// A group session's class: roster, hands, the tutor's mute and spotlight, and the room's heartbeat.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassDto } from '@shared/schemas/live';
import { api } from '../../../lib/api-client';

const path = (bookingId: string, what = '') => `/api/sessions/${encodeURIComponent(bookingId)}/class${what}`;

export const classQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ['live-session', bookingId, 'class'],
    queryFn: () => api.get<ClassDto>(path(bookingId)),
    // Presence runs out without an event (a closed laptop): the roster looks again every half minute.
    refetchInterval: 30_000,
  });

export const useClass = (bookingId: string) => useQuery(classQuery(bookingId));

/** Each change answers with the class as it is now: the roster updates at once, the others hear the event. */
function useClassChange<B>(bookingId: string, what: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => api.post<ClassDto>(path(bookingId, `/${what}`), body),
    onSuccess: (c) => qc.setQueryData(classQuery(bookingId).queryKey, c),
  });
}

export const useRaiseHand = (bookingId: string) => useClassChange<{ raised: boolean; userId?: string }>(bookingId, 'hand');
export const useMuteStudent = (bookingId: string) => useClassChange<{ userId: string; muted: boolean }>(bookingId, 'mute');
export const useSpotlight = (bookingId: string) => useClassChange<{ userId: string | null }>(bookingId, 'spotlight');
export const usePresence = (bookingId: string) => useClassChange<{ present: boolean }>(bookingId, 'presence');

/** Leaving the room as the page goes away: a request the browser finishes after the page is gone. */
export function leaveClass(bookingId: string) {
  void fetch(path(bookingId, '/presence'), {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ present: false }),
  }).catch(() => undefined);
}
