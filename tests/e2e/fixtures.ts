// Shared Playwright fixtures: an unexpected console error or warning, or a page error, fails the test.
import { test as base, expect, type Page } from '@playwright/test';

// A handled 4xx (e.g. GET /api/me while signed out) is logged by Chromium as a resource error.
const benign = [/Failed to load resource: the server responded with a status of 4\d\d/];

export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if ((m.type() === 'error' || m.type() === 'warning') && !benign.some((r) => r.test(m.text()))) errors.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use();
      expect(errors, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const DEMO = { student: 'student@demo.test', tutor: 'tutor@demo.test', password: 'demo-pass-2026' };

export async function signIn(page: Page, email: string, password = DEMO.password, portal: 'student' | 'tutor' = 'student') {
  await page.goto(`/auth/${portal}`);
  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Password', { exact: true }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth/'));
}

let n = 0;
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${process.pid}-${n++}@e2e.test`;
}

export async function signUp(page: Page, portal: 'student' | 'tutor', opts: { email?: string; name?: string } = {}) {
  const email = opts.email ?? uniqueEmail(portal);
  await page.goto(`/auth/${portal}`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill(opts.name ?? `E2E ${portal}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+91 98888 77777');
  await page.getByLabel('Password', { exact: true }).fill('e2e-pass-2026');
  await page.getByLabel('Confirm Password').fill('e2e-pass-2026');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/auth/'));
  return email;
}
