// Profile photo uploads: only real images pass, whatever the file is called or claims to be.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, createTestContext, type TestContext, type TestUser } from '../../testing/harness';

let t: TestContext;
let user: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  user = await t.signUp('tutor');
});
afterAll(() => t.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const utf8 = (s: string) => new TextEncoder().encode(s);

const upload = (body: Uint8Array, contentType: string, as: TestUser | null = user) =>
  t.app.request(`${BASE}/api/profile/avatar`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-file-name': 'photo.png', ...(as ? { cookie: as.cookie } : {}) },
    body: Buffer.from(body),
  });

describe('profile photo upload', () => {
  it('stores a PNG under a random name and serves it with its sniffed type and nosniff', async () => {
    const res = await upload(PNG, 'application/octet-stream');
    expect(res.status).toBe(201);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/api\/avatars\/[0-9a-f]{16}\/[0-9a-f-]{36}\.png$/);
    const served = await t.request('GET', avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const second = (await (await upload(PNG, 'image/png')).json()) as { avatarUrl: string };
    expect(second.avatarUrl).not.toBe(avatarUrl);
  });

  it('refuses an HTML file renamed to .png', async () => {
    const res = await upload(utf8('<!doctype html><html><script>alert(document.cookie)</script></html>'), 'image/png');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Please choose a PNG, JPEG, WebP or GIF image.');
  });

  it('refuses an SVG carrying a script', async () => {
    const res = await upload(utf8('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'), 'image/svg+xml');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Please choose a PNG, JPEG, WebP or GIF image.');
  });

  it('refuses a file over 2 MB, and an empty one', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(big, 'image/png');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('The photo must be 2 MB or smaller.');
    const empty = await upload(new Uint8Array(), 'image/png');
    expect(empty.status).toBe(400);
  });

  it('needs a signed-in user, and serves nothing for unknown or malformed names', async () => {
    expect((await upload(PNG, 'image/png', null)).status).toBe(401);
    expect((await t.request('GET', '/api/avatars/0123456789abcdef/00000000-0000-4000-8000-000000000000.png')).status).toBe(404);
    expect((await t.request('GET', '/api/avatars/..%2F..%2Fauth-secret')).status).toBe(404);
    expect((await t.request('GET', '/api/avatars/..%2F..%2F/auth-secret')).status).toBe(404);
  });

  it("accepts only the user's own uploads as avatars and deletes a replaced one", async () => {
    const res = await t.json('PATCH', '/api/profile', { as: user, body: { avatarUrl: 'https://evil.example/x.svg' }, expect: 422 });
    expect(res.error.message).toContain('Please upload the photo again.');
    const other = await t.signUp('student');
    const theirs = (await (await upload(PNG, 'image/png', other)).json()) as { avatarUrl: string };
    expect((await t.json('PATCH', '/api/profile', { as: user, body: { avatarUrl: theirs.avatarUrl }, expect: 422 })).error.message).toBe('Please upload the photo again.');
    const first = ((await (await upload(PNG, 'image/png')).json()) as { avatarUrl: string }).avatarUrl;
    await t.json('PATCH', '/api/profile', { as: user, body: { avatarUrl: first } });
    const second = ((await (await upload(PNG, 'image/png')).json()) as { avatarUrl: string }).avatarUrl;
    expect((await t.json('PATCH', '/api/profile', { as: user, body: { avatarUrl: second } })).avatarUrl).toBe(second);
    expect((await t.request('GET', first)).status).toBe(404);
    expect((await t.request('GET', second)).status).toBe(200);
  });
});
