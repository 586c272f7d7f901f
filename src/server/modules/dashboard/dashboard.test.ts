// The dashboards' figures from a real database: local weeks and months in the viewer's zone, paid earnings
// against booked value, requests awaiting an answer, and who may read which dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, lessonPlans, payments } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering } from '../bookings/bookings.fixtures';
import { dashboardRepo } from './dashboard.repo';
import { dashboardMessages, type StudentDashboard, type TutorDashboard } from '../../../shared/schemas/dashboard';

// Wednesday 18 March 2026, 12:00 in Kolkata (06:30 UTC).
const NOW = new Date('2026-03-18T06:30:00.000Z');
const HOUR = 3_600_000;

let t: TestContext;
let tutor: TestUser & { expertId: string };
let other: TestUser & { expertId: string };
let student: TestUser;
let stranger: TestUser;
let maths: string, music: string, physics: string;

type Status = 'pending' | 'confirmed' | 'completed' | 'cancelled';
async function session(at: string, opts: { status: Status; minutes?: number; offeringId?: string; expertId?: string; studentId?: string; amount?: number; holdExpiresAt?: Date }) {
  const start = new Date(at);
  const [row] = await t.deps.db
    .insert(bookings)
    .values({
      studentId: opts.studentId ?? student.id,
      expertId: opts.expertId ?? tutor.expertId,
      offeringId: opts.offeringId ?? maths,
      scheduledAt: start,
      endsAt: new Date(start.getTime() + (opts.minutes ?? 60) * 60_000),
      status: opts.status,
      totalAmount: opts.amount ?? 100_000,
      holdExpiresAt: opts.holdExpiresAt,
      paymentStatus: opts.holdExpiresAt ? 'requires_payment' : 'not_required',
    })
    .returning({ id: bookings.id });
  return row.id;
}

async function payment(bookingId: string, p: { status: string; amount: number; fee: number; refunded?: number }) {
  await t.deps.db.insert(payments).values({
    bookingId,
    studentId: student.id,
    expertId: tutor.expertId,
    provider: 'test',
    status: p.status,
    amount: p.amount,
    fee: p.fee,
    currency: 'INR',
    refundedAmount: p.refunded ?? 0,
  });
}

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  tutor = await t.signUpExpert({ fullName: 'Tara Tutor' });
  other = await t.signUpExpert({ fullName: 'Otto Other' });
  student = await t.signUp('student', { fullName: 'Sam Student' });
  stranger = await t.signUp('student', { fullName: 'Stella Stranger' });
  maths = (await addOffering(t.deps.db, tutor.expertId, { title: 'Algebra', category: 'Mathematics' })).id;
  music = (await addOffering(t.deps.db, tutor.expertId, { title: 'Piano', category: 'Music', price: 80_000 })).id;
  physics = (await addOffering(t.deps.db, other.expertId, { title: 'Mechanics', category: null })).id;
}, 60_000);
afterAll(() => t.close());

