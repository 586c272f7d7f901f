// A session's booking with its expert, its two people's names, offering and category: the read behind the live
// room (live.repo.ts), a class's seats (class.repo.ts) and AI session notes (session-notes.repo.ts). Bookings owns
// the table (decision record 022); the other modules read it through here, each adding the columns it needs.
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personName } from '../../db/person-name';
import { bookings, domains, expertProfiles, offerings, profiles, user } from '../../db/schema';

const expertUser = alias(user, 'expert_user');
const expertProfile = alias(profiles, 'expert_profile');

/** What every reader of a session's booking gets, besides the expert's name (live: expertName, notes: tutorName). */
export type SessionBookingCore = {
  id: string;
  studentId: string;
  expertId: string;
  expertUserId: string;
  scheduledAt: Date;
  endsAt: Date;
  status: string;
  studentName: string;
  offeringTitle: string | null;
};

const sessionBookingColumns = {
  id: bookings.id,
  studentId: bookings.studentId,
  expertId: bookings.expertId,
  expertUserId: expertProfiles.userId,
  scheduledAt: bookings.scheduledAt,
  endsAt: bookings.endsAt,
  status: bookings.status,
  // The name the expert keeps in their profile, as everywhere else; the account name until they set one.
  expertName: personName(expertProfile, expertUser),
  offeringTitle: offerings.title,
};

/**
 * The shared columns and the caller's `extra` ones, which may read `bookings`, `offerings`, `domains`,
 * `expertProfiles` and the student as `user` and `profiles` (left-joined).
 */
function sessionBookings<T extends SelectedFields>(db: Db, extra: T) {
  return db
    .select({ ...sessionBookingColumns, ...extra })
    .from(bookings)
    .innerJoin(expertProfiles, eq(expertProfiles.id, bookings.expertId))
    .innerJoin(user, eq(user.id, bookings.studentId))
    .leftJoin(profiles, eq(profiles.userId, bookings.studentId))
    .innerJoin(expertUser, eq(expertUser.id, expertProfiles.userId))
    .leftJoin(expertProfile, eq(expertProfile.userId, expertProfiles.userId))
    .leftJoin(offerings, eq(offerings.id, bookings.offeringId))
    .leftJoin(domains, eq(domains.id, expertProfiles.domainId));
}

/** The booking `id` with the shared columns and the caller's `extra` ones; null when there is none. */
export async function findSessionBooking<T extends SelectedFields>(db: Db, id: string, extra: T) {
  const [row] = await sessionBookings(db, extra).where(eq(bookings.id, id)).limit(1);
  return row ?? null;
}

/** Every seat of a group session (any status), in the order they were booked, with the same columns. */
export function findClassSeats<T extends SelectedFields>(db: Db, groupSessionId: string, extra: T) {
  return sessionBookings(db, extra).where(eq(bookings.groupSessionId, groupSessionId)).orderBy(asc(bookings.createdAt));
}

/** Whether the tutor and the student have (or had) a booking together, in any status. */
export async function haveBookedTogether(db: Db, expertId: string, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.expertId, expertId), eq(bookings.studentId, studentId)))
    .limit(1);
  return Boolean(row);
}
