// The repo's contract with the service: a camelCase schedule, and constraint refusals as results, not codes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from './bookings.fixtures';
import { bookingsRepo, type NewBooking } from './bookings.repo';
import { rescheduleRepo } from './bookings.reschedule.repo';

const HOUR = 3_600_000;
let t: TestContext;
let tutor: TestUser & { expertId: string };
let student: TestUser;
let offeringId: string;
const day0 = Date.UTC(2031, 0, 6);
const at = (hours: number) => new Date(day0 + hours * HOUR);
const window = { from: at(-24), to: at(48) };

beforeAll(async () => {
  t = await createTestContext();
  tutor = await t.signUpExpert({ fullName: 'Tara Tutor' });
  student = await t.signUp('student');
  offeringId = (await addOffering(t.deps.db, tutor.expertId, { title: 'Chess openings', durationMinutes: 60, maxStudents: 1 })).id;
  await addWindows(t.deps.db, tutor.expertId, dailyWindows(at(0), 2, 8, 4));
  await setSettings(t.deps.db, tutor.expertId, { bufferTimeBefore: 5, autoConfirmBookings: true });
});
afterAll(() => t.close());

const booking = (start: Date, extra: Partial<NewBooking> = {}): NewBooking => ({
  studentId: student.id,
  expertId: tutor.expertId,
  offeringId,
  scheduledAt: start,
  endsAt: new Date(start.getTime() + HOUR),
  ...extra,
});

describe('bookingsRepo', () => {
  it('reads the schedule as one camelCase value', async () => {
    const [b] = await t.deps.db.insert(bookings).values(booking(at(9))).returning();
    const s = await bookingsRepo(t.deps.db).loadSchedule(offeringId, window.from, window.to);
    expect(s.offering).toMatchObject({ id: offeringId, expertId: tutor.expertId, expertUserId: tutor.id, expertName: 'Tara Tutor', title: 'Chess openings', durationMinutes: 60, maxStudents: 1, isActive: true, isTrial: false });
    expect(s.settings).toMatchObject({ bufferBefore: 5, bufferAfter: 0, maxBookingsPerDay: 24, advanceBookingDays: 365, autoConfirm: true });
    expect(s.windows).toEqual([
      { start: at(8).getTime(), end: at(12).getTime() },
      { start: at(32).getTime(), end: at(36).getTime() },
    ]);
    expect(s.bookings).toEqual([{ start: at(9).getTime(), end: at(10).getTime(), groupKey: b.id, offeringId }]);
    expect(s.nextHoldExpiry).toBeNull();
    await t.deps.db.delete(bookings).where(eq(bookings.id, b.id));
  });

  it("tells when the expert's earliest unpaid hold runs out, wherever in time its session is", async () => {
    const held = (start: Date, until: Date, extra: Partial<NewBooking> = {}) => booking(start, { paymentStatus: 'requires_payment', holdExpiresAt: until, ...extra });
    const rows = await t.deps.db
      .insert(bookings)
      .values([
        held(at(9), new Date(day0 + 1234)),
        // Far outside the window read, still the expert's hold.
        held(at(24 * 30), new Date(day0 - 5_000)),
        // Not holds: paid, or a hold whose booking is cancelled.
        booking(at(10), { paymentStatus: 'paid' }),
        held(at(11), new Date(day0 - 99_000), { status: 'cancelled' }),
      ])
      .returning({ id: bookings.id });
    const s = await bookingsRepo(t.deps.db).loadSchedule(offeringId, window.from, window.to);
    expect(s.nextHoldExpiry).toBe(day0 - 5_000);
    await t.deps.db.delete(bookings).where(eq(bookings.id, rows[1].id));
    expect((await bookingsRepo(t.deps.db).loadSchedule(offeringId, window.from, window.to)).nextHoldExpiry).toBe(day0 + 1234);
    for (const r of rows) await t.deps.db.delete(bookings).where(eq(bookings.id, r.id));
  });

  it('reads an unknown offering as an empty schedule', async () => {
    const s = await bookingsRepo(t.deps.db).loadSchedule('00000000-0000-4000-8000-000000000000', window.from, window.to);
    expect(s).toEqual({ offering: null, settings: null, windows: [], overrides: [], bookings: [], nextHoldExpiry: null });
  });

  it('answers an overlapping insert as slot-taken and a repeated key as duplicate, leaving the transaction usable', async () => {
    const repo = bookingsRepo(t.deps.db);
    const locked = await repo.withExpertLock(offeringId, window, async (tx) => {
      const first = await repo.insert(tx, booking(at(33), { idempotencyKey: 'k-1' }));
      const overlapping = await repo.insert(tx, booking(at(33.5)));
      const again = await repo.insert(tx, booking(at(35), { idempotencyKey: 'k-1' }));
      // Still usable: nothing aborted the transaction.
      const live = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.expertId, tutor.expertId));
      return { first, overlapping, again, live: live.length };
    });
    expect(locked.ok).toBe(true);
    if (!locked.ok) return;
    const { first, overlapping, again, live } = locked.value;
    expect(first.kind).toBe('created');
    expect(live).toBe(1);
    expect(overlapping).toEqual({ kind: 'slot-taken' });
    expect(again).toEqual({ kind: 'duplicate', id: first.kind === 'created' ? first.row.id : '' });
  });

  it('answers a move onto a taken time as slot-taken and rolls the transaction back', async () => {
    const repo = bookingsRepo(t.deps.db);
    const [a, b] = await t.deps.db.insert(bookings).values([booking(at(8)), booking(at(10))]).returning();
    const locked = await repo.withExpertLock(offeringId, window, (tx) =>
      tx.update(bookings).set({ scheduledAt: at(8.5), endsAt: at(9.5) }).where(eq(bookings.id, b.id)),
    );
    expect(locked).toEqual({ ok: false, reason: 'slot-taken' });
    const [still] = await t.deps.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(still.scheduledAt).toEqual(at(10));
    await t.deps.db.delete(bookings).where(eq(bookings.id, a.id));
  });

  it('lets errors of the work itself through', async () => {
    const failing = bookingsRepo(t.deps.db).withExpertLock(offeringId, window, async () => {
      throw new Error('not a constraint');
    });
    await expect(failing).rejects.toThrow('not a constraint');
  });
});

describe('rescheduleRepo', () => {
  it('answers a second open request for a booking with null', async () => {
    const [b] = await t.deps.db.insert(bookings).values(booking(at(34.5))).returning();
    const request = {
      bookingId: b.id,
      studentId: student.id,
      expertId: tutor.expertId,
      fromScheduledAt: b.scheduledAt,
      fromEndsAt: b.endsAt,
      proposedScheduledAt: at(11),
      proposedEndsAt: at(12),
    };
    expect(await rescheduleRepo(t.deps.db).insert(request)).toMatchObject({ bookingId: b.id, status: 'pending' });
    expect(await rescheduleRepo(t.deps.db).insert(request)).toBeNull();
  });
});
