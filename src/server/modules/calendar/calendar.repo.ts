// Calendar feeds: one row per user holding the nonce its token derives from and the token's hash.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, expertProfiles } from '../../db/schema';

export type FeedRow = typeof calendarFeeds.$inferSelect;

export const calendarRepo = (db: Db) => ({
  async forUser(userId: string) {
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
    return row ?? null;
  },

  /** Creates the user's feed, or replaces its token (the old URL stops working at once). */
  async put(userId: string, nonce: string, tokenHash: string) {
    const [row] = await db
      .insert(calendarFeeds)
      .values({ userId, nonce, tokenHash })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash, createdAt: new Date(), lastFetchedAt: null } })
      .returning();
    return row;
  },

  /** The feed a token opens (by its hash), marking it fetched. */
  async open(tokenHash: string, now: Date) {
    const [row] = await db.update(calendarFeeds).set({ lastFetchedAt: now }).where(eq(calendarFeeds.tokenHash, tokenHash)).returning();
    return row ?? null;
  },

  async expertProfileIdOf(userId: string) {
    const [row] = await db.select({ id: expertProfiles.id }).from(expertProfiles).where(eq(expertProfiles.userId, userId)).limit(1);
    return row?.id ?? null;
  },
});
