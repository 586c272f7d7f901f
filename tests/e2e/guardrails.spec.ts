// Guardrails on a booking's destructive actions: a student's pending request cannot be joined yet (and says why);
// the tutor's Decline asks for a reason in a dialog that states the student's refund; the student is told the
// reason in the notification and the e-mail; focus lands on the page heading after the sign-in redirect.
import { formatMoney } from '../../src/shared/rules/money';
import { test, expect, payBooking, signIn, signUp, uniqueEmail, allowTime } from './fixtures';

test.use({ timezoneId: 'Asia/Kolkata' });

type Slot = { startTime: string; isAvailable: boolean };
type Booked = { id: string; status: string; payment: { status: 'requires_payment'; checkoutUrl: string | null } };

test('a decline asks for a reason, states the refund, and the student is told the reason', async ({ page, browser }) => {
  allowTime(120_000);
  const email = uniqueEmail('guard');
  await signUp(page, 'student', { email, name: `Guarded ${Date.now() % 100000}` });
  // After the sign-up redirect, focus is on the page's heading, not on <body>.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // A paid session with a seeded catalog tutor from the last third of the list (other specs take the ends and the middle).
  const list = (await (await page.request.get('/api/experts?limit=60')).json()) as { items: { id: string; userId: string; isAvailable: boolean }[] };
  const candidates = list.items.filter((x) => x.isAvailable && /^seed-expert-\d+$/.test(x.userId));
  const from = new Date().toISOString();
  const to = new Date(Date.now() + 20 * 86_400_000).toISOString();
  let pick: { n: number; offering: { id: string; title: string; price: number }; booking: Booked } | null = null;
  for (const e of candidates.slice(Math.floor((2 * candidates.length) / 3))) {
    const expert = (await (await page.request.get(`/api/experts/${e.id}`)).json()) as { offerings: { id: string; title: string; price: number; isTrial: boolean }[] };
    const offering = expert.offerings.find((o) => o.price > 0 && !o.isTrial);
    if (!offering) continue;
    const { slots } = (await (await page.request.get(`/api/experts/${e.id}/slots?offeringId=${offering.id}&from=${from}&to=${to}`)).json()) as { slots: Slot[] };
    for (const s of slots.filter((x) => x.isAvailable).slice(2, 5)) {
      const res = await page.request.post('/api/bookings', { data: { offeringId: offering.id, startTime: s.startTime } });
      if (res.status() !== 201) continue;
      pick = { n: Number(e.userId.split('-').pop()), offering, booking: await res.json() };
      break;
    }
    if (pick) break;
  }
  expect(pick, 'a seeded tutor has open slots').toBeTruthy();
  const { offering, booking } = pick!;
  await payBooking(page.request, booking);

  // The student's next session is a request: Join waits for the tutor and says so.
  await page.goto('/student/dashboard');
  const next = page.getByTestId('next-session');
  await expect(next).toContainText(offering.title);
  await expect(next.getByRole('button', { name: 'Join Session' })).toBeDisabled();
  await expect(next.getByTestId('join-hint')).toHaveText('Waiting for the tutor to confirm');

  // The tutor declines: the dialog states the refund and will not go on without a reason.
  const tutorCtx = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
  const tp = await tutorCtx.newPage();
  await signIn(tp, `expert${pick!.n}@catalog.demo.test`, undefined, 'tutor');
  await tp.goto('/tutor/dashboard/sessions');
  await tp.getByRole('tab', { name: 'Pending' }).click();
  const row = tp.getByRole('row').filter({ hasText: offering.title }).filter({ hasText: 'Guarded' });
  await row.getByRole('button', { name: 'Decline' }).click();
  const dialog = tp.getByRole('dialog', { name: 'Decline this booking request?' });
  await expect(dialog.getByTestId('cancel-consequence')).toContainText(`is refunded ${formatMoney(offering.price)} in full at once`);
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please tell the student why: they are told your reason.');
  const reason = `Away at a conference ${Date.now() % 1000}`;
  await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await expect(tp.getByText('Request declined')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The student is told the reason: in the notification and in the e-mail; the money is back.
  const after = (await (await page.request.get(`/api/bookings/${booking.id}`)).json()) as { status: string; cancelReason: string; payment: { status: string } };
  expect(after).toMatchObject({ status: 'cancelled', cancelReason: reason, payment: { status: 'refunded' } });
  const notes = (await (await page.request.get('/api/notifications')).json()) as { items: { type: string; body: string }[] };
  expect(notes.items.find((n) => n.type === 'booking.declined')?.body).toContain(`Reason: ${reason}`);
  await expect
    .poll(async () => {
      const mail = (await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { messages: { subject: string; text: string }[] };
      return mail.messages.find((m) => m.subject.startsWith('Booking declined'))?.text ?? '';
    })
    .toContain(`Reason: ${reason}`);
  await tutorCtx.close();
});
