import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { expertProfiles, profiles, session, user } from '../../db/schema';

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
  async createProfile(input: { userId: string; fullName: string; phone: string | null }) {
    await db.insert(profiles).values(input).onConflictDoNothing({ target: profiles.userId });
  },
  async touchLastLogin(userId: string) {
    await db.update(user).set({ lastLoginAt: new Date() }).where(eq(user.id, userId));
  },
  /** The session of a token with everything the request pipeline needs about its user, in one round trip. */
  async findSessionActorRow(token: string) {
    const [row] = await sessionActorQuery(db).execute({ token });
    return row ?? null;
  },
  async findMe(userId: string) {
    const [row] = await db
      .select({ user, profile: profiles, expert: { id: expertProfiles.id, bio: expertProfiles.bio, isVerified: expertProfiles.isVerified } })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .leftJoin(expertProfiles, eq(expertProfiles.userId, user.id))
      .where(eq(user.id, userId))
      .limit(1);
    return row ?? null;
  },
});
