// What AI session notes are drafted from (a booking's chat window, tutor's notes and whiteboard) and the
// one stored draft per session.
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personName } from '../../db/person-name';
import { aiSummaries, bookings, domains, expertProfiles, messages, messageThreads, offerings, profiles, user } from '../../db/schema';
import { findSessionBooking, type SessionBookingCore } from '../bookings/session-booking.repo';
import type { NewSummary, SummaryRow } from './ai-content.repo';

/** At most this many chat messages are read for one session. */
const SESSION_CHAT_LIMIT = 500;

/** Summaries drafted from a live session carry a `liveSession` part in their content. */
const isSessionNotes = sql`${aiSummaries.contentJson} -> 'liveSession' is not null`;

export type SessionNotesSource = SessionBookingCore & {
  completedAt: Date | null;
  tutorNotes: string | null;
  whiteboard: unknown;
  category: string | null;
  domainName: string | null;
  customDomain: string | null;
  tutorName: string;
};

export const sessionNotesRepo = (db: Db) => ({
  async source(bookingId: string): Promise<SessionNotesSource | null> {
    const row = await findSessionBooking(db, bookingId, {
      completedAt: bookings.completedAt,
      tutorNotes: bookings.tutorNotes,
      whiteboard: bookings.whiteboard,
      category: offerings.category,
      domainName: domains.name,
      customDomain: expertProfiles.customDomain,
      studentName: personName(profiles, user, { orEmail: true }),
    });
    if (!row) return null;
    const { expertName: tutorName, ...source } = row;
    return { ...source, tutorName };
  },
  /** The pair's messages between two moments, oldest first. */
  async chat(studentId: string, expertId: string, from: Date, to: Date) {
    return db
      .select({ senderId: messages.senderId, content: messages.content })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .where(and(eq(messageThreads.studentId, studentId), eq(messageThreads.expertId, expertId), gte(messages.createdAt, from), lte(messages.createdAt, to)))
      .orderBy(asc(messages.seq))
      .limit(SESSION_CHAT_LIMIT);
  },
  /** The session's current draft, if there is one. */
  async current(expertId: string, bookingId: string): Promise<SummaryRow | null> {
    const [row] = await db
      .select()
      .from(aiSummaries)
      .where(and(eq(aiSummaries.expertId, expertId), eq(aiSummaries.bookingId, bookingId), isSessionNotes))
      .orderBy(desc(aiSummaries.createdAt))
      .limit(1);
    return row ?? null;
  },
  /**
   * One draft per session: replaces the content of the existing draft (keeping its id, creation time and
   * sharing) or adds the first one. Serialised per booking so two drafts at once cannot both insert.
   */
  async upsert(values: NewSummary & { expertId: string; bookingId: string }): Promise<{ row: SummaryRow; created: boolean }> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`session-notes:${values.bookingId}`}))`);
      const [existing] = await tx
        .select({ id: aiSummaries.id })
        .from(aiSummaries)
        .where(and(eq(aiSummaries.expertId, values.expertId), eq(aiSummaries.bookingId, values.bookingId), isSessionNotes))
        .orderBy(desc(aiSummaries.createdAt))
        .limit(1);
      if (existing) {
        const [row] = await tx
          .update(aiSummaries)
          .set({
            lessonPlanId: values.lessonPlanId,
            subject: values.subject,
            topicsCovered: values.topicsCovered,
            engagementLevel: values.engagementLevel,
            performance: values.performance,
            studentName: values.studentName,
            content: values.content,
            contentJson: values.contentJson,
          })
          .where(eq(aiSummaries.id, existing.id))
          .returning();
        return { row, created: false };
      }
      const [row] = await tx.insert(aiSummaries).values(values).returning();
      return { row, created: true };
    });
  },
});
