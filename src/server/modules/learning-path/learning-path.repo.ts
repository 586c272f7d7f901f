// The learning path's data: learning_goals (owned here) and, read as joins (decision 022), the pair's bookings,
// summaries and lesson plans with the names and subjects around them.
import { aliasedTable, and, asc, desc, eq, gt, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { haveBookedTogether } from '../bookings/session-booking.repo';
import { personName } from '../../db/person-name';
import { aiSummaries, bookings, domains, expertProfiles, learningGoals, lessonPlans, offerings, profiles, user } from '../../db/schema';

/** The most sessions (completed and upcoming) one path reads. */
const SESSION_LIMIT = 300;
const CONTENT_LIMIT = 300;

/** Whose content a path shows: a student's (shared only), or one tutor's with that student (shared or not). */
export type PathScope = { studentId: string; expertId: string | null };

const tutorUser = aliasedTable(user, 'tutor_user');
const tutorProfile = aliasedTable(profiles, 'tutor_profile');
const tutorName = personName(tutorProfile, tutorUser);

export type GoalRow = typeof learningGoals.$inferSelect & { tutorName: string | null; tutorUserId: string | null };

export const learningPathRepo = (db: Db) => {
  const goalSelect = () =>
    db
      .select({ goal: learningGoals, tutorName: sql<string | null>`case when ${tutorUser.id} is null then null else ${tutorName} end`, tutorUserId: tutorUser.id })
      .from(learningGoals)
      .leftJoin(expertProfiles, eq(expertProfiles.id, learningGoals.expertId))
      .leftJoin(tutorUser, eq(tutorUser.id, expertProfiles.userId))
      .leftJoin(tutorProfile, eq(tutorProfile.userId, expertProfiles.userId));
  const flat = (r: { goal: typeof learningGoals.$inferSelect; tutorName: string | null; tutorUserId: string | null }): GoalRow => ({ ...r.goal, tutorName: r.tutorName, tutorUserId: r.tutorUserId });

  /** The content filter: the tutor's own (shared or not) or, for the student, what was shared with them. */
  const contentFilter = (table: typeof aiSummaries | typeof lessonPlans, scope: PathScope): SQL =>
    and(eq(table.studentId, scope.studentId), scope.expertId ? eq(table.expertId, scope.expertId) : isNotNull(table.sharedAt))!;

  return {
    async studentName(studentId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: personName(profiles, user) })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(and(eq(user.id, studentId), eq(user.userType, 'student')))
        .limit(1);
      return row?.name ?? null;
    },

    hasBooking: (expertId: string, studentId: string) => haveBookedTogether(db, expertId, studentId),

    /** Completed sessions and those still to come (not cancelled, not over), with what names their subject. */
    sessions(scope: PathScope, now: Date) {
      const live = and(inArray(bookings.status, ['pending', 'confirmed']), gt(bookings.endsAt, now));
      return db
        .select({
          bookingId: bookings.id,
          expertId: bookings.expertId,
          status: bookings.status,
          scheduledAt: bookings.scheduledAt,
          offeringTitle: offerings.title,
          category: offerings.category,
          domainName: domains.name,
          tutorName,
        })
        .from(bookings)
        .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
        .innerJoin(expertProfiles, eq(expertProfiles.id, bookings.expertId))
        .leftJoin(domains, eq(domains.id, expertProfiles.domainId))
        .innerJoin(tutorUser, eq(tutorUser.id, expertProfiles.userId))
        .leftJoin(tutorProfile, eq(tutorProfile.userId, expertProfiles.userId))
        .where(and(eq(bookings.studentId, scope.studentId), scope.expertId ? eq(bookings.expertId, scope.expertId) : undefined, or(eq(bookings.status, 'completed'), live)))
        .orderBy(desc(bookings.scheduledAt))
        .limit(SESSION_LIMIT);
    },

    summaries(scope: PathScope) {
      return db
        .select({
          id: aiSummaries.id,
          bookingId: aiSummaries.bookingId,
          subject: aiSummaries.subject,
          topics: aiSummaries.topicsCovered,
          content: aiSummaries.contentJson,
          sharedAt: aiSummaries.sharedAt,
          createdAt: aiSummaries.createdAt,
          tutorName,
        })
        .from(aiSummaries)
        .innerJoin(expertProfiles, eq(expertProfiles.id, aiSummaries.expertId))
        .innerJoin(tutorUser, eq(tutorUser.id, expertProfiles.userId))
        .leftJoin(tutorProfile, eq(tutorProfile.userId, expertProfiles.userId))
        .where(contentFilter(aiSummaries, scope))
        .orderBy(desc(aiSummaries.createdAt))
        .limit(CONTENT_LIMIT);
    },

    plans(scope: PathScope) {
      return db
        .select({
          id: lessonPlans.id,
          bookingId: lessonPlans.bookingId,
          basedOnSummaryId: lessonPlans.basedOnSummaryId,
          topic: lessonPlans.topic,
          content: lessonPlans.contentJson,
          sharedAt: lessonPlans.sharedAt,
          createdAt: lessonPlans.createdAt,
        })
        .from(lessonPlans)
        .where(contentFilter(lessonPlans, scope))
        .orderBy(desc(lessonPlans.createdAt))
        .limit(CONTENT_LIMIT);
    },

    async goals(studentId: string): Promise<GoalRow[]> {
      const rows = await goalSelect().where(eq(learningGoals.studentId, studentId)).orderBy(asc(learningGoals.createdAt), asc(learningGoals.id));
      return rows.map(flat);
    },

    async goal(id: string): Promise<GoalRow | null> {
      const [row] = await goalSelect().where(eq(learningGoals.id, id)).limit(1);
      return row ? flat(row) : null;
    },

    async countGoals(studentId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(learningGoals).where(eq(learningGoals.studentId, studentId));
      return row?.n ?? 0;
    },

    /** `tx`: the caller's transaction, when a notification must commit with the goal. */
    async insertGoal(values: typeof learningGoals.$inferInsert, tx: Tx | Db = db): Promise<string> {
      const [row] = await tx.insert(learningGoals).values(values).returning({ id: learningGoals.id });
      return row.id;
    },

    async updateGoal(id: string, values: Partial<typeof learningGoals.$inferInsert>, now: Date, tx: Tx | Db = db) {
      await tx
        .update(learningGoals)
        .set({ ...values, updatedAt: now })
        .where(eq(learningGoals.id, id));
    },

    async deleteGoal(id: string) {
      await db.delete(learningGoals).where(eq(learningGoals.id, id));
    },
  };
};
