// The live room's columns of a booking (attendance, whiteboard, tutor notes). The bookings module owns the
// table (decision record 022); the live module, which checks who may enter and when, writes them through
// these functions.
import type { Deps } from '../../deps';
import { bookingsRepo } from './bookings.repo';

/** Entering the room is attendance: only the first entry of each side is kept. */
export async function recordRoomEntry(deps: Deps, bookingId: string, role: 'tutor' | 'student', at: Date): Promise<void> {
  await bookingsRepo(deps.db).markJoined(bookingId, role, at);
}

export async function storeWhiteboard(deps: Deps, bookingId: string, whiteboard: unknown): Promise<void> {
  await bookingsRepo(deps.db).setWhiteboard(bookingId, whiteboard);
}

export async function storeTutorNotes(deps: Deps, bookingId: string, notes: string): Promise<void> {
  await bookingsRepo(deps.db).setTutorNotes(bookingId, notes);
}
