// A group session's one room: its seats (read from bookings, owned by the bookings module) and the class's own
// state, which the live module owns (decision record 022): raised hands, muted students, spotlight, who is
// here now, the shared whiteboard (live_classes) and the class chat (live_class_messages). Every change is
// one atomic statement on a jsonb map, so server processes never overwrite each other's changes.
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { personName } from '../../db/person-name';
import { bookings, liveClasses, liveClassMessages, profiles, user } from '../../db/schema';
import { findClassSeats } from '../bookings/session-booking.repo';

/** user id → ISO instant */
type InstantMap = Record<string, string>;
export type ClassState = { hands: InstantMap; muted: InstantMap; presence: InstantMap; spotlightUserId: string | null };
type MapColumn = 'hands' | 'muted' | 'presence';

const senderProfile = alias(profiles, 'class_sender_profile');

const EMPTY: ClassState = { hands: {}, muted: {}, presence: {}, spotlightUserId: null };

export const classRepo = (db: Db) => ({
  /** Every seat of the group session (any status), with its student's and expert's names and attendance. */
  seats(groupSessionId: string) {
    return findClassSeats(db, groupSessionId, {
      studentName: personName(profiles, user),
      studentJoinedAt: bookings.studentJoinedAt,
      tutorJoinedAt: bookings.tutorJoinedAt,
    });
  },

  async state(groupSessionId: string): Promise<ClassState> {
    const [row] = await db
      .select({ hands: liveClasses.hands, muted: liveClasses.muted, presence: liveClasses.presence, spotlightUserId: liveClasses.spotlightUserId })
      .from(liveClasses)
      .where(eq(liveClasses.groupSessionId, groupSessionId));
    return row ? { hands: row.hands as InstantMap, muted: row.muted as InstantMap, presence: row.presence as InstantMap, spotlightUserId: row.spotlightUserId } : EMPTY;
  },

  /** Sets (`at`) or removes (null) one user's entry of a map, atomically; creates the class's row on first use. */
  async setEntry(groupSessionId: string, column: MapColumn, userId: string, at: Date | null): Promise<void> {
    const col = liveClasses[column];
    const value = at ? { [userId]: at.toISOString() } : {};
    const next = at ? sql`${col} || excluded.${sql.identifier(column)}` : sql`${col} - ${userId}::text`;
    await db
      .insert(liveClasses)
      .values({ groupSessionId, [column]: value })
      .onConflictDoUpdate({ target: liveClasses.groupSessionId, set: { [column]: next, updatedAt: sql`now()` } });
  },

  async setSpotlight(groupSessionId: string, userId: string | null): Promise<void> {
    await db
      .insert(liveClasses)
      .values({ groupSessionId, spotlightUserId: userId })
      .onConflictDoUpdate({ target: liveClasses.groupSessionId, set: { spotlightUserId: userId, updatedAt: sql`now()` } });
  },

  async whiteboard(groupSessionId: string): Promise<unknown> {
    const [row] = await db.select({ w: liveClasses.whiteboard }).from(liveClasses).where(eq(liveClasses.groupSessionId, groupSessionId));
    return row?.w ?? null;
  },

  async setWhiteboard(groupSessionId: string, whiteboard: unknown): Promise<void> {
    await db
      .insert(liveClasses)
      .values({ groupSessionId, whiteboard })
      .onConflictDoUpdate({ target: liveClasses.groupSessionId, set: { whiteboard, updatedAt: sql`now()` } });
  },

  /** The class chat, oldest first (the latest `limit`). */
  async messages(groupSessionId: string, limit: number) {
    const rows = await db
      .select({
        id: liveClassMessages.id,
        senderId: liveClassMessages.senderId,
        senderName: personName(senderProfile, user),
        content: liveClassMessages.content,
        clientId: liveClassMessages.clientId,
        createdAt: liveClassMessages.createdAt,
      })
      .from(liveClassMessages)
      .innerJoin(user, eq(user.id, liveClassMessages.senderId))
      .leftJoin(senderProfile, eq(senderProfile.userId, liveClassMessages.senderId))
      .where(eq(liveClassMessages.groupSessionId, groupSessionId))
      .orderBy(desc(liveClassMessages.createdAt), desc(liveClassMessages.id))
      .limit(limit);
    return rows.reverse();
  },

  /** Stores a message once per sender and client id; `created` is false for a retry of the same send. */
  async addMessage(m: { groupSessionId: string; senderId: string; content: string; clientId: string }) {
    const [row] = await db
      .insert(liveClassMessages)
      .values(m)
      .onConflictDoNothing({ target: [liveClassMessages.groupSessionId, liveClassMessages.senderId, liveClassMessages.clientId] })
      .returning({ id: liveClassMessages.id, createdAt: liveClassMessages.createdAt });
    if (row) return { ...row, created: true };
    const [earlier] = await db
      .select({ id: liveClassMessages.id, createdAt: liveClassMessages.createdAt })
      .from(liveClassMessages)
      .where(and(eq(liveClassMessages.groupSessionId, m.groupSessionId), eq(liveClassMessages.senderId, m.senderId), eq(liveClassMessages.clientId, m.clientId)));
    return { ...earlier, created: false };
  },
});
