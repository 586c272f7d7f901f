// AI Session Notes in the live room: the tutor drafts notes from the call's chat, their notes and the
// whiteboard, shares them, ends the session and finds the notes in Summary History. Like the live-session
// spec, this needs a booking that is open now, so it runs its own server on a fresh in-memory database.
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { bookings, expertProfiles, offerings } from '../../src/server/db/schema';
import { participant, startRoomServer, type Room } from './room-server';
import { allowTime } from './fixtures';

test.describe.configure({ mode: 'serial' });

const VIEWPORT = { width: 1280, height: 900 };


/** Fails the test on any console error or page error, like the shared fixtures. */
function guard(page: Page, errors: string[]) {
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
}

let room: Room;
let tutor: { ctx: BrowserContext; id: string };
let student: { ctx: BrowserContext; id: string };
let bookingId: string;

test.beforeAll(async ({ browser }) => {
  allowTime(120_000);
  room = await startRoomServer();
  tutor = await participant(browser, room, 'tutor', 'Meera Tutor', VIEWPORT);
  student = await participant(browser, room, 'student', 'Kabir Student', VIEWPORT);
  const [expert] = await room.deps.db.insert(expertProfiles).values({ userId: tutor.id, bio: 'Physics tutor.' }).returning({ id: expertProfiles.id });
  const [offering] = await room.deps.db.insert(offerings).values({ expertId: expert.id, title: 'Physics Foundations', price: 60000, category: 'Physics' }).returning({ id: offerings.id });
  // Started five minutes ago: the tutor may end (complete) it without the student in the room.
  const start = new Date(Date.now() - 5 * 60_000);
  const [b] = await room.deps.db
    .insert(bookings)
    .values({ studentId: student.id, expertId: expert.id, offeringId: offering.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
    .returning({ id: bookings.id });
  bookingId = b.id;
});

test.afterAll(async () => {
  await tutor?.ctx.close();
  await student?.ctx.close();
  await room?.close();
});

const chat = (ctx: BrowserContext, content: string) =>
  ctx.request.post(`/api/sessions/${bookingId}/chat`, { data: { content, clientId: `e2e-${Date.now()}-${Math.random()}` } });

test('the tutor drafts AI session notes in the room, shares them, ends the session and finds them in Summary History', async () => {
  allowTime(120_000);
  const errors: string[] = [];
  const tp = await tutor.ctx.newPage();
  guard(tp, errors);

  // The student asks in the call's chat; the whiteboard holds a definition.
  expect((await chat(student.ctx, "Can we go over Newton's laws of motion?")).ok()).toBe(true);
  const board = { elements: [{ id: 'label-1', type: 'text', version: 1, text: 'Inertia: an object keeps its state of motion', originalText: 'Inertia: an object keeps its state of motion' }] };
  expect((await tutor.ctx.request.put(`/api/sessions/${bookingId}/whiteboard`, { data: board })).ok()).toBe(true);

  await tp.goto(`/session/${bookingId}`);
  await expect(tp.getByRole('heading', { name: 'Teaching Session' })).toBeVisible();
  await expect(tp.getByText("Can we go over Newton's laws of motion?")).toBeVisible();

  // The tutor writes notes, then drafts the AI notes beside them.
  await tp.getByRole('tab', { name: 'Notes' }).click();
  await tp.getByLabel('Session notes (only you can see these)').fill('Kabir understood the first law well. Homework: worksheet 3 on forces.');
  await expect(tp.getByRole('tabpanel', { name: 'Notes' }).getByText('Saved', { exact: true })).toBeVisible();
  await tp.getByRole('button', { name: 'Draft AI Session Notes' }).click();
  await expect(tp.getByText('Session notes drafted')).toBeVisible();
  const draft = tp.getByTestId('session-notes-draft');
  await expect(draft.getByRole('listitem').filter({ hasText: "Newton's laws of motion" }).first()).toBeVisible();
  await expect(draft.getByText('Inertia: an object keeps its state of motion')).toBeVisible();
  await expect(draft.getByText("Can we go over Newton's laws of motion?")).toBeVisible();
  await expect(draft.getByText('Homework: worksheet 3 on forces.')).toBeVisible();
  await expect(draft.getByRole('link', { name: 'Summary History' })).toHaveAttribute('href', '/tutor/dashboard/summaries?tab=history');

  await draft.getByRole('button', { name: 'Share with student' }).click();
  await expect(tp.getByText('Summary Shared')).toBeVisible();
  await expect(draft.getByText('Shared', { exact: true }).first()).toBeVisible();
  const shared = (await (await student.ctx.request.get('/api/materials/shared')).json()) as { items: { title: string; text: string }[] };
  expect(shared.items.map((i) => i.title)).toEqual(['Session summary: Physics Foundations']);

  // A last question, then the tutor ends the session: the notes are redrafted after completion.
  expect((await chat(student.ctx, 'What is momentum exactly?')).ok()).toBe(true);
  await tp.getByRole('button', { name: 'End Session' }).click();
  await tp.getByRole('dialog', { name: 'End this session for both of you?' }).getByRole('button', { name: 'End for both' }).click();
  await expect(tp.getByRole('region', { name: /Notifications/ }).getByText('Session completed')).toBeVisible();
  await expect(tp).toHaveURL(/\/tutor\/dashboard$/);

  await tp.goto('/tutor/dashboard/summaries?tab=history');
  const history = tp.getByRole('list', { name: 'Summary history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('Physics Foundations')).toBeVisible();
  await expect(history.getByTitle('AI session notes drafted from the live session')).toContainText(/Live session · \w{3} \d{1,2}, \d{4}/);
  await history.getByRole('button', { name: 'Open summary Physics Foundations' }).click();
  const text = tp.getByRole('dialog').getByTestId('summary-text');
  await expect(text).toContainText("Newton's laws of motion");
  await expect(text).toContainText('What is momentum exactly?');
  expect(errors).toEqual([]);
});
