import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';

export const attemptsRepo = (db: Db) => ({
  async get(key: string) {
    const [row] = await db.select().from(authAttempts).where(eq(authAttempts.key, key)).limit(1);
    return row ?? null;
  },
  /** Counts one failure, starting a new window when the old one is over. */
  async fail(key: string, windowMs: number) {
    const cutoff = new Date(Date.now() - windowMs);
    await db
      .insert(authAttempts)
      .values({ key, count: 1, windowStart: new Date() })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${authAttempts.windowStart} < ${cutoff} then 1 else ${authAttempts.count} + 1 end`,
          windowStart: sql`case when ${authAttempts.windowStart} < ${cutoff} then now() else ${authAttempts.windowStart} end`,
        },
      });
  },
  async clear(key: string) {
    await db.delete(authAttempts).where(eq(authAttempts.key, key));
  },
});
