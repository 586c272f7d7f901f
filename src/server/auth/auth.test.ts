import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../testing/harness';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { session } from '../db/schema';
import { SESSION_EXPIRES_IN_S, signedSessionToken } from '../modules/identity/identity.service';
import { SIGN_IN_MAX_FAILURES } from './throttle';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const signUpBody = (over: Record<string, unknown> = {}) => ({
  email: `u${Math.random().toString(36).slice(2)}@test.example`,
  password: TEST_PASSWORD,
  name: 'Meera Iyer',
  fullName: 'Meera Iyer',
  userType: 'student',
  phone: '+91 90000 11111',
  ...over,
});

describe('sign-up', () => {
  it('creates a student with a profile, a session cookie and a verification e-mail', async () => {
    const body = signUpBody();
    const res = await t.request('POST', '/api/auth/sign-up/email', { body });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(res.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);
    expect(res.headers.getSetCookie().join(';')).toMatch(/SameSite=Lax/i);
    const me = await t.json('GET', '/api/me', { headers: { cookie } });
    expect(me).toMatchObject({ email: body.email, userType: 'student', expertProfileId: null, profile: { fullName: 'Meera Iyer', phone: '+91 90000 11111', timezone: 'Asia/Kolkata' } });
    const mail = await t.json('GET', `/api/dev/mailbox?to=${encodeURIComponent(body.email)}`);
    expect(mail.messages[0]).toMatchObject({ kind: 'verify-email', subject: 'Confirm your e-mail address' });
  });

  it('creates a tutor when asked', async () => {
    const res = await t.request('POST', '/api/auth/sign-up/email', { body: signUpBody({ userType: 'tutor' }) });
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect((await t.json('GET', '/api/me', { headers: { cookie } })).userType).toBe('tutor');
  });

  it.each([
    ['admin role', { userType: 'admin' }, 'userType'],
    ['missing phone', { phone: '' }, 'phone'],
    ['bad e-mail', { email: 'not-an-email' }, 'email'],
    ['short password', { password: 'short' }, 'password'],
    ['missing full name', { fullName: '  ' }, 'fullName'],
  ])('refuses %s with a 422 naming the field', async (_name, over, field) => {
    const res = await t.request('POST', '/api/auth/sign-up/email', { body: signUpBody(over) });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it('never lets a client set isAdmin', async () => {
    const res = await t.request('POST', '/api/auth/sign-up/email', { body: signUpBody({ isAdmin: true }) });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect((await t.json('GET', '/api/me', { headers: { cookie } })).isAdmin).toBe(false);
  });

  it('answers a sign-up with a taken e-mail as a new one, without a session, and tells the owner by e-mail', async () => {
    const body = signUpBody();
    const first = await t.request('POST', '/api/auth/sign-up/email', { body });
    const fresh = await first.json();
    const again = await t.request('POST', '/api/auth/sign-up/email', { body: { ...body, password: 'another-pass-2026' } });
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
    const answer = await again.json();
    expect(Object.keys(answer).sort()).toEqual(Object.keys(fresh).sort());
    expect(Object.keys(answer.user).sort()).toEqual(Object.keys(fresh.user).sort());
    expect(answer.token).toBeNull();
    expect(answer.user.id).not.toBe(fresh.user.id);
    const mail = await t.json('GET', `/api/dev/mailbox?to=${encodeURIComponent(body.email)}`);
    expect(mail.messages.map((m: { kind: string }) => m.kind)).toContain('sign-up-existing');
    // The account keeps its own password.
    const signIn = await t.request('POST', '/api/auth/sign-in/email', { body: { email: body.email, password: 'another-pass-2026' } });
    expect(signIn.status).toBe(401);
  });
});

describe('sign-in, sign-out and sessions', () => {
  it('signs in, answers 401 on a bad password, and revokes the session on sign-out', async () => {
    const u = await t.signUp('student');
    const bad = await t.request('POST', '/api/auth/sign-in/email', { body: { email: u.email, password: 'wrong-password' } });
    expect(bad.status).toBe(401);
    expect((await bad.json()).error.message).toBe('Invalid email or password');

    const ok = await t.request('POST', '/api/auth/sign-in/email', { body: { email: u.email, password: TEST_PASSWORD } });
    expect(ok.status).toBe(200);
    const cookie = ok.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect((await t.request('GET', '/api/me', { headers: { cookie } })).status).toBe(200);

    const out = await t.request('POST', '/api/auth/sign-out', { headers: { cookie }, body: {} });
    expect(out.status).toBe(200);
    // The old cookie is dead on the server, not just cleared in the browser.
    expect((await t.request('GET', '/api/me', { headers: { cookie } })).status).toBe(401);
  });

  it('answers 429 after repeated failed sign-ins, and keeps refusing the right password then', async () => {
    const u = await t.signUp('student');
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      const r = await t.request('POST', '/api/auth/sign-in/email', { body: { email: u.email, password: `wrong-${i}` } });
      expect(r.status).toBe(401);
    }
    const blocked = await t.request('POST', '/api/auth/sign-in/email', { body: { email: u.email, password: TEST_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).error.message).toMatch(/Too many failed sign-in attempts/);
  });

  it('reads a session only from a cookie signed with the server secret', async () => {
    const u = await t.signUp('student');
    const [name, value] = u.cookie.split(';')[0].split('=');
    const [token] = decodeURIComponent(value).split('.');
    expect(signedSessionToken(u.cookie, t.deps.secret, false)).toBe(token);
    const forged = `${token}.${createHmac('sha256', 'not-the-secret').update(token).digest('base64')}`;
    for (const bad of [`${name}=${encodeURIComponent(forged)}`, `${name}=${token}`, `other.session_token=${value}`, `${name}=%E0%A4%A`]) {
      expect(signedSessionToken(bad, t.deps.secret, false)).toBeNull();
      expect((await t.request('GET', '/api/me', { headers: { cookie: bad } })).status).toBe(401);
    }
    // The secure-cookie name is the only one read behind https.
    expect(signedSessionToken(u.cookie, t.deps.secret, true)).toBeNull();
    expect(signedSessionToken(`__Secure-${u.cookie}`, t.deps.secret, true)).toBe(token);
  });

  it('refreshes a session a day old through the auth library, and refuses an expired one', async () => {
    const u = await t.signUp('student');
    const [row] = await t.deps.db.select().from(session).where(eq(session.userId, u.id));
    // Last refreshed two days ago: still valid, due for its daily extension.
    const stale = new Date(Date.now() + (SESSION_EXPIRES_IN_S - 2 * 86_400) * 1000);
    await t.deps.db.update(session).set({ expiresAt: stale }).where(eq(session.id, row.id));
    expect((await t.request('GET', '/api/me', { headers: { cookie: u.cookie } })).status).toBe(200);
    const [refreshed] = await t.deps.db.select().from(session).where(eq(session.id, row.id));
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(stale.getTime() + 86_400_000);

    await t.deps.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.id, row.id));
    expect((await t.request('GET', '/api/me', { headers: { cookie: u.cookie } })).status).toBe(401);
  });

  it('GET /api/me is 401 when signed out', async () => {
    const res = await t.request('GET', '/api/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'User not authenticated' } });
  });
});

describe('password reset', () => {
  it('e-mails a reset link whose token sets a new password and revokes old sessions', async () => {
    const u = await t.signUp('student');
    const req = await t.request('POST', '/api/auth/request-password-reset', { body: { email: u.email, redirectTo: '/reset-password' } });
    expect(req.status).toBe(200);
    const mail = await t.json('GET', `/api/dev/mailbox?to=${encodeURIComponent(u.email)}`);
    const reset = mail.messages.find((m: { kind: string }) => m.kind === 'password-reset');
    const token = /token=([^\s&]+)/.exec(reset.text)?.[1];
    expect(token).toBeTruthy();
    const done = await t.request('POST', '/api/auth/reset-password', { body: { token: decodeURIComponent(token!), newPassword: 'brand-new-pass-1' } });
    expect(done.status).toBe(200);
    expect((await t.request('GET', '/api/me', { as: u })).status).toBe(401);
    const again = await t.request('POST', '/api/auth/sign-in/email', { body: { email: u.email, password: 'brand-new-pass-1' } });
    expect(again.status).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-authenticated mutation from a foreign Origin', async () => {
    const u = await t.signUp('student');
    const res = await t.request('POST', '/api/notifications/read', { as: u, body: {}, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Cross-site request refused.');
    const same = await t.request('POST', '/api/notifications/read', { as: u, body: {}, headers: { origin: 'http://localhost:3000' } });
    expect(same.status).toBe(204);
  });
});
