import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { realtime } from '../lib/realtime-client';
import { useRefetchAfterGap } from '../lib/use-realtime';
import { bookingKeys } from '../entities/bookings/api';
import { threadKeys } from '../entities/threads/api';
import { meKeys, useMe } from '../entities/me/api';
import { PendingSaveSync } from '../entities/saved/pending-save-sync';
import { onFirstToast } from '../lib/toast';
import { applyTheme, readUiPrefs } from '../lib/ui-prefs';

// Toasts are never part of the first paint. A toast raised before the Toaster has loaded is not lost: the
// Toaster shows the active ones when it subscribes.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * The Toaster loads once a toast can come: at a signed-in visitor's first paint (realtime events raise them), at a
 * guest's first input (a guest's toasts answer what they did), or with the first toast of lib/toast.ts (raised with
 * no input: a page that failed to load, the discover page's search run from the address). A guest who only reads
 * never loads it.
 */
function LazyToaster() {
  const { data: me } = useMe();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    if (me) return setWanted(true);
    const want = () => setWanted(true);
    for (const name of INPUT_EVENTS) window.addEventListener(name, want, { once: true, passive: true, capture: true });
    const stop = onFirstToast(want);
    return () => {
      stop();
      for (const name of INPUT_EVENTS) window.removeEventListener(name, want, { capture: true });
    };
  }, [me, wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-right" />
    </Suspense>
  );
}

// What realtime events keep fresh; after a reconnect or the server's resync the open views refetch it.
const REALTIME_FED_QUERIES = [bookingKeys.all, threadKeys.all, ['notifications'], ['availability'], ['offerings']] as const;

function RealtimeConnector() {
  const { data: me } = useMe();
  const qc = useQueryClient();
  useRefetchAfterGap(REALTIME_FED_QUERIES);
  useEffect(() => {
    if (me) realtime.start();
    else realtime.stop();
  }, [me]);
  // A socket refused before it opened may mean the session is gone (signed out in another tab, expired, or a page
  // rendered for a session that ended a moment later): who is signed in is asked again, and a 401 there signs this
  // tab out, which stops the socket. Offline, the question fails and nothing changes.
  useEffect(() => {
    let previous = realtime.status;
    return realtime.onStatus((status) => {
      if (status === 'closed' && previous === 'connecting') void qc.invalidateQueries({ queryKey: meKeys.all });
      previous = status;
    });
  }, [qc]);
  return null;
}

/** `client`: the app's query cache, or (rendering on the server) one made for the request. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  useEffect(() => applyTheme(readUiPrefs().theme), []);
  return (
    <QueryClientProvider client={client}>
      <RealtimeConnector />
      <PendingSaveSync />
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
