// The one column the SFU route reads besides the live module's booking view: which group session a seat is of.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';

export const sfuRepo = (db: Db) => ({
  async groupSessionOf(bookingId: string): Promise<string | null> {
    const [row] = await db.select({ g: bookings.groupSessionId }).from(bookings).where(eq(bookings.id, bookingId));
    return row?.g ?? null;
  },
});
