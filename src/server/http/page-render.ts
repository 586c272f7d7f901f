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
import { chooseEncoding, packedCopies, type Encoding } from './compression';
import { createCriticalCss } from './critical-css';
import type { Manifest } from './route-preload';

type Rendered = { status: number; html: string; data: string; routes?: string[] } | { redirect: string } | null;
/** A finished page and its compressed copies (made once for a page guests share, on first ask). */
export type RenderedPage = { status: number; html: string; packed: (encoding: Encoding) => Promise<Buffer> };
type Page = RenderedPage | null;
type Entry = {
  render(url: string, options: { fetch: (path: string, init: RequestInit) => Promise<Response>; zone: string | null; language?: string }): Promise<Rendered>;
};

/** Where the boot skeleton sits in index.html: a rendered page takes its place. */
const OUTLET = /<!--app-->[\s\S]*<!--\/app-->/;

/** The request headers a page's API reads carry over from the page's own request. */
const FORWARDED = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for', 'x-real-ip'];

export type PageRender = (c: Context<AppEnv>, html: string) => Promise<RenderedPage | null>;

/**
 * Sends a rendered page in the compressed copy the browser accepts. A page guests share is compressed once for
 * all of them rather than on the way out of each request (2–4 ms of CPU for a page of 80–160 KB).
 */
export async function sendPage(c: Context<AppEnv>, page: RenderedPage) {
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (!encoding) return c.html(page.html, page.status as 200);
  c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(new Uint8Array(await page.packed(encoding)), page.status as 200);
}

/**
 * A page for a guest (no session cookie) is the same for every guest with the same address, zone and language: it is
 * rendered once and kept this long (guests arriving together wait for the same render). A render costs about as
 * much as thirty API reads; the landing page is most visitors' first request.
 */
const GUEST_PAGE_MS = 5_000;
const GUEST_PAGES_KEPT = 500;

/** A request without a session: its page is the same for every guest and is shared (below). */
export const isGuest = (c: Context<AppEnv>) => !(c.req.header('cookie') ?? '').includes('session_token');

/** The renderer of the web build at `webRoot`, or null when that build has none. */
export function createPageRender(webRoot: string, app: Hono<AppEnv>, logger: Logger): PageRender | null {
  const file = path.join(webRoot, '.ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  let entry: Promise<Entry> | undefined;
  let warned = false;
  // The shell's stylesheets become the page's critical CSS, inlined, and load without blocking its first paint.
  const inlineCss = createCriticalCss(webRoot, fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8')) ?? ((page: string) => page);
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const chunksOf = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (chunk && !into.has(chunk.file)) {
      into.add(chunk.file);
      for (const i of chunk.imports ?? []) chunksOf(i, into);
    }
    return into;
  };
  const entryChunks = chunksOf('index.html');
  /**
   * Module preloads for the chunks of the page's routes (a rendered route's id names its module, app/<id>.tsx: see
   * src/web/app/router.tsx) that neither the entry nor `html` names: placed after the page's content, they load while
   * the entry chunk does, not once it has run, and without taking bandwidth from the HTML before the first paint.
   */
  const routePreloads = (html: string, routes: string[]) => {
    const files = new Set<string>();
    for (const id of routes) chunksOf(`app/${id}.tsx`, files);
    return [...files]
      .filter((file) => file.endsWith('.js') && !entryChunks.has(file) && !html.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
  };
  /** The finished page (null: the app renders it in the browser) from a render of it into `html`. */
  const finish = (page: Rendered, html: string): Page => {
    if (!page || 'redirect' in page) return null;
    const { html: body, data: json, status } = page;
    const data = `${routePreloads(html, page.routes ?? [])}<script type="application/json" id="ssr-data">${json}</script></body>`;
    // data-rendered: index.html's script keeps the page from taking input until the app has taken it over.
    const filled = html.replace(OUTLET, () => body).replace('<div id="root">', '<div id="root" data-rendered>');
    const text = inlineCss(filled).replace('</body>', () => data);
    return { status, html: text, packed: packedCopies(text) };
  };
  const guestPages = new Map<string, { at: number; page: Promise<Page> }>();
  return async (c, html) => {
    if (!OUTLET.test(html)) return null;
    const zone = getCookie(c, 'tz') ?? null;
    const language = c.req.header('accept-language')?.split(',')[0]?.split(';')[0]?.trim() || undefined;
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of FORWARDED) {
      const value = c.req.header(name);
      if (value) headers[name] = value;
    }
    // The visitor's connection too, so a read that counts who asked (a profile view) sees the visitor's address.
    const connection = { incoming: (c.env as { incoming?: unknown } | undefined)?.incoming };
    const fetch = (p: string, init: RequestInit) =>
      Promise.resolve(app.request(p, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } }, connection));
    const renderNow = async () => {
      entry ??= import(pathToFileURL(file).href) as Promise<Entry>;
      return finish(await (await entry).render(c.req.url, { fetch, zone, language }), html);
    };
    const guest = isGuest(c);
    try {
      let page: Page;
      if (guest) {
        const key = `${c.req.url}|${zone}|${language}`;
        let kept = guestPages.get(key);
        if (!kept || Date.now() - kept.at > GUEST_PAGE_MS) {
          kept = { at: Date.now(), page: renderNow() };
          guestPages.delete(key);
          guestPages.set(key, kept);
          if (guestPages.size > GUEST_PAGES_KEPT) guestPages.delete(guestPages.keys().next().value!);
          // A failed render is not kept: the next guest tries again.
          const mine = kept;
          mine.page.catch(() => guestPages.get(key) === mine && guestPages.delete(key));
        }
        page = await kept.page;
      } else page = await renderNow();
      if (!page) return null;
      // The page is the visitor's (their header, their data in it): no shared cache keeps it.
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Cookie');
      return page;
    } catch (err) {
      // The page still works: the app renders it in the browser.
      if (!warned) logger.warn({ err, path: c.req.path }, 'server rendering failed; serving the app shell');
      warned = true;
      return null;
    }
  };
}
