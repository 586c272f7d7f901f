import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client';
import { realtime } from '../lib/realtime-client';
import { useMe } from '../features/auth/api/me';
import { applyTheme, readUiPrefs } from '../lib/ui-prefs';

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
      <Toaster richColors closeButton position="top-right" />
    </QueryClientProvider>
  );
}
