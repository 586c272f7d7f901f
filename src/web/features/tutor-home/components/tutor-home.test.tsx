// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AiContentCounts } from '@shared/schemas/ai-content';
import type { BookingDto } from '@shared/schemas/bookings';
import type { TutorDashboard } from '@shared/schemas/dashboard';
import type { TutorReviewPage } from '@shared/schemas/reviews';
import { aBooking, aTutor, visitorApi } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';

const NOW = '2026-03-18T05:30:00.000Z';

const request = aBooking({ id: 'req-1', status: 'pending', studentName: 'Asha Verma', offeringTitle: 'Algebra Foundations', scheduledAt: '2026-03-19T04:30:00.000Z', endsAt: '2026-03-19T05:30:00.000Z' });
const month = (m: string, sessions: number, paid: number, bookedValue: number) => ({ month: m, sessions, hours: sessions, paid, bookedValue });
const figures: TutorDashboard = {
  timeZone: 'Asia/Kolkata',
  currency: 'INR',
  thisMonth: { ...month('2026-03', 3, 119_000, 60_000), hours: 2.5, scheduled: 2 },
  monthly: [month('2025-10', 0, 0, 0), month('2025-11', 1, 68_000, 0), month('2025-12', 0, 0, 0), month('2026-01', 2, 0, 150_000), month('2026-02', 0, 0, 0), { ...month('2026-03', 3, 119_000, 60_000), hours: 2.5 }],
  requests: [{ bookingId: 'req-1', studentName: 'Asha Verma', offeringTitle: 'Algebra Foundations', scheduledAt: request.scheduledAt, endsAt: request.endsAt, amount: 80_000 }],
  requestCount: 1,
};

function homeApi() {
  return visitorApi(aTutor())
    .on('GET /api/bookings', [request])
    .on('GET /api/bookings/counts', { pendingSessions: 1, upcomingSessions: 1, totalOffers: 2 })
    .on('GET /api/reschedule-requests', [])
    .on<AiContentCounts>('GET /api/ai-content/counts', { totalPlans: 0, totalSummaries: 0 })
    .on<TutorReviewPage>('GET /api/tutor/reviews', { items: [], nextCursor: null, rating: 0, reviewCount: 0 } as unknown as TutorReviewPage)
    .on<TutorDashboard>('GET /api/dashboard/tutor', figures);
}

describe('the tutor home', () => {
  it("shows this month's sessions, hours and earnings, saying which part was paid and which is booked value", async () => {
    await renderRoute('/tutor/dashboard', { api: homeApi(), now: NOW });
    const card = await screen.findByTestId('this-month');
    expect(within(card).getByText('This month · March 2026')).toBeTruthy();
    expect(within(card).getByTestId('month-sessions').textContent).toBe('3');
    expect(within(card).getByText('2 more booked this month')).toBeTruthy();
    expect(within(card).getByTestId('month-hours').textContent).toBe('2.5 h');
    expect(within(card).getByTestId('month-earnings').textContent).toBe('₹1,790');
    expect(card.textContent).toContain('Paid ₹1,190 · Booked value ₹600');
    // The trend's figures, for those who cannot see the bars.
    const table = await within(card).findByRole('table', { name: 'Sessions, hours and earnings by month' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    expect(within(table).getByRole('row', { name: 'January 2026 2 2 h ₹0 ₹1,500 ₹1,500' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'March 2026 3 2.5 h ₹1,190 ₹600 ₹1,790' })).toBeTruthy();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Month', 'Sessions', 'Hours', 'Paid', 'Booked value', 'Total']);
  });

  it('lists requests to answer and confirms one in place', async () => {
    const api = homeApi();
    api.on<BookingDto>('PATCH /api/bookings/:id', { ...request, status: 'confirmed' });
    const { user } = await renderRoute('/tutor/dashboard', { api, now: NOW });
    const card = await screen.findByTestId('requests');
    const row = within(card).getByTestId('request-row');
    expect(row.textContent).toContain('Asha Verma');
    expect(row.textContent).toContain('₹800');
    expect(within(card).getByRole('link', { name: 'All sessions' }).getAttribute('href')).toBe('/tutor/dashboard/sessions');
    await user.click(within(row).getByRole('button', { name: 'Confirm Algebra Foundations with Asha Verma' }));
    await waitFor(() => expect(api.lastBody('PATCH /api/bookings/:id')).toEqual({ status: 'confirmed' }));
    expect(await screen.findByText('Session confirmed')).toBeTruthy();
  });

  it('opens the decline dialog, which asks the tutor why', async () => {
    const { user } = await renderRoute('/tutor/dashboard', { api: homeApi(), now: NOW });
    const row = await screen.findByTestId('request-row');
    await waitFor(() => expect(within(row).getByRole('button', { name: /^Decline/ }).hasAttribute('disabled')).toBe(false));
    await user.click(within(row).getByRole('button', { name: /^Decline/ }));
    expect(await screen.findByRole('dialog', { name: 'Decline this booking request?' })).toBeTruthy();
  });
});
