// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingDto } from '@shared/schemas/bookings';
import { aBooking, aTutor, visitorApi } from '../../../test/fixtures';
import { replyError } from '../../../test/mock-api';
import type { BookingPayment } from '@shared/schemas/payments';
import { renderRoute, type RenderedRoute } from '../../../test/render-route';

// Monday 9 March 2026, 10:00 in Kolkata: what is upcoming and what is past depends on it.
const NOW = '2026-03-09T04:30:00.000Z';
const upcoming = aBooking({ id: 'b-upcoming', studentName: 'Asha Verma', scheduledAt: '2026-03-10T04:30:00.000Z', endsAt: '2026-03-10T05:30:00.000Z', status: 'confirmed' });
const pending = aBooking({
  id: 'b-pending',
  studentName: 'Kiran Rao',
  offeringTitle: 'Board Exam Sprint',
  scheduledAt: '2026-03-11T12:30:00.000Z',
  endsAt: '2026-03-11T14:00:00.000Z',
  status: 'pending',
  totalAmount: 120_000,
});
const pastUnmarked = aBooking({ id: 'b-past', studentName: 'Dev Shah', scheduledAt: '2026-03-05T04:30:00.000Z', endsAt: '2026-03-05T05:30:00.000Z', status: 'confirmed' });
const completed = aBooking({ id: 'b-done', studentName: 'Nila Iyer', scheduledAt: '2026-03-02T04:30:00.000Z', endsAt: '2026-03-02T05:30:00.000Z', status: 'completed' });
const cancelled = aBooking({ id: 'b-cancelled', studentName: 'Omar Khan', scheduledAt: '2026-03-04T04:30:00.000Z', endsAt: '2026-03-04T05:30:00.000Z', status: 'cancelled' });

/** A signed-in tutor with a bio, the dashboard frame's counts, and these bookings (the server sends them by start time). */
function sessionsApi(bookings: BookingDto[] = [completed, cancelled, pastUnmarked, upcoming, pending]) {
  return visitorApi(aTutor())
    .on('GET /api/bookings/counts', { pendingSessions: bookings.filter((b) => b.status === 'pending').length, upcomingSessions: 1 })
    .on('GET /api/reschedule-requests', [])
    .on('GET /api/bookings', (req) => (req.query.get('as') === 'tutor' ? bookings : replyError(400, 'VALIDATION', 'as=tutor expected')));
}

const open = (api = sessionsApi()) => renderRoute('/tutor/dashboard/sessions', { api, now: NOW });

const awaiting = (provider: BookingPayment['provider'], amount = 120_000): BookingPayment => ({
  status: 'requires_payment',
  amount,
  currency: 'INR',
  checkoutUrl: provider === 'offline' ? null : '/checkout/test/11111111-1111-4111-8111-111111111111',
  holdExpiresAt: provider === 'offline' ? null : '2026-03-09T04:45:00.000Z',
  provider,
  refundedAmount: 0,
  failureMessage: null,
});

