// A new tutor's first minutes: sign up, onboard, work through "Get ready for students" (photo, a first offer,
// languages, weekday evenings), and a student books them at 18:00. The clicks are counted for the closing figure.
import type { Locator } from '@playwright/test';
import { expect, payBooking, signUp, test, allowTime } from './fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a new tutor finishes onboarding with the checklist, opens weekday evenings and is booked at 18:00', async ({ page, browser }) => {
  allowTime(180_000);
  let clicks = 0;
  const click = async (l: Locator) => {
    clicks++;
    await l.click();
  };
  const started = Date.now();

  await signUp(page, 'tutor', { name: 'Meera Evenings' });
  await page.waitForURL('**/tutor/onboarding');
  clicks += 8; // the sign-up form: tab, five fields, the terms box, Create Account

  // The spec's three steps.
  await page.getByLabel('City *').fill('Chennai');
  await click(page.getByRole('button', { name: 'Next' }));
  await page.getByLabel('Primary Domain').selectOption({ label: 'Physics' });
  clicks++;
  await click(page.getByRole('button', { name: 'Next' }));
  await expect(page.getByText('Step 3 of 3')).toBeVisible({ timeout: 30_000 });
  const groups = page.locator('fieldset');
  for (let i = 0; i < (await groups.count()); i++) await click(groups.nth(i).getByRole('radio').first());
  await click(page.getByRole('button', { name: 'Generate Bio' }));
  await click(page.getByRole('button', { name: 'Complete Onboarding' }));

  // Straight on to the checklist: nothing done that onboarding did not ask, and not bookable.
  await page.waitForURL((u) => u.pathname === '/tutor/dashboard/get-ready');
  await expect(page.getByRole('heading', { name: 'Get ready for students' })).toBeVisible();
  await expect(page.getByText('Not bookable yet')).toBeVisible();
  await expect(page.getByText('0 of 4 done')).toBeVisible();

  // 1. Photo.
  await page.getByLabel('Profile Photo (optional)').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  clicks++;
  await expect(page.getByText('Photo saved')).toBeVisible();

  // 2. Rate and a first offer, its title drafted from the domain.
  await expect(page.getByLabel('Offer title')).toHaveValue('One-to-one Physics lesson');
  await page.getByLabel('Hourly rate (₹)').fill('800');
  clicks++;
  await click(page.getByRole('button', { name: 'Publish at ₹800 a lesson' }));
  await expect(page.getByText('Offer published')).toBeVisible();

  // 3. Languages.
  const languages = page.getByLabel('Languages you teach in');
  await languages.fill('Tamil');
  await languages.press('Enter');
  clicks++;
  await click(page.getByRole('button', { name: 'Save languages' }));
  await expect(page.getByText('Languages saved')).toBeVisible();

  // 4. Weekday evenings, 17:00–20:00; the preview shows three one-hour starts each weekday evening.
  await click(page.getByRole('button', { name: 'Weekday evenings 17:00–20:00' }));
  await expect(page.getByLabel('Monday from')).toHaveValue('17:00');
  await expect(page.getByLabel('Saturday available')).not.toBeChecked();
  const preview = page.getByRole('list', { name: 'Bookable times, next two weeks' });
  await expect(preview.getByText('6:00 PM').first()).toBeVisible();
  await click(page.getByRole('button', { name: 'Save weekly hours' }));
  await expect(page.getByText('Weekly hours saved')).toBeVisible();
  await expect(page.getByText('4 of 4 done')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Students can book you now' })).toBeVisible();
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`tutor journey: ${clicks} clicks and fields from sign-up to bookable, ${seconds} s in the browser`);
  test.info().annotations.push({ type: 'journey', description: `${clicks} clicks, ${seconds} s` });

  // The tutor's home no longer shows the checklist.
  await page.goto('/tutor/dashboard');
  await expect(page.getByRole('heading', { name: 'Get ready for students' })).toHaveCount(0);

  // A student books the tutor at 18:00 on a weekday, in the tutor's zone (India).
  const expert = (await (await page.request.get('/api/profile/expert')).json()) as { id: string };
  const offers = (await (await page.request.get('/api/offerings')).json()) as { id: string; title: string }[];
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signUp(student, 'student', { name: 'Kavin Student' });
  const card = (await (await student.request.get(`/api/experts/${expert.id}`)).json()) as { isAvailable: boolean };
  expect(card.isAvailable).toBe(true);
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const slots = (await (await student.request.get(`/api/experts/${expert.id}/slots?offeringId=${offers[0].id}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).json()) as {
    slots: { startTime: string; isAvailable: boolean }[];
  };
  const at18 = slots.slots.find((s) => s.isAvailable && new Date(s.startTime).getUTCHours() === 12 && new Date(s.startTime).getUTCMinutes() === 30);
  expect(at18, '18:00 in India is open').toBeTruthy();
  const res = await student.request.post('/api/bookings', { data: { offeringId: offers[0].id, startTime: at18!.startTime } });
  expect(res.status(), await res.text()).toBe(201);
  await payBooking(student.request, await res.json());
  await studentContext.close();
});
