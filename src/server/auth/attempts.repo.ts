// Counters in fixed windows, kept in the database so that every app process sees the same figures.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';

export const attemptsRepo = (db: Db) => ({
  /** The live counts of these keys: a key whose window is over counts 0. */
  async counts(keys: string[], windowMs: number, now = new Date()): Promise<Map<string, { count: number; windowStart: Date }>> {
    const rows = await db.select().from(authAttempts).where(inArray(authAttempts.key, keys));
    const live = new Map<string, { count: number; windowStart: Date }>();
    for (const r of rows) if (now.getTime() - r.windowStart.getTime() < windowMs) live.set(r.key, { count: r.count, windowStart: r.windowStart });
    return live;
  },
  /** Counts one event on each key, starting a new window where the old one is over; answers the new counts. */
  async hit(keys: string[], windowMs: number): Promise<Map<string, number>> {
    const cutoff = new Date(Date.now() - windowMs);
    const rows = await db
      .insert(authAttempts)
      .values(keys.map((key) => ({ key, count: 1, windowStart: new Date() })))
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${authAttempts.windowStart} < ${cutoff} then 1 else ${authAttempts.count} + 1 end`,
          windowStart: sql`case when ${authAttempts.windowStart} < ${cutoff} then now() else ${authAttempts.windowStart} end`,
        },
      })
      .returning({ key: authAttempts.key, count: authAttempts.count });
    return new Map(rows.map((r) => [r.key, r.count]));
  },
  async clear(key: string) {
    await db.delete(authAttempts).where(eq(authAttempts.key, key));
  },
});
