// A socket lives only as long as its session: sign-out, a password change or reset and expiry close it
// within a second (code 4001), and it is granted nothing more meanwhile. The same across processes is
// tested in hub.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_REASON } from '../../shared/realtime-constants';
import { session } from '../db/schema';
import { createTestContext, TEST_PASSWORD, type TestContext, type TestUser } from '../testing/harness';
import { closedWithin, connect, serveHub, type Client, type HubServer } from './test-socket';

let t: TestContext;
let served: HubServer;
let url: string;

beforeAll(async () => {
  t = await createTestContext();
  served = await serveHub({ deps: t.deps, fetch: t.app.fetch, authorizers: { room: async () => true }, origins: ['http://localhost:3000'] });
  url = served.url;
});
afterAll(async () => {
  await served.close();
  await t.close();
});

const ended = { code: SESSION_ENDED_CLOSE_CODE, reason: SESSION_ENDED_CLOSE_REASON };

/** A socket of `cookie` that has been greeted and has received an event of its user topic. */
async function liveSocket(cookie: string, userId: string): Promise<Client> {
  const c = await connect(url, { cookie });
  await c.next((f) => f.type === 'hello');
  await t.deps.bus.publish({ kind: 'event', topic: `user:${userId}`, event: 'notification.read', data: {} });
  await c.next((f) => f.type === 'event' && f.event === 'notification.read');
  return c;
}

/** A second session of `u`: its cookie, from a sign-in. */
async function signInAgain(u: TestUser): Promise<string> {
  const res = await t.request('POST', '/api/auth/sign-in/email', { body: { email: u.email, password: TEST_PASSWORD } });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

describe('a socket whose session ends', () => {
  it('closes within a second of a sign-out, while the sockets of other sessions stay open', async () => {
    const [u, other] = [await t.signUp('student'), await t.signUp('student')];
    const c = await liveSocket(u.cookie, u.id);
    const o = await liveSocket(other.cookie, other.id);
    expect((await t.request('POST', '/api/auth/sign-out', { as: u, body: {} })).status).toBe(200);
    expect(await closedWithin(c, Date.now(), 1_000)).toMatchObject(ended);
    await t.deps.bus.publish({ kind: 'event', topic: `user:${u.id}`, event: 'unread.changed', data: { threadId: 'after-end' } });
    expect(c.frames.some((f) => f.type === 'event' && f.event === 'unread.changed')).toBe(false);
    // The sweep that ended the first socket kept the live session's.
    o.ws.send(JSON.stringify({ type: 'ping' }));
    await o.next((f) => f.type === 'pong');
    await expect(connect(url, { cookie: u.cookie })).rejects.toThrow('HTTP 401');
    o.ws.close();
  });

  it('is granted no subscription once signed out, even before a sweep', async () => {
    const u = await t.signUp('student');
    const c = await liveSocket(u.cookie, u.id);
    expect((await t.request('POST', '/api/auth/sign-out', { as: u, body: {} })).status).toBe(200);
    c.ws.send(JSON.stringify({ type: 'subscribe', topic: 'room:after-sign-out' }));
    expect(await closedWithin(c, Date.now(), 1_000)).toMatchObject(ended);
    expect(c.frames.some((f) => f.type === 'subscribed')).toBe(false);
  });

  it("closes the other session's socket when the password changes with revokeOtherSessions", async () => {
    const u = await t.signUp('tutor');
    const c = await liveSocket(u.cookie, u.id);
    const res = await t.request('POST', '/api/auth/change-password', {
      headers: { cookie: await signInAgain(u) },
      body: { currentPassword: TEST_PASSWORD, newPassword: 'changed-pass-2026', revokeOtherSessions: true },
    });
    expect(res.status).toBe(200);
    expect(await closedWithin(c, Date.now(), 1_000)).toMatchObject(ended);
    // The session the change issued opens a socket.
    const fresh = await connect(url, { cookie: res.headers.getSetCookie().map((x) => x.split(';')[0]).join('; ') });
    await fresh.next((f) => f.type === 'hello');
    fresh.ws.close();
  });

  it('closes when the password is reset', async () => {
    const u = await t.signUp('student');
    const c = await liveSocket(u.cookie, u.id);
    expect((await t.request('POST', '/api/auth/request-password-reset', { body: { email: u.email, redirectTo: '/reset-password' } })).status).toBe(200);
    const mail = await t.json('GET', `/api/dev/mailbox?to=${encodeURIComponent(u.email)}`);
    const text = mail.messages.find((m: { kind: string }) => m.kind === 'password-reset').text as string;
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(text)![1]);
    expect((await t.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'reset-pass-2026' } })).status).toBe(200);
    expect(await closedWithin(c, Date.now(), 1_000)).toMatchObject(ended);
  });

  it('closes within a second of the session expiring', async () => {
    const u = await t.signUp('student');
    const c = await liveSocket(u.cookie, u.id);
    await t.deps.db.update(session).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(session.userId, u.id));
    expect(await closedWithin(c, Date.now(), 1_000)).toMatchObject(ended);
  });
});
