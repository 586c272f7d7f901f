// A student's saved tutors (saved_experts): keep, drop and list, newest first.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expertProfiles, savedExperts } from '../../db/schema';

/** The most tutors one list answers with. */
const SAVED_LIST_LIMIT = 200;

export const savedRepo = (db: Db) => ({
  /** Whether the expert exists and is public (onboarded: a profile with a bio). */
  async expertIsPublic(expertId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: expertProfiles.id })
      .from(expertProfiles)
      .where(and(eq(expertProfiles.id, expertId), sql`length(trim(coalesce(${expertProfiles.bio}, ''))) > 0`))
      .limit(1);
    return Boolean(row);
  },

  /** Saves once: saving again changes nothing. */
  async save(userId: string, expertId: string) {
    await db.insert(savedExperts).values({ userId, expertId }).onConflictDoNothing();
  },

  async remove(userId: string, expertId: string) {
    await db.delete(savedExperts).where(and(eq(savedExperts.userId, userId), eq(savedExperts.expertId, expertId)));
  },

  async listIds(userId: string): Promise<string[]> {
    const rows = await db
      .select({ expertId: savedExperts.expertId })
      .from(savedExperts)
      .where(eq(savedExperts.userId, userId))
      .orderBy(desc(savedExperts.createdAt), desc(savedExperts.expertId))
      .limit(SAVED_LIST_LIMIT);
    return rows.map((r) => r.expertId);
  },
});
