// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingDto } from '@shared/schemas/bookings';
import { aBooking, aTutor, visitorApi } from '../../../test/fixtures';
import { replyError } from '../../../test/mock-api';
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
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Join' })).toBeTruthy();
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
    const api = sessionsApi().on('PATCH /api/bookings/:id', replyError(409, 'INVALID_STATUS', 'This session can no longer be confirmed.'));
    const app = await open(api);
    await screen.findByRole('tabpanel');
    await showTab(app, 'Pending');

    await app.user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Decline' }));

    expect(await screen.findByText('Failed to update session status. Please try again.')).toBeTruthy();
    expect(api.lastBody('PATCH /api/bookings/:id')).toEqual({ status: 'cancelled' });
    expect(rows().map((r) => [r[0], r[4]])).toEqual([['Kiran Rao', 'pending']]);
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
});
