// The /api/auth/* pass-through to better-auth, with our input validation, throttles that hold
// across processes, answers that do not tell whether an address is registered, and one error shape
// for every API answer.
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { AppError } from '../../shared/errors';
import { signInBodySchema, signUpBodySchema } from '../../shared/schemas/auth';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/context';
import { clientIp } from '../http/client-ip';
import { parseInput } from '../http/mount';
import { identityRepo } from '../modules/identity/identity.repo';
import { inAuthTransaction } from './auth-transaction';
import { createThrottle } from './throttle';

const emailBodySchema = z.object({ email: z.email('Please enter a valid e-mail address.').max(254) }).loose();
/** The auth library's own profile update may change the account name only: role, operator flag and image are ours. */
const updateUserBodySchema = z.strictObject({ name: z.string().trim().min(1, 'Full name is required.').max(120) }, { error: 'Only your name can be changed here.' });

async function readBody(c: Context): Promise<unknown> {
  try {
    return await c.req.raw.clone().json();
  } catch {
    throw new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}

/** better-auth answers `{ code, message }`; the API answers `{ error: { code, message } }`. */
async function normalise(res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(
    JSON.stringify({ error: { code: body.code ?? 'AUTH_ERROR', message: body.message ?? 'An unexpected error occurred' } }),
    { status: res.status, headers },
  );
}

/** What a new sign-up answers, without a session: the same shape whether or not the address is taken. */
function unsignedSignUpAnswer(body: z.infer<typeof signUpBodySchema>) {
  const now = new Date().toISOString();
  const id = randomBytes(24).toString('base64url').slice(0, 32);
  return {
    token: null,
    user: { name: body.name, email: body.email.toLowerCase(), emailVerified: false, image: null, createdAt: now, updatedAt: now, userType: body.userType, isAdmin: false, id },
  };
}

export function mountAuthRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const throttle = createThrottle(deps.db);
  const identity = identityRepo(deps.db);

  // E-mails written in an auth change's transaction go out once it has committed, not at the worker's next tick.
  const deliverSoon = () => void deps.mail.deliverDue().catch((err: unknown) => deps.logger.error({ err }, 'e-mail outbox delivery failed'));

  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const path = c.req.path.slice('/api/auth'.length);
    const ip = clientIp(c, deps.env.TRUST_PROXY);
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-client-ip', ip);
    const forward = () =>
      deps.auth.handler(
        new Request(c.req.raw.url, {
          method: c.req.method,
          headers,
          body: c.req.method === 'POST' ? c.req.raw.clone().body : undefined,
          duplex: 'half',
        } as RequestInit),
      );
    if (c.req.method !== 'POST') return normalise(await forward());

    if (path === '/sign-up/email') {
      const body = parseInput(signUpBodySchema, await readBody(c), 'body');
      await throttle.mailRequested('sign-up', body.email, ip);
      if (await identity.userIdByEmail(body.email)) {
        // Taken: the owner is told by e-mail, the caller gets the answer of a new account (without a session).
        // The hash keeps the answer as slow as a real sign-up.
        await hash(body.password);
        await deps.mail.send({
          to: body.email,
          kind: 'sign-up-existing',
          subject: 'Someone tried to create an account with your e-mail address',
          text:
            `Hello,\n\nSomeone (perhaps you) tried to create a new account with this e-mail address, which already has one.\n\n` +
            `Sign in: ${deps.baseUrl}/auth/student\nForgot your password? ${deps.baseUrl}/forgot-password\n\nIf it was not you, you can ignore this e-mail; nothing was changed.`,
        });
        return c.json(unsignedSignUpAnswer(body));
      }
      const res = await forward();
      deliverSoon();
      return normalise(res);
    }

    if (path === '/sign-in/email') {
      const { email } = parseInput(signInBodySchema, await readBody(c), 'body');
      await throttle.checkSignIn(email, ip);
      const res = await forward();
      if (res.status === 401) await throttle.signInFailed(email, ip);
      else if (res.ok) await throttle.signInSucceeded(email, ip);
      return normalise(res);
    }

    if (path === '/request-password-reset' || path === '/send-verification-email') {
      const body = parseInput(emailBodySchema, await readBody(c), 'body');
      await throttle.mailRequested(path.slice(1), body.email, ip);
      const res =
        path === '/request-password-reset'
          ? // The new link, the retired ones and the e-mail commit together (auth.ts, sendResetPassword). Called
            // as the library's API: its request handler would run outside this transaction.
            await inAuthTransaction(deps.auth, () =>
              deps.auth.api.requestPasswordReset({ body: { email: body.email, redirectTo: typeof body.redirectTo === 'string' ? body.redirectTo : undefined }, headers, asResponse: true }),
            )
          : await forward();
      deliverSoon();
      return normalise(res);
    }

    if (path === '/update-user') {
      parseInput(updateUserBodySchema, await readBody(c), 'body');
      return normalise(await forward());
    }

    return normalise(await forward());
  });
}
