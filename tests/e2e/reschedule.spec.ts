// A student asks to move a session → the tutor accepts → the student sees the new time; the private
// calendar feed from the settings page serves that session (and regenerating it retires the old URL).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { test, expect, payBooking, signIn, signUp, allowTime } from './fixtures';

const TZ = 'Asia/Kolkata';
// The student's browser is in Kolkata, so the new profile keeps that zone and times read "… IST".
test.use({ timezoneId: TZ });
const dayOf = (iso: string) => format(new TZDate(Date.parse(iso), TZ), 'yyyy-MM-dd');
const icsTime = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

type Slot = { startTime: string; isAvailable: boolean };

test('reschedule a session and find it in the calendar feed', async ({ page, browser, playwright, baseURL }) => {
  allowTime(120_000);
  const studentName = `Mover ${Date.now() % 100000}`;
  await signUp(page, 'student', { name: studentName });

  // A seeded catalog tutor from the middle of the list (other specs take the ends) with open slots on two days.
  const list = (await (await page.request.get('/api/experts?limit=60')).json()) as { items: { id: string; userId: string; isAvailable: boolean }[] };
  const candidates = list.items.filter((x) => x.isAvailable && /^seed-expert-\d+$/.test(x.userId));
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString();
  type Booked = { id: string; status: string; payment: { status: 'requires_payment'; checkoutUrl: string | null } };
  let pick: { n: number; offering: { id: string; title: string }; booking: Booked; target: string } | null = null;
  for (const e of [...candidates.slice(Math.floor(candidates.length / 3)), ...candidates.slice(0, Math.floor(candidates.length / 3))]) {
    const expert = (await (await page.request.get(`/api/experts/${e.id}`)).json()) as { offerings: { id: string; title: string; price: number; isTrial: boolean }[] };
    // A paid session: rescheduling keeps its payment.
    const offering = expert.offerings.find((o) => o.price > 0 && !o.isTrial);
    if (!offering) continue;
    const { slots } = (await (await page.request.get(`/api/experts/${e.id}/slots?offeringId=${offering.id}&from=${from}&to=${to}`)).json()) as { slots: Slot[] };
    const free = slots.filter((s) => s.isAvailable);
    for (const s of free.slice(1, 4)) {
      const later = free.filter((x) => dayOf(x.startTime) > dayOf(s.startTime));
      if (later.length === 0) break;
      const res = await page.request.post('/api/bookings', { data: { offeringId: offering.id, startTime: s.startTime } });
      if (res.status() !== 201) continue;
      pick = { n: Number(e.userId.split('-').pop()), offering, booking: await res.json(), target: later[Math.min(1, later.length - 1)].startTime };
      break;
    }
    if (pick) break;
  }
  expect(pick, 'a seeded tutor has open slots on two days').toBeTruthy();
  const { offering, target } = pick!;
  // The booking holds its slot until paid; paid with the test card, it goes to the tutor.
  await payBooking(page.request, pick!.booking);
  const booking = (await (await page.request.get(`/api/bookings/${pick!.booking.id}`)).json()) as { id: string; status: string; payment: { status: string } };
  expect(booking.payment.status).toBe('paid');
  const targetLocal = new TZDate(Date.parse(target), TZ);

  // The student asks for the new time from their sessions list.
  await page.goto('/student/sessions');
  const row = page.locator('#all-sessions').getByTestId('session-row').filter({ hasText: offering.title });
  await row.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule Session' });
  await expect(dialog).toBeVisible();
  const dayLabel = new RegExp(format(targetLocal, 'MMMM do, yyyy'));
  for (let i = 0; i < 2 && !(await dialog.getByRole('button', { name: dayLabel }).isVisible()); i++) {
    await dialog.getByRole('button', { name: /next month/i }).click();
  }
  await dialog.getByRole('button', { name: dayLabel }).click();
  await dialog.getByRole('radio', { name: `${format(targetLocal, 'h:mm a')} IST`, exact: true }).click();
  await dialog.getByLabel('Message to your tutor (optional)').fill('Could we do a later day?');
  await dialog.getByRole('button', { name: 'Request Reschedule' }).click();
  await expect(page.getByText('Reschedule requested').first()).toBeVisible();
  await expect(row.getByTestId('reschedule-requested')).toContainText(format(targetLocal, 'MMM d'));
  await expect(row.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  // The tutor sees the request on the session row and accepts it.
  const tutorCtx = await browser.newContext();
  const tutorPage = await tutorCtx.newPage();
  await signIn(tutorPage, `expert${pick!.n}@catalog.demo.test`, undefined, 'tutor');
  await tutorPage.goto('/tutor/dashboard/sessions');
  await tutorPage.getByRole('tab', { name: booking.status === 'pending' ? 'Pending' : 'Upcoming' }).click();
  const tutorRow = tutorPage.getByRole('row').filter({ hasText: studentName });
  const request = tutorRow.getByTestId('reschedule-request');
  await expect(request).toContainText('Reschedule requested');
  await expect(request).toContainText('Could we do a later day?');
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(tutorPage.getByText('Session rescheduled')).toBeVisible();
  await expect(tutorRow.getByTestId('reschedule-request')).toHaveCount(0);
  await tutorCtx.close();

  // The student sees the new time (live, or at the latest after a reload).
  await page.reload();
  await expect(row).toContainText(`${format(targetLocal, 'EEE, MMM d, yyyy')} · ${format(targetLocal, 'h:mm a')}`);
  await expect(row.getByTestId('reschedule-requested')).toHaveCount(0);
  const moved = (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as { scheduledAt: string; payment: { status: string } };
  expect(Date.parse(moved.scheduledAt)).toBe(Date.parse(target));
  expect(moved.payment.status).toBe('paid');

  // The calendar feed on the settings page serves the session at its new time, without a cookie.
  await page.goto('/student/settings');
  const card = page.getByTestId('calendar-feed');
  await expect(card.getByText('Calendar feed')).toBeVisible();
  const urlField = card.getByLabel('Calendar feed URL');
  await expect(urlField).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feedUrl = await urlField.inputValue();
  const anonymous = await playwright.request.newContext({ baseURL });
  const feed = await anonymous.get(new URL(feedUrl).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain(`UID:booking-${booking.id}@`);
  expect(ics).toContain(`DTSTART:${icsTime(target)}`);

  // Regenerating retires the old URL.
  await card.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('dialog', { name: 'Regenerate the feed URL?' }).getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('New feed URL')).toBeVisible();
  await expect(urlField).not.toHaveValue(feedUrl);
  expect((await anonymous.get(new URL(feedUrl).pathname)).status()).toBe(404);
  expect((await anonymous.get(new URL(await urlField.inputValue()).pathname)).status()).toBe(200);
  await anonymous.dispose();
});
