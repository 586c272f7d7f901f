// Stored summaries and lesson plans, and the read-only booking queries that feed the forms.
import { and, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { haveBookedTogether } from '../bookings/session-booking.repo';
import { personName } from '../../db/person-name';
import { aiSummaries, bookings, expertProfiles, lessonPlans, offerings, profiles, user } from '../../db/schema';

export type SummaryRow = typeof aiSummaries.$inferSelect;
export type PlanRow = typeof lessonPlans.$inferSelect;
export type NewSummary = typeof aiSummaries.$inferInsert;
export type NewPlan = typeof lessonPlans.$inferInsert;

const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const studentName = personName(profiles, user, { orEmail: true });

function selectSessions(db: Db, where: SQL | undefined) {
  return db
    .select({
      bookingId: bookings.id,
      studentId: bookings.studentId,
      studentName,
      offeringTitle: offerings.title,
      category: offerings.category,
      status: bookings.status,
      scheduledAt: bookings.scheduledAt,
    })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.studentId))
    .leftJoin(profiles, eq(profiles.userId, bookings.studentId))
    .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
    .where(where);
}

export const aiContentRepo = (db: Db) => ({
  async insertSummary(values: NewSummary) {
    const [row] = await db.insert(aiSummaries).values(values).returning();
    return row;
  },
  async insertPlan(values: NewPlan) {
    const [row] = await db.insert(lessonPlans).values(values).returning();
    return row;
  },
  async listSummaries(expertId: string, q?: string) {
    const like = q?.trim() ? escapeLike(q.trim()) : null;
    return db
      .select()
      .from(aiSummaries)
      .where(
        and(
          eq(aiSummaries.expertId, expertId),
          like ? or(ilike(aiSummaries.subject, like), ilike(aiSummaries.topicsCovered, like), ilike(aiSummaries.studentName, like), ilike(aiSummaries.content, like)) : undefined,
        ),
      )
      .orderBy(desc(aiSummaries.createdAt))
      .limit(200);
  },
  async listPlans(expertId: string, q?: string) {
    const like = q?.trim() ? escapeLike(q.trim()) : null;
    return db
      .select()
      .from(lessonPlans)
      .where(
        and(
          eq(lessonPlans.expertId, expertId),
          like ? or(ilike(lessonPlans.topic, like), ilike(lessonPlans.gradeLevel, like), ilike(lessonPlans.content, like)) : undefined,
        ),
      )
      .orderBy(desc(lessonPlans.createdAt))
      .limit(200);
  },
  async summary(expertId: string, id: string) {
    const [row] = await db.select().from(aiSummaries).where(and(eq(aiSummaries.id, id), eq(aiSummaries.expertId, expertId)));
    return row ?? null;
  },
  async plan(expertId: string, id: string) {
    const [row] = await db.select().from(lessonPlans).where(and(eq(lessonPlans.id, id), eq(lessonPlans.expertId, expertId)));
    return row ?? null;
  },
  async planTopics(ids: string[]) {
    if (!ids.length) return new Map<string, string>();
    const rows = await db.select({ id: lessonPlans.id, topic: lessonPlans.topic }).from(lessonPlans).where(inArray(lessonPlans.id, ids));
    return new Map(rows.map((r) => [r.id, r.topic]));
  },
  async deleteSummary(expertId: string, id: string) {
    const rows = await db.delete(aiSummaries).where(and(eq(aiSummaries.id, id), eq(aiSummaries.expertId, expertId))).returning({ id: aiSummaries.id });
    return rows.length > 0;
  },
  async deletePlan(expertId: string, id: string) {
    const rows = await db.delete(lessonPlans).where(and(eq(lessonPlans.id, id), eq(lessonPlans.expertId, expertId))).returning({ id: lessonPlans.id });
    return rows.length > 0;
  },
  async shareSummary(id: string, studentId: string, at: Date) {
    const [row] = await db.update(aiSummaries).set({ studentId, sharedAt: at }).where(eq(aiSummaries.id, id)).returning();
    return row;
  },
  async sharePlan(id: string, studentId: string, at: Date) {
    const [row] = await db.update(lessonPlans).set({ studentId, sharedAt: at }).where(eq(lessonPlans.id, id)).returning();
    return row;
  },
  /** The latest summary this tutor wrote for the student: the starting point of the next plan. */
  async lastSummaryFor(expertId: string, studentId: string) {
    const [row] = await db
      .select()
      .from(aiSummaries)
      .where(and(eq(aiSummaries.expertId, expertId), eq(aiSummaries.studentId, studentId)))
      .orderBy(desc(aiSummaries.createdAt))
      .limit(1);
    return row ?? null;
  },
  /** The plan a session followed: one made for the booking, else the latest made for the student. */
  async planForSession(expertId: string, bookingId: string | null, studentId: string | null) {
    if (bookingId) {
      const [row] = await db
        .select()
        .from(lessonPlans)
        .where(and(eq(lessonPlans.expertId, expertId), eq(lessonPlans.bookingId, bookingId)))
        .orderBy(desc(lessonPlans.createdAt))
        .limit(1);
      if (row) return row;
    }
    if (!studentId) return null;
    const [row] = await db
      .select()
      .from(lessonPlans)
      .where(and(eq(lessonPlans.expertId, expertId), eq(lessonPlans.studentId, studentId)))
      .orderBy(desc(lessonPlans.createdAt))
      .limit(1);
    return row ?? null;
  },
  /** The tutor's latest 100 sessions with offering and student name (read-only view of bookings). */
  async sessions(expertId: string, statuses: string[]) {
    return selectSessions(db, and(eq(bookings.expertId, expertId), inArray(bookings.status, statuses))).orderBy(desc(bookings.scheduledAt)).limit(100);
  },
  /** One of the tutor's sessions, however old. */
  async booking(expertId: string, bookingId: string) {
    const [row] = await selectSessions(db, and(eq(bookings.expertId, expertId), eq(bookings.id, bookingId))).limit(1);
    return row ?? null;
  },
  /** What one of the tutor's sessions left behind in the live room: the tutor's notes and the saved whiteboard. */
  async sessionRecord(expertId: string, bookingId: string) {
    const [row] = await db
      .select({
        studentId: bookings.studentId,
        status: bookings.status,
        scheduledAt: bookings.scheduledAt,
        completedAt: bookings.completedAt,
        tutorNotes: bookings.tutorNotes,
        whiteboard: bookings.whiteboard,
      })
      .from(bookings)
      .where(and(eq(bookings.expertId, expertId), eq(bookings.id, bookingId)))
      .limit(1);
    return row ?? null;
  },
  hasBooking: (expertId: string, studentId: string) => haveBookedTogether(db, expertId, studentId),
  async studentNames(ids: string[]) {
    if (!ids.length) return new Map<string, string>();
    const rows = await db
      .select({ id: user.id, name: studentName })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(inArray(user.id, ids));
    return new Map(rows.map((r) => [r.id, r.name]));
  },
  async counts(expertId: string) {
    const n = sql<number>`count(*)::int`;
    const [[plans], [summaries]] = await Promise.all([
      db.select({ n }).from(lessonPlans).where(eq(lessonPlans.expertId, expertId)),
      db.select({ n }).from(aiSummaries).where(eq(aiSummaries.expertId, expertId)),
    ]);
    return { totalPlans: plans?.n ?? 0, totalSummaries: summaries?.n ?? 0 };
  },
  /** Everything shared with a student, with the tutor's name. */
  async sharedWith(studentId: string) {
    const tutorName = personName(profiles, user);
    const [summaries, plans] = await Promise.all([
      db
        .select({ row: aiSummaries, tutorName })
        .from(aiSummaries)
        .innerJoin(expertProfiles, eq(expertProfiles.id, aiSummaries.expertId))
        .innerJoin(user, eq(user.id, expertProfiles.userId))
        .leftJoin(profiles, eq(profiles.userId, expertProfiles.userId))
        .where(and(eq(aiSummaries.studentId, studentId), isNotNull(aiSummaries.sharedAt))),
      db
        .select({ row: lessonPlans, tutorName })
        .from(lessonPlans)
        .innerJoin(expertProfiles, eq(expertProfiles.id, lessonPlans.expertId))
        .innerJoin(user, eq(user.id, expertProfiles.userId))
        .leftJoin(profiles, eq(profiles.userId, expertProfiles.userId))
        .where(and(eq(lessonPlans.studentId, studentId), isNotNull(lessonPlans.sharedAt))),
    ]);
    return { summaries, plans };
  },
});
