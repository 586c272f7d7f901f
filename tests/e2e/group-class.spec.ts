// A group class in four browsers: a tutor and three students who booked the same start of a group offering.
// The tutor confirms one seat and the whole class is confirmed; all four meet in one room (roster, video
// call, three remote videos each), a whiteboard drawing and a chat message reach everyone, and the tutor mutes a student, who is told.
// Like the live-session spec it runs its own server (a session open now cannot be had from the seeded one).
import { test as base, expect, type Page } from '@playwright/test';
import { addWindows, setSettings } from '../../src/server/modules/bookings/bookings.fixtures';
import { bookings, expertProfiles, offerings } from '../../src/server/db/schema';
import { participant, startRoomServer, type Participant, type Room } from './room-server';
import { allowTime } from './fixtures';

const test = base;
test.describe.configure({ mode: 'serial' });

function guard(page: Page, errors: string[]) {
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource: the server responded with a status of 4\d\d/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
}

let room: Room;
let tutor: Participant;
const students: Participant[] = [];
const names = ['Asha Rao', 'Bilal Khan', 'Chen Li'];
const seatIds: string[] = [];
let start: Date;

test.beforeAll(async ({ browser }) => {
  allowTime(120_000);
  room = await startRoomServer();
  tutor = await participant(browser, room, 'tutor', 'Gita Host');
  for (const name of names) students.push(await participant(browser, room, 'student', name));
  const [expert] = await room.deps.db.insert(expertProfiles).values({ userId: tutor.id, bio: 'Maths circles for small groups.' }).returning({ id: expertProfiles.id });
  const [offering] = await room.deps.db
    .insert(offerings)
    .values({ expertId: expert.id, title: 'Algebra Circle', price: 0, durationMinutes: 60, maxStudents: 4, category: 'Mathematics' })
    .returning({ id: offerings.id });
  // One window starting a few minutes from now: its first slot is the class, and its join window is open. The
  // tutor's working day (00:00–23:59 in their zone) must hold the whole hour: late in the UTC evening, a zone
  // where it is early morning.
  start = new Date(Math.ceil((Date.now() + 6 * 60_000) / 60_000) * 60_000);
  await setSettings(room.deps.db, expert.id, { defaultTimezone: start.getUTCHours() >= 21 ? 'Asia/Kolkata' : 'UTC' });
  await addWindows(room.deps.db, expert.id, [{ start, end: new Date(start.getTime() + 2 * 3_600_000) }]);
  for (const s of students) {
    const res = await s.ctx.request.post('/api/bookings', { headers: { origin: room.base }, data: { offeringId: offering.id, startTime: start.toISOString() } });
    expect(res.status(), await res.text()).toBe(201);
    seatIds.push(((await res.json()) as { id: string }).id);
  }
});

test.afterAll(async () => {
  for (const p of [tutor, ...students]) await p?.ctx.close();
  await room?.close();
});

