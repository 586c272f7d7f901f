import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { realtime } from '../lib/realtime-client';
import { useMe } from '../entities/me/api';
import { applyTheme, readUiPrefs } from '../lib/ui-prefs';

// Toasts are never part of the first paint: the Toaster loads right after it, in parallel with the page.
// A toast raised before it has loaded is not lost: the Toaster shows the active ones when it subscribes.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function RealtimeConnector() {
  const { data: me } = useMe();
  useEffect(() => {
    if (me) realtime.start();
    else realtime.stop();
  }, [me]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => applyTheme(readUiPrefs().theme), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeConnector />
      {children}
      <Suspense fallback={null}>
        <Toaster richColors closeButton position="top-right" />
      </Suspense>
    </QueryClientProvider>
  );
}
