// Session summaries, lesson plans and learning materials, end to end.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bookings, expertProfiles, offerings } from '../../src/server/db/schema';
import { test, expect, signIn, signUp, DEMO } from './fixtures';
import { participant, startRoomServer } from './room-server';

/** Checks the page's own content (the shared shell has its own checks). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a summary from a completed session is copied, kept in history, shared and seen by the student', async ({ browser }) => {
  // A session that took place an hour ago (completing needs the start to have passed), on a server of its own.
  const room = await startRoomServer();
  const tutor = await participant(browser, room, 'tutor', 'Tara Maths');
  const studentName = `Mira Learner ${Date.now() % 100000}`;
  const student = await participant(browser, room, 'student', studentName);
  await tutor.ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
  const [expert] = await room.deps.db.insert(expertProfiles).values({ userId: tutor.id, bio: 'Maths tutor.' }).returning({ id: expertProfiles.id });
  const [offering] = await room.deps.db
    .insert(offerings)
    .values({ expertId: expert.id, title: 'Algebra Foundations', price: 50000, category: 'Mathematics' })
    .returning({ id: offerings.id, title: offerings.title });
  const start = new Date(Date.now() - 3_600_000);
  const [booking] = await room.deps.db
    .insert(bookings)
    .values({ studentId: student.id, expertId: expert.id, offeringId: offering.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
    .returning({ id: bookings.id });
  const page = await tutor.ctx.newPage();
  const sp = await student.ctx.newPage();
  expect((await page.request.patch(`/api/bookings/${booking.id}`, { headers: { origin: room.base }, data: { status: 'completed' } })).ok()).toBe(true);

  await page.goto('/tutor/dashboard/summaries');
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(page.getByText('Please fill in subject and topics covered.')).toBeVisible();

  await page.getByLabel('Completed session (optional)').selectOption(booking.id);
  await expect(page.getByLabel('Subject *')).toHaveValue(offering.title);
  await expect(page.getByLabel('Student Name')).toHaveValue(studentName);
  await page.getByLabel('Topics Covered *').fill('Quadratic equations, Completing the square');
  await page.getByLabel('Engagement Level').selectOption('high');
  await page.getByLabel('Performance Notes').fill('Factorised quickly. Struggled with negative constants.');
  await page.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(page.getByText('Summary Generated!')).toBeVisible();
  const text = page.getByTestId('summary-text');
  await expect(text).toContainText('Completing the square');
  await expect(text).toContainText(studentName);

  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Summary copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Quadratic equations');

  await page.getByRole('button', { name: 'Share with student' }).click();
  await expect(page.getByText('Summary Shared')).toBeVisible();

  await page.getByRole('tab', { name: 'Summary History' }).click();
  await page.getByLabel('Search summaries').fill('Completing the square');
  const history = page.getByRole('list', { name: 'Summary history' });
  await expect(history.getByText(offering.title)).toBeVisible();
  await expect(history.getByText('Shared')).toBeVisible();
  await history.getByRole('button', { name: `Open summary ${offering.title}` }).first().click();
  await expect(page.getByRole('dialog').getByTestId('summary-text')).toContainText('Next Steps');
  await page.keyboard.press('Escape');

  // A worksheet attached to the same session.
  await page.getByRole('button', { name: 'Share a file' }).click();
  const files = page.getByRole('dialog');
  await files.getByLabel('Session').selectOption(booking.id);
  await files.getByLabel('File', { exact: true }).setInputFiles({ name: 'quadratics-worksheet.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Solve x^2 + 6x + 5 = 0 by completing the square.\n') });
  await files.getByRole('button', { name: 'Upload and share' }).click();
  await expect(page.getByText('File Shared')).toBeVisible();
  await expect(files.getByRole('link', { name: 'quadratics-worksheet.txt' })).toBeVisible();
  await page.keyboard.press('Escape');

  await sp.goto('/student/materials');
  await expect(sp.getByRole('heading', { name: 'Learning Materials' })).toBeVisible();
  await expect(sp.getByText(`Session summary: ${offering.title}`, { exact: true })).toBeVisible();
  await sp.getByText('View session summary').click();
  await expect(sp.getByText(/Completing the square/).first()).toBeVisible();
  const fileDownload = sp.waitForEvent('download');
  await sp.getByRole('link', { name: 'Download quadratics-worksheet.txt' }).click();
  expect(fs.readFileSync(await (await fileDownload).path(), 'utf8')).toContain('completing the square');
  await sp.getByLabel('Search materials').fill('no-such-material-xyz');
  await expect(sp.getByText('No materials match your search.')).toBeVisible();
  await tutor.ctx.close();
  await student.ctx.close();
  await room.close();
});

test('a lesson plan is generated from a template, downloaded, copied and kept in the library', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.tutor, DEMO.password, 'tutor');
  await page.goto('/tutor/dashboard/plans');
  await page.getByRole('button', { name: 'Generate Lesson Plan' }).click();
  await expect(page.getByText('Please fill in topic and grade level.')).toBeVisible();

  await page.getByRole('tab', { name: 'Templates' }).click();
  await page.getByRole('button', { name: 'Use template Reading & Discussion' }).click();
  await expect(page.getByLabel('Topic *')).toHaveValue('Close reading of a short story');
  await expect(page.getByLabel('Grade Level *')).toHaveValue('High School (9-12)');
  await expect(page.getByLabel('Duration')).toHaveValue('45');

  const topic = `Photosynthesis ${Date.now() % 100000}`;
  await page.getByLabel('Topic *').fill(topic);
  await page.getByLabel('Duration').selectOption('90');
  await page.getByRole('button', { name: 'Generate Lesson Plan' }).click();
  await expect(page.getByText('Lesson Plan Generated')).toBeVisible();
  const plan = page.getByTestId('lesson-plan');
  await expect(plan.getByText('90 minutes')).toBeVisible();
  // The activities run back to back and the last one, the wrap-up, ends at the lesson's 90th minute.
  await expect(plan.getByText(/^Wrap-up/)).toContainText(/–90\)/);

  const downloading = page.waitForEvent('download');
  await plan.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${topic.toLowerCase().replace(' ', '-')}-lesson-plan.txt`);
  expect(fs.readFileSync(await download.path(), 'utf8')).toContain(`Lesson Plan: ${topic}`);
  await expect(page.getByText('Lesson plan saved to your device')).toBeVisible();

  await plan.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Lesson plan copied to clipboard')).toBeVisible();

  await page.getByRole('tab', { name: 'Lesson Library' }).click();
  await page.getByLabel('Search lesson plans').fill(topic);
  await page.getByRole('button', { name: `Open lesson plan ${topic}` }).click();
  await expect(page.getByRole('dialog').getByText('Learning Objectives')).toBeVisible();
  await page.keyboard.press('Escape');
  // Deleting asks first; Cancel keeps the plan, Delete removes it.
  await page.getByRole('button', { name: `Delete lesson plan ${topic}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: `Open lesson plan ${topic}` })).toBeVisible();
  await page.getByRole('button', { name: `Delete lesson plan ${topic}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lesson Plan Deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: `Open lesson plan ${topic}` })).toBeHidden();

  await page.goto('/tutor/dashboard/summaries');
  await page.getByRole('tab', { name: 'Templates' }).click();
  for (const name of ['Mathematics Session', 'Language Arts', 'Science Lab']) await expect(page.getByText(name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Use template Science Lab' }).click();
  await expect(page.getByLabel('Subject *')).toHaveValue('Science');
  await expect(page.getByLabel('Topics Covered *')).toHaveValue(/Controlling variables/);
});

test('summaries, plans and materials are accessible and fit a 375 px screen', async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.tutor, DEMO.password, 'tutor');
  for (const path of ['/tutor/dashboard/summaries', '/tutor/dashboard/plans']) {
    await page.goto(path);
    await expect(page.getByRole('tab').first()).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  const sc = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const sp = await sc.newPage();
  await signUp(sp, 'student');
  await sp.goto('/student/materials');
  await expect(sp.getByText('No learning materials yet')).toBeVisible();
  await expectAccessible(sp);
  await sc.close();
});
