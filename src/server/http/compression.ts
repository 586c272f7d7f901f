// Answers compressed on the way out: JSON, HTML and other text of 1 KB or more, in the best encoding the client
// accepts (Brotli, then gzip). Built assets are sent as their precompressed copies by the static handler instead.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Smaller answers gain less than a round trip's worth of bytes and cost a compression each. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|javascript|xml|problem\+json|manifest\+json)|text\/(?!event-stream)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer in, from an Accept-Encoding header: Brotli over gzip; q=0 refuses one. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const of = (name: Encoding) => q.get(name) ?? q.get('*') ?? 0;
  if (of('br') > 0 && of('br') >= of('gzip')) return 'br';
  if (of('gzip') > 0) return 'gzip';
  return null;
}

// Brotli at quality 5 compresses JSON better than gzip's default at about the same cost.
const pack = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 6 });

/** A text's compressed copies, each made once, when first asked for. */
export function packedCopies(text: string): (encoding: Encoding) => Promise<Buffer> {
  const copies = new Map<Encoding, Promise<Buffer>>();
  return (encoding) => {
    let copy = copies.get(encoding);
    if (!copy) copies.set(encoding, (copy = pack(Buffer.from(text), encoding)));
    return copy;
  };
}

function addVary(headers: Headers, value: string): void {
  const current = headers.get('Vary');
  if (current === '*' || current?.toLowerCase().split(/\s*,\s*/).includes(value.toLowerCase())) return;
  headers.set('Vary', current ? `${current}, ${value}` : value);
}

export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    if (c.req.method === 'HEAD' || !res.body || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (res.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type) || /no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN);
    if (length < COMPRESS_MIN_BYTES) return;
    addVary(res.headers, 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    const packed = body.length < COMPRESS_MIN_BYTES ? null : await pack(body, encoding);
    // Hono copies the previous answer's headers onto the one set here, so the new values are set after.
    c.res = new Response(new Uint8Array(packed ?? body), { status: res.status, statusText: res.statusText, headers: res.headers });
    if (!packed) return;
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(packed.length));
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}