describe('the student dashboard', () => {
  beforeAll(async () => {
    // Monday 16 March, 01:30 in Kolkata: this week there, last week (Sunday 15th) in UTC.
    await session('2026-03-15T20:00:00.000Z', { status: 'completed', minutes: 90 });
    // Tuesday 10 March: last week, two sessions (60 + 30 minutes).
    await session('2026-03-10T05:00:00.000Z', { status: 'completed', offeringId: music });
    await session('2026-03-10T08:00:00.000Z', { status: 'completed', minutes: 30, offeringId: music });
    // Eight weeks back (Monday 19 January) falls outside; cancelled and others' sessions never count.
    await session('2026-01-19T05:00:00.000Z', { status: 'completed' });
    await session('2026-03-11T05:00:00.000Z', { status: 'cancelled' });
    await session('2026-03-12T05:00:00.000Z', { status: 'completed', studentId: stranger.id });
    // Still to come: Friday (the next one) and next week with another tutor, in an uncategorised offer.
    const next = await session('2026-03-20T05:00:00.000Z', { status: 'confirmed' });
    await session('2026-03-24T05:00:00.000Z', { status: 'pending', offeringId: physics, expertId: other.expertId });
    const content = {
      title: 'Quadratic equations',
      overview: 'Factorising and the formula.',
      objectives: ['Factorise a quadratic', 'Use the formula'],
      materials: ['Worksheet'],
      activities: [
        { name: 'Warm-up', minutes: 10, description: 'Recall.' },
        { name: 'Practice', minutes: 50, description: 'Problems.' },
      ],
      assessment: 'Exit ticket.',
      homework: 'Ten problems.',
    };
    const plan = { expertId: tutor.expertId, studentId: student.id, bookingId: next, topic: 'Quadratics', gradeLevel: 'Grade 9', content: 'Plan', contentJson: content };
    // A draft the tutor has not shared stays private; the shared one is the agenda.
    await t.deps.db.insert(lessonPlans).values({ ...plan, contentJson: { ...content, title: 'Draft only' } });
    await t.deps.db.insert(lessonPlans).values({ ...plan, sharedAt: new Date(NOW.getTime() - HOUR) });
  });

  it('adds up completed hours by local week (Monday first) in the profile zone, for the last eight weeks', async () => {
    const d = await t.json<StudentDashboard>('GET', '/api/dashboard/student', { as: student });
    expect(d.timeZone).toBe('Asia/Kolkata');
    expect(d.weeklyHours.map((w) => w.weekStart)).toEqual(['2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16']);
    expect(d.weeklyHours.at(-1)).toEqual({ weekStart: '2026-03-16', hours: 1.5, sessions: 1 });
    expect(d.weeklyHours.at(-2)).toEqual({ weekStart: '2026-03-09', hours: 1.5, sessions: 2 });
    expect(d.weeklyHours.slice(0, 6).every((w) => w.hours === 0 && w.sessions === 0)).toBe(true);
  });

  it('moves a session across the week boundary when the viewer asks for another zone', async () => {
    const d = await t.json<StudentDashboard>('GET', '/api/dashboard/student?timeZone=UTC', { as: student });
    expect(d.timeZone).toBe('UTC');
    expect(d.weeklyHours.at(-1)).toEqual({ weekStart: '2026-03-16', hours: 0, sessions: 0 });
    expect(d.weeklyHours.at(-2)).toEqual({ weekStart: '2026-03-09', hours: 3, sessions: 3 });
  });

  it('counts sessions per subject, completed and still to come, most first', async () => {
    const d = await t.json<StudentDashboard>('GET', '/api/dashboard/student', { as: student });
    expect(d.subjects).toEqual([
      { subject: 'Mathematics', completed: 2, upcoming: 1 },
      { subject: 'Music', completed: 2, upcoming: 0 },
      { subject: 'Other', completed: 0, upcoming: 1 },
    ]);
  });

  it("gives the shared lesson plan of the next session as its agenda, never a draft", async () => {
    const d = await t.json<StudentDashboard>('GET', '/api/dashboard/student', { as: student });
    expect(d.nextPlan).toMatchObject({
      title: 'Quadratic equations',
      objectives: ['Factorise a quadratic', 'Use the formula'],
      activities: [
        { name: 'Warm-up', minutes: 10 },
        { name: 'Practice', minutes: 50 },
      ],
    });
    const s = await t.json<StudentDashboard>('GET', '/api/dashboard/student', { as: stranger });
    expect(s).toMatchObject({ nextPlan: null, subjects: [{ subject: 'Mathematics', completed: 1, upcoming: 0 }] });
  });

  it('refuses a zone that is not one, and tutors', async () => {
    const bad = await t.json('GET', '/api/dashboard/student?timeZone=IST', { as: student, expect: 422 });
    expect(JSON.stringify(bad)).toContain(dashboardMessages.badZone);
    // One the database does not know answers 422 too, never a 500.
    await expect(dashboardRepo(t.deps.db).weeklyHours(student.id, 'Mars/Olympus_Mons', NOW)).rejects.toMatchObject({ code: 'VALIDATION', message: dashboardMessages.badZone });
    await t.json('GET', '/api/dashboard/student', { as: tutor, expect: 403 });
    await t.json('GET', '/api/dashboard/student', { expect: 401 });
  });
});

