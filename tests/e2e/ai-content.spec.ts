// Session summaries, lesson plans and learning materials, end to end.
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, signIn, signUp, DEMO } from './fixtures';

/** Checks the page's own content (the shared shell has its own checks). */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

type Offering = { id: string; title: string };

/** The next Monday–Friday at least two days ahead, as YYYY-MM-DD in India time. */
function nextWeekday(): string {
  const d = new Date(Date.now() + 2 * 86_400_000 + 5.5 * 3_600_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The tutor opens a morning of availability; the student books its first open slot. */
async function bookTutor(tutor: Page, student: Page) {
  const { expertProfileId } = (await (await tutor.request.get('/api/me')).json()) as { expertProfileId: string };
  const date = nextWeekday();
  const opened = await tutor.request.post('/api/availability/slots', { data: { date, startTime: '10:00', endTime: '13:00', timezone: 'Asia/Kolkata' } });
  expect([201, 409], await opened.text()).toContain(opened.status());
  const { offerings } = (await (await student.request.get(`/api/experts/${expertProfileId}`)).json()) as { offerings: Offering[] };
  const from = new Date(`${date}T00:00:00+05:30`).toISOString();
  const to = new Date(`${date}T23:59:00+05:30`).toISOString();
  for (const offering of offerings) {
    const res = await student.request.get(`/api/experts/${expertProfileId}/slots?offeringId=${offering.id}&from=${from}&to=${to}`);
    const open = ((await res.json()) as { slots?: { startTime: string; isAvailable: boolean }[] }).slots?.filter((x) => x.isAvailable) ?? [];
    for (const slot of open) {
      const booked = await student.request.post('/api/bookings', { data: { offeringId: offering.id, startTime: slot.startTime } });
      if (booked.status() === 201) return { offering, booking: (await booked.json()) as { id: string; status: string } };
    }
  }
  throw new Error(`no open slot on ${date}`);
}

test('a summary from a completed session is copied, kept in history, shared and seen by the student', async ({ page, context, browser }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A fresh student books a catalog tutor; the tutor confirms and completes the session.
  await signIn(page, `expert${Math.floor(Math.random() * 10)}@catalog.demo.test`, DEMO.password, 'tutor');
  const studentContext = await browser.newContext();
  const sp = await studentContext.newPage();
  const studentName = `Mira Learner ${Date.now() % 100000}`;
  await signUp(sp, 'student', { name: studentName });
  const { offering, booking } = await bookTutor(page, sp);
  if (booking.status === 'pending') expect((await page.request.patch(`/api/bookings/${booking.id}`, { data: { status: 'confirmed' } })).ok()).toBe(true);
  expect((await page.request.patch(`/api/bookings/${booking.id}`, { data: { status: 'completed' } })).ok()).toBe(true);

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
  await studentContext.close();
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
  await expect(plan.getByText('Wrap-up')).toBeVisible();
  await expect(plan.getByText('(81–90)')).toBeVisible();

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
