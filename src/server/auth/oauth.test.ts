// OAuth sign-up through a provider (GitHub) whose servers are faked at the fetch boundary: the portal the
// flow started on decides the new account's role, and a role outside student/tutor creates no account.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { GITHUB_CLIENT_ID: 'gh-client', GITHUB_CLIENT_SECRET: 'gh-secret' } });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** GitHub's token, user and e-mail endpoints answering for one account; every other request goes through. */
function fakeGitHub(account: { id: number; login: string; name: string; email: string }) {
  const real = globalThis.fetch;
  const seen: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.startsWith('https://github.com/login/oauth/access_token')) {
      seen.push('token');
      return json({ access_token: `token-${account.id}`, token_type: 'bearer', scope: 'read:user,user:email' });
    }
    if (url === 'https://api.github.com/user') {
      seen.push('user');
      return json({ id: account.id, login: account.login, name: account.name, email: account.email, avatar_url: null });
    }
    if (url === 'https://api.github.com/user/emails') return json([{ email: account.email, primary: true, verified: true }]);
    return real(input, init);
  });
  return seen;
}

/** Starts the OAuth flow as a portal's button does, then comes back from the provider with a code. */
async function signUpWithGitHub(additionalData: Record<string, unknown> | undefined, account: { id: number; login: string; name: string; email: string }) {
  const start = await t.request('POST', '/api/auth/sign-in/social', { body: { provider: 'github', callbackURL: '/', ...(additionalData ? { additionalData } : {}) } });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const authorize = new URL(url);
  expect(authorize.host).toBe('github.com');
  const state = authorize.searchParams.get('state')!;
  const seen = fakeGitHub(account);
  const back = await t.request('GET', `/api/auth/callback/github?code=code-${account.id}&state=${encodeURIComponent(state)}`, { headers: { cookie: cookiesOf(start) } });
  return { back, seen, cookie: cookiesOf(back) };
}

describe('OAuth sign-up', () => {
  it('started on the Expert Portal creates a tutor account, with no expert profile yet', async () => {
    const email = 'oauth-tutor@test.example';
    const { back, seen, cookie } = await signUpWithGitHub({ userType: 'tutor' }, { id: 9101, login: 'ravi-k', name: 'Ravi Kumar', email });
    expect(seen).toEqual(['token', 'user']);
    expect(back.status).toBe(302);
    // Back to the site root, as the spec says, signed in.
    expect(back.headers.get('location')).toBe('/');
    const me = await t.json('GET', '/api/me', { headers: { cookie } });
    expect(me).toMatchObject({ email, userType: 'tutor', expertProfileId: null, profile: { fullName: 'Ravi Kumar' } });
  });

  it('started on the Student Portal (or without a role) creates a student account', async () => {
    for (const [n, data] of [[9201, { userType: 'student' }], [9202, undefined]] as const) {
      const email = `oauth-student-${n}@test.example`;
      const { back, cookie } = await signUpWithGitHub(data, { id: n, login: `s${n}`, name: 'Asha Verma', email });
      expect(back.status).toBe(302);
      expect(await t.json('GET', '/api/me', { headers: { cookie } })).toMatchObject({ email, userType: 'student' });
    }
  });

  it('creates no account for a role other than student or tutor', async () => {
    const email = 'oauth-admin@test.example';
    const { back, cookie } = await signUpWithGitHub({ userType: 'admin' }, { id: 9301, login: 'mallory', name: 'Mallory', email });
    expect(back.status).toBe(400);
    expect(cookie).not.toMatch(/session_token/);
    // The same GitHub account started again from a portal becomes a tutor: nothing was kept from the refusal.
    const again = await signUpWithGitHub({ userType: 'tutor' }, { id: 9301, login: 'mallory', name: 'Mallory', email });
    expect(await t.json('GET', '/api/me', { headers: { cookie: again.cookie } })).toMatchObject({ email, userType: 'tutor' });
  });

  it('signs an existing account in with its own role, whatever the portal', async () => {
    const account = { id: 9401, login: 'meera', name: 'Meera Iyer', email: 'oauth-again@test.example' };
    await signUpWithGitHub({ userType: 'student' }, account);
    const { back, cookie } = await signUpWithGitHub({ userType: 'tutor' }, account);
    expect(back.status).toBe(302);
    expect(await t.json('GET', '/api/me', { headers: { cookie } })).toMatchObject({ email: account.email, userType: 'student' });
  });
});