test('the tutor confirms once, four people meet in one class room, share a board and a chat, and the tutor mutes a student', async () => {
  allowTime(240_000);
  const errors: string[] = [];

  // Three seats of one group session, pending.
  const rows = await room.deps.db.select({ status: bookings.status, group: bookings.groupSessionId }).from(bookings);
  expect(rows).toHaveLength(3);
  expect(new Set(rows.map((r) => r.group)).size).toBe(1);
  expect(rows.every((r) => r.status === 'pending')).toBe(true);

  // The tutor confirms one seat in their sessions list: the class is confirmed.
  const tp = await tutor.ctx.newPage();
  guard(tp, errors);
  await tp.goto('/tutor/dashboard/sessions');
  await tp.getByRole('tab', { name: 'Pending' }).click();
  await tp.getByRole('row').filter({ hasText: names[1] }).getByRole('button', { name: 'Confirm' }).click();
  await expect(tp.getByText('Status Updated')).toBeVisible();
  await expect
    .poll(async () => (await room.deps.db.select({ status: bookings.status }).from(bookings)).map((r) => r.status).sort())
    .toEqual(['confirmed', 'confirmed', 'confirmed']);

  // Everyone opens the room from their own seat (the tutor from the first).
  const pages: Page[] = [tp];
  for (const s of students) {
    const p = await s.ctx.newPage();
    guard(p, errors);
    pages.push(p);
  }
  await tp.goto(`/session/${seatIds[0]}`);
  for (let i = 0; i < 3; i++) await pages[i + 1].goto(`/session/${seatIds[i]}`);
  await expect(tp.getByRole('heading', { name: 'Teaching Class' })).toBeVisible();
  for (const p of pages.slice(1)) await expect(p.getByRole('heading', { name: 'Group Class' })).toBeVisible();

  // One roster for everyone: the tutor (host) and three students, all four here.
  for (const p of pages) {
    const roster = p.getByRole('list', { name: 'Class roster' });
    await expect(roster.getByTestId('roster-member')).toHaveCount(4);
    await expect(roster.locator('[data-present="true"]')).toHaveCount(4, { timeout: 30_000 });
    for (const name of ['Gita Host', ...names]) await expect(roster).toContainText(name);
  }

  // Each sees the three others' video through the class call: three remote tiles with frames arriving.
  for (const p of pages) {
    const remote = p.getByTestId('class-grid').locator('video:not([aria-label="Your camera"])');
    try {
      await expect(remote).toHaveCount(3, { timeout: 45_000 });
    } catch (e) {
      // What each of the four sees, for the report: "N in the class video" per page.
      for (const q of pages) console.log(`${q === p ? '→ ' : '  '}${await q.locator('section[aria-label="Video"]').textContent()}`);
      throw e;
    }
    await expect
      .poll(() => remote.evaluateAll((vs) => vs.filter((v) => (v as HTMLVideoElement).videoWidth > 0).length), { timeout: 45_000 })
      .toBe(3);
  }

  // Speaker view: one person large, the others in a strip.
  await tp.getByRole('button', { name: 'Speaker' }).click();
  await expect(tp.getByTestId('class-speaker').getByTestId('class-tile')).toHaveCount(4);
  await tp.getByRole('button', { name: 'Grid' }).click();

  // A student raises a hand; the tutor sees it and lowers it.
  const [ap, bp, cp] = pages.slice(1);
  await ap.getByRole('button', { name: 'Raise hand' }).click();
  const asha = tp.getByTestId('roster-member').filter({ hasText: names[0] });
  await expect(asha.getByTestId('hand-raised')).toBeVisible();
  await tp.getByRole('button', { name: `Lower hand of ${names[0]}` }).click();
  await expect(ap.getByRole('button', { name: 'Raise hand' })).toBeVisible();

  // A drawing on the class whiteboard by one student reaches the tutor and the other two.
  const board = bp.getByTestId('whiteboard');
  await board.scrollIntoViewIfNeeded();
  for (const p of pages) await expect(p.getByTestId('whiteboard').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
  await bp.locator('label:has([data-testid="toolbar-freedraw"])').click();
  const box = (await board.boundingBox())!;
  await bp.mouse.move(box.x + box.width / 2 - 100, box.y + box.height / 2);
  await bp.mouse.down();
  for (let i = 1; i <= 12; i++) await bp.mouse.move(box.x + box.width / 2 - 100 + i * 15, box.y + box.height / 2 + (i % 2) * 20);
  await bp.mouse.up();
  for (const p of pages) await expect(p.getByTestId('whiteboard')).toHaveAttribute('data-elements', '1', { timeout: 20_000 });

  // A class chat message from one student reaches everyone.
  await cp.getByLabel('Chat message').fill('Is x squared always positive?');
  await cp.getByRole('button', { name: 'Send message' }).click();
  for (const p of pages) await expect(p.getByRole('list', { name: 'Class chat' })).toContainText('Is x squared always positive?');

  // The tutor spotlights and mutes a student; the student is told, the others see it in the roster.
  await tp.getByRole('button', { name: `Spotlight ${names[1]}` }).click();
  await expect(tp.getByRole('button', { name: `Unspotlight ${names[1]}` })).toHaveAttribute('aria-pressed', 'true');
  await tp.getByRole('button', { name: `Mute ${names[1]}` }).click();
  await expect(bp.getByTestId('muted-by-tutor')).toContainText('Muted by the tutor');
  // The SFU enforces it: the student's own microphone switch says so, and the others see the mark on the tile.
  await expect(bp.getByRole('button', { name: 'Muted by the tutor' })).toBeDisabled();
  await expect(ap.getByTestId('class-grid').getByLabel('Muted by the tutor')).toHaveCount(1);
  await expect(ap.getByTestId('roster-member').filter({ hasText: names[1] }).getByTestId('muted')).toBeVisible();
  await expect(ap.getByTestId('muted-by-tutor')).toHaveCount(0);
  await tp.getByRole('button', { name: `Unmute ${names[1]}` }).click();
  await expect(bp.getByTestId('muted-by-tutor')).toHaveCount(0);

  expect(errors).toEqual([]);
});
