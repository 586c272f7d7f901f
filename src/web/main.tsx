import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter, loadMatchedRoutes } from './app/router';
import { TakenOver } from './app/taken-over';
import { setPageLanguage } from './lib/format';
import { queryClient } from './lib/query-client';
import { setServerZone } from './lib/viewer-zone';
import './styles.css';

const root = document.getElementById('root')!;

const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
    <TakenOver />
  </StrictMode>
);

// A page the server rendered (entry-server.tsx) comes with the data it was rendered from: the app takes over the
// same HTML, with the same data and the same page code, instead of painting it again.
const rendered = document.getElementById('ssr-data')?.textContent;
if (rendered) {
  const data = JSON.parse(rendered) as { zone: string | null; language: string | null; router: HydrationState; queries: DehydratedState };
  setServerZone(data.zone);
  setPageLanguage(data.language ?? undefined);
  hydrate(queryClient, data.queries);
  // Not a top-level await: that would keep the bundler from putting the modules the pages share into this chunk.
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page: input and paint are not blocked while a long list is taken over (the page is inert until then).
  void loadMatchedRoutes().then(() => startTransition(() => void hydrateRoot(root, app(createAppRouter(data.router)))));
} else {
  createRoot(root).render(app(createAppRouter()));
}
