// Public pages rendered on the server: the web build's page renderer (src/web/entry-server.tsx, built into
// <web>/.ssr) turns the address into the page's HTML with its data, read from this app in process with the
// visitor's cookies. The browser paints it before the app's script has run, then the app hydrates it.
// Without that build (a development server, a test without the web build), pages are the app shell as before.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Logger } from '../logger';
import type { AppEnv } from './context';

type Rendered = { status: number; html: string; data: string } | { redirect: string } | null;
type Entry = {
  render(url: string, options: { fetch: (path: string, init: RequestInit) => Promise<Response>; zone: string | null; language?: string }): Promise<Rendered>;
};

/** Where the boot skeleton sits in index.html: a rendered page takes its place. */
const OUTLET = /<!--app-->[\s\S]*<!--\/app-->/;

/** The request headers a page's API reads carry over from the page's own request. */
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for', 'x-real-ip'];

export type PageRender = (c: Context<AppEnv>, html: string) => Promise<{ html: string; status: number } | null>;

/** The renderer of the web build at `webRoot`, or null when that build has none. */
export function createPageRender(webRoot: string, app: Hono<AppEnv>, logger: Logger): PageRender | null {
  const file = path.join(webRoot, '.ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  let entry: Promise<Entry> | undefined;
  let warned = false;
  return async (c, html) => {
    if (!OUTLET.test(html)) return null;
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value) headers[name] = value;
    }
    const fetch = (p: string, init: RequestInit) =>
      Promise.resolve(app.request(p, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } }));
    try {
      entry ??= import(pathToFileURL(file).href) as Promise<Entry>;
      const language = c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim() || undefined;
      const page = await (await entry).render(c.req.url, { fetch, zone: getCookie(c, 'tz') ?? null, language });
      if (!page || 'redirect' in page) return null;
      const data = `<script type="application/json" id="ssr-data">${page.data}</script></body>`;
      // data-rendered: index.html's script keeps the page from taking input until the app has taken it over.
      const filled = html.replace(OUTLET, () => page.html).replace('<div id="root">', '<div id="root" data-rendered>');
      // The page is the visitor's (their header, their data in it): no shared cache keeps it.
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Cookie');
      return { status: page.status, html: filled.replace('</body>', () => data) };
    } catch (err) {
      // The page still works: the app renders it in the browser.
      if (!warned) logger.warn({ err, path: c.req.path }, 'server rendering failed; serving the app shell');
      warned = true;
      return null;
    }
  };
}
