// Auth e-mails go into the outbox in the transaction of the change they tell of: an account exists exactly when
// its verification e-mail does, a reset link exactly when its e-mail does, so a crash between the two loses neither.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, user, verification } from '../db/schema';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const mails = async (to: string, kind: string) =>
  t.deps.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to.toLowerCase()), eq(emailOutbox.kind, kind)));

/** Makes writing e-mails of `kind` fail while `work` runs, as a crash at that moment would. */
async function withMailFailing(kind: string, work: () => Promise<void>) {
  const send = t.deps.mail.send;
  t.deps.mail.send = async (message, tx) => {
    if (message.kind === kind) throw new Error('outbox unavailable');
    return send(message, tx);
  };
  try {
    await work();
  } finally {
    t.deps.mail.send = send;
  }
}

const signUpBody = (email: string) => ({ email, password: TEST_PASSWORD, name: 'Kavya Rao', fullName: 'Kavya Rao', userType: 'student', phone: '+91 90000 22222' });

describe('auth e-mails and their changes commit together', () => {
  it('a sign-up whose verification e-mail cannot be written creates no account; the next try has exactly one', async () => {
    const email = `verify-${Date.now()}@test.example`;
    await withMailFailing('verify-email', async () => {
      const res = await t.request('POST', '/api/auth/sign-up/email', { body: signUpBody(email) });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(res.headers.getSetCookie().join(';')).not.toMatch(/session_token=[^;]/);
    });
    expect(await t.deps.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    expect(await mails(email, 'verify-email')).toHaveLength(0);

    const res = await t.request('POST', '/api/auth/sign-up/email', { body: signUpBody(email) });
    expect(res.status).toBe(200);
    const sent = await mails(email, 'verify-email');
    expect(sent).toHaveLength(1);

    // The link in it confirms the address.
    const link = new URL(sent[0].text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/api/auth/verify-email');
    const verified = await t.request('GET', `${link.pathname}${link.search}`);
    expect(verified.status).toBeLessThan(400);
    const [row] = await t.deps.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row.emailVerified).toBe(true);
  });

  it('a reset request whose e-mail cannot be written leaves no link; the next request has exactly one that works', async () => {
    const student = await t.signUp('student');
    const resetLinks = async () => {
      const [owner] = await t.deps.db.select({ id: user.id }).from(user).where(eq(user.email, student.email));
      return t.deps.db.select().from(verification).where(and(eq(verification.value, owner.id), like(verification.identifier, 'reset-password:%')));
    };
    const body = { email: student.email, redirectTo: '/reset-password' };

    await withMailFailing('password-reset', async () => {
      const res = await t.request('POST', '/api/auth/request-password-reset', { body });
      expect(res.status).toBeGreaterThanOrEqual(500);
    });
    expect(await resetLinks()).toHaveLength(0);
    expect(await mails(student.email, 'password-reset')).toHaveLength(0);

    expect((await t.request('POST', '/api/auth/request-password-reset', { body })).status).toBe(200);
    const sent = await mails(student.email, 'password-reset');
    expect(sent).toHaveLength(1);
    expect(await resetLinks()).toHaveLength(1);

    const token = new URL(sent[0].text.match(/https?:\/\/\S+/)![0]).searchParams.get('token');
    const reset = await t.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'a-new-password-42' } });
    expect(reset.status).toBe(200);
    const signIn = await t.request('POST', '/api/auth/sign-in/email', { body: { email: student.email, password: 'a-new-password-42' } });
    expect(signIn.status).toBe(200);
  });
});
