import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

test('home shows the first 6 experts with card details and a Book Session link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Expert Tutors', exact: true })).toBeVisible();
  const cards = page.getByTestId('expert-card');
  await expect(cards).toHaveCount(6);
  const first = cards.first();
  await expect(first.getByTestId('rating-summary')).toBeVisible();
  await expect(first.getByTestId('price-from')).toContainText(/From ₹[\d,]+\/lesson/);
  await expect(first.getByText(/years? experience/)).toBeVisible();
  const href = await first.getByRole('link', { name: 'Book Session' }).getAttribute('href');
  expect(href).toMatch(/^\/booking\/[0-9a-f-]{36}$/);
});

test('hero query opens discover with the AI Understanding panel and ranked, badged cards', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Describe what you want to learn').fill('  CBSE Math tutor for Grade 10 who speaks Hindi ');
  await page.getByRole('button', { name: 'Find My Expert' }).click();
  await expect(page).toHaveURL('/discover-experts?q=CBSE%20Math%20tutor%20for%20Grade%2010%20who%20speaks%20Hindi');
  await expect(page.getByRole('heading', { name: 'AI Search Results' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'AI Understanding' });
  await expect(panel).toBeVisible();
  for (const text of ['Subject: Mathematics', 'Grade: Grade 10', 'Board: CBSE', 'Language: Hindi']) await expect(panel).toContainText(text);
  const badges = page.getByTestId('match-badge');
  await expect(badges.first()).toBeVisible();
  const scores = (await badges.allTextContents()).map((t) => Number.parseInt(t, 10));
  expect(scores.length).toBeGreaterThan(0);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  expect(scores.every((s) => s >= 30)).toBe(true);
  expect(scores[0]).toBeGreaterThanOrEqual(80);
  await expect(badges.first()).toHaveAttribute('data-tone', 'green');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('example query click searches; Clear resets; Browse All Tutors lists everyone', async ({ page }) => {
  await page.goto('/discover-experts');
  await expect(page.getByRole('heading', { name: 'Top Rated Expert Tutors' })).toBeVisible();
  const input = page.getByLabel('Describe the tutor you need');
  await expect(page.getByRole('button', { name: 'AI Search' })).toBeDisabled();
  await page.getByRole('button', { name: 'Fun guitar teacher for young children' }).click();
  await expect(page).toHaveURL(/q=Fun%20guitar%20teacher/);
  await expect(input).toHaveValue('Fun guitar teacher for young children');
  await expect(page.getByRole('heading', { name: 'AI Search Results' })).toBeVisible();
  await expect(page.getByTestId('expert-card').first()).toContainText('Guitar');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL('/discover-experts');
  await expect(input).toHaveValue('');
  await expect(page.getByRole('region', { name: 'AI Understanding' })).toHaveCount(0);

  await input.fill('Experienced JEE coach with proven results');
  await input.press('Enter');
  await expect(page.getByRole('heading', { name: 'AI Search Results' })).toBeVisible();
  await page.getByRole('button', { name: 'Browse All Tutors' }).click();
  await expect(page).toHaveURL('/discover-experts');
  await expect(page.getByRole('heading', { name: 'Top Rated Expert Tutors' })).toBeVisible();
  await expect(page.getByTestId('expert-card').first()).toBeVisible();
});

test('a search with no good match shows the AI empty state and the full list below', async ({ page }) => {
  await page.goto('/discover-experts?q=zzqx%20blorf');
  await expect(page.getByText('No experts found')).toBeVisible();
  await expect(page.getByText('No experts match your AI search criteria with sufficient quality score')).toBeVisible();
  await expect(page.getByText('No AI matches found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Rated Expert Tutors' })).toBeVisible();
  await page.getByRole('button', { name: 'Browse All Experts' }).click();
  await expect(page).toHaveURL('/discover-experts');
});

test('preview dialog shows profile, offerings with prices, languages and qualifications', async ({ page }) => {
  await page.goto('/discover-experts?q=Python%20coding%20instructor%20for%20complete%20beginners');
  const card = page.getByTestId('expert-card').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: `Preview ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await expect(dialog.getByText('Languages')).toBeVisible();
  await expect(dialog.getByText('Qualifications')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Offerings' }).getByText(/₹/).first()).toBeVisible();
  await dialog.getByRole('link', { name: 'Book Session' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
});
