import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeStatement, prepared } from '../../db/prepared';
import { expertProfiles, profiles, session, user, verification } from '../../db/schema';
import { profilesRepo } from '../profiles/profiles.repo';

/** Read on every signed-in request: prepared (db/prepared.ts). */
const sessionActorQuery = (db: Db) =>
  prepared(db, 'session_actor', () =>
    db
      .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      userId: user.id,
      email: user.email,
      name: user.name,
      userType: user.userType,
      isAdmin: user.isAdmin,
      emailVerified: user.emailVerified,
      fullName: profiles.fullName,
      timezone: profiles.timezone,
      expertProfileId: expertProfiles.id,
      hasExpertBio: sql<boolean>`coalesce(length(trim(${expertProfiles.bio})) > 0, false)`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(expertProfiles, eq(expertProfiles.userId, user.id))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_actor'),
  );

export const identityRepo = (db: Db) => ({
  async touchLastLogin(userId: string) {
    await db.update(user).set({ lastLoginAt: new Date() }).where(eq(user.id, userId));
  },
  /** The session of a token with everything the request pipeline needs about its user, in one round trip. */
  async findSessionActorRow(token: string) {
    const [row] = await sessionActorQuery(db).execute({ token });
    return row ?? null;
  },
  /**
   * Of these session ids, those whose session still exists and has not expired at `now`. Run twice a second
   * by every process with sockets open (realtime hub): one prepared statement, a primary-key lookup whatever the count.
   */
  async liveSessionIds(ids: string[], now: Date): Promise<Set<string>> {
    const rows = await executeStatement(db, 'realtime_live_sessions', 'select id from session where id = any($1::text[]) and expires_at > $2::timestamptz', [ids, now]);
    return new Set(rows.map(([id]) => id as string));
  },
  /** The name and address of an account whose address is not yet confirmed; null once it is (or for no account). */
  async unconfirmedAddress(userId: string): Promise<{ name: string; email: string } | null> {
    const [row] = await db
      .select({ name: user.name, email: user.email })
      .from(user)
      .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
      .limit(1);
    return row ?? null;
  },
  async userIdByEmail(email: string): Promise<string | null> {
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
    return row?.id ?? null;
  },
  /** Retires every reset link of a user but the newest (better-auth keeps them as `reset-password:{token}`). */
  async retireOtherResetTokens(userId: string, keepToken: string) {
    await db
      .delete(verification)
      .where(and(eq(verification.value, userId), like(verification.identifier, 'reset-password:%'), ne(verification.identifier, `reset-password:${keepToken}`)));
  },
  /** The signed-in user with profile and expert profile: the profiles module's read (it owns both tables). */
  findMe(userId: string) {
    return profilesRepo(db).findUserWithProfile(userId);
  },
});
