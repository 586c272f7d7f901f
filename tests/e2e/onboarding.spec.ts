import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, signUp, test } from './fixtures';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').exclude('[data-sonner-toaster]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Signs a new tutor up in the browser and completes onboarding through the API. */
async function onboardedTutor(page: Page, name: string) {
  const email = await signUp(page, 'tutor', { name });
  await page.waitForURL('**/tutor/onboarding');
  await completeOnboarding(page.request);
  return email;
}

async function completeOnboarding(request: APIRequestContext) {
  const q = (await (await request.post('/api/onboarding/questions', { data: { customDomain: 'Chess', experienceYears: 3 } })).json()) as { assessmentId: string; questions: { id: string }[] };
  const res = await request.put('/api/onboarding', {
    data: {
      fullName: 'x',
      city: 'Pune',
      customDomain: 'Chess',
      experienceYears: 3,
      bio: 'Chess coach for juniors.',
      assessmentId: q.assessmentId,
      answers: q.questions.map((x) => ({ questionId: x.id, selectedAnswer: 2 })),
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { expertProfileId: string };
}

test.describe('tutor onboarding', () => {
  test('signed-out visitors are asked to log in', async ({ page }) => {
    await page.goto('/tutor/onboarding');
    await expect(page.getByText('Please log in to continue')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });

  test('sign up as tutor, every error once, subject questions, a bio from the answers, edit, complete, the operator sees the score', async ({ page, context, browser }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signUp(page, 'tutor', { name: 'Esha Onboard' });
    await page.waitForURL('**/tutor/onboarding');

    // Step 1: name is prefilled and locked; the city is required.
    const name = page.getByLabel('Full Name *');
    await expect(name).toHaveValue('Esha Onboard');
    await expect(name).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please fill in your name and city.')).toBeVisible();

    // Photo: SVG refused in the browser, a renamed HTML file refused by the server, a PNG accepted.
    const photo = page.getByLabel('Profile Photo (optional)');
    await photo.setInputFiles({ name: 'x.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg><script>alert(1)</script></svg>') });
    await expect(page.getByText('Please choose a PNG, JPEG, WebP or GIF image.')).toBeVisible();
    await photo.setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
    await expect(page.getByText('Upload failed')).toBeVisible();
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByAltText('Profile photo preview')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);
    await page.getByLabel('City *').fill('Kochi');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: the domain is required; leaving the step generates the questions.
    await expect(page.getByText('Step 2 of 3')).toBeVisible();
    await expect(page.getByLabel('Primary Domain')).toBeEnabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please select or specify your domain.')).toBeVisible();
    await page.getByLabel('Primary Domain').selectOption({ label: 'Physics' });
    await page.getByLabel('Sub Domain (optional)').fill('Optics for Class 11 and 12');
    const languages = page.getByLabel('Languages you teach in (optional)');
    for (const language of ['Malayalam', 'English']) {
      await languages.fill(language);
      await languages.press('Enter');
    }
    await page.getByLabel('Qualifications (optional)').fill('M.Sc. Physics');
    await page.getByLabel('Years of Experience').selectOption({ label: '6-10 years' });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Questions Ready!')).toBeVisible();

    // Step 3: Generate Bio stays disabled until every question is answered.
    await expect(page.getByText('Step 3 of 3')).toBeVisible();
    const generate = page.getByRole('button', { name: 'Generate Bio' });
    await expect(generate).toBeDisabled();
    await expect(page.getByText('Incomplete Answers: Please answer all questions before proceeding.')).toBeVisible();
    // Subject questions with four options and one right answer each (which one is never in the page).
    const groups = page.locator('fieldset');
    await expect(groups).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      await expect(groups.nth(i).getByRole('radio')).toHaveCount(4);
      await groups.nth(i).getByRole('radio').first().check();
    }
    await expect(generate).toBeEnabled();
    await generate.click();

    // Bio screen: three drafts written from what the tutor said.
    await expect(page.getByText('Profile Ready!')).toBeVisible();
    const bioText = page.getByTestId('bio-text');
    await expect(bioText).toContainText(/optics/i);
    await expect(bioText).toContainText('Malayalam');
    await expect(bioText).toContainText('M.Sc. Physics');
    await page.getByRole('button', { name: 'Draft 2' }).click();
    await expect(page.getByRole('button', { name: 'Draft 2' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'First person' }).click();
    await expect(bioText).toContainText(/\bI\b/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Bio copied!')).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Bio').fill('Esha makes optics intuitive with home experiments.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('bio-text')).toContainText(/optics/i);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Bio').fill('Esha makes optics intuitive with home experiments.');
    await page.getByRole('button', { name: 'Save Bio' }).click();
    await expect(page.getByTestId('bio-text')).toHaveText('Esha makes optics intuitive with home experiments.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Complete Onboarding' }).click();
    await expect(page.getByText('Profile Saved!')).toBeVisible();
    await page.waitForURL((u) => u.pathname === '/tutor/dashboard/get-ready');

    const expert = await page.request.get('/api/profile/expert');
    const profile = await (await page.request.get('/api/profile')).json();
    expect(profile).toMatchObject({ fullName: 'Esha Onboard', city: 'Kochi', avatarUrl: expect.stringMatching(/^\/api\/avatars\/.+\.png$/) });
    expect(await expert.json()).toMatchObject({
      bio: 'Esha makes optics intuitive with home experiments.',
      domainName: 'Physics',
      subDomain: 'Optics for Class 11 and 12',
      experienceYears: 6,
      isVerified: false,
      languages: ['Malayalam', 'English'],
      qualifications: ['M.Sc. Physics'],
    });

    // The operator reviewing the tutor sees the score, graded on the server.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@demo.test');
    await admin.goto('/admin/experts');
    const card = admin.getByTestId('expert-review').filter({ hasText: 'Esha Onboard' });
    await expect(card.getByTestId('assessment-score')).toHaveText(/^[0-6]\/6 correct$/);
    await adminContext.close();
  });
});

test('the domain list can fail: Refresh Page, Continue Anyway with a custom domain', async ({ page }) => {
  await signUp(page, 'tutor', { name: 'Failing Domains' });
  await page.waitForURL('**/tutor/onboarding');
  await page.route('**/api/onboarding', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"code":"NOT_FOUND","message":"Not found"}}' })
      : route.continue(),
  );
  await page.reload();
  await expect(page.getByText('Failed to load domains. Please refresh the page.').first()).toBeVisible();
  await page.getByLabel('City *').fill('Delhi');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue Anyway' }).click();
  await expect(page.getByLabel('Or enter a custom domain')).toBeFocused();
  await page.getByLabel('Or enter a custom domain').fill('Kite Flying');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Questions Ready!')).toBeVisible();
  // Outside the question bank: open questions about teaching, answered in words.
  await expect(page.getByRole('textbox', { name: /Kite Flying/ })).toHaveCount(3);
});

