// S3-compatible storage (AWS S3, MinIO, Cloudflare R2, Backblaze B2...): path-style requests signed
// with AWS Signature Version 4 using node:crypto alone.
import { createHash, createHmac } from 'node:crypto';
import type { Storage } from './storage';

export type S3Options = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  timeoutMs?: number;
  now?: () => Date;
};

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const encodeSegment = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export type SignInput = {
  method: string;
  /** Already URI-encoded path, e.g. /bucket/avatars/a.png. */
  path: string;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
  service?: string;
};

/** Returns the Authorization header value; `headers` must include host and x-amz-date. */
export function signV4({ method, path, headers, payloadHash, region, accessKeyId, secretAccessKey, date, service = 's3' }: SignInput): string {
  const amzDate = date.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const names = Object.keys(headers).map((h) => h.toLowerCase()).sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]));
  const canonical = [method, path, '', ...names.map((n) => `${n}:${lower[n]}`), '', names.join(';'), payloadHash].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}

export function createS3Storage(options: S3Options): Storage {
  const base = new URL(options.endpoint);
  const now = options.now ?? (() => new Date());

  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string) {
    if (!/^[A-Za-z0-9/_.-]+$/.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
    const basePath = base.pathname.replace(/\/+$/, '');
    const path = `${basePath}/${encodeSegment(options.bucket)}/${key.split('/').map(encodeSegment).join('/')}`;
    const date = now();
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      host: base.host,
      'x-amz-date': date.toISOString().replace(/[:-]|\.\d{3}/g, ''),
      'x-amz-content-sha256': payloadHash,
      ...(contentType ? { 'content-type': contentType } : {}),
    };
    const authorization = signV4({ method, path, headers, payloadHash, region: options.region, accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey, date });
    const { host: _host, ...sent } = headers;
    return fetch(new URL(path, base), {
      method,
      headers: { ...sent, authorization },
      body: body ? Buffer.from(body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
  }

  const fail = async (res: Response, what: string) => new Error(`S3 ${what} failed: ${res.status} ${(await res.text()).slice(0, 200)}`);

  return {
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, contentType);
      if (!res.ok) throw await fail(res, 'PUT');
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw await fail(res, 'GET');
      return { body: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw await fail(res, 'DELETE');
    },
  };
}
