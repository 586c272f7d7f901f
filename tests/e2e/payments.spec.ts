// The money path in the browser, with the built-in test provider: a guest picks a time, signs up, pays with the
// test card on the TEST MODE checkout and comes back to the result; the tutor confirms, both meet in the live
// room (open from 15 minutes before the start) and the tutor ends the lesson, completing it; once the dispute
// window has passed (the development route releases earnings as of a later time) the earning is available. A declined card says so in
// plain words and the slot stays held; a student who cancels in time is refunded, on the payments page and by
// e-mail.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { APIRequestContext } from '@playwright/test';
import { availabilitySlots, bookings, expertProfiles, offerings } from '../../src/server/db/schema';
import { formatMoney } from '../../src/shared/rules/money';
import { DISPUTE_WINDOW_HOURS, HOLD_MINUTES, paymentMessages, refundPolicyText } from '../../src/shared/schemas/payments';
import { consoleErrors, expect, payBooking, payOnCheckoutPage, signIn, signUp, test, TEST_CARDS, uniqueEmail, allowTime } from './fixtures';
import { participant, startRoomServer } from './room-server';

const TZ = 'Asia/Kolkata';
test.use({ timezoneId: TZ });

const MIN = 60_000;
const HOUR = 3_600_000;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Payment = { status: string; amount: number; checkoutUrl: string | null; holdExpiresAt: string | null; failureMessage: string | null; refundedAmount: number };
type Booking = { id: string; status: string; scheduledAt: string; expertId: string; offeringTitle: string; payment: Payment };
type Picked = { booking: Booking; n: number; offering: { id: string; title: string; price: number } };

/**
 * Books (as the student whose `request` this is) a paid session of a seeded catalog tutor starting at least
 * `minLeadHours` from now; `part` picks the stretch of the tutor list to look in (other specs take other parts).
 */
async function bookPaidSlot(request: APIRequestContext, opts: { minLeadHours: number; part: number }): Promise<Picked> {
  const list = (await (await request.get('/api/experts?limit=60')).json()) as { items: { id: string; userId: string; isAvailable: boolean }[] };
  const candidates = list.items.filter((x) => x.isAvailable && /^seed-expert-\d+$/.test(x.userId));
  const at = Math.floor((candidates.length * opts.part) / 6);
  const from = new Date(Date.now() + opts.minLeadHours * HOUR).toISOString();
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString();
  for (const e of [...candidates.slice(at), ...candidates.slice(0, at)]) {
    const expert = (await (await request.get(`/api/experts/${e.id}`)).json()) as { offerings: { id: string; title: string; price: number; isTrial: boolean }[] };
    const offering = expert.offerings.find((o) => o.price > 0 && !o.isTrial);
    if (!offering) continue;
    const { slots } = (await (await request.get(`/api/experts/${e.id}/slots?offeringId=${offering.id}&from=${from}&to=${to}`)).json()) as {
      slots: { startTime: string; isAvailable: boolean }[];
    };
    for (const s of slots.filter((x) => x.isAvailable).slice(1, 5)) {
      const res = await request.post('/api/bookings', { data: { offeringId: offering.id, startTime: s.startTime } });
      if (res.status() !== 201) continue;
      return { booking: (await res.json()) as Booking, n: Number(e.userId.split('-').pop()), offering };
    }
  }
  throw new Error('no seeded tutor has an open paid time');
}

async function getBooking(request: APIRequestContext, id: string, origin?: string): Promise<Booking> {
  const res = await request.get(`/api/bookings/${id}`, { headers: origin ? { origin } : {} });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Booking;
}

