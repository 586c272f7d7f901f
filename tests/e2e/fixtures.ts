// Shared Playwright fixtures: an unexpected console error or warning, or a page error, fails the test.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_CARDS, type BookingPayment, type TestPayResult } from '../../src/shared/schemas/payments';

// A handled 4xx (e.g. GET /api/me while signed out) is logged by Chromium as a resource error.
const benign = [/Failed to load resource: the server responded with a status of 4\d\d/];

/**
 * Collects a page's console errors and warnings (the benign ones aside) and its page errors, as they come;
 * `warnings: false` for pages whose browser APIs warn on their own (a live call's WebRTC).
 */
export function consoleErrors(page: Page, opts: { warnings?: boolean } = {}): string[] {
  const errors: string[] = [];
  const kinds = opts.warnings === false ? ['error'] : ['error', 'warning'];
  page.on('console', (m) => {
    if (kinds.includes(m.type()) && !benign.some((r) => r.test(m.text()))) errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors = consoleErrors(page);
      await use();
      expect(errors, 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Gives the running test `ms` to finish on a developer's machine, half as long again under CI (a slower, shared
 * machine), and never less than the configured limit.
 */
export function allowTime(ms: number) {
  base.setTimeout(Math.max(Math.round(ms * (process.env.CI ? 1.5 : 1)), base.info().timeout));
}

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

// ── payments (test provider) ─────────────────────────────────────────────────

export { TEST_CARDS };

/** An expiry date a year ahead, MM/YY, as the test checkout takes it. */
export function futureExpiry(now = new Date()) {
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** The payment id in a test checkout address (…/checkout/test/<paymentId>). */
export function paymentIdOf(checkoutUrl: string) {
  const id = /\/checkout\/test\/([0-9a-f-]{36})$/.exec(new URL(checkoutUrl, 'http://x').pathname)?.[1];
  expect(id, `a test checkout address: ${checkoutUrl}`).toBeTruthy();
  return id!;
}

/**
 * Pays a booking held for payment through the test provider's checkout API, as the student whose `request`
 * this is (4242… unless another test card is given). Expects the charge to go through unless the card is one
 * that fails. `origin` is for servers other than the config's (a room server).
 */
export async function payBooking(
  request: APIRequestContext,
  booking: { payment: { status: string; checkoutUrl: BookingPayment['checkoutUrl'] } },
  opts: { card?: string; origin?: string } = {},
): Promise<TestPayResult> {
  expect(booking.payment.status, 'the booking awaits payment').toBe('requires_payment');
  const paymentId = paymentIdOf(booking.payment.checkoutUrl ?? '');
  const card = opts.card ?? TEST_CARDS.success;
  const res = await request.post(`/api/payments/test-checkout/${paymentId}/pay`, {
    headers: opts.origin ? { origin: opts.origin } : {},
    data: { cardNumber: card, expiry: futureExpiry(), cvc: '123', name: 'E2E Payer' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const result = (await res.json()) as TestPayResult;
  if (card === TEST_CARDS.success) expect(result.status).toBe('paid');
  return result;
}

/** Fills the TEST MODE checkout page's card form with a test card and presses Pay. */
export async function payOnCheckoutPage(page: Page, card: string = TEST_CARDS.success, name = 'E2E Payer') {
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText('TEST MODE');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill(name);
  await page.getByRole('button', { name: /^Pay / }).click();
}
