import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personName } from '../../db/person-name';
import { bookings, expertProfiles, materials, offerings, profiles, user } from '../../db/schema';

export type MaterialRow = typeof materials.$inferSelect;

export const materialsRepo = (db: Db) => ({
  async insert(values: typeof materials.$inferInsert) {
    const [row] = await db.insert(materials).values(values).returning();
    return row;
  },
  async byId(id: string) {
    const [row] = await db.select().from(materials).where(eq(materials.id, id));
    return row ?? null;
  },
  async listForExpert(expertId: string, bookingId?: string) {
    return db
      .select()
      .from(materials)
      .where(and(eq(materials.expertId, expertId), bookingId ? eq(materials.bookingId, bookingId) : undefined))
      .orderBy(desc(materials.createdAt))
      .limit(200);
  },
  async remove(id: string) {
    await db.delete(materials).where(eq(materials.id, id));
  },
  /** A booking of this tutor's (read-only view), or null. */
  async bookingOf(expertId: string, bookingId: string) {
    const [row] = await db
      .select({ id: bookings.id, studentId: bookings.studentId })
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.expertId, expertId)));
    return row ?? null;
  },
  async filesForStudent(studentId: string) {
    return db
      .select({ row: materials, tutorName: personName(profiles, user) })
      .from(materials)
      .innerJoin(expertProfiles, eq(expertProfiles.id, materials.expertId))
      .innerJoin(user, eq(user.id, expertProfiles.userId))
      .leftJoin(profiles, eq(profiles.userId, expertProfiles.userId))
      .where(eq(materials.studentId, studentId))
      .orderBy(desc(materials.createdAt));
  },
  async sessions(ids: string[]) {
    if (!ids.length) return new Map<string, { title: string | null; scheduledAt: Date }>();
    const rows = await db
      .select({ id: bookings.id, title: offerings.title, scheduledAt: bookings.scheduledAt })
      .from(bookings)
      .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
      .where(inArray(bookings.id, ids));
    return new Map(rows.map((r) => [r.id, { title: r.title, scheduledAt: r.scheduledAt }]));
  },
});
