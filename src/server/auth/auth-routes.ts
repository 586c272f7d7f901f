// The /api/auth/* pass-through to better-auth, with our input validation, failed-sign-in throttling
// and one error shape for every API answer.
import type { Context, Hono } from 'hono';
import { AppError } from '../../shared/errors';
import { signInBodySchema, signUpBodySchema } from '../../shared/schemas/auth';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/context';
import { parseInput } from '../http/mount';
import { attemptsRepo } from './attempts.repo';

export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

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

export function mountAuthRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const attempts = attemptsRepo(deps.db);

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

    if (c.req.method === 'POST' && path === '/sign-up/email') {
      parseInput(signUpBodySchema, await readBody(c), 'body');
      return normalise(await forward());
    }

    if (c.req.method === 'POST' && path === '/sign-in/email') {
      const { email } = parseInput(signInBodySchema, await readBody(c), 'body');
      const key = `${email.toLowerCase()}|${ip}`;
      const record = await attempts.get(key);
      const inWindow = record && Date.now() - record.windowStart.getTime() < SIGN_IN_WINDOW_MS;
      if (inWindow && record.count >= SIGN_IN_MAX_FAILURES) {
        const minutes = Math.ceil((SIGN_IN_WINDOW_MS - (Date.now() - record.windowStart.getTime())) / 60_000);
        throw new AppError('RATE_LIMITED', `Too many failed sign-in attempts. Please try again in ${minutes} minute(s).`);
      }
      const res = await forward();
      if (res.status === 401) await attempts.fail(key, SIGN_IN_WINDOW_MS);
      else if (res.ok && record) await attempts.clear(key);
      return normalise(res);
    }

    return normalise(await forward());
  });
}
