// Read-only view of a booking for the live room, its whiteboard, tutor notes and in-call chat. Only reads:
// the booking's columns are written by the bookings module (bookings.room.ts, decision record 022).
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personName } from '../../db/person-name';
import { bookings, expertProfiles, messages, messageThreads, offerings, profiles, user } from '../../db/schema';

const expertUser = alias(user, 'expert_user');
const expertProfile = alias(profiles, 'expert_profile');

export type SessionBookingRow = {
  id: string;
  studentId: string;
  expertId: string;
  expertUserId: string;
  scheduledAt: Date;
  endsAt: Date;
  status: string;
  studentName: string;
  expertName: string;
  offeringTitle: string | null;
  durationMinutes: number | null;
};

export const liveRepo = (db: Db) => ({
  async findBooking(id: string): Promise<SessionBookingRow | null> {
    const [row] = await db
      .select({
        id: bookings.id,
        studentId: bookings.studentId,
        expertId: bookings.expertId,
        expertUserId: expertProfiles.userId,
        scheduledAt: bookings.scheduledAt,
        endsAt: bookings.endsAt,
        status: bookings.status,
        // The name each person keeps in their profile, as everywhere else; the account name until they set one.
        studentName: personName(profiles, user),
        expertName: personName(expertProfile, expertUser),
        offeringTitle: offerings.title,
        durationMinutes: offerings.durationMinutes,
      })
      .from(bookings)
      .innerJoin(expertProfiles, eq(expertProfiles.id, bookings.expertId))
      .innerJoin(user, eq(user.id, bookings.studentId))
      .innerJoin(expertUser, eq(expertUser.id, expertProfiles.userId))
      .leftJoin(profiles, eq(profiles.userId, bookings.studentId))
      .leftJoin(expertProfile, eq(expertProfile.userId, expertProfiles.userId))
      .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
      .where(eq(bookings.id, id))
      .limit(1);
    return row ?? null;
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
