// Renders one address of the app as main.tsx does: the app's own router (src/web/app/router.tsx, so guards
// and lazy routes behave as in the browser), its providers and query client, in StrictMode. HTTP is answered
// by a MockApi at the fetch boundary and the realtime socket by a MockRealtime. Each call starts from fresh
// app modules (vi.resetModules), so no query cache, socket state or router history leaks between tests.
// Test files using it need `// @vitest-environment happy-dom` on their first line.
import { StrictMode } from 'react';
// Loaded before any test freezes Date: vitest's frozen Date does not survive subclassing, and TZDate extends
// whichever Date exists when @date-fns/tz first loads (then every zoned time would print in UTC).
import '@date-fns/tz';
import { act, cleanup, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';
import type { ServerFrame } from '@shared/realtime';
import { MockApi } from './mock-api';
import { MockRealtime } from './mock-realtime';

export type RenderRouteOptions = {
  /** The mocked API; a fresh one (answering every call with 404) when omitted. */
  api?: MockApi;
  /** Freezes `Date` at this instant for screens that depend on "now"; timers stay real. */
  now?: string | number | Date;
  /** Timers of these lengths fire at once (a redirect after a toast); every other timer keeps its time. */
  instantTimers?: number[];
};

const teardown: (() => void)[] = [];

// A lazy piece of a page (route, dialog, toaster) is compiled on its first use in a run: give it time on a busy machine.
configure({ asyncUtilTimeout: 4_000 });

export async function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const api = options.api ?? new MockApi();
  const realtime = new MockRealtime();
  if (options.now !== undefined) vi.setSystemTime(options.now);
  vi.stubGlobal('fetch', api.fetch);
  vi.stubGlobal('WebSocket', realtime.WebSocket);
  if (options.instantTimers?.length) {
    const instant = new Set(options.instantTimers);
    const realSetTimeout = globalThis.setTimeout;
    const fastSetTimeout = (fn: () => void, ms?: number, ...args: unknown[]) => realSetTimeout(fn, ms !== undefined && instant.has(ms) ? 0 : ms, ...args);
    vi.stubGlobal('setTimeout', fastSetTimeout);
  }
  // The app's router is a browser router that starts at the window's address: point the window at it first.
  window.history.replaceState(null, '', path);
  vi.resetModules();
  const [{ createAppRouter }, { Providers }, { queryClient }, realtimeClient] = await Promise.all([
    import('../app/router'),
    import('../app/providers'),
    import('../lib/query-client'),
    import('../lib/realtime-client'),
  ]);
  const router = createAppRouter();
  teardown.push(() => {
    realtimeClient.realtime.stop();
    queryClient.clear();
    router.dispose();
  });

  // The router loads the address's lazy routes as it starts; render once they are in, as a returning visitor sees it.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => state.initialized && (stop(), resolve()));
  });

  // No pause between a user's keystrokes and clicks: act() still flushes React after each one.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  return {
    ...view,
    user,
    api,
    realtime,
    router,
    queryClient,
    /** The server pushes a frame on the socket; resolves once React has handled what it started. */
    emit: (frame: ServerFrame) => act(async () => realtime.emit(frame)),
    /** The address the app shows now (after guards and navigations). */
    location: () => router.state.location,
  };
}

export type RenderedRoute = Awaited<ReturnType<typeof renderRoute>>;

afterEach(() => {
  cleanup();
  for (const fn of teardown.splice(0)) fn();
  // sonner keeps its toasts in module state and replays the active ones to the next Toaster.
  toast.dismiss();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
