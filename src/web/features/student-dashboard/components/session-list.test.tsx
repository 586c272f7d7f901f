// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingDto, StudentStats } from '@shared/schemas/bookings';
import type { Dispute } from '@shared/schemas/payments';
import { aBooking, aStudent, visitorApi } from '../../../test/fixtures';
import { replyError } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

// Tuesday 10 March 2026, 11:00 in Kolkata: the 10:00 session has started.
const NOW = '2026-03-10T05:30:00.000Z';

const unpaid: BookingDto['payment'] = { status: 'requires_payment', amount: 80_000, currency: 'INR', checkoutUrl: '/checkout/test/pay-2', holdExpiresAt: '2026-03-10T05:40:00.000Z', provider: 'test', refundedAmount: 0, failureMessage: null };

function dashboardApi(bookings: BookingDto[]) {
  return visitorApi(aStudent())
    .on('GET /api/bookings', bookings)
    .on<StudentStats>('GET /api/bookings/student-stats', { totalSessions: 0, hoursLearned: 0, averageRating: null, completionRate: 0, currentStreak: 0, favoriteSubjects: [], monthlyGoal: 8, monthlyProgress: 0 })
    .on('GET /api/reschedule-requests', []);
}

const rowOf = (title: string) => screen.getAllByTestId('session-row').filter((r) => r.textContent?.includes(title)).at(-1)!;

describe('payments in the student sessions list', () => {
  it('shows where each payment stands, with a way to pay an unpaid one', async () => {
    const api = dashboardApi([
      aBooking({ id: 'b-1', offeringTitle: 'Paid session', scheduledAt: '2026-03-12T04:30:00.000Z', endsAt: '2026-03-12T05:30:00.000Z' }),
      aBooking({ id: 'b-2', offeringTitle: 'Unpaid session', status: 'pending', scheduledAt: '2026-03-13T04:30:00.000Z', endsAt: '2026-03-13T05:30:00.000Z', payment: unpaid }),
      aBooking({ id: 'b-3', offeringTitle: 'Offline session', scheduledAt: '2026-03-14T04:30:00.000Z', endsAt: '2026-03-14T05:30:00.000Z', payment: { ...unpaid, provider: 'offline', checkoutUrl: null, holdExpiresAt: null } }),
      aBooking({ id: 'b-4', offeringTitle: 'Refunded session', status: 'cancelled', scheduledAt: '2026-03-15T04:30:00.000Z', endsAt: '2026-03-15T05:30:00.000Z', payment: { ...unpaid, status: 'refunded', refundedAmount: 80_000, checkoutUrl: null } }),
    ]);
    await renderRoute('/student/dashboard', { api, now: NOW });
    await waitFor(() => expect(screen.getAllByTestId('session-row').length).toBeGreaterThan(3));
    expect(within(rowOf('Paid session')).getByText('Paid')).toBeTruthy();
    expect(within(rowOf('Unpaid session')).getByText('Awaiting payment')).toBeTruthy();
    expect(within(rowOf('Unpaid session')).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/checkout/test/pay-2');
    expect(within(rowOf('Offline session')).getByText('Pay the tutor directly')).toBeTruthy();
    expect(within(rowOf('Refunded session')).getByText('Refunded')).toBeTruthy();
    // Not started yet: nothing to report.
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull();
  });

  it('reports a problem with a paid session that has started, showing the server\'s refusal as it comes', async () => {
    const api = dashboardApi([aBooking({ id: 'b-1', offeringTitle: 'Started session' })]);
    const { user } = await renderRoute('/student/dashboard', { api, now: NOW });
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Report a problem' }).length).toBeGreaterThan(0));
    await user.click(screen.getAllByRole('button', { name: 'Report a problem' }).at(-1)!);
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
    await user.type(within(dialog).getByLabelText('What happened?'), 'No show');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Tell us in a sentence what happened (at least 10 characters).');
    expect(api.callsTo('POST /api/bookings/:id/dispute')).toEqual([]);

    api.once<Dispute>('POST /api/bookings/:id/dispute', replyError(409, 'CONFLICT', 'This session has been reported already.'));
    await user.type(within(dialog).getByLabelText('What happened?'), ': the tutor never joined the room.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This session has been reported already.');

    api.on<Dispute>('POST /api/bookings/:id/dispute', { id: 'd-1' } as Dispute);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText("Reported. We'll look into it and e-mail you.")).toBeTruthy();
    expect(api.lastBody('POST /api/bookings/:id/dispute')).toEqual({ reason: 'No show: the tutor never joined the room.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