describe('the tutor dashboard', () => {
  beforeAll(async () => {
    // Sunday 1 March, 01:30 in Kolkata (still February in UTC): paid 1,000 with a 150 fee.
    await payment(await session('2026-02-28T20:00:00.000Z', { status: 'completed', studentId: stranger.id }), { status: 'paid', amount: 100_000, fee: 15_000 });
    // Paid 800, half refunded: the tutor keeps (800 − 120) − (400 − 60) = 340.
    await payment(await session('2026-03-03T05:00:00.000Z', { status: 'completed', offeringId: music, studentId: stranger.id, minutes: 30, amount: 80_000 }), {
      status: 'partially_refunded',
      amount: 80_000,
      fee: 12_000,
      refunded: 40_000,
    });
    // Paid to the tutor directly: the booked value counts, labelled as such.
    await payment(await session('2026-03-05T05:00:00.000Z', { status: 'completed', studentId: stranger.id, amount: 60_000 }), { status: 'requires_payment', amount: 60_000, fee: 9_000 });
    // No payment at all (booked before payments): booked value too. In January.
    await session('2026-01-20T05:00:00.000Z', { status: 'completed', studentId: stranger.id, amount: 50_000 });
    // Requests: one paid and waiting, one held for payment (not a request yet), one whose time has passed.
    await session('2026-03-19T05:00:00.000Z', { status: 'pending', studentId: stranger.id });
    await session('2026-03-21T05:00:00.000Z', { status: 'pending', studentId: stranger.id, holdExpiresAt: new Date(NOW.getTime() + 600_000) });
    await session('2026-03-17T05:00:00.000Z', { status: 'pending', studentId: stranger.id });
  });

  it("gives this month's sessions, hours and earnings, paid apart from booked value, in the tutor's zone", async () => {
    const d = await t.json<TutorDashboard>('GET', '/api/dashboard/tutor', { as: tutor });
    expect(d.currency).toBe('INR');
    // March in Kolkata: the 1 March session, the refunded one and the direct one, and the four March sessions of
    // the student block (Monday 16th at 01:30 for 90 min, Tuesday 10th for 60 and 30, Sam's classmate's on the 12th).
    expect(d.thisMonth).toMatchObject({ month: '2026-03', sessions: 7, paid: 85_000 + 34_000, bookedValue: 60_000 + 4 * 100_000 });
    expect(d.thisMonth.hours).toBe(6.5);
    // Booked in March and not held for payment: the confirmed Friday one and two unanswered requests (one past).
    expect(d.thisMonth.scheduled).toBe(3);
    expect(d.monthly.map((m) => m.month)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(d.monthly[3]).toEqual({ month: '2026-01', sessions: 2, hours: 2, paid: 0, bookedValue: 150_000 });
    expect(d.monthly[4]).toEqual({ month: '2026-02', sessions: 0, hours: 0, paid: 0, bookedValue: 0 });
  });

  it('counts the month by local dates: in UTC the 1 March session was in February', async () => {
    const d = await t.json<TutorDashboard>('GET', '/api/dashboard/tutor?timeZone=UTC', { as: tutor });
    expect(d.monthly[4]).toMatchObject({ month: '2026-02', sessions: 1, paid: 85_000, bookedValue: 0 });
    expect(d.thisMonth).toMatchObject({ sessions: 6, paid: 34_000 });
  });

  it('lists the requests awaiting an answer, soonest first, and nothing of another tutor', async () => {
    const d = await t.json<TutorDashboard>('GET', '/api/dashboard/tutor', { as: tutor });
    expect(d.requestCount).toBe(1);
    expect(d.requests).toEqual([
      { bookingId: expect.any(String), studentName: 'Stella Stranger', offeringTitle: 'Algebra', scheduledAt: '2026-03-19T05:00:00.000Z', endsAt: '2026-03-19T06:00:00.000Z', amount: 100_000 },
    ]);
    const o = await t.json<TutorDashboard>('GET', '/api/dashboard/tutor', { as: other });
    expect(o).toMatchObject({ requestCount: 1, thisMonth: { sessions: 0, paid: 0, bookedValue: 0, scheduled: 1 } });
  });

  it('is for tutors only', async () => {
    await t.json('GET', '/api/dashboard/tutor', { as: student, expect: 403 });
  });
});
