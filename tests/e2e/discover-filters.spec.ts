// Discover filters and sorting live in the address and survive a reload; on a phone the filters open in a sheet
// and the examples fold away after a search; a guest's heart survives sign-up and lands on /student/saved.
import { expect, signUp, test, allowTime } from './fixtures';

const amounts = async (page: import('@playwright/test').Page) =>
  (await page.getByTestId('price-from').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));

test('two filters and a sort go to the address, narrow the cards and survive a reload', async ({ page }) => {
  // Two full lists and a reload.
  allowTime(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/discover-experts');
  const filters = page.getByRole('region', { name: 'Filters and sorting' });
  await expect(page.getByTestId('expert-card').first()).toBeVisible({ timeout: 30_000 });

  await filters.getByLabel('Speaks').selectOption('Hindi');
  await expect(page).toHaveURL(/language=Hindi/);
  // The address is the state: the box shows checked once the address has it.
  await filters.getByLabel('Verified tutors only').click();
  await expect(page).toHaveURL(/verified=true/);
  await expect(filters.getByLabel('Verified tutors only')).toBeChecked();
  await filters.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);

  const cards = page.getByTestId('expert-card');
  await expect(cards.first()).toBeVisible();
  const check = async () => {
    const n = await cards.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < Math.min(n, 4); i++) {
      await expect(cards.nth(i).getByLabel('Languages')).toContainText('Hindi');
      await expect(cards.nth(i).getByText('Verified')).toBeVisible();
    }
    const prices = await amounts(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  };
  await check();
  const url = page.url();

  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(filters.getByLabel('Speaks')).toHaveValue('Hindi');
  await expect(filters.getByLabel('Verified tutors only')).toBeChecked();
  await expect(filters.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect(cards.first()).toBeVisible();
  await check();

  // Each card links to the tutor's profile page.
  expect(await cards.first().getByTestId('profile-link').getAttribute('href')).toMatch(/^\/experts\/[0-9a-f-]{36}$/);
});

test('on a phone the examples fold after a search and the filters open in a sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/discover-experts');
  const example = page.getByRole('button', { name: 'Fun guitar teacher for young children' });
  await expect(example).toBeVisible();
  await example.click();
  await expect(page).toHaveURL(/q=Fun%20guitar/);
  await expect(page.getByRole('heading', { name: 'AI Search Results' })).toBeVisible();
  await expect(example).toBeHidden();
  await page.getByRole('button', { name: 'Show examples' }).click();
  await expect(example).toBeVisible();

  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Saturday' }).click();
  await expect(page).toHaveURL(/days=sat/);
  // The query stays: filters combine with it.
  await expect(page).toHaveURL(/q=Fun(%20|\+)guitar/);
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

test('a guest hearts a tutor, signs up, and finds the tutor on /student/saved', async ({ page }) => {
  await page.goto('/discover-experts');
  const card = page.getByTestId('expert-card').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Save ${name}` }).click();
  await expect(page).toHaveURL(/\/auth\/student/);

  await signUp(page, 'student', { name: 'Saver Student' });
  await expect(page.getByText('Tutor saved')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Saved tutors' }).first().click();
  await expect(page).toHaveURL(/\/student\/saved$/);
  const saved = page.getByRole('list', { name: 'Saved tutors' });
  await expect(saved.getByRole('heading', { name })).toBeVisible();
  const heart = saved.getByRole('button', { name: `Save ${name}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Removing it from the list is immediate and lasts.
  await heart.click();
  await expect(page.getByText('No saved tutors yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No saved tutors yet')).toBeVisible();
});
