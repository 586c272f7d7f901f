// Read-only view of a booking for the live room, its whiteboard, tutor notes and in-call chat. Only reads:
// the booking's columns are written by the bookings module (bookings.room.ts, decision record 022).
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personName } from '../../db/person-name';
import { bookings, messages, messageThreads, offerings, profiles, user } from '../../db/schema';
import { findSessionBooking, type SessionBookingCore } from '../bookings/session-booking.repo';

export type SessionBookingRow = SessionBookingCore & {
  expertName: string;
  durationMinutes: number | null;
  /** Set for a seat of a group session: the class shares one room, whiteboard and chat. */
  groupSessionId: string | null;
};

export const liveRepo = (db: Db) => ({
  async findBooking(id: string): Promise<SessionBookingRow | null> {
    return findSessionBooking(db, id, {
      // The name each person keeps in their profile, as everywhere else; the account name until they set one.
      studentName: personName(profiles, user),
      durationMinutes: offerings.durationMinutes,
      groupSessionId: bookings.groupSessionId,
    });
  },
  async getWhiteboard(id: string): Promise<unknown> {
    const [row] = await db.select({ w: bookings.whiteboard }).from(bookings).where(eq(bookings.id, id));
    return row?.w ?? null;
  },
  async getNotes(id: string): Promise<string | null> {
    const [row] = await db.select({ n: bookings.tutorNotes }).from(bookings).where(eq(bookings.id, id));
    return row?.n ?? null;
  },
  /** The pair's thread (one per student and expert), created on first use. */
  async findThread(studentId: string, expertId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(and(eq(messageThreads.studentId, studentId), eq(messageThreads.expertId, expertId)));
    return row?.id ?? null;
  },
  /** Messages of the thread since a moment (the call's chat), oldest first. */
  async listMessagesSince(threadId: string, since: Date, limit: number) {
    const rows = await db
      .select({ id: messages.id, senderId: messages.senderId, content: messages.content, clientId: messages.clientId, createdAt: messages.createdAt, seq: messages.seq })
      .from(messages)
      .where(and(eq(messages.threadId, threadId), gte(messages.createdAt, since)))
      .orderBy(desc(messages.seq))
      .limit(limit);
    return rows.reverse();
  },
});
