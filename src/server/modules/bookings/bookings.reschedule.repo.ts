// Reschedule requests: one open request per booking (a partial unique index), state changes that
// apply only from 'pending', and the move of the booking inside the expert's booking lock.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookingRescheduleRequests as requests, bookings } from '../../db/schema';

export type RescheduleRow = typeof requests.$inferSelect;
type NewRequest = typeof requests.$inferInsert;

export const rescheduleRepo = (db: Db) => ({
  /** Opens a request; null when the booking already has an open one (the partial unique index). */
  async insert(values: NewRequest, conn: Db | Tx = db) {
    const [row] = await conn.insert(requests).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  async findById(id: string) {
    const [row] = await db.select().from(requests).where(eq(requests.id, id)).limit(1);
    return row ?? null;
  },

  async openForBooking(bookingId: string) {
    const [row] = await db
      .select()
      .from(requests)
      .where(and(eq(requests.bookingId, bookingId), eq(requests.status, 'pending')))
      .limit(1);
    return row ?? null;
  },

  /** Open requests of a student's or an expert's bookings that are still live. */
  async listOpen(filter: { studentId?: string; expertId?: string }) {
    const who = filter.expertId ? eq(requests.expertId, filter.expertId) : eq(requests.studentId, filter.studentId ?? '');
    return db
      .select({ request: requests })
      .from(requests)
      .innerJoin(bookings, eq(bookings.id, requests.bookingId))
      .where(and(who, eq(requests.status, 'pending'), inArray(bookings.status, ['pending', 'confirmed'])))
      .orderBy(asc(requests.proposedScheduledAt))
      .limit(500)
      .then((rows) => rows.map((r) => r.request));
  },

  /** Closes an open request (declined or withdrawn); null when it was no longer open. */
  async close(id: string, status: 'declined' | 'withdrawn', reason: string | null, conn: Db | Tx = db) {
    const [row] = await conn
      .update(requests)
      .set({ status, reason, respondedAt: new Date() })
      .where(and(eq(requests.id, id), eq(requests.status, 'pending')))
      .returning();
    return row ?? null;
  },

  /**
   * Inside the expert's lock: marks the request accepted and moves the booking, both only from the
   * state the request was made in. Returns the session's new calendar sequence, or 'closed' or
   * 'moved-meanwhile' when either changed.
   */
  async accept(tx: Tx, r: RescheduleRow, groupSessionId: string | null): Promise<{ calendarSequence: number } | 'closed' | 'moved-meanwhile'> {
    const [claimed] = await tx
      .update(requests)
      .set({ status: 'accepted', respondedAt: new Date() })
      .where(and(eq(requests.id, r.id), eq(requests.status, 'pending')))
      .returning({ id: requests.id });
    if (!claimed) return 'closed';
    const [moved] = await tx
      .update(bookings)
      .set({
        scheduledAt: r.proposedScheduledAt,
        endsAt: r.proposedEndsAt,
        groupSessionId,
        // Reminders are due again for the new time.
        reminderSentAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(bookings.id, r.bookingId), inArray(bookings.status, ['pending', 'confirmed']), eq(bookings.scheduledAt, r.fromScheduledAt)))
      .returning({ calendarSequence: bookings.calendarSequence });
    // The caller throws on 'moved-meanwhile', which rolls the claim back with the transaction. A move onto a
    // taken time is refused by the EXCLUDE constraint, which withExpertLock answers as 'slot-taken'.
    return moved ?? 'moved-meanwhile';
  },
});
