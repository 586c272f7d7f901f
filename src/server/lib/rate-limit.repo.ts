import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

const windowStart = (windowMs: number) => sql`now() - ${windowMs} * interval '1 millisecond'`;

export const rateLimitRepo = (db: Db) => ({
  /** Records `token` under `key`; false when it was already there (a resend). */
  async record(key: string, token: string): Promise<boolean> {
    const inserted = await db.insert(rateLimitHits).values({ key, token }).onConflictDoNothing().returning({ at: rateLimitHits.at });
    return inserted.length > 0;
  },
  /** Tokens recorded under `key` within the last `windowMs` (by the database's clock, shared by every process). */
  async countRecent(key: string, windowMs: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), gte(rateLimitHits.at, windowStart(windowMs))));
    return row?.n ?? 0;
  },
  async forget(key: string, token: string) {
    await db.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.token, token)));
  },
  async prune(key: string, olderThanMs: number) {
    await db.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.at, windowStart(olderThanMs))));
  },
});
