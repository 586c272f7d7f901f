// A tutor publishes a free trial lesson; a guest in a London browser sees London times, labelled, picks the
// trial, reviews it, signs up with the booking kept, sends the request and finds it on the dashboard.
import { test, expect, signIn, uniqueEmail, allowTime } from './fixtures';

const LONDON = 'Europe/London';
test.use({ timezoneId: LONDON });

const londonTime = (iso: string) => {
  const at = new Date(iso);
  const clock = new Intl.DateTimeFormat('en-US', { timeZone: LONDON, hour: 'numeric', minute: '2-digit' }).format(at).replace(/\u202f/g, ' ');
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, timeZoneName: 'short' }).formatToParts(at).find((p) => p.type === 'timeZoneName')!.value;
  return { clock, zone };
};

test('a guest books a tutor’s free trial through the review step and sign-up', async ({ page, browser }) => {
  allowTime(150_000);
  // A seeded catalog tutor with open times (from the middle of the list: other specs take the ends).
  const list = (await (await page.request.get('/api/experts?limit=60')).json()) as { items: { id: string; userId: string; name: string; isAvailable: boolean }[] };
  const candidates = list.items.filter((x) => x.isAvailable && /^seed-expert-\d+$/.test(x.userId));
  expect(candidates.length, 'seeded tutors with open times').toBeGreaterThan(2);
  const tutor = candidates[Math.floor(candidates.length / 2)];
  const n = Number(tutor.userId.split('-').pop());

  // The tutor publishes a free 30-minute trial in the offer editor.
  const tutorCtx = await browser.newContext();
  const tp = await tutorCtx.newPage();
  await signIn(tp, `expert${n}@catalog.demo.test`, undefined, 'tutor');
  await tp.goto('/tutor/dashboard/offers');
  await tp.getByRole('button', { name: /New Offer|Create New Offer/ }).first().click();
  const form = tp.getByRole('dialog');
  await form.getByLabel('Title').fill('Meet your tutor');
  await form.getByRole('checkbox', { name: /Trial lesson/ }).check();
  await expect(form.getByLabel('Duration (minutes)')).toHaveValue('30');
  await form.getByLabel('Price (₹)').fill('0');
  await expect(form.getByText('Students see "Free trial".')).toBeVisible();
  await form.getByRole('button', { name: 'Create Offer' }).click();
  await expect(tp.getByRole('row').filter({ hasText: 'Meet your tutor' })).toContainText('Free trial');
  await tutorCtx.close();

  const expert = (await (await page.request.get(`/api/experts/${tutor.id}`)).json()) as { name: string; offerings: { id: string; title: string; isTrial: boolean }[] };
  const trial = expert.offerings.find((o) => o.isTrial)!;
  expect(trial.title).toBe('Meet your tutor');
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 62 * 86_400_000).toISOString();
  const { slots } = (await (await page.request.get(`/api/experts/${tutor.id}/slots?offeringId=${trial.id}&from=${from}&to=${to}`)).json()) as {
    slots: { startTime: string; isAvailable: boolean }[];
  };
  const first = slots.find((s) => s.isAvailable)!;
  const want = londonTime(first.startTime);

  // The guest: London times, labelled, and the zone can be changed in place.
  await page.goto(`/booking/${tutor.id}`);
  await expect(page.getByRole('heading', { name: 'Book Session' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Dashboard/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /View full profile/ })).toHaveAttribute('href', `/experts/${tutor.id}`);
  await expect(page.getByLabel('Times in')).toHaveValue(LONDON);
  await page.getByRole('radio', { name: /Meet your tutor/ }).check();
  // The calendar jumps to the first day with an open time: its first time is the trial's first open time.
  const times = page.getByRole('radiogroup', { name: 'Available time slots' });
  const firstOpen = times.locator('button[role="radio"]:not([disabled])').first();
  await expect(firstOpen).toHaveText(`${want.clock} ${want.zone}`);
  await firstOpen.click();
  await page.getByRole('button', { name: 'Book Session' }).click();

  // The review step: tutor, offer, date and time with zone, price, confirmation and cancellation policy.
  await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
  const review = page.locator('dl');
  await expect(review).toContainText(expert.name);
  await expect(review).toContainText('Meet your tutor');
  await expect(review).toContainText(`${want.clock} –`);
  await expect(review).toContainText(`${want.zone}London time`);
  await expect(review).toContainText('Free trial');
  await expect(review).toContainText(`${expert.name} confirms each request`);
  await expect(review).toContainText('cancel free of charge until 12 hours before the start');
  await page.getByRole('button', { name: 'Sign in to book' }).click();

  // Sign-up shows the booking being kept and suggests the browser's zone for the profile.
  await expect(page).toHaveURL(/\/auth\/student/);
  await expect(page.getByRole('status').filter({ hasText: 'Your booking is waiting:' })).toContainText(`${expert.name}, Meet your tutor`);
  await expect(page.getByRole('status').filter({ hasText: 'Your booking is waiting:' })).toContainText(`${want.clock} ${want.zone}`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Lena Trial');
  await page.getByLabel('Email').fill(uniqueEmail('trial'));
  await page.getByLabel('Phone').fill('+44 20 7946 0018');
  await page.getByLabel('Password', { exact: true }).fill('e2e-pass-2026');
  await page.getByLabel('Confirm Password').fill('e2e-pass-2026');
  await expect(page.getByLabel('Time Zone')).toHaveValue(LONDON);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Back at the review step with the choice kept; the request is sent.
  await expect(page).toHaveURL(new RegExp(`/booking/${tutor.id}`));
  await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
  await expect(page.locator('dl')).toContainText(`${want.clock} –`);
  await page.getByRole('button', { name: 'Send booking request' }).click();
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Request sent — ${expert.name} (usually confirms within .+|will confirm soon)$`))).toBeVisible();
  await expect(page.getByText('Booking Successful')).toHaveCount(0);

  // The request is on the student's dashboard, in London time, as a trial awaiting the tutor.
  const me = (await (await page.request.get('/api/me')).json()) as { profile: { timezone: string } };
  expect(me.profile.timezone).toBe(LONDON);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard/);
  const row = page.getByTestId('session-row').filter({ hasText: 'Meet your tutor' }).first();
  await expect(row).toContainText('pending');
  await expect(row).toContainText('Trial');
  await expect(row).toContainText(`${want.clock} ${want.zone}`);

  // The trial is once per tutor: a second request is refused with the reason.
  const again = await page.request.post('/api/bookings', { data: { offeringId: trial.id, startTime: slots.filter((s) => s.isAvailable)[3].startTime } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { message: string } }).error.message).toBe(`You have already booked a trial lesson with ${expert.name}.`);
});