/** The payment badge of each row of the visible tab, by student. */
function paymentCells() {
  return within(screen.getByRole('tabpanel'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => {
      const cells = within(r).getAllByRole('cell');
      return [cells[0].textContent, cells[6].textContent];
    });
}

/** The rows of the visible tab as [student, offer, date, time, status, amount]. */
function rows() {
  const panel = screen.getByRole('tabpanel');
  return within(panel)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').slice(0, 6).map((c) => c.textContent));
}

async function showTab({ user }: RenderedRoute, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'));
}

describe('tutor sessions (/tutor/dashboard/sessions)', () => {
  it('sorts the sessions into Upcoming, Pending, Past and Cancelled', async () => {
    const app = await open();

    expect(await screen.findByRole('heading', { name: 'Sessions', level: 2 })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Upcoming', 'Past', 'Pending', 'Cancelled']);
    await waitFor(() => expect(rows()).toEqual([['Asha Verma', 'Algebra Foundations', 'Mar 10, 2026', '10:00 AM', 'upcoming', '₹800']]));
    // A day ahead the join window is not open yet: Join waits, with the countdown.
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Join' })).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('tabpanel')).getByTestId('join-hint').textContent).toBe('Starts in 1 day');
    expect(within(screen.getByRole('tabpanel')).queryByRole('button', { name: 'Mark Complete' })).toBeNull();
    expect(await screen.findByTestId('badge-pending')).toHaveProperty('textContent', '1');

    await showTab(app, 'Pending');
    expect(rows()).toEqual([['Kiran Rao', 'Board Exam Sprint', 'Mar 11, 2026', '6:00 PM', 'pending', '₹1,200']]);

    await showTab(app, 'Past');
    expect(rows().map((r) => [r[0], r[4]])).toEqual([
      ['Dev Shah', 'past'],
      ['Nila Iyer', 'completed'],
    ]);
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Mark Complete' })).toBeTruthy();

    await showTab(app, 'Cancelled');
    expect(rows().map((r) => [r[0], r[4]])).toEqual([['Omar Khan', 'cancelled']]);
    expect(app.api.unhandled()).toEqual([]);
  });

  it('confirms a pending session and moves it to Upcoming', async () => {
    const api = sessionsApi();
    const app = await open(api);
    await screen.findByRole('tabpanel');
    await showTab(app, 'Pending');
    api.on('PATCH /api/bookings/:id', { ...pending, status: 'confirmed' });
    // After the change the list is asked for again: the server now has the session confirmed.
    api.on('GET /api/bookings', [completed, cancelled, pastUnmarked, upcoming, { ...pending, status: 'confirmed' }]);

    await app.user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Status Updated')).toBeTruthy();
    const [patch] = api.callsTo('PATCH /api/bookings/:id');
    expect(patch.path).toBe('/api/bookings/b-pending');
    expect(patch.body).toEqual({ status: 'confirmed' });
    expect(await screen.findByText('No pending sessions')).toBeTruthy();
    expect(screen.getByText('New booking requests awaiting your confirmation will appear here.')).toBeTruthy();
    await showTab(app, 'Upcoming');
    expect(rows().map((r) => [r[0], r[4]])).toEqual([
      ['Asha Verma', 'upcoming'],
      ['Kiran Rao', 'upcoming'],
    ]);
  });

  it('keeps the session pending and says so when the change fails', async () => {
    const api = sessionsApi().on('PATCH /api/bookings/:id', replyError(409, 'CONFLICT', 'This session was updated meanwhile. Please refresh and try again.'));
    const app = await open(api);
    await screen.findByRole('tabpanel');
    await showTab(app, 'Pending');

    await app.user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking request?' });
    await app.user.type(within(dialog).getByLabelText('Reason (Kiran Rao sees it)'), 'Fully booked that week.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Decline request' }));

    expect(await within(dialog).findByText('This session was updated meanwhile. Please refresh and try again.')).toBeTruthy();
    expect(api.lastBody('PATCH /api/bookings/:id')).toEqual({ status: 'cancelled', reason: 'Fully booked that week.' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    expect(rows().map((r) => [r[0], r[4]])).toEqual([['Kiran Rao', 'pending']]);
  });

  it('asks for a reason before declining and says what the student gets back', async () => {
    const paid = { ...pending, payment: { ...awaiting('test'), status: 'paid' as const, checkoutUrl: null, holdExpiresAt: null } };
    const api = sessionsApi([paid]).on('PATCH /api/bookings/:id', { ...paid, status: 'cancelled', cancelReason: 'I am unwell.' });
    const app = await open(api);
    await screen.findByRole('tabpanel');
    await showTab(app, 'Pending');

    await app.user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this booking request?' });
    expect(within(dialog).getByTestId('cancel-consequence').textContent).toBe('Kiran Rao is refunded ₹1,200 in full at once. Kiran Rao is told your reason.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please tell the student why: they are told your reason.');
    expect(api.callsTo('PATCH /api/bookings/:id')).toEqual([]);

    await app.user.type(within(dialog).getByRole('textbox'), '  I am unwell. ');
    await app.user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Request declined')).toBeTruthy();
    expect(api.lastBody('PATCH /api/bookings/:id')).toEqual({ status: 'cancelled', reason: 'I am unwell.' });
  });

  it('explains each empty tab', async () => {
    const app = await open(sessionsApi([]));
    expect(await screen.findByText('No upcoming sessions')).toBeTruthy();
    expect(screen.getByText('Confirmed sessions that are still ahead will appear here.')).toBeTruthy();
    await showTab(app, 'Cancelled');
    expect(screen.getByText('Declined and cancelled sessions will appear here.')).toBeTruthy();
  });

  it('sends a tutor without a bio to onboarding first', async () => {
    const api = sessionsApi().on('GET /api/me', aTutor({ hasExpertBio: false, expertProfileId: null }));
    const app = await open(api);
    expect(await screen.findByRole('heading', { name: 'Complete Your Expert Profile' })).toBeTruthy();
    expect(app.location().pathname).toBe('/tutor/onboarding');
    expect(api.callsTo('GET /api/bookings')).toEqual([]);
  });

  it('shows each session\'s payment in words', async () => {
    const bookings = [
      aBooking({ id: 'b-paid', studentName: 'Asha Verma', scheduledAt: '2026-03-10T04:30:00.000Z', endsAt: '2026-03-10T05:30:00.000Z' }),
      aBooking({ id: 'b-free', studentName: 'Meera Das', scheduledAt: '2026-03-12T04:30:00.000Z', endsAt: '2026-03-12T05:30:00.000Z', totalAmount: 0, payment: { ...upcoming.payment, status: 'not_required', amount: 0 } }),
      aBooking({ id: 'b-direct', studentName: 'Kiran Rao', scheduledAt: '2026-03-13T04:30:00.000Z', endsAt: '2026-03-13T05:30:00.000Z', payment: awaiting('offline') }),
      aBooking({ id: 'b-ref', studentName: 'Omar Khan', status: 'cancelled', payment: { ...upcoming.payment, status: 'refunded', refundedAmount: 80_000 } }),
      aBooking({ id: 'b-part', studentName: 'Nila Iyer', status: 'cancelled', scheduledAt: '2026-03-04T04:30:00.000Z', payment: { ...upcoming.payment, status: 'partially_refunded', refundedAmount: 40_000 } }),
      aBooking({ id: 'b-exp', studentName: 'Dev Shah', status: 'cancelled', scheduledAt: '2026-03-03T04:30:00.000Z', payment: { ...awaiting('test'), status: 'expired' } }),
    ];
    const app = await open(sessionsApi(bookings));
    await screen.findByRole('tabpanel');
    await waitFor(() =>
      expect(paymentCells()).toEqual([
        ['Asha Verma', 'Paid'],
        ['Meera Das', 'Free'],
        ['Kiran Rao', 'Pay directly'],
      ]),
    );
    await showTab(app, 'Cancelled');
    expect(paymentCells()).toEqual([
      ['Dev Shah', 'Expired'],
      ['Nila Iyer', 'Partially refunded'],
      ['Omar Khan', 'Refunded'],
    ]);
  });

  it('does not offer Confirm while the student has not paid online', async () => {
    const unpaid = { ...pending, payment: awaiting('test') };
    const app = await open(sessionsApi([upcoming, unpaid]));
    await screen.findByRole('tabpanel');
    await showTab(app, 'Pending');

    const panel = within(screen.getByRole('tabpanel'));
    const row = within(panel.getAllByRole('row')[1]);
    expect(row.queryByRole('button', { name: 'Confirm' })).toBeNull();
    // Once in the payment column, once where Confirm would be.
    expect(row.getAllByText('Awaiting payment')).toHaveLength(2);
    expect(row.getByRole('button', { name: 'Decline' })).toBeTruthy();
    expect(row.queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('lets the tutor confirm and mark paid a session the student pays directly', async () => {
    const direct = { ...pending, payment: awaiting('offline') };
    const api = sessionsApi([upcoming, direct]);
    const app = await open(api);
    await screen.findByRole('tabpanel');
    await showTab(app, 'Pending');
    const row = () => within(within(screen.getByRole('tabpanel')).getAllByRole('row')[1]);
    expect(row().getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(row().getByText('Pay directly')).toBeTruthy();

    const paid = { ...direct, payment: { ...direct.payment, status: 'paid' as const } };
    api.on<BookingDto>('POST /api/bookings/:id/mark-paid', paid);
    api.on('GET /api/bookings', [upcoming, paid]);
    await app.user.click(row().getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this session paid?' });
    expect(dialog.textContent).toContain('Only if Kiran Rao has paid you ₹1,200 directly for Board Exam Sprint.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    expect(await screen.findByText('Marked paid')).toBeTruthy();
    expect(api.callsTo('POST /api/bookings/:id/mark-paid').map((c) => c.path)).toEqual(['/api/bookings/b-pending/mark-paid']);
    await waitFor(() => expect(row().getByText('Paid')).toBeTruthy());
    expect(row().queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('says in the server\'s words why a session could not be marked paid', async () => {
    const direct = { ...upcoming, payment: awaiting('offline', 80_000) };
    const api = sessionsApi([direct]).on<BookingDto>('POST /api/bookings/:id/mark-paid', replyError(409, 'CONFLICT', 'Only sessions paid to the tutor directly can be marked paid.'));
    const app = await open(api);
    const panel = within(await screen.findByRole('tabpanel'));
    await app.user.click(await panel.findByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog');
    await app.user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));

    expect(await screen.findByText('Only sessions paid to the tutor directly can be marked paid.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
