import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export type NewNotification = typeof notifications.$inferInsert;

export const notificationsRepo = (db: Db) => ({
  async insert(n: NewNotification) {
    const [row] = await db.insert(notifications).values(n).returning();
    return row;
  },
  async list(userId: string, limit: number) {
    return db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit);
  },
  async unreadCount(userId: string) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  },
  async markAllRead(userId: string) {
    await db.update(notifications).set({ readAt: new Date() }).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  },
});