test.describe('profile and verification', () => {
  test('profile edits persist across a reload', async ({ page }) => {
    await onboardedTutor(page, 'Zed Profile');
    await page.goto('/tutor/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'Zed Profile' })).toBeVisible();
    await expect(page.getByText('Pending Verification')).toBeVisible();
    await expect(page.getByText(/Member since/)).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('First Name').fill('Zara');
    await page.getByLabel('Last Name').fill('Khan');
    await page.getByLabel('Country').fill('India');
    await page.getByLabel('Time Zone').selectOption({ label: 'Tokyo' });
    await expect(page.getByLabel('Username')).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();

    await page.getByRole('button', { name: 'Edit expert profile' }).click();
    await page.getByLabel('Hourly Rate (₹)').fill('-5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The hourly rate cannot be negative.')).toBeVisible();
    await page.getByLabel('Hourly Rate (₹)').fill('750');
    // Languages are chips: the last one goes with Backspace, a new one is typed and picked with Enter.
    const teachesIn = page.getByLabel('Languages you teach in', { exact: true });
    await teachesIn.press('Backspace');
    await teachesIn.fill('Urdu');
    await teachesIn.press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Profile updated successfully.').first()).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Zara Khan' })).toBeVisible();
    await expect(page.getByText('India', { exact: true })).toBeVisible();
    await expect(page.getByText('Tokyo', { exact: true })).toBeVisible();
    await expect(page.getByText('₹750/hr')).toBeVisible();
    await expect(page.getByText('Urdu', { exact: true })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);
  });

  test('an admin verifies a tutor and the badge appears', async ({ page, browser }) => {
    const email = await onboardedTutor(page, 'Vera Verify');
    const expertId = (await (await page.request.get('/api/me')).json()).expertProfileId as string;

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@demo.test');
    await admin.goto('/admin/experts');
    const card = admin.getByTestId('expert-review').filter({ hasText: email });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Verify' }).click();
    await expect(admin.getByText('Expert verified')).toBeVisible();
    await adminContext.close();

    const pub = await (await page.request.get(`/api/experts/${expertId}`)).json();
    expect(pub.isVerified).toBe(true);
    await page.goto('/tutor/dashboard/profile');
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  });
});
