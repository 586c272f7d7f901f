// The learning path over HTTP: what the student and each tutor see (sharing, ownership, subjects), the goals'
// rules, and who is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoalDto, LearningPath } from '../../../shared/schemas/learning-path';
import { learningPathMessages } from '../../../shared/schemas/learning-path';
import { bookings, offerings } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';

type Expert = TestUser & { expertId: string };
let t: TestContext;
let tutor: Expert, other: Expert, stranger: Expert;
let student: TestUser, otherStudent: TestUser;
let doneId: string, upcomingId: string;
const NOW = Date.now();
const DAY = 86_400_000;

async function book(expertId: string, studentId: string, opts: { status: string; at: number; category: string; title: string }) {
  const [o] = await t.deps.db.insert(offerings).values({ expertId, title: opts.title, price: 50_000, category: opts.category }).returning();
  const [b] = await t.deps.db
    .insert(bookings)
    .values({ expertId, studentId, offeringId: o.id, scheduledAt: new Date(opts.at), endsAt: new Date(opts.at + 3_600_000), status: opts.status })
    .returning();
  return b.id;
}

const path = (as: TestUser) => t.json<LearningPath>('GET', '/api/learning-path', { as });
const tutorView = (as: TestUser, studentId: string) => t.json<LearningPath>('GET', `/api/learning-path/students/${studentId}`, { as });

beforeAll(async () => {
  t = await createTestContext();
  tutor = await t.signUpExpert({ fullName: 'Tara Tutor' });
  other = await t.signUpExpert({ fullName: 'Omar Other' });
  stranger = await t.signUpExpert({ fullName: 'Stella Stranger' });
  student = await t.signUp('student', { fullName: 'Sam Student' });
  otherStudent = await t.signUp('student');
  doneId = await book(tutor.expertId, student.id, { status: 'completed', at: NOW - 10 * DAY, category: 'Mathematics', title: 'Algebra basics' });
  upcomingId = await book(tutor.expertId, student.id, { status: 'confirmed', at: NOW + 2 * DAY, category: 'mathematics ', title: 'Algebra basics' });
  await book(other.expertId, student.id, { status: 'completed', at: NOW - 5 * DAY, category: 'Physics', title: 'Mechanics' });
  await book(other.expertId, student.id, { status: 'cancelled', at: NOW - 4 * DAY, category: 'Physics', title: 'Mechanics' });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/learning-path', () => {
  it('groups sessions by subject (case and spaces ignored) and hides what the tutor has not shared', async () => {
    const summary = await t.json('POST', '/api/ai-content/summaries', {
      as: tutor,
      body: { subject: 'Mathematics', topicsCovered: 'Linear equations, Graphs', engagementLevel: 'high', bookingId: doneId },
      expect: 201,
    });
    const plan = await t.json('POST', '/api/ai-content/lesson-plans', { as: tutor, body: { topic: 'Quadratics', gradeLevel: 'High School (9-12)', duration: 60, bookingId: upcomingId }, expect: 201 });

    let p = await path(student);
    expect(p.viewer).toBe('student');
    expect(p.subjects.map((s) => s.name).sort()).toEqual(['Mathematics', 'Physics']);
    let maths = p.subjects.find((s) => s.key === 'mathematics')!;
    expect(maths.completedSessions).toBe(1);
    expect(maths.upcomingSessions).toBe(1);
    expect(maths.sessions.map((e) => e.status)).toEqual(['upcoming', 'completed']);
    // Not shared yet: neither the summary nor the plan reaches the student.
    expect(maths.sessions[1].summary).toBeNull();
    expect(maths.nextPlan).toBeNull();
    // The cancelled physics session is not on the path.
    expect(p.subjects.find((s) => s.key === 'physics')!.sessions).toHaveLength(1);

    await t.json('POST', `/api/ai-content/summaries/${summary.id}/share`, { as: tutor, body: {} });
    await t.json('POST', `/api/ai-content/lesson-plans/${plan.id}/share`, { as: tutor, body: {} });
    p = await path(student);
    maths = p.subjects.find((s) => s.key === 'mathematics')!;
    expect(maths.sessions[1].summary).toMatchObject({ id: summary.id, topicsCovered: ['Linear equations', 'Graphs'] });
    expect(maths.sessions[1].summary!.nextSteps.length).toBeGreaterThan(0);
    expect(maths.nextPlan).toMatchObject({ id: plan.id, bookingId: upcomingId });
    expect(maths.nextPlan!.activities.length).toBeGreaterThan(0);
    expect(maths.progress.at(-1)!.totalSessions).toBe(1);
    expect(p.totals.completedSessions).toBe(2);
  });

  it("is the student's own: another student's path is empty and tutors are refused", async () => {
    const p = await path(otherStudent);
    expect(p.subjects).toEqual([]);
    expect(p.totals).toEqual({ activeGoals: 0, achievedGoals: 0, completedSessions: 0 });
    await t.json('GET', '/api/learning-path', { as: tutor, expect: 403 });
    await t.json('GET', '/api/learning-path', { expect: 401 });
  });
});