test('a guest pays with the test card, the tutor confirms and completes, and the earning becomes available', async ({ browser }) => {
  allowTime(360_000);
  // Its own server (see room-server.ts): a tutor with one open time soon, and the live room for the lesson.
  const room = await startRoomServer();
  try {
    const tutor = await participant(browser, room, 'tutor', 'Tia Earner');
    const [expert] = await room.deps.db.insert(expertProfiles).values({ userId: tutor.id, bio: 'Algebra tutor.' }).returning({ id: expertProfiles.id });
    const price = 50_000;
    const fee = Math.round((price * room.deps.env.PLATFORM_FEE_PERCENT) / 100);
    const title = 'Quick Algebra Check';
    await room.deps.db.insert(offerings).values({ expertId: expert.id, title, price, durationMinutes: 30, category: 'Mathematics' });
    // One open time, ten minutes ahead: time enough to book it, and its live room (open from 15 minutes before
    // the start) can be entered as soon as it is confirmed.
    const start = Math.ceil((Date.now() + 10 * MIN) / MIN) * MIN;
    const end = start + 30 * MIN;
    await room.deps.db.insert(availabilitySlots).values({ tutorId: expert.id, startTime: new Date(start), endTime: new Date(end), timezone: TZ });
    const local = new TZDate(start, TZ);

    // The guest picks the offer and the time.
    const guestCtx = await browser.newContext({ baseURL: room.base, timezoneId: TZ, permissions: ['camera', 'microphone'] });
    const guest = await guestCtx.newPage();
    const guestErrors = consoleErrors(guest);
    await guest.goto(`/booking/${expert.id}`);
    await expect(guest.getByRole('heading', { name: 'Book Session' })).toBeVisible();
    await guest.getByRole('radio', { name: new RegExp(escape(title)) }).check();
    const dayLabel = new RegExp(format(local, 'MMMM do, yyyy'));
    for (let i = 0; i < 2 && !(await guest.getByRole('button', { name: dayLabel }).isVisible()); i++) {
      await guest.getByRole('button', { name: /next month/i }).click();
    }
    await guest.getByRole('button', { name: dayLabel }).click();
    await guest.getByRole('radio', { name: `${format(local, 'h:mm a')} IST`, exact: true }).click();
    await guest.getByRole('button', { name: 'Book Session' }).click();

    // The review step shows what is paid and the refund policy before anything is paid; the guest signs up.
    await expect(guest.getByRole('heading', { name: 'Review your booking' })).toBeVisible();
    const payment = guest.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText(formatMoney(price));
    await expect(guest.getByText(refundPolicyText[0])).toBeVisible();
    await guest.getByRole('button', { name: 'Sign in to book' }).click();
    await expect(guest).toHaveURL(/\/auth\/student/);
    const studentName = `Payer ${Date.now() % 100_000}`;
    const studentEmail = await signUp(guest, 'student', { email: uniqueEmail('payer'), name: studentName });
    await expect(guest).toHaveURL(new RegExp(`/booking/${expert.id}`));
    await expect(guest.getByRole('heading', { name: 'Review your booking' })).toBeVisible();

    // Pay and book: the TEST MODE checkout, paid with 4242 4242 4242 4242.
    await guest.getByRole('button', { name: `Pay ${formatMoney(price)} and book` }).click();
    await expect(guest).toHaveURL(/\/checkout\/test\//);
    expect(Date.now(), 'the booking was made before its start (the test machine was too slow otherwise)').toBeLessThan(start);
    await expect(guest.getByText('You pay', { exact: true })).toBeVisible();
    await expect(guest.getByText(title)).toBeVisible();
    await expect(guest.getByRole('timer')).toHaveText(/^1[0-5]:\d\d$/);
    await payOnCheckoutPage(guest, TEST_CARDS.success, studentName);

    // Back on the booking page: the result, paid.
    await expect(guest).toHaveURL(new RegExp(`/booking/${expert.id}\\?booking=[0-9a-f-]{36}$`));
    const bookingId = new URL(guest.url()).searchParams.get('booking')!;
    await expect(guest.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(guest.getByText(`Paid ${formatMoney(price)}`, { exact: true })).toBeVisible();
    expect((await getBooking(guest.request, bookingId)).payment.status).toBe('paid');

    // The tutor, asked only now, confirms.
    const tp = await tutor.ctx.newPage();
    const tutorErrors = consoleErrors(tp);
    await tp.goto('/tutor/dashboard/sessions');
    await tp.getByRole('tab', { name: 'Pending' }).click();
    const pendingRow = tp.getByRole('row').filter({ hasText: studentName });
    await pendingRow.getByRole('button', { name: 'Confirm' }).click();
    await expect(tp.getByText('Status Updated').first()).toBeVisible();
    expect((await getBooking(tp.request, bookingId)).status).toBe('confirmed');

    // The earning waits, pending, while the lesson is ahead.
    await tp.goto('/tutor/dashboard/earnings');
    await expect(tp.getByTestId('balance-pending')).toHaveText(formatMoney(price - fee));
    await expect(tp.getByTestId('balance-available')).toHaveText(formatMoney(0));

    // The lesson: both enter the live room, and the tutor ends the session, which completes it.
    const studentRoom = await guestCtx.newPage();
    const tutorRoom = await tutor.ctx.newPage();
    const studentRoomErrors = consoleErrors(studentRoom, { warnings: false });
    const tutorRoomErrors = consoleErrors(tutorRoom, { warnings: false });
    await studentRoom.goto(`/session/${bookingId}`);
    await expect(studentRoom.getByRole('heading', { name: 'Learning Session' })).toBeVisible();
    await tutorRoom.goto(`/session/${bookingId}`);
    await expect(tutorRoom.getByRole('heading', { name: 'Teaching Session' })).toBeVisible();
    // Entering is what counts (not the video call connecting, which a loaded machine may take long over).
    const entered = async () => {
      // This server's database holds this one booking.
      const rows = await room.deps.db.select({ id: bookings.id, student: bookings.studentJoinedAt, tutor: bookings.tutorJoinedAt }).from(bookings);
      const b = rows.find((r) => r.id === bookingId);
      return Boolean(b?.student && b.tutor);
    };
    await expect.poll(entered, { timeout: 30_000, message: 'both have entered the live room' }).toBe(true);
    await tutorRoom.getByRole('button', { name: 'End Session' }).click();
    await tutorRoom.getByRole('dialog', { name: 'End this session for both of you?' }).getByRole('button', { name: 'End for both' }).click();
    await expect(tutorRoom).toHaveURL(/\/tutor\/(dashboard|onboarding)/);
    expect((await getBooking(tp.request, bookingId)).status).toBe('completed');

    // The earning is released only once the dispute window after the lesson has passed without a dispute:
    // the release is asked for as of a time just before, then just after (the dev clock for this worker).
    const settle = async (asOf: number) => {
      const res = await tp.request.post('/api/dev/payments/settle', { headers: { origin: room.base }, data: { asOf: new Date(asOf).toISOString() } });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { released: number }).released;
    };
    const windowEnds = Math.max(end, Date.now()) + DISPUTE_WINDOW_HOURS * HOUR;
    expect(await settle(windowEnds - 10 * MIN)).toBe(0);
    await tp.goto('/tutor/dashboard/earnings');
    await expect(tp.getByTestId('balance-pending')).toHaveText(formatMoney(price - fee));
    expect(await settle(windowEnds + MIN)).toBe(1);
    expect(await settle(windowEnds + 2 * MIN)).toBe(0);
    await tp.reload();
    await expect(tp.getByTestId('balance-available')).toHaveText(formatMoney(price - fee));
    await expect(tp.getByTestId('balance-pending')).toHaveText(formatMoney(0));
    await expect(tp.getByRole('table', { name: 'Transactions' })).toContainText(studentName);

    // The student has the receipt by e-mail.
    const mail = (await (await guest.request.get(`/api/dev/mailbox?to=${encodeURIComponent(studentEmail)}`)).json()) as { messages: { subject: string; text: string }[] };
    expect(mail.messages.some((m) => m.subject.startsWith('Receipt ') && m.text.includes(formatMoney(price)))).toBe(true);

    expect(guestErrors, 'console errors and warnings (student)').toEqual([]);
    expect(tutorErrors, 'console errors and warnings (tutor)').toEqual([]);
    expect([...studentRoomErrors, ...tutorRoomErrors], 'console errors in the live room').toEqual([]);
    await guestCtx.close();
    await tutor.ctx.close();
  } finally {
    await room.close();
  }
});

test('a declined card is said in plain words, the slot stays held, and another card can pay', async ({ page, browser }) => {
  await signUp(page, 'student', { name: `Decline ${Date.now() % 100_000}` });
  const { booking, offering, n } = await bookPaidSlot(page.request, { minLeadHours: 2, part: 0 });
  expect(booking.payment.status).toBe('requires_payment');
  expect(booking.status).toBe('pending');
  const holdMs = Date.parse(booking.payment.holdExpiresAt!) - Date.now();
  expect(holdMs).toBeGreaterThan((HOLD_MINUTES - 2) * MIN);
  expect(holdMs).toBeLessThanOrEqual(HOLD_MINUTES * MIN);
  const slotHeld = async () => {
    const from = new Date(Date.parse(booking.scheduledAt) - HOUR).toISOString();
    const to = new Date(Date.parse(booking.scheduledAt) + HOUR).toISOString();
    const { slots } = (await (await page.request.get(`/api/experts/${booking.expertId}/slots?offeringId=${offering.id}&from=${from}&to=${to}`)).json()) as {
      slots: { startTime: string; isAvailable: boolean }[];
    };
    return !slots.some((s) => Date.parse(s.startTime) === Date.parse(booking.scheduledAt) && s.isAvailable);
  };
  expect(await slotHeld()).toBe(true);

  // The declined test card: the checkout says so in plain words, and nothing else changes.
  await page.goto(booking.payment.checkoutUrl!);
  await payOnCheckoutPage(page, TEST_CARDS.declined);
  await expect(page.getByRole('alert')).toHaveText(paymentMessages.declined);
  await expect(page).toHaveURL(/\/checkout\/test\//);
  let now = await getBooking(page.request, booking.id);
  expect(now.status).toBe('pending');
  expect(now.payment.status).toBe('requires_payment');
  expect(now.payment.failureMessage).toBe(paymentMessages.declined);
  expect(now.payment.holdExpiresAt).toBe(booking.payment.holdExpiresAt);
  expect(await slotHeld()).toBe(true);

  // The tutor cannot confirm a booking that is not paid.
  const tutorCtx = await browser.newContext();
  const tp = await tutorCtx.newPage();
  await signIn(tp, `expert${n}@catalog.demo.test`, undefined, 'tutor');
  const early = await tp.request.patch(`/api/bookings/${booking.id}`, { data: { status: 'confirmed' } });
  expect(early.status()).toBe(403);
  expect(((await early.json()) as { error: { message: string } }).error.message).toBe(paymentMessages.awaitingPayment);
  await tutorCtx.close();

  // Insufficient funds, likewise.
  await page.getByLabel('Card number').fill(TEST_CARDS.insufficientFunds);
  await page.getByRole('button', { name: `Pay ${formatMoney(offering.price)}` }).click();
  await expect(page.getByRole('alert')).toHaveText(paymentMessages.insufficientFunds);
  expect((await getBooking(page.request, booking.id)).payment.status).toBe('requires_payment');

  // Leaving the checkout: the booking page says the payment did not go through and until when the time is held.
  await page.getByRole('button', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking/${booking.expertId}\\?booking=${booking.id}&cancelled=1$`));
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByText(paymentMessages.insufficientFunds)).toBeVisible();
  await expect(page.getByText(/^We hold this time for you until \d{1,2}:\d\d [AP]M IST\.$/)).toBeVisible();

  // Trying again with the good card pays the booking.
  await page.getByRole('button', { name: 'Try again' }).click();
  await payOnCheckoutPage(page, TEST_CARDS.success);
  await expect(page).toHaveURL(new RegExp(`/booking/${booking.expertId}\\?booking=${booking.id}$`));
  await expect(page.getByRole('heading', { name: /Request sent|Confirmed/ })).toBeVisible();
  now = await getBooking(page.request, booking.id);
  expect(now.payment.status).toBe('paid');
  expect(now.payment.failureMessage).toBeNull();
});

test('a student who cancels 12 hours or more before is refunded in full, on the payments page and by e-mail', async ({ page, browser }) => {
  const email = await signUp(page, 'student', { name: `Refund ${Date.now() % 100_000}` });
  // At least a day ahead: well over the 12 hours, whatever the time of day.
  const { booking, n, offering } = await bookPaidSlot(page.request, { minLeadHours: 26, part: 1 });
  await payBooking(page.request, booking);

  // The tutor confirms (unless they confirm automatically): the cancellation is of a confirmed session.
  if ((await getBooking(page.request, booking.id)).status === 'pending') {
    const tutorCtx = await browser.newContext();
    const tp = await tutorCtx.newPage();
    await signIn(tp, `expert${n}@catalog.demo.test`, undefined, 'tutor');
    const res = await tp.request.patch(`/api/bookings/${booking.id}`, { data: { status: 'confirmed' } });
    expect(res.status(), await res.text()).toBe(200);
    await tutorCtx.close();
  }
  expect((await getBooking(page.request, booking.id)).status).toBe('confirmed');

  await page.goto('/student/payments');
  const table = page.getByRole('table', { name: 'Your payments, newest first' });
  const paidRow = table.getByRole('row').filter({ hasText: offering.title });
  await expect(paidRow).toContainText('Paid');

  // The student cancels from their sessions.
  await page.goto('/student/sessions');
  const row = page.locator('#all-sessions').getByTestId('session-row').filter({ hasText: offering.title });
  await row.getByRole('button', { name: 'Cancel', exact: true }).click();
  // The confirmation states the refund policy's consequence; the reason is optional for the student.
  const cancelDialog = page.getByRole('dialog', { name: 'Cancel this session?' });
  await expect(cancelDialog.getByTestId('cancel-consequence')).toContainText(`You are refunded ${formatMoney(offering.price)} in full.`);
  await cancelDialog.getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByText('Session cancelled').first()).toBeVisible();
  const after = await getBooking(page.request, booking.id);
  expect(after.status).toBe('cancelled');
  expect(after.payment.status).toBe('refunded');
  expect(after.payment.refundedAmount).toBe(offering.price);

  // The payments page shows the refund.
  await page.goto('/student/payments');
  const refundedRow = table.getByRole('row').filter({ hasText: offering.title });
  await expect(refundedRow).toContainText('Refunded');
  await expect(refundedRow).toContainText(`Refunded ${formatMoney(offering.price)}`);

  // And the refund e-mail is in the (development) mailbox.
  const mail = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string; text: string }[] };
  const refund = mail.messages.find((m) => m.subject.startsWith('Refund of'));
  expect(refund, `a refund e-mail among: ${mail.messages.map((m) => m.subject).join(' | ')}`).toBeTruthy();
  expect(refund!.subject).toBe(`Refund of ${formatMoney(offering.price)}`);
  expect(refund!.text).toContain(`${formatMoney(offering.price)} is being refunded`);
});
