import AxeBuilder from '@axe-core/playwright';
import { expect, test, allowTime } from './fixtures';

test.use({ timezoneId: 'Europe/London' });

test('a guest opens a tutor profile from a card, sees offers, reviews and London times, and books', async ({ page, request }) => {
  // Many checks and an accessibility scan in one journey: more than the default minute on a busy machine.
  allowTime(150_000);
  await page.goto('/discover-experts');
  const card = page.getByTestId('expert-card').filter({ hasText: 'Anil Kumar' });
  await card.getByTestId('profile-link').click();
  await expect(page).toHaveURL(/\/experts\/[0-9a-f-]{36}$/);
  const expertId = page.url().split('/').pop()!;

  await expect(page.getByRole('heading', { level: 1, name: 'Anil Kumar' })).toBeVisible();
  await expect(page).toHaveTitle(/^Anil Kumar — .+ \| ExpertConnect$/);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText(/lessons? taught/)).toBeVisible();

  // Offers with prices and durations.
  const offers = page.getByRole('list', { name: 'Offers' }).getByRole('listitem');
  expect(await offers.count()).toBeGreaterThan(0);
  await expect(offers.first()).toContainText(/₹[\d,]+/);
  await expect(offers.first()).toContainText(/\d+ min/);

  // Reviews: text, rating and the student's first name, newest first.
  const reviews = page.getByRole('list', { name: 'Reviews' }).getByRole('listitem');
  await expect(reviews.first()).toBeVisible();
  await expect(reviews.first().getByRole('img', { name: /out of 5/ })).toBeVisible();

  // The week's open times in the browser's zone, labelled.
  const availability = page.getByRole('region', { name: 'Availability this week' });
  await expect(availability.getByLabel('Times in')).toHaveValue('Europe/London');
  const week = availability.getByRole('list', { name: /Open times this week, in Europe\/London \(GMT\)/ });
  await expect(week).toBeVisible();
  const firstTime = week.getByRole('link', { name: /^Book .+ at \d{1,2}:\d{2} [AP]M GMT$/ }).first();
  await expect(firstTime).toBeVisible();

  // The intro video never loads before a click: no player frame on the page.
  await expect(page.locator('iframe')).toHaveCount(0);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The server-rendered page carries the tutor's head for crawlers and link previews.
  const html = await (await request.get(`/experts/${expertId}`)).text();
  expect(html).toContain('<meta property="og:type" content="profile">');
  expect(html).toMatch(/<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org","@type":"Person"/);

  // The sticky bar's Book goes to the booking page.
  const bar = page.getByRole('region', { name: 'Book or message' });
  await expect(bar.getByRole('button', { name: 'Message Anil Kumar' })).toBeVisible();
  await bar.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page).toHaveURL(`/booking/${expertId}`);
});

test('an unknown tutor shows "Expert Not Found" on a 404', async ({ page }) => {
  const res = await page.goto('/experts/00000000-0000-4000-8000-000000000000');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Expert Not Found' })).toBeVisible();
  await expect(page.getByText("The expert you're looking for doesn't exist.")).toBeVisible();
  // The spec's "Error" / "Expert not found" toast comes with it.
  await expect(page.getByText('Expert not found', { exact: true })).toBeVisible();
});

test('on a phone the profile fits the screen and the bar stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/discover-experts');
  await page.getByTestId('expert-card').filter({ hasText: 'Anil Kumar' }).getByTestId('profile-link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anil Kumar' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, 2000);
  await expect(page.getByRole('region', { name: 'Book or message' }).getByRole('link', { name: 'Book', exact: true })).toBeInViewport();
});
