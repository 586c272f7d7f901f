import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Me } from '../../../shared/schemas/auth';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { identityRepo } from './identity.repo';
import { DEFAULT_TIME_ZONE } from '../../../shared/rules/time-zone';

/** Session lifetime and refresh age: the auth configuration's values (auth.ts). */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

/**
 * The session token of a request's signed session cookie (`<token>.<base64 HMAC-SHA256>`, as the auth
 * library writes it), or null when there is none or its signature is not ours.
 */
export function signedSessionToken(cookieHeader: string | null, secret: string, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = `${secure ? '__Secure-' : ''}tm.session_token`;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = Buffer.from(value.slice(dot + 1), 'base64');
    const expected = createHmac('sha256', secret).update(token).digest();
    return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
  }
  return null;
}

/**
 * Reads the session cookie and returns the caller, or null. A live session is read with its user in one
 * query; a session due for its daily refresh, or one just expired, goes through the auth library, which
 * extends or deletes it.
 */
export async function resolveActor(deps: Deps, headers: Headers): Promise<Actor | null> {
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  const token = signedSessionToken(cookie, deps.secret, deps.baseUrl.startsWith('https://'));
  if (!token) return null;
  const repo = identityRepo(deps.db);
  const row = await repo.findSessionActorRow(token);
  if (!row) return null;
  const now = Date.now();
  const expires = row.expiresAt.getTime();
  const refreshDue = expires - SESSION_EXPIRES_IN_S * 1000 + SESSION_UPDATE_AGE_S * 1000 <= now;
  if (expires <= now || refreshDue) {
    const result = await deps.auth.api.getSession({ headers }).catch(() => null);
    if (!result || result.session.id !== row.sessionId) return null;
  }
  const { expiresAt: _expiresAt, ...actor } = row;
  return {
    ...actor,
    userType: row.userType === 'tutor' ? 'tutor' : 'student',
    timezone: row.timezone ?? DEFAULT_TIME_ZONE,
    hasExpertBio: Boolean(row.hasExpertBio),
  };
}

export async function getMe({ deps, actor }: { deps: Deps; actor: Actor }): Promise<Me> {
  const row = await identityRepo(deps.db).findMe(actor.userId);
  if (!row) throw new Error('signed-in user vanished');
  const { user, profile, expert } = row;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    userType: user.userType === 'tutor' ? 'tutor' : 'student',
    isAdmin: user.isAdmin,
    expertProfileId: expert?.id ?? null,
    hasExpertBio: Boolean(expert?.bio?.trim()),
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    profile: profile
      ? { fullName: profile.fullName, avatarUrl: profile.avatarUrl, phone: profile.phone, timezone: profile.timezone }
      : null,
  };
}
