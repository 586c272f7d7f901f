import AxeBuilder from '@axe-core/playwright';
import { DEMO, expect, signIn, signUp, test } from './fixtures';

async function expectAccessible(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('landing: example query fills the hero and navigates to discover', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Why Choose ExpertConnect?')).toBeVisible();
  await expectAccessible(page);
  // Blank text does nothing.
  await page.getByRole('button', { name: 'Find My Expert' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Fun guitar teacher for young children' }).click();
  await expect(page.getByLabel('Describe what you want to learn')).toHaveValue('Fun guitar teacher for young children');
  await page.getByLabel('Describe what you want to learn').press('Enter');
  await expect(page).toHaveURL('/discover-experts?q=Fun%20guitar%20teacher%20for%20young%20children');
});

test('unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('sign-up validation: password mismatch and terms', async ({ page }) => {
  await page.goto('/auth/student');
  await expect(page.getByText('Student Portal')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Mismatch User');
  await page.getByLabel('Email').fill('mismatch@e2e.test');
  await page.getByLabel('Phone').fill('+91 98888 77777');
  await page.getByLabel('Password', { exact: true }).fill('e2e-pass-2026');
  await page.getByLabel('Confirm Password').fill('e2e-pass-2027');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please make sure your passwords match.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('e2e-pass-2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please agree to the terms and conditions.')).toBeVisible();
});

test('student signs up, lands on the dashboard, signs out', async ({ page }) => {
  await signUp(page, 'student', { name: 'Asha Learner' });
  await expect(page).toHaveURL('/student/dashboard');
  await expect(page.getByRole('link', { name: 'Asha Learner' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become an Expert' })).toBeVisible();
});

test('tutor signs up and is sent to onboarding; guards redirect', async ({ page }) => {
  await page.goto('/tutor/dashboard/offers');
  await expect(page).toHaveURL('/auth/tutor');
  await expect(page.getByText('Expert Portal')).toBeVisible();
  await signUp(page, 'tutor');
  await expect(page).toHaveURL('/tutor/onboarding');
  await page.goto('/tutor/dashboard');
  await expect(page).toHaveURL('/tutor/onboarding');
  await page.goto('/student/dashboard');
  await expect(page).toHaveURL('/tutor/onboarding');
});

test('demo tutor signs in to the dashboard shell; student is kept out of it', async ({ page, browser }) => {
  await signIn(page, DEMO.tutor, DEMO.password, 'tutor');
  await expect(page).toHaveURL('/tutor/dashboard');
  await expect(page.getByRole('navigation', { name: 'Tutor navigation' }).or(page.getByRole('complementary', { name: 'Tutor navigation' }))).toBeVisible();
  await page.getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  const student = await browser.newPage();
  await signIn(student, DEMO.student);
  await student.goto('/tutor/dashboard');
  await expect(student).toHaveURL('/student/dashboard');
  await student.close();
});

test('bad password shows the login error', async ({ page }) => {
  await page.goto('/auth/student');
  await page.getByLabel('Email').first().fill(DEMO.student);
  await page.getByLabel('Password', { exact: true }).first().fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
});
