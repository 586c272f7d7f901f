import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { notifications } from '../../db/schema';

export type NewNotification = typeof notifications.$inferInsert;

/** Every booking, message and status change writes one: prepared (db/prepared.ts). */
const insertNotification = (db: Db) =>
  prepared(db, 'notification_insert', () =>
    db
      .insert(notifications)
      .values({
        userId: sql.placeholder('userId'),
        type: sql.placeholder('type'),
        title: sql.placeholder('title'),
        body: sql.placeholder('body'),
        link: sql.placeholder('link'),
        data: sql.placeholder('data'),
      })
      .returning()
      .prepare('notification_insert'),
  );

export const notificationsRepo = (db: Db) => ({
  /** With `tx`, the row commits or rolls back with the caller's other writes (a booking's notice, decision 011). */
  async insert(n: NewNotification, tx?: Tx) {
    if (tx) {
      const [row] = await tx.insert(notifications).values(n).returning();
      return row;
    }
    const [row] = await insertNotification(db).execute({ userId: n.userId, type: n.type, title: n.title, body: n.body ?? null, link: n.link ?? null, data: n.data ?? {} });
    return row;
  },
  /** Several rows in `tx` in one statement, answered in the order given. */
  async insertMany(ns: NewNotification[], tx: Tx) {
    if (ns.length === 0) return [];
    const rows = await tx.insert(notifications).values(ns).returning();
    // RETURNING follows the VALUES order in practice; matching by recipient and type keeps the answer right regardless.
    const left = [...rows];
    return ns.map((n) => {
      const i = left.findIndex((r) => r.userId === n.userId && r.type === n.type && r.title === n.title);
      return left.splice(i, 1)[0];
    });
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
