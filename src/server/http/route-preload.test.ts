import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { withDataPreloads, withRoutePreloads, type Manifest } from './route-preload';

const html = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>';
const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'app/routes/session.tsx': { file: 'assets/session-1.js', imports: ['_react-1.js', 'index.html', '_live-room-1.js'] },
  '_live-room-1.js': { file: 'assets/live-room-1.js', imports: ['_tabs-1.js', '_react-1.js'] },
  '_tabs-1.js': { file: 'assets/tabs-1.js' },
  'app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_hero-1.js'] },
  '_hero-1.js': { file: 'assets/hero-1.js' },
};

describe('route preloads', () => {
  it("names the route's chunks and their imports once, leaving out what the entry loads itself", () => {
    const out = withRoutePreloads(html, manifest, 'app/routes/session.tsx');
    const hrefs = [...out.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/assets/session-1.js', '/assets/live-room-1.js', '/assets/tabs-1.js']);
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('</head>'));
    expect(out).not.toContain('home-1.js');
  });

  it('leaves the page alone for a route the build does not have', () => {
    expect(withRoutePreloads(html, manifest, 'app/routes/nope.tsx')).toBe(html);
  });

  it('asks for the data first thing in the head', () => {
    const out = withDataPreloads(html, ['/api/me', '/api/sessions/x']);
    expect(out).toContain('<head><link rel="preload" as="fetch" crossorigin href="/api/me"><link rel="preload" as="fetch" crossorigin href="/api/sessions/x"><script');
  });
});

describe('the session page as served', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    t = await createTestContext({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('carries the room code and the session data preloads; other pages do not', async () => {
    const id = '7b0c6a7e-5d2f-4b8e-9a51-2f6c1d3e4a5b';
    const page = await (await t.request('GET', `/session/${id}`)).text();
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/live-room-1.js">');
    expect(page).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/sessions/${id}">`);
    expect(page).toContain('<link rel="preload" as="fetch" crossorigin href="/api/me">');
    const odd = await (await t.request('GET', '/session/%22%3E%3Cscript%3E')).text();
    expect(odd).toContain('live-room-1.js');
    expect(odd).not.toContain('as="fetch"');
    expect(odd).not.toContain('<script>');
    const home = await (await t.request('GET', '/')).text();
    expect(home).toBe(html);
  });

  it('does not serve the build manifest or other dot-paths', async () => {
    for (const url of ['/.vite/manifest.json', '/%2evite/manifest.json', '/.vite/']) {
      const res = await t.request('GET', url);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text()).toBe(html);
    }
  });
});
