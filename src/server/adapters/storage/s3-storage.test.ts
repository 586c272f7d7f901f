// The S3 adapter against the AWS signing example and a local fake of the S3 object API that checks
// every request's signature.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, signV4 } from './s3-storage';

const creds = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };

describe('signV4', () => {
  it('matches the GET Object example of the AWS Signature Version 4 documentation', () => {
    const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    const auth = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9', 'x-amz-content-sha256': emptyHash, 'x-amz-date': '20130524T000000Z' },
      payloadHash: emptyHash,
      region: 'us-east-1',
      date: new Date('2013-05-24T00:00:00Z'),
      ...creds,
    });
    expect(auth).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('S3 storage against a fake S3 server', () => {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: string[] = [];
  let server: http.Server;
  let endpoint: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const auth = req.headers.authorization ?? '';
        const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1].split(';') ?? [];
        const headers = Object.fromEntries(signed.map((h) => [h, String(req.headers[h] ?? '')]));
        const hash = createHash('sha256').update(body).digest('hex');
        const amz = String(req.headers['x-amz-date']);
        const date = new Date(`${amz.slice(0, 4)}-${amz.slice(4, 6)}-${amz.slice(6, 8)}T${amz.slice(9, 11)}:${amz.slice(11, 13)}:${amz.slice(13, 15)}Z`);
        const expected = signV4({ method: req.method!, path: req.url!, headers, payloadHash: hash, region: 'ap-south-1', date, ...creds });
        seen.push(`${req.method} ${req.url}`);
        if (auth !== expected || req.headers['x-amz-content-sha256'] !== hash || !signed.includes('host')) {
          res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
          return;
        }
        const key = req.url!;
        if (req.method === 'PUT') {
          objects.set(key, { body, contentType: String(req.headers['content-type']) });
          res.writeHead(200).end();
        } else if (req.method === 'GET') {
          const o = objects.get(key);
          if (!o) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          else res.writeHead(200, { 'content-type': o.contentType }).end(o.body);
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('puts, gets and deletes objects with signed requests', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'uploads', region: 'ap-south-1', ...creds });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('avatars/abc.png', bytes, 'image/png');
    expect(seen.at(-1)).toBe('PUT /uploads/avatars/abc.png');
    expect(await storage.get('avatars/abc.png')).toEqual({ body: bytes, contentType: 'image/png' });
    await storage.delete('avatars/abc.png');
    expect(await storage.get('avatars/abc.png')).toBeNull();
  });

  it('reports a refused signature instead of pretending to have stored the file', async () => {
    const storage = createS3Storage({ endpoint, bucket: 'uploads', region: 'ap-south-1', accessKeyId: creds.accessKeyId, secretAccessKey: 'wrong-secret' });
    await expect(storage.put('avatars/x.png', new Uint8Array([1]), 'image/png')).rejects.toThrow(/S3 PUT failed: 403/);
    await expect(storage.put('../escape', new Uint8Array([1]), 'image/png')).rejects.toThrow(/invalid storage key/);
  });
});
