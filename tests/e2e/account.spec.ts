import { expect, signUp, test, uniqueEmail } from './fixtures';

test('forgot password: the e-mailed link sets a new password', async ({ page }) => {
  const email = await signUp(page, 'student', { email: uniqueEmail('reset') });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  // Signed out for the server too before the next page is asked for: the server renders it for whoever the cookie says.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/auth/student');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The sign-in page stays up until the reset page's code has loaded; its Email field must not get the address.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent a link');

  await page.goto('/dev/mailbox');
  const message = page.locator('div', { hasText: `to ${email}` }).filter({ hasText: 'Reset your password' }).last();
  await message.getByRole('link', { name: /reset-password\?token=/ }).click();
  await page.getByLabel('New password').fill('another-pass-2026');
  await page.getByLabel('Confirm password').fill('another-pass-2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.goto('/auth/student');
  await page.getByLabel('Email').first().fill(email);
  await page.getByLabel('Password', { exact: true }).first().fill('another-pass-2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/student/dashboard');
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu holds the navigation, and pages fit the screen', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Become an Expert' })).toBeHidden();
    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(header.getByRole('link', { name: 'Become an Expert' })).toBeVisible();
    await header.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/auth/student');
    for (const path of ['/', '/auth/student', '/terms', '/no-such-page']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
