// Honest completions (sessions of 4 minutes, so they never overlap): a session is completed (and can be rated, and counts) only once it has begun,
// by its start time or by both sides being in the live room; a student the room never saw cannot rate it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, expertProfiles } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { resolveActor } from '../identity/identity.service';
import { canSubscribeSession } from '../live/live.service';
import { bookingMessages } from '../../../shared/schemas/bookings';
import type { Actor } from '../../http/actor';

let t: TestContext;
let tutor: TestUser & { expertId: string };
let student: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  tutor = await t.signUpExpert({ fullName: 'Tara Tutor' });
  student = await t.signUp('student', { fullName: 'Sam Student' });
});
afterAll(() => t.close());

async function confirmedSession(startsInMs: number) {
  const start = new Date(Date.now() + startsInMs);
  const [b] = await t.deps.db
    .insert(bookings)
    .values({ studentId: student.id, expertId: tutor.expertId, scheduledAt: start, endsAt: new Date(start.getTime() + 4 * 60_000), status: 'confirmed' })
    .returning({ id: bookings.id });
  return b.id;
}

const actorOf = async (u: TestUser) => (await resolveActor(t.deps, new Headers({ cookie: u.cookie }))) as Actor;
const totalSessions = async () => (await t.deps.db.select({ n: expertProfiles.totalSessions }).from(expertProfiles).where(eq(expertProfiles.id, tutor.expertId)))[0].n;

describe('completing a session', () => {
  it('is refused the day before the lesson, and nothing can be rated or counted', async () => {
    const id = await confirmedSession(24 * 3_600_000);
    const before = await totalSessions();
    const res = await t.json('PATCH', `/api/bookings/${id}`, { as: tutor, body: { status: 'completed' }, expect: 409 });
    expect(res.error).toMatchObject({ code: 'SESSION_NOT_STARTED', message: bookingMessages.earlyComplete });
    await t.json('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 5 }, expect: 409 });
    expect(await totalSessions()).toBe(before);
    const [row] = await t.deps.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    expect(row.status).toBe('confirmed');
  });

  it('is allowed a few minutes early once both sides are in the live room', async () => {
    const id = await confirmedSession(5 * 60_000);
    expect(await canSubscribeSession(t.deps, await actorOf(tutor), id)).toBe(true);
    await t.json('PATCH', `/api/bookings/${id}`, { as: tutor, body: { status: 'completed' }, expect: 409 });
    expect(await canSubscribeSession(t.deps, await actorOf(student), id)).toBe(true);
    const done = await t.json('PATCH', `/api/bookings/${id}`, { as: tutor, body: { status: 'completed' } });
    expect(done.status).toBe('completed');
    await t.json('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 5 }, expect: 201 });
  });

  it('keeps the first entry into the room as the attendance time', async () => {
    const id = await confirmedSession(10 * 60_000);
    await canSubscribeSession(t.deps, await actorOf(student), id);
    const [first] = await t.deps.db.select({ at: bookings.studentJoinedAt }).from(bookings).where(eq(bookings.id, id));
    await canSubscribeSession(t.deps, await actorOf(student), id);
    const [second] = await t.deps.db.select({ at: bookings.studentJoinedAt }).from(bookings).where(eq(bookings.id, id));
    expect(first.at).not.toBeNull();
    expect(second.at?.getTime()).toBe(first.at?.getTime());
  });
});

describe('rating a session', () => {
  it('is refused to a student the room never saw when the tutor was there', async () => {
    const id = await confirmedSession(-10 * 60_000);
    expect(await canSubscribeSession(t.deps, await actorOf(tutor), id)).toBe(true);
    await t.json('PATCH', `/api/bookings/${id}`, { as: tutor, body: { status: 'completed' } });
    const res = await t.json('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 5 }, expect: 403 });
    expect(res.error.message).toBe(bookingMessages.reviewNotAttended);
  });

  it('is open after a started session where attendance is not known', async () => {
    const id = await confirmedSession(-50 * 60_000);
    await t.json('PATCH', `/api/bookings/${id}`, { as: tutor, body: { status: 'completed' } });
    await t.json('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 4 }, expect: 201 });
  });
});
