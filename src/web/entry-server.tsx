// Renders a public page to HTML on the server, with its data, for the browser to paint at once and hydrate
// (main.tsx). The server's own app answers the page's API reads in process, with the visitor's cookies.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { TakenOver } from './app/taken-over';
import { setApiTransport } from './lib/api-client';
import { setPageLanguage } from './lib/format';
import { setServerZone } from './lib/viewer-zone';

type Fetch = (path: string, init: RequestInit) => Promise<Response>;

const requestFetch = new AsyncLocalStorage<Fetch>();
setApiTransport((path, init) => {
  const answer = requestFetch.getStore();
  if (!answer) throw new Error('No request to answer this read from');
  return answer(path, init);
});

const handler = createStaticHandler(routes);

/** Whether a read the page made is one it wants now (a query waiting for an answer or a click is not). */
function enabled(query: Query) {
  const { enabled: on } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  return typeof on === 'function' ? on(query) : on !== false;
}

/** What renderToString leaves where a part could not be rendered (a lazy part whose code has not loaded yet). */
const CLIENT_RENDERED = '<!--$!-->';

/** Rounds of "render, then fetch what the render asked for": a page whose reads depend on earlier reads takes two. */
const ROUNDS = 3;

export type Rendered = { status: number; html: string; data: string; routes: string[] } | { redirect: string } | null;

/**
 * The page at `url` as HTML (the root's content) and the data the browser hydrates it with (JSON, to be placed in a
 * `<script type="application/json" id="ssr-data">`), or null when the page is not one to render here.
 * `fetch` answers the page's API reads; `zone` is the viewer's time zone when the browser has told it; `language`
 * the first language the request accepts. `routes`: the ids of the routes the address matched.
 */
export async function render(url: string, options: { fetch: Fetch; zone: string | null; language?: string; signal?: AbortSignal }): Promise<Rendered> {
  return requestFetch.run(options.fetch, async () => {
    const context = await handler.query(new Request(url, { signal: options.signal }));
    if (context instanceof Response) {
      const location = context.headers.get('location');
      return location ? { redirect: location } : null;
    }
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
    const router = createStaticRouter(handler.dataRoutes, context);
    const page = () =>
      renderToString(
        <StrictMode>
          <Providers client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
          <TakenOver />
        </StrictMode>,
      );
    // Rendering is synchronous: the zone and language set just before each pass are this request's.
    const prepare = () => {
      setServerZone(options.zone);
      setPageLanguage(options.language);
    };
    prepare();
    let html = page();
    for (let round = 0; round < ROUNDS; round++) {
      const waiting = client.getQueryCache().getAll().filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && enabled(q));
      if (!waiting.length) break;
      await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
      prepare();
      html = page();
    }
    // A lazily loaded part (the toaster, a dialog) met for the first time is still loading: React leaves a marker for
    // the browser to render it instead, which the browser reports as an error. Its code is in a moment (a second at most).
    for (let wait = 0; wait < 50 && html.includes(CLIENT_RENDERED); wait++) {
      await new Promise((r) => setTimeout(r, 20));
      prepare();
      html = page();
    }
    const data = {
      zone: options.zone,
      language: options.language ?? null,
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      queries: dehydrate(client),
    };
    return { status: context.statusCode, html, data: JSON.stringify(data).replace(/</g, '\\u003c'), routes: context.matches.map((m) => m.route.id) };
  });
}
