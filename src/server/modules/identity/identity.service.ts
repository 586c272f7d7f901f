import type { Me } from '../../../shared/schemas/auth';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { identityRepo } from './identity.repo';

/** Reads the session cookie (or bearer token) and returns the caller, or null. */
export async function resolveActor(deps: Deps, headers: Headers): Promise<Actor | null> {
  if (!headers.get('cookie') && !headers.get('authorization')) return null;
  const result = await deps.auth.api.getSession({ headers }).catch(() => null);
  if (!result) return null;
  const row = await identityRepo(deps.db).findActorRow(result.user.id);
  if (!row) return null;
  return {
    ...row,
    sessionId: result.session.id,
    userType: row.userType === 'tutor' ? 'tutor' : 'student',
    timezone: row.timezone ?? 'Asia/Kolkata',
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
