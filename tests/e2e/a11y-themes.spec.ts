// Every page in the light and the dark theme, as a guest, a student, a tutor and an operator, on a laptop and a
// phone: axe finds no serious or critical problem (in the dark theme, no colour problem). The live room, which needs a
// session open now, is checked on a server of its own.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { bookings, expertProfiles } from '../../src/server/db/schema';
import { DEMO, expect, test } from './fixtures';
import { participant, startRoomServer } from './room-server';
import { OPERATOR, operatorRoutes, publicRoutes, signedIn, someExpertId, studentRoutes, tutorRoutes } from './routes';

type Theme = 'light' | 'dark';
const THEMES: Theme[] = ['light', 'dark'];
const PHONE = { width: 390, height: 844 };

/** The app keeps the theme with the other local preferences; it is set before any page script runs. */
async function setTheme(page: Page, theme: Theme) {
  await page.addInitScript((t) => localStorage.setItem('tutor-dashboard-ui', JSON.stringify({ theme: t })), theme);
}

/** Serious and critical axe findings on the page as it is now, one line each with the elements and why. */
async function problems(page: Page, theme: Theme): Promise<string[]> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  // The theme really is the one asked for: a dark run that stayed light would prove nothing.
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  // Toasts come and go on their own timer; the sonner region is checked when a toast is the subject of a test.
  let axe = new AxeBuilder({ page }).exclude('[data-sonner-toaster]');
  // Names, roles, landmarks and the like do not change with the theme: the light run checks them all, the dark run
  // the rules that read colours.
  if (theme === 'dark') axe = axe.withRules(['color-contrast', 'link-in-text-block']);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${(n.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 220)}`));
}

/**
 * Switches the page in place to the other theme, as the app's own switch does (the theme is only the `dark` class
 * on <html>), with colour transitions off so axe reads the final colours. One visit serves both themes.
 */
async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => {
    if (!document.getElementById('a11y-no-transitions')) {
      const style = document.createElement('style');
      style.id = 'a11y-no-transitions';
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    }
    document.documentElement.classList.toggle('dark', t === 'dark');
  }, theme);
}

/** The page as it is now in both themes: findings keyed by theme (the page is left in the light theme). */
async function problemsInBothThemes(page: Page): Promise<Record<string, string[]>> {
  const findings: Record<string, string[]> = {};
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    const found = await problems(page, theme);
    if (found.length) findings[theme] = found;
  }
  await switchTheme(page, 'light');
  return findings;
}

/** Every route, each visited once (in the light theme) and checked in both. */
async function check(page: Page, routes: string[]) {
  await setTheme(page, 'light');
  const findings: Record<string, Record<string, string[]>> = {};
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    const found = await problemsInBothThemes(page);
    if (Object.keys(found).length) findings[route] = found;
  }
  expect(findings, 'axe in the light and dark themes').toEqual({});
}

/** The tab bar's More menu, open, passes axe too (both themes), and its entry leads to the page. */
async function moreLeadsTo(page: Page, bar: string, entry: string, path: string) {
  await page.getByRole('navigation', { name: bar }).getByRole('button', { name: 'More sections' }).click();
  const item = page.getByRole('menuitem', { name: entry });
  await expect(item).toBeVisible();
  expect(await problemsInBothThemes(page), 'axe with the More menu open').toEqual({});
  await item.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('navigation', { name: bar }).getByRole('button', { name: 'More sections' })).toHaveAttribute('aria-expanded', 'false');
}

test('public pages', async ({ page }) => {
  await check(page, publicRoutes(await someExpertId(page)));
});

test("the student's pages", async ({ page }) => {
  await signedIn(page, DEMO.student);
  await check(page, studentRoutes(await someExpertId(page)));
});

test("the tutor's pages", async ({ page }) => {
  await signedIn(page, DEMO.tutor);
  await check(page, tutorRoutes);
});

test("the operator's pages", async ({ page }) => {
  await signedIn(page, OPERATOR);
  await check(page, operatorRoutes);
});

test("the student's area on a phone, with its tab bar", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedIn(page, DEMO.student);
  await check(page, ['/student/dashboard', '/student/messages']);
  await moreLeadsTo(page, 'Student sections', 'Payments', '/student/payments');
});

test("the tutor's area on a phone, with its tab bar", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signedIn(page, DEMO.tutor);
  await check(page, ['/tutor/dashboard', '/tutor/dashboard/messages']);
  // The demo tutor has unread messages: the tab bar counts them, as the sidebar does on a laptop.
  const bar = page.getByRole('navigation', { name: 'Tutor sections' });
  await expect(bar.getByRole('link', { name: /^Messages, \d+ unread$/ })).toBeVisible();
  await moreLeadsTo(page, 'Tutor sections', 'Earnings', '/tutor/dashboard/earnings');
});

/** The tutor in a live room of a session that started a minute ago, the student not there yet. */
async function tutorInRoom(browser: Browser, viewport: { width: number; height: number }) {
  const room = await startRoomServer();
  const tutor = await participant(browser, room, 'tutor', 'Meera Tutor', viewport);
  const student = await participant(browser, room, 'student', 'Kabir Student');
  const [expert] = await room.deps.db.insert(expertProfiles).values({ userId: tutor.id, bio: 'Physics tutor.' }).returning({ id: expertProfiles.id });
  const start = new Date(Date.now() - 60_000);
  const [b] = await room.deps.db
    .insert(bookings)
    .values({ studentId: student.id, expertId: expert.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
    .returning({ id: bookings.id });
  const page = await tutor.ctx.newPage();
  await setTheme(page, 'light');
  await page.goto(`/session/${b.id}`);
  await expect(page.getByRole('heading', { name: 'Teaching Session' })).toBeVisible();
  await expect(page.getByText('Waiting for Kabir Student to join...')).toBeVisible({ timeout: 20_000 });
  const close = async () => {
    await tutor.ctx.close();
    await student.ctx.close();
    await room.close();
  };
  return { page, close };
}

test('the live room in both themes', async ({ browser }) => {
  const { page, close } = await tutorInRoom(browser, PHONE);
  try {
    expect(await problemsInBothThemes(page), 'axe in the live room').toEqual({});
  } finally {
    await close();
  }
});
