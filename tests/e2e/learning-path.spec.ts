// The learning path end to end: after a completed session the tutor shares its summary and, from the sessions
// list, proposes a goal on the student's path; the student finds both on /student/path and marks the goal
// achieved. Runs its own server on a fresh in-memory database (a completed session is written directly).
import AxeBuilder from '@axe-core/playwright';
import { test, expect, type Page } from '@playwright/test';
import { bookings, expertProfiles, offerings } from '../../src/server/db/schema';
import { consoleErrors, allowTime } from './fixtures';
import { participant, startRoomServer, type Participant, type Room } from './room-server';

let room: Room;
let tutor: Participant;
let student: Participant;
const studentName = `Kabir Learner ${Date.now() % 100_000}`;

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeAll(async ({ browser }) => {
  allowTime(120_000);
  room = await startRoomServer();
  tutor = await participant(browser, room, 'tutor', 'Meera Maths');
  student = await participant(browser, room, 'student', studentName);
  const [expert] = await room.deps.db.insert(expertProfiles).values({ userId: tutor.id, bio: 'Maths tutor.' }).returning({ id: expertProfiles.id });
  const [offering] = await room.deps.db.insert(offerings).values({ expertId: expert.id, title: 'Algebra Foundations', price: 50_000, category: 'Mathematics' }).returning({ id: offerings.id });
  const start = new Date(Date.now() - 2 * 86_400_000);
  const end = new Date(start.getTime() + 3_600_000);
  const [booking] = await room.deps.db
    .insert(bookings)
    .values({ studentId: student.id, expertId: expert.id, offeringId: offering.id, scheduledAt: start, endsAt: end, status: 'completed', completedAt: end })
    .returning({ id: bookings.id });
  // The tutor writes the session's summary and shares it (the summaries screen has its own spec).
  const headers = { origin: room.base };
  const summary = await tutor.ctx.request.post('/api/ai-content/summaries', {
    headers,
    data: { subject: 'Mathematics', topicsCovered: 'Linear equations, Slope of a line', engagementLevel: 'high', bookingId: booking.id },
  });
  expect(summary.ok(), await summary.text()).toBe(true);
  const { id } = (await summary.json()) as { id: string };
  expect((await tutor.ctx.request.post(`/api/ai-content/summaries/${id}/share`, { headers, data: {} })).ok()).toBe(true);
});

test.afterAll(async () => {
  await tutor?.ctx.close();
  await student?.ctx.close();
  await room?.close();
});

test('the tutor proposes a goal on the path, the student sees the session and marks the goal achieved', async () => {
  allowTime(120_000);
  const tp = await tutor.ctx.newPage();
  const tutorErrors = consoleErrors(tp);
  await tp.goto('/tutor/dashboard/sessions');
  await tp.getByRole('tab', { name: 'Past' }).click();
  await tp.getByRole('link', { name: `Learning path of ${studentName}` }).click();
  await expect(tp.getByRole('heading', { name: `${studentName}'s learning path` })).toBeVisible();
  await expect(tp.getByText('Linear equations', { exact: true })).toBeVisible();

  await tp.getByRole('button', { name: 'Propose goal' }).click();
  const dialog = tp.getByRole('dialog', { name: 'Propose a goal' });
  await expect(dialog.getByLabel('Subject')).toHaveValue('Mathematics');
  await dialog.getByLabel('Goal').fill('Graph any linear equation');
  await dialog.getByRole('button', { name: 'Propose goal' }).click();
  await expect(dialog).toBeHidden();
  await expect(tp.getByTestId('goal').filter({ hasText: 'Graph any linear equation' })).toContainText('Proposed by you');
  expect(tutorErrors).toEqual([]);

  const sp = await student.ctx.newPage();
  const studentErrors = consoleErrors(sp);
  await sp.goto('/student/dashboard');
  await expect(sp.getByTestId('learning-path-card')).toContainText('Graph any linear equation');
  await sp.getByRole('link', { name: 'Open learning path' }).click();
  await expect(sp).toHaveURL(/\/student\/path$/);
  await expect(sp.getByRole('heading', { name: 'Learning path', level: 1 })).toBeVisible();
  await expect(sp.getByRole('tab', { name: 'Mathematics' })).toBeVisible();
  const session = sp.getByTestId('path-session').first();
  await expect(session).toContainText('Algebra Foundations');
  await expect(session.getByRole('list', { name: 'Topics covered' })).toContainText('Slope of a line');
  await expect(session).toContainText('Next steps');

  const goal = sp.getByTestId('goal').filter({ hasText: 'Graph any linear equation' });
  await expect(goal).toContainText('Proposed by Meera Maths');
  await expectAccessible(sp);
  // Keyboard only: Tab to the goal's button and press Enter.
  const mark = goal.getByRole('button', { name: /Mark achieved/ });
  await mark.focus();
  await sp.keyboard.press('Enter');
  await expect(goal).toContainText('Achieved');
  await expect(sp.locator('p').filter({ hasText: /^Goals achieved$/ }).locator('..')).toContainText('1');
  expect(studentErrors).toEqual([]);

  // The tutor hears of it.
  const notes = await tutor.ctx.request.get('/api/notifications');
  expect(((await notes.json()) as { items: { type: string }[] }).items.map((n) => n.type)).toContain('learning_goal.achieved');
});
