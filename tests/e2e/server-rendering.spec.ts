// The public pages arrive rendered, with their data: a phone on a slow network paints them before the app's script
// has run (here, with no script at all), and the app then takes the same HTML over without a mismatch (the console
// guard fails a test on React's hydration errors) and works.
import { DEMO, expect, test } from './fixtures';
import { signedIn, someExpertId } from './routes';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing, discover and profile pages show their content and tutors', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the right expert tutor, in your own words');
    await expect(page.getByTestId('expert-card').first()).toBeVisible();
    await expect(page.getByLabel('Loading experts')).toHaveCount(0);

    await page.goto('/discover-experts');
    await expect(page.getByTestId('expert-card').first()).toBeVisible();

    const id = await someExpertId(page);
    const profile = (await (await page.request.get(`/api/experts/${id}/profile`)).json()) as { name: string };
    await page.goto(`/experts/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible();

    await page.goto('/auth/student');
    await expect(page.getByLabel('Email').first()).toBeVisible();
  });
});

test('a rendered page is taken over by the app and works', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('id="ssr-data"');
  expect(html).toContain('data-testid="expert-card"');

  await page.goto('/');
  // Hydrated: the search answers typing (a server-rendered input alone would not enable the button).
  const search = page.getByPlaceholder('e.g. CBSE Math tutor for Grade 10 who speaks Hindi');
  await search.fill('physics tutor for class 12');
  await page.getByRole('button', { name: 'Find My Expert' }).click();
  await expect(page).toHaveURL(/\/discover-experts/);
  await expect(page.getByTestId('expert-card').first()).toBeVisible();
});

test('a signed-in student gets their own header, rendered', async ({ page }) => {
  await signedIn(page, DEMO.student);
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('Sign Out');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('the discover page carries the category list only when a category is chosen, and lists it once taken over', async ({ page }) => {
  const domains = (await (await page.request.get('/api/domains')).json()) as { id: string; name: string }[];
  const html = await (await page.request.get('/discover-experts')).text();
  expect(html).toContain('data-testid="expert-card"');
  for (const d of domains.slice(0, 5)) expect(html).not.toContain(`value="${d.id}"`);

  const chosen = domains[3];
  const filtered = await (await page.request.get(`/discover-experts?domain=${chosen.id}`)).text();
  expect(filtered).toMatch(new RegExp(`<option value="${chosen.id}" selected="">`));

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/discover-experts');
  const select = page.getByLabel('Domain');
  await expect(select.locator('option')).toHaveCount(domains.length + 1);
  await select.selectOption({ label: chosen.name });
  await expect(page).toHaveURL(new RegExp(`domain=${chosen.id}`));
});
