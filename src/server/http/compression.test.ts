import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { chooseEncoding } from './compression';

describe('choosing an encoding', () => {
  it('prefers Brotli, honours q-values and refusals', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('answers on the wire', () => {
  let t: TestContext;
  let dist: string;
  const script = `console.log(${JSON.stringify('lesson '.repeat(2000))});\n`;
  const html = `<!doctype html><html><head><title>App</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), script);
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'assets', 'main-abc123.js.gz'), zlib.gzipSync(script));
    t = await createTestContext({ env: { WEB_DIST: dist } });
    for (let i = 0; i < 6; i++) await t.signUpExpert({ bio: `A patient tutor of algebra and geometry, number ${i}, with years of exam preparation behind every lesson.` });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a built asset as its Brotli or gzip copy, cached for good, and the file itself to a client that accepts neither', async () => {
    const br = await t.request('GET', '/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(bytes.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(bytes).toString()).toBe(script);

    const gz = await t.request('GET', '/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await t.request('GET', '/assets/main-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('compresses JSON answers of 1 KB or more on the fly, and leaves small ones alone', async () => {
    const plain = await t.request('GET', '/api/experts?limit=6');
    const body = await plain.text();
    expect(body.length).toBeGreaterThan(1024);
    const res = await t.request('GET', '/api/experts?limit=6', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const packed = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(packed.length);
    expect(packed.length).toBeLessThan(body.length);
    expect(JSON.parse(zlib.brotliDecompressSync(packed).toString())).toEqual(JSON.parse(body));

    const gz = await t.request('GET', '/api/experts?limit=6', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(JSON.parse(body));

    const small = await t.request('GET', '/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).db).toBe('ok');
  });

  it('compresses the page and asks the browser to revalidate it', async () => {
    const res = await t.request('GET', '/discover-experts', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(html);
  });

  it('gives the expert list an ETag and answers 304 while the list is unchanged, 200 once it changes', async () => {
    const first = await t.request('GET', '/api/experts?limit=6');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await t.request('GET', '/api/experts?limit=6', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The compressed answer names the same body.
    const packed = await t.request('GET', '/api/experts?limit=6', { headers: { 'accept-encoding': 'br', 'if-none-match': etag! } });
    expect(packed.status).toBe(304);

    await t.signUpExpert({ bio: 'A new tutor of chemistry who joined after the list was read, teaching organic reactions with models.' });
    const changed = await t.request('GET', '/api/experts?limit=6', { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('keeps no-store on answers that are not declared cacheable', async () => {
    const me = await t.request('GET', '/api/me');
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('etag')).toBeNull();
  });
});
