// Every route at 390 px, as a guest, a student, a tutor and an operator: the page never scrolls sideways and no
// link, button or field sits outside the screen (a table that scrolls inside its card counts as clipped).
import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';
import { OPERATOR, operatorRoutes, publicRoutes, signedIn, someExpertId, studentRoutes, tutorRoutes } from './routes';

test.use({ viewport: { width: 390, height: 844 } });

/** What sticks out at this width: the page's own overflow and each interactive element outside the viewport. */
async function overflowOf(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="tab"], [role="button"], [role="switch"]')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.right > width + 1 || r.left < -1) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('placeholder') || el.tagName).trim().slice(0, 40);
        found.push(`${el.tagName.toLowerCase()} "${name}" at ${Math.round(r.left)}–${Math.round(r.right)} px`);
      }
    }
    return found;
  });
}

async function check(page: Page, routes: string[]) {
  const findings: Record<string, string[]> = {};
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('h1').first()).toBeVisible();
    const found = await overflowOf(page);
    if (found.length) findings[route] = found;
  }
  expect(findings).toEqual({});
}

test('public pages fit a 390 px phone', async ({ page }) => {
  await check(page, publicRoutes(await someExpertId(page)));
});

test("the student's pages fit a 390 px phone", async ({ page }) => {
  await signedIn(page, DEMO.student);
  await check(page, studentRoutes(await someExpertId(page)));
});

test("the tutor's pages fit a 390 px phone", async ({ page }) => {
  await signedIn(page, DEMO.tutor);
  await check(page, tutorRoutes);
});

test("the operator's pages fit a 390 px phone", async ({ page }) => {
  await signedIn(page, OPERATOR);
  await check(page, operatorRoutes);
});