describe('GET /api/learning-path/students/:studentId', () => {
  it("shows a tutor only their own sessions and content with the student, unshared included", async () => {
    const summary = await t.json('POST', '/api/ai-content/summaries', { as: other, body: { subject: 'Physics', topicsCovered: 'Newton laws' }, expect: 201 });
    await t.json('POST', `/api/ai-content/summaries/${summary.id}/share`, { as: other, body: { studentId: student.id } });
    const mine = await tutorView(tutor, student.id);
    expect(mine.viewer).toBe('tutor');
    expect(mine.student).toEqual({ id: student.id, name: 'Sam Student' });
    expect(mine.subjects.map((s) => s.key)).toEqual(['mathematics']);
    const unshared = await t.json('POST', '/api/ai-content/summaries', { as: tutor, body: { subject: 'MATHEMATICS', topicsCovered: 'Fractions', studentId: student.id }, expect: 201 });
    const again = await tutorView(tutor, student.id);
    expect(again.subjects).toHaveLength(1);
    expect(again.subjects[0].sessions.some((e) => e.summary?.id === unshared.id && e.summary?.sharedAt === null)).toBe(true);
    // The student does not see it, but sees the other tutor's shared one.
    const theirs = await path(student);
    expect(theirs.subjects.flatMap((s) => s.sessions).some((e) => e.summary?.id === unshared.id)).toBe(false);
    expect(theirs.subjects.find((s) => s.key === 'physics')!.sessions.some((e) => e.summary?.id === summary.id)).toBe(true);
  });

  it('refuses a tutor without a booking with the student, a student, and an unknown student', async () => {
    const res = await t.json('GET', `/api/learning-path/students/${student.id}`, { as: stranger, expect: 403 });
    expect(res.error.message).toBe(learningPathMessages.notYourStudent);
    await t.json('GET', `/api/learning-path/students/${student.id}`, { as: otherStudent, expect: 403 });
    await t.json('GET', '/api/learning-path/students/nobody', { as: tutor, expect: 403 });
  });
});

