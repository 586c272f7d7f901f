// Public pages sent rendered: the web build's renderer fills the page in place of the loading skeleton, with the
// visitor's cookies for its API reads; a page it cannot render is the app shell; the theme script is allowed by
// its hash and no other inline script is. (The renderer itself, React on the real pages, is covered in Chromium:
// tests/e2e/server-rendering.spec.ts.)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';

const THEME_SCRIPT = "document.documentElement.classList.add('dark');";
const INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"><!--app--><div aria-busy="true">skeleton</div><!--/app--></div></body></html>`;

// A renderer with the web build's interface: it reads /api/me as the visitor and says what it was given.
const RENDERER = `
let renders = 0;
export async function render(url, { fetch, zone, language }) {
  const { pathname } = new URL(url);
  renders++;
  if (pathname === '/privacy') return { status: 200, html: '<main>render ' + renders + '</main>', data: '{}' };
  if (pathname === '/terms') throw new Error('this page cannot be rendered');
  if (pathname === '/auth/tutor') return { redirect: '/tutor/dashboard' };
  const me = await fetch('/api/me', { headers: { accept: 'application/json' } });
  return {
    status: pathname === '/booking/nobody' ? 404 : 200,
    html: '<main>rendered ' + pathname + ' me=' + me.status + ' zone=' + zone + ' language=' + language + '</main>',
    data: JSON.stringify({ page: pathname }),
    routes: pathname === '/discover-experts' ? ['0', 'routes/discover-experts'] : [],
  };
}
`;

// The build's chunks: the entry's, and a route's that import one of them.
const MANIFEST = {
  'index.html': { file: 'assets/app.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_list.js': { file: 'assets/list.js', imports: ['_react.js'] },
  'app/routes/discover-experts.tsx': { file: 'assets/discover.js', imports: ['_react.js', '_list.js'] },
};

let t: TestContext;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-web-ssr-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  fs.mkdirSync(path.join(webDir, '.ssr'));
  fs.writeFileSync(path.join(webDir, '.ssr', 'entry-server.js'), RENDERER);
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  t = await createTestContext({ env: { WEB_DIST: webDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('pages rendered on the server', () => {
  it('fills the landing page in place of the skeleton, with the data after it', async () => {
    const res = await t.request('GET', '/', { headers: { cookie: 'tz=Europe%2FLondon', 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root" data-rendered><main>rendered / me=401 zone=Europe/London language=de-DE</main></div>');
    expect(html).not.toContain('skeleton');
    expect(html).toContain('<script type="application/json" id="ssr-data">{"page":"/"}</script></body>');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toContain('Cookie');
  });

  it("names the chunks of the page's routes that the entry does not load as module preloads, after its content", async () => {
    const html = await (await t.request('GET', '/discover-experts')).text();
    expect(html).toContain('</main></div><link rel="modulepreload" crossorigin href="/assets/discover.js"><link rel="modulepreload" crossorigin href="/assets/list.js"><script type="application/json" id="ssr-data">');
    expect(html).not.toContain('href="/assets/react.js"');
    // A page whose routes have no chunks of their own names none.
    expect(await (await t.request('GET', '/')).text()).not.toContain('modulepreload');
  });

  it("reads the page's data as the visitor: signed in, the page is theirs", async () => {
    const student = await t.signUp('student');
    const html = await (await t.request('GET', '/discover-experts', { as: student })).text();
    expect(html).toContain('rendered /discover-experts me=200');
  });

  it("keeps the renderer's status (a page about nothing is a 404)", async () => {
    expect((await t.request('GET', '/booking/nobody')).status).toBe(404);
  });

  it('sends the app shell when the renderer fails or redirects, and for pages it does not render', async () => {
    for (const page of ['/terms', '/auth/tutor', '/student/dashboard']) {
      const res = await t.request('GET', page);
      expect(res.status, page).toBe(200);
      const html = await res.text();
      expect(html, page).toContain('skeleton');
      expect(html, page).not.toContain('ssr-data');
    }
  });

  it('renders a page once for guests arriving within seconds of each other, every time for a signed-in visitor', async () => {
    const guests = await Promise.all([1, 2, 3].map(() => t.request('GET', '/privacy').then((r) => r.text())));
    const first = guests[0].match(/render (\d+)/)?.[1];
    expect(first).toBeDefined();
    for (const html of guests) expect(html).toContain(`render ${first}<`);
    expect(await (await t.request('GET', '/privacy')).text()).toContain(`render ${first}<`);
    // Another zone is another page.
    expect(await (await t.request('GET', '/privacy', { headers: { cookie: 'tz=Asia%2FTokyo' } })).text()).not.toContain(`render ${first}<`);

    const student = await t.signUp('student');
    const a = (await (await t.request('GET', '/privacy', { as: student })).text()).match(/render (\d+)/)?.[1];
    const b = (await (await t.request('GET', '/privacy', { as: student })).text()).match(/render (\d+)/)?.[1];
    expect(a).not.toBe(first);
    expect(b).not.toBe(a);
  });

  it("sends guests the page in the compressed copy their browser accepts, the same copy for each of them", async () => {
    const address = '/discover-experts';
    const [a, b] = await Promise.all([1, 2].map(() => t.request('GET', address, { headers: { 'accept-encoding': 'gzip, br' } })));
    for (const res of [a, b]) {
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('vary')).toMatch(/Cookie/);
      expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    }
    const [bytesA, bytesB] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
    expect(Buffer.from(bytesA).equals(Buffer.from(bytesB))).toBe(true);
    const html = zlib.brotliDecompressSync(Buffer.from(bytesA)).toString();
    expect(html).toContain('<div id="root" data-rendered><main>rendered /discover-experts');
    const gzip = await t.request('GET', address, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(html);
    // Without Accept-Encoding the page goes as it is.
    const plain = await t.request('GET', address);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });

  it('does not serve the renderer as a file', async () => {
    expect(await (await t.request('GET', '/.ssr/entry-server.js')).text()).not.toContain('export async function render');
  });

  it('allows the theme script by its hash, and no other inline script', async () => {
    const csp = (await t.request('GET', '/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
