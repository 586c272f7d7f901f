// Guest picks a slot → signs up → choice restored → pays on the test checkout → back on the booking page
// → tutor confirms → student sees the next session (not yet completable); and, for a lesson that has taken place, tutor completes → student rates →
// the rating shows on the session card.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { bookings, expertProfiles, offerings } from '../../src/server/db/schema';
import { formatMoney } from '../../src/shared/rules/money';
import { test, expect, payOnCheckoutPage, signIn, signUp, uniqueEmail, DEMO, allowTime } from './fixtures';
import { participant, startRoomServer } from './room-server';

const TZ = 'Asia/Kolkata';
// Guests see times in their browser's zone (and a new profile keeps it): this browser is in Kolkata.
test.use({ timezoneId: TZ });

test('book and confirm a session, which cannot be completed before it starts', async ({ page, browser }) => {
  allowTime(120_000);
  // A seeded catalog tutor (expertN@catalog.demo.test) with open slots; later ones are less used by other tests.
  const list = (await (await page.request.get('/api/experts?limit=60')).json()) as { items: { id: string; userId: string; isAvailable: boolean }[] };
  let pick: { expertId: string; n: number; offering: { id: string; title: string; price: number }; slot: { startTime: string } } | null = null;
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString();
  for (const e of list.items.filter((x) => x.isAvailable && /^seed-expert-\d+$/.test(x.userId)).reverse()) {
    const expert = (await (await page.request.get(`/api/experts/${e.id}`)).json()) as { offerings: { id: string; title: string; price: number }[] };
    // A paid offer: the student pays on the checkout before the tutor is asked to confirm.
    const offering = expert.offerings.find((o) => o.price > 0);
    if (!offering) continue;
    const { slots } = (await (await page.request.get(`/api/experts/${e.id}/slots?offeringId=${offering.id}&from=${from}&to=${to}`)).json()) as {
      slots: { startTime: string; isAvailable: boolean }[];
    };
    const free = slots.filter((s) => s.isAvailable);
    if (free.length < 2) continue;
    pick = { expertId: e.id, n: Number(e.userId.split('-').pop()), offering, slot: free[Math.min(free.length - 1, 3)] };
    break;
  }
  expect(pick, 'a seeded tutor has open slots').toBeTruthy();
  const { expertId, offering, slot } = pick!;
  const tutorCtx = await browser.newContext();
  const tutorPage = await tutorCtx.newPage();
  await signIn(tutorPage, `expert${pick!.n}@catalog.demo.test`, undefined, 'tutor');
  const local = new TZDate(Date.parse(slot.startTime), TZ);

  // Guest picks offering, date, time and notes.
  await page.goto(`/booking/${expertId}`);
  await expect(page.getByRole('heading', { name: 'Book Session' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(offering.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
  const dayLabel = new RegExp(format(local, 'MMMM do, yyyy'));
  for (let i = 0; i < 2 && !(await page.getByRole('button', { name: dayLabel }).isVisible()); i++) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  await page.getByRole('button', { name: dayLabel }).click();
  const timeButton = page.getByRole('radio', { name: `${format(local, 'h:mm a')} IST`, exact: true });
  await timeButton.click();
  await page.getByLabel('Notes (optional)').fill('Please bring past papers');
  await page.getByRole('button', { name: 'Book Session' }).click();
  // The review step; a guest signs in from it.
  await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to book' }).click();

  // Sign-up, then back on the booking page's review step with the choice kept.
  await expect(page).toHaveURL(/\/auth\/student/);
  await expect(page.getByText('Your booking is waiting:')).toBeVisible();
  const studentName = `Booker ${Date.now()}`;
  await signUp(page, 'student', { email: uniqueEmail('booker'), name: studentName });
  await expect(page).toHaveURL(new RegExp(`/booking/${expertId}`));
  await expect(page.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
  await expect(page.getByText(`${format(local, 'h:mm a')} –`)).toBeVisible();
  await expect(page.getByText('Please bring past papers')).toBeVisible();
  // The paid offer is paid on the test checkout, which brings the student back to the booking page.
  await page.getByRole('button', { name: `Pay ${formatMoney(offering.price)} and book` }).click();
  await payOnCheckoutPage(page);
  await expect(page).toHaveURL(new RegExp(`/booking/${expertId}\\?booking=[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: /Request sent|Confirmed/ })).toBeVisible();
  await expect(page.getByText(`Paid ${formatMoney(offering.price)}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Booking Successful')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard/);

  // The tutor confirms.
  await tutorPage.goto('/tutor/dashboard/sessions');
  await tutorPage.getByRole('tab', { name: 'Pending' }).click();
  const pendingRow = tutorPage.getByRole('row').filter({ hasText: studentName });
  await pendingRow.getByRole('button', { name: 'Confirm' }).click();
  await expect(tutorPage.getByText('Status Updated')).toBeVisible();

  // The student's dashboard shows it as the next session.
  await page.reload();
  const next = page.getByTestId('next-session');
  await expect(next).toContainText(offering.title);
  await expect(next).toContainText('confirmed');

  // A lesson still to come cannot be marked complete (nor, then, rated).
  await tutorPage.getByRole('tab', { name: 'Upcoming' }).click();
  const upcoming = tutorPage.getByRole('row').filter({ hasText: studentName });
  await expect(upcoming.getByRole('button', { name: 'Join' })).toBeVisible();
  await expect(upcoming.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  await tutorCtx.close();
});

test('a lesson that has taken place is completed by the tutor and rated by the student', async ({ browser }) => {
  const room = await startRoomServer();
  try {
    const tutor = await participant(browser, room, 'tutor', 'Tara Complete');
    const student = await participant(browser, room, 'student', 'Sam Rater');
    const [expert] = await room.deps.db.insert(expertProfiles).values({ userId: tutor.id, bio: 'Maths tutor.' }).returning({ id: expertProfiles.id });
    const [offering] = await room.deps.db.insert(offerings).values({ expertId: expert.id, title: 'Geometry Basics', price: 50000, category: 'Mathematics' }).returning({ id: offerings.id });
    const start = new Date(Date.now() - 2 * 3_600_000);
    await room.deps.db
      .insert(bookings)
      .values({ studentId: student.id, expertId: expert.id, offeringId: offering.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' });

    const tp = await tutor.ctx.newPage();
    await tp.goto('/tutor/dashboard/sessions');
    await tp.getByRole('tab', { name: 'Past' }).click();
    await tp.getByRole('row').filter({ hasText: 'Sam Rater' }).getByRole('button', { name: 'Mark Complete' }).click();
    await expect(tp.getByText('Status Updated').first()).toBeVisible();

    const sp = await student.ctx.newPage();
    await sp.goto('/student/sessions');
    const row = sp.getByTestId('session-row').filter({ hasText: 'Geometry Basics' }).filter({ hasText: 'completed' });
    await row.getByRole('button', { name: 'Rate Session' }).click();
    await sp.getByRole('radio', { name: '5 stars' }).click();
    await sp.getByLabel('Comment (optional)').fill('Excellent session');
    await sp.getByRole('button', { name: 'Submit Rating' }).click();
    await expect(row).toContainText('Your rating: 5/5');
    await tutor.ctx.close();
    await student.ctx.close();
  } finally {
    await room.close();
  }
});

async function expectAccessible(page: Page, scope?: string) {
  // Toasts fade in and out; their contrast mid-animation is not the page's.
  let builder = new AxeBuilder({ page }).exclude('[data-sonner-toaster]');
  if (scope) builder = builder.include(scope);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('dashboards and the booking page are accessible and fit a phone', async ({ page, browser }) => {
  allowTime(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, DEMO.student);
  await expect(page.getByText('Monthly Learning Goal')).toBeVisible();
  await expect(page.getByText('Total Sessions')).toBeVisible();
  await expect(page.getByText('Learning Insights')).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const tutorCtx = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const tutorPage = await tutorCtx.newPage();
  await signIn(tutorPage, DEMO.tutor, undefined, 'tutor');
  await tutorPage.goto('/tutor/dashboard');
  await expect(tutorPage.getByText('Welcome back!')).toBeVisible();
  await expect(tutorPage.getByTestId('next-session')).toBeVisible();
  await expectAccessible(tutorPage, 'main');
  await tutorPage.goto('/tutor/dashboard/sessions');
  await tutorPage.getByRole('tab', { name: 'Pending' }).click();
  await expect(tutorPage.getByRole('button', { name: 'Confirm' }).first()).toBeVisible();
  await expectAccessible(tutorPage, 'main');
  const me = (await (await tutorPage.request.get('/api/me')).json()) as { expertProfileId: string };
  // A tutor is told on the booking page itself, before any step, that tutors cannot book.
  await tutorPage.goto(`/booking/${me.expertProfileId}`);
  await expect(tutorPage.getByRole('heading', { name: "Tutors can't book sessions" })).toBeVisible();
  await expect(tutorPage.getByText(/only students can book sessions/)).toBeVisible();
  await expect(tutorPage.getByRole('group', { name: 'Select an offering' })).toHaveCount(0);
  await expect(tutorPage.getByRole('button', { name: 'Book Session' })).toHaveCount(0);
  await expectAccessible(tutorPage);
  expect(await tutorPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await tutorCtx.close();

  await page.goto(`/booking/${me.expertProfileId}`);
  await expect(page.getByRole('heading', { name: 'Book Session' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/booking/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Expert Not Found' })).toBeVisible();
  // With the spec's toast.
  await expect(page.getByText('Expert not found', { exact: true })).toBeVisible();
});