describe('goals', () => {
  it('lets a tutor propose a goal the student sees, marks achieved and cannot reword', async () => {
    const goal = await t.json<GoalDto>('POST', '/api/learning-path/goals', {
      as: tutor,
      body: { studentId: student.id, subject: ' mathematics', title: 'Solve quadratic equations', targetDate: '2026-12-31' },
      expect: 201,
    });
    expect(goal).toMatchObject({ proposedBy: 'tutor', tutorName: 'Tara Tutor', status: 'active', canEdit: true, targetDate: '2026-12-31' });

    const p = await path(student);
    const seen = p.subjects.find((s) => s.key === 'mathematics')!.goals.find((g) => g.id === goal.id)!;
    expect(seen).toMatchObject({ canEdit: false, canSetStatus: true });
    const notifications = await t.json('GET', '/api/notifications', { as: student });
    expect(notifications.items.some((n: { type: string; link: string }) => n.type === 'learning_goal.proposed' && n.link === '/student/path')).toBe(true);

    const reword = await t.json('PATCH', `/api/learning-path/goals/${goal.id}`, { as: student, body: { title: 'Easier' }, expect: 403 });
    expect(reword.error.message).toBe(learningPathMessages.studentOnlyStatus);
    await t.json('DELETE', `/api/learning-path/goals/${goal.id}`, { as: student, expect: 403 });
    const done = await t.json<GoalDto>('PATCH', `/api/learning-path/goals/${goal.id}`, { as: student, body: { status: 'achieved' } });
    expect(done.status).toBe('achieved');
    expect(done.achievedAt).not.toBeNull();
    const after = await path(student);
    expect(after.totals.achievedGoals).toBe(1);
    expect(after.subjects.find((s) => s.key === 'mathematics')!.progress.at(-1)!.goalsAchieved).toBe(1);
    const tutorNotes = await t.json('GET', '/api/notifications', { as: tutor });
    expect(tutorNotes.items.some((n: { type: string }) => n.type === 'learning_goal.achieved')).toBe(true);

    // Another tutor of the student may not change it; a tutor without a booking does not even find it.
    const physicsTutor = await t.json('PATCH', `/api/learning-path/goals/${goal.id}`, { as: other, body: { status: 'dropped' }, expect: 403 });
    expect(physicsTutor.error.message).toBe(learningPathMessages.notYourGoal);
    await t.json('PATCH', `/api/learning-path/goals/${goal.id}`, { as: stranger, body: { status: 'dropped' }, expect: 404 });
    await t.json('PATCH', `/api/learning-path/goals/${goal.id}`, { as: otherStudent, body: { status: 'dropped' }, expect: 404 });
    // Back to active forgets the day it was achieved.
    const reopened = await t.json<GoalDto>('PATCH', `/api/learning-path/goals/${goal.id}`, { as: tutor, body: { status: 'active', title: 'Solve any quadratic' } });
    expect(reopened).toMatchObject({ status: 'active', achievedAt: null, title: 'Solve any quadratic' });
  });

  it("lets a student set, reword and delete their own goals, and shows a tutor only their subjects' goals", async () => {
    const own = await t.json<GoalDto>('POST', '/api/learning-path/goals', { as: student, body: { subject: 'Spanish', title: 'Order food in Spanish' }, expect: 201 });
    expect(own).toMatchObject({ proposedBy: 'student', tutorName: null, canEdit: true, canSetStatus: true, targetDate: null });
    const maths = await t.json<GoalDto>('POST', '/api/learning-path/goals', { as: student, body: { subject: 'Mathematics', title: 'Finish the algebra book' }, expect: 201 });
    // A subject with goals only still has its place on the path.
    expect((await path(student)).subjects.find((s) => s.key === 'spanish')!.goals.map((g) => g.id)).toEqual([own.id]);

    const tutorsView = await tutorView(tutor, student.id);
    const visible = tutorsView.subjects.flatMap((s) => s.goals.map((g) => g.id));
    expect(visible).toContain(maths.id);
    expect(visible).not.toContain(own.id);
    expect(tutorsView.subjects.flatMap((s) => s.goals).find((g) => g.id === maths.id)).toMatchObject({ canEdit: false, canSetStatus: false });
    await t.json('PATCH', `/api/learning-path/goals/${maths.id}`, { as: tutor, body: { status: 'achieved' }, expect: 403 });

    const reworded = await t.json<GoalDto>('PATCH', `/api/learning-path/goals/${own.id}`, { as: student, body: { title: 'Order a full meal', targetDate: '2027-01-15' } });
    expect(reworded).toMatchObject({ title: 'Order a full meal', targetDate: '2027-01-15' });
    await t.json('DELETE', `/api/learning-path/goals/${own.id}`, { as: tutor, expect: 403 });
    await t.json('DELETE', `/api/learning-path/goals/${own.id}`, { as: student, expect: 204 });
    await t.json('PATCH', `/api/learning-path/goals/${own.id}`, { as: student, body: { status: 'dropped' }, expect: 404 });
  });

  it('checks who a goal is for and its fields', async () => {
    const forOther = await t.json('POST', '/api/learning-path/goals', { as: student, body: { subject: 'Maths', title: 'x', studentId: otherStudent.id }, expect: 403 });
    expect(forOther.error.code).toBe('FORBIDDEN');
    const noStudent = await t.json('POST', '/api/learning-path/goals', { as: tutor, body: { subject: 'Maths', title: 'x' }, expect: 422 });
    expect(noStudent.error.fields.studentId).toBe(learningPathMessages.studentRequired);
    await t.json('POST', '/api/learning-path/goals', { as: stranger, body: { subject: 'Maths', title: 'x', studentId: student.id }, expect: 403 });
    const rawTutor = await t.signUp('tutor');
    await t.json('POST', '/api/learning-path/goals', { as: rawTutor, body: { subject: 'Maths', title: 'x', studentId: student.id }, expect: 403 });
    const blank = await t.json('POST', '/api/learning-path/goals', { as: student, body: { subject: 'Maths', title: '   ' }, expect: 422 });
    expect(blank.error.fields.title).toBe(learningPathMessages.titleRequired);
    const long = await t.json('POST', '/api/learning-path/goals', { as: student, body: { subject: 'Maths', title: 'x'.repeat(201) }, expect: 422 });
    expect(long.error.fields.title).toBe(learningPathMessages.titleTooLong);
    const badDay = await t.json('POST', '/api/learning-path/goals', { as: student, body: { subject: 'Maths', title: 'Fine', targetDate: '2026-02-30' }, expect: 422 });
    expect(badDay.error.fields.targetDate).toBe(learningPathMessages.badDate);
    await t.json('PATCH', '/api/learning-path/goals/00000000-0000-4000-8000-000000000000', { as: student, body: { status: 'achieved' }, expect: 404 });
    await t.json('PATCH', '/api/learning-path/goals/00000000-0000-4000-8000-000000000000', { as: student, body: {}, expect: 422 });
  });
});
