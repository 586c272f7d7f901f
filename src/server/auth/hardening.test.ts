// The security probe's auth findings, each as a test: the dev mailbox takeover path, throttles that
// hold over accounts and addresses, the auth library's update endpoint, reset links, enumeration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../db/schema';
import { BASE, createTestContext, TEST_PASSWORD, type TestContext } from '../testing/harness';
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAX_FAILURES, ADDRESS_MAX_MAILS, RECIPIENT_MAX_MAILS, SIGN_IN_MAX_FAILURES } from './throttle';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

let n = 0;
/** A request arriving on a socket from `ip` (the harness's own requests have no socket: this process). */
function from(ip: string, method: string, url: string, options: { body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const init = { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) };
  return t.app.request(`${BASE}${url}`, init, { incoming: { socket: { remoteAddress: ip } } });
}
const signIn = (ip: string, email: string, password: string) => from(ip, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
const newStudent = () => t.signUp('student', { email: `probe${n++}-${Date.now()}@test.example` });

describe('the development mailbox', () => {
  it('is closed to a guest on another machine: no password-reset takeover', async () => {
    const victim = await newStudent();
    const reset = await from('192.0.2.10', 'POST', '/api/auth/request-password-reset', { body: { email: victim.email, redirectTo: '/reset-password' } });
    expect(reset.status).toBe(200);
    const mailbox = await from('192.0.2.10', 'GET', `/api/dev/mailbox?to=${encodeURIComponent(victim.email)}`);
    expect(mailbox.status).toBe(404);
    expect((await from('192.0.2.10', 'GET', '/api/dev/mailbox')).status).toBe(404);
  });

  it('opens to this machine and to an operator anywhere', async () => {
    expect((await from('127.0.0.1', 'GET', '/api/dev/mailbox')).status).toBe(200);
    expect((await from('::ffff:127.0.0.1', 'GET', '/api/dev/mailbox')).status).toBe(200);
    expect((await from('::1', 'GET', '/api/dev/mailbox')).status).toBe(200);
    const op = await newStudent();
    await t.deps.db.update(user).set({ isAdmin: true }).where(eq(user.id, op.id));
    expect((await from('192.0.2.10', 'GET', '/api/dev/mailbox', { cookie: op.cookie })).status).toBe(200);
  });

  it('stays closed on an install with a public APP_URL unless DEV_MAILBOX=true', async () => {
    const publicApp = await createTestContext({ env: { APP_URL: 'https://tutors.example.com' } });
    try {
      // The harness sets its own base URL; the mailbox reads the install's public address.
      publicApp.deps.baseUrl = 'https://tutors.example.com';
      expect((await publicApp.request('GET', '/api/dev/mailbox')).status).toBe(404);
      publicApp.deps.env.DEV_MAILBOX = true;
      expect((await publicApp.request('GET', '/api/dev/mailbox')).status).toBe(200);
    } finally {
      await publicApp.close();
    }
  });
});

describe('sign-in throttling', () => {
  it('stops one address spraying many accounts', async () => {
    const ip = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await signIn(ip, `nobody${i}-${Date.now()}@test.example`, 'wrong-password')).status);
    expect(statuses.slice(0, ADDRESS_MAX_FAILURES).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(ADDRESS_MAX_FAILURES)).toEqual(Array(40 - ADDRESS_MAX_FAILURES).fill(429));
    // Other addresses are not affected.
    const other = await newStudent();
    expect((await signIn('198.51.100.8', other.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('locks an account attacked from many addresses, for every address, and a success elsewhere does not unlock it', async () => {
    const victim = await newStudent();
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) expect((await signIn(`203.0.113.${i + 1}`, victim.email, `guess-${i}`)).status).toBe(401);
    const fromHome = await signIn('127.0.0.2', victim.email, TEST_PASSWORD);
    expect(fromHome.status).toBe(429);
    expect((await fromHome.json()).error.message).toMatch(/Too many failed sign-in attempts/);
    expect((await signIn('203.0.113.99', victim.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('keeps the lock on one account and address pair after a success from another address', async () => {
    const u = await newStudent();
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) await signIn('192.0.2.50', u.email, `typo-${i}`);
    expect((await signIn('192.0.2.50', u.email, TEST_PASSWORD)).status).toBe(429);
    expect((await signIn('192.0.2.51', u.email, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn('192.0.2.50', u.email, TEST_PASSWORD)).status).toBe(429);
  });
});

describe('e-mail sending limits', () => {
  it('sends a few reset e-mails to one recipient, then refuses', async () => {
    const u = await newStudent();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await from(`192.0.2.${100 + i}`, 'POST', '/api/auth/request-password-reset', { body: { email: u.email } })).status);
    expect(statuses.slice(0, RECIPIENT_MAX_MAILS)).toEqual(Array(RECIPIENT_MAX_MAILS).fill(200));
    expect(statuses.slice(RECIPIENT_MAX_MAILS).every((s) => s === 429)).toBe(true);
    const mail = await t.json('GET', `/api/dev/mailbox?to=${encodeURIComponent(u.email)}`);
    expect(mail.messages.filter((m: { kind: string }) => m.kind === 'password-reset')).toHaveLength(RECIPIENT_MAX_MAILS);
  });

  it('limits verification e-mails per recipient and every e-mail request per address', async () => {
    const u = await newStudent();
    const verify = async () => (await from('192.0.2.201', 'POST', '/api/auth/send-verification-email', { body: { email: u.email } })).status;
    for (let i = 0; i < RECIPIENT_MAX_MAILS; i++) expect(await verify()).toBe(200);
    expect(await verify()).toBe(429);
    const ip = '192.0.2.202';
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_MAX_MAILS + 2; i++) {
      statuses.push((await from(ip, 'POST', '/api/auth/request-password-reset', { body: { email: `spray${i}-${Date.now()}@test.example` } })).status);
    }
    expect(statuses.slice(ADDRESS_MAX_MAILS)).toEqual([429, 429]);
  });
});

describe('the auth library update endpoint', () => {
  it('cannot change the role, the operator flag or the image', async () => {
    const tutor = await t.signUp('tutor');
    for (const body of [{ userType: 'student' }, { isAdmin: true }, { image: 'https://evil.example/x.png' }, { name: 'New Name', userType: 'student' }]) {
      const res = await t.request('POST', '/api/auth/update-user', { as: tutor, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const me = await t.json('GET', '/api/me', { as: tutor });
    expect(me).toMatchObject({ userType: 'tutor', isAdmin: false });
    const [row] = await t.deps.db.select({ image: user.image }).from(user).where(eq(user.id, tutor.id));
    expect(row.image).toBeNull();
    // The name alone is still the user's own to change.
    expect((await t.request('POST', '/api/auth/update-user', { as: tutor, body: { name: 'Renamed Tutor' } })).status).toBe(200);
  });
});

describe('password reset links', () => {
  const tokens = async (email: string) => {
    const mail = await t.json('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    return (mail.messages as { kind: string; text: string }[])
      .filter((m) => m.kind === 'password-reset')
      .map((m) => decodeURIComponent(/token=([^\s&]+)/.exec(m.text)![1]));
  };

  it('retires the older link when a new one is sent', async () => {
    const u = await newStudent();
    await t.request('POST', '/api/auth/request-password-reset', { body: { email: u.email } });
    const [first] = await tokens(u.email);
    await t.request('POST', '/api/auth/request-password-reset', { body: { email: u.email } });
    const second = (await tokens(u.email)).find((x) => x !== first)!;
    expect(second).toBeTruthy();
    const old = await t.request('POST', '/api/auth/reset-password', { body: { token: first, newPassword: 'old-link-pass-1' } });
    expect(old.status).toBe(400);
    const ok = await t.request('POST', '/api/auth/reset-password', { body: { token: second, newPassword: 'new-link-pass-1' } });
    expect(ok.status).toBe(200);
  });

  it('answers a reset request alike whether or not the address has an account', async () => {
    const u = await newStudent();
    const known = await t.request('POST', '/api/auth/request-password-reset', { body: { email: u.email } });
    const unknown = await t.request('POST', '/api/auth/request-password-reset', { body: { email: `nobody-${Date.now()}@test.example` } });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
  });
});
