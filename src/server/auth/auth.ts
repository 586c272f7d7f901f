// better-auth configured for this product: argon2id, database sessions (revocable), the role taken
// only as student or tutor, e-mail verification and password reset through our mailer. An OAuth sign-up takes
// the role the portal it started on asked for (the Expert Portal: tutor), carried through the provider's redirect.
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createEmailVerificationToken, getOAuthState } from 'better-auth/api';
import { z } from 'zod';
import type { Mailer } from '../adapters/mail/mail';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Env } from '../env';
import { identityRepo } from '../modules/identity/identity.repo';
import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from '../modules/identity/identity.service';
import { profilesRepo } from '../modules/profiles/profiles.repo';
import { canonicalIanaZone } from '../../shared/rules/time-zone';
import { currentAuthTransaction, failingTheAuthTransaction, recordingTransactions } from './auth-transaction';

const userTypeSchema = z.enum(['student', 'tutor']);

/**
 * The role an OAuth sign-up asked for when it started (POST /api/auth/sign-in/social with additionalData
 * { userType }), read back from the flow's state on the provider's callback; undefined outside an OAuth flow.
 */
async function oauthUserType(): Promise<unknown> {
  let state: { userType?: unknown } | null;
  try {
    state = await getOAuthState<{ userType?: unknown }>();
  } catch {
    // Called outside an auth request (a user created by a seed or a script): there is no OAuth flow.
    return undefined;
  }
  return state?.userType;
}

/** How long a link to confirm an e-mail address works (the auth library's default). */
const VERIFY_EMAIL_EXPIRES_IN_S = 3600;

const verifyEmailMessage = (user: { name: string; email: string }, url: string) => ({
  to: user.email,
  kind: 'verify-email',
  subject: 'Confirm your e-mail address',
  text: `Welcome ${user.name}!\n\nConfirm your e-mail address by opening this link:\n${url}\n`,
});

export type AuthOptions = { db: Db; env: Env; mail: Mailer; baseUrl: string; secret: string };

function selfOrigin(request?: Request): string | undefined {
  const host = request?.headers.get('host');
  if (!host) return undefined;
  const proto = request?.headers.get('x-forwarded-proto') ?? new URL(request!.url).protocol.replace(':', '');
  return `${proto}://${host}`;
}

export function createAuth({ db, env, mail, baseUrl, secret }: AuthOptions) {
  const identity = identityRepo(db);
  const socialProviders: Record<string, { clientId: string; clientSecret: string }> = {};
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    socialProviders.google = { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET };
  }
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    socialProviders.github = { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET };
  }

  return betterAuth({
    appName: 'Tutoring Marketplace',
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    // Expected failures (a wrong password) are answered to the client; tests keep their output clean.
    logger: { disabled: env.NODE_ENV === 'test' },
    // Real transactions (a sign-up's user, account and session commit together), seen by our hooks so the
    // e-mails they write commit with them (auth-transaction.ts).
    database: drizzleAdapter(recordingTransactions(db), {
      provider: 'pg',
      transaction: true,
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    trustedOrigins: (request) => [baseUrl, selfOrigin(request), env.NODE_ENV === 'development' ? 'http://localhost:5173' : undefined],
    // An unexpected failure reaches the app's error handler (logged, answered in the API's shape), and
    // rolls back the auth transaction it happened in.
    onAPIError: { throw: true },
    // Throttling of failed sign-ins is ours (see auth-guard.ts): it counts failures, not requests.
    rateLimit: { enabled: false },
    // The request pipeline reads live sessions itself with these same ages (identity.service.ts).
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S, cookieCache: { enabled: false } },
    advanced: {
      cookiePrefix: 'tm',
      useSecureCookies: baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    user: {
      additionalFields: {
        userType: { type: 'string', required: false, input: true, defaultValue: 'student', validator: { input: userTypeSchema } },
        isAdmin: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      // The request runs in one transaction (auth-routes.ts): the new link, the retired ones and the e-mail
      // commit together.
      sendResetPassword: ({ user, token }) =>
        failingTheAuthTransaction(async () => {
          const tx = currentAuthTransaction();
          // Only the newest link works: asking again retires the ones already sent.
          await identityRepo(tx ?? db).retireOtherResetTokens(user.id, token);
          const url = `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;
          await mail.send(
            {
              to: user.email,
              kind: 'password-reset',
              subject: 'Reset your password',
              text: `Hello ${user.name},\n\nSomeone asked to reset the password of your account. Open this link to choose a new one (valid for one hour):\n${url}\n\nIf it was not you, ignore this e-mail.`,
            },
            tx,
          );
        }),
    },
    emailVerification: {
      // The sign-up's e-mail is written with its password account, in the sign-up's transaction (the account
      // hook below); the library would send it only after the commit, where a crash loses it.
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_EXPIRES_IN_S,
      // Asked for again ("send the link again").
      sendVerificationEmail: ({ user, url }) => failingTheAuthTransaction(() => mail.send(verifyEmailMessage(user, url), currentAuthTransaction())),
    },
    socialProviders,
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            // The role is accepted only as one of two values, whatever a client sends.
            // An OAuth sign-up's role is the one its portal asked for when the flow started.
            const parsed = userTypeSchema.safeParse((await oauthUserType()) ?? user.userType ?? 'student');
            if (!parsed.success) throw new APIError('BAD_REQUEST', { message: 'Account type must be student or tutor.' });
            return { data: { ...user, userType: parsed.data, isAdmin: false } };
          },
          after: async (user, context) => {
            const body = (context?.body ?? {}) as { fullName?: unknown; phone?: unknown; timezone?: unknown };
            // The zone the sign-up form suggested (the browser's), when it is an IANA zone; else the default.
            const timezone = canonicalIanaZone(body.timezone) ?? undefined;
            // The profile is the profiles module's table (decision record 022).
            await profilesRepo(db).createForNewUser({
              userId: user.id,
              fullName: typeof body.fullName === 'string' && body.fullName.trim() ? body.fullName.trim() : user.name,
              phone: typeof body.phone === 'string' ? body.phone.trim() : null,
              timezone,
            });
          },
        },
        update: {
          // Whatever path reaches an update, the role and operator flag never change through the auth library.
          before: async (data) => {
            const rest: Record<string, unknown> = { ...data };
            delete rest.userType;
            delete rest.isAdmin;
            return { data: rest };
          },
        },
      },
      account: {
        create: {
          // A password sign-up: the e-mail confirming its address is written in the transaction creating it.
          before: async (account, context) => {
            if (account.providerId !== 'credential') return;
            const tx = currentAuthTransaction();
            const owner = await identityRepo(tx ?? db).unconfirmedAddress(account.userId);
            if (!owner) return;
            const token = await createEmailVerificationToken(secret, owner.email, undefined, VERIFY_EMAIL_EXPIRES_IN_S, { userId: account.userId });
            const asked = (context?.body as { callbackURL?: unknown } | undefined)?.callbackURL;
            const callbackURL = encodeURIComponent(typeof asked === 'string' && asked ? asked : '/');
            await mail.send(verifyEmailMessage(owner, `${baseUrl}/api/auth/verify-email?token=${token}&callbackURL=${callbackURL}`), tx);
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await identity.touchLastLogin(session.userId);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
