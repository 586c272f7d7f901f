// @vitest-environment happy-dom
// The tutor's bell (dashboard top bar): its badge is the unread-message count, as the spec says, capped at
// 99+; opening it leads to the messages and still lists the notifications, which it marks read.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStudent, aTutor, visitorApi } from '../../../test/fixtures';
import { renderRoute } from '../../../test/render-route';

const NOW = '2026-03-09T04:30:00.000Z';
const notifications = {
  unread: 2,
  items: [
    { id: 'n1', type: 'booking.created', title: 'New booking request', body: 'Asha Verma asked for Tuesday 10:00.', link: '/tutor/dashboard/sessions', readAt: null, createdAt: '2026-03-09T04:00:00.000Z' },
    { id: 'n2', type: 'review.created', title: 'New review', body: null, link: null, readAt: null, createdAt: '2026-03-09T03:00:00.000Z' },
  ],
};

function tutorApi(unreadMessages: number) {
  return visitorApi(aTutor())
    .on('GET /api/bookings/counts', { pendingSessions: 0, upcomingSessions: 0 })
    .on('GET /api/reschedule-requests', [])
    .on('GET /api/bookings', [])
    .on('GET /api/notifications', notifications)
    .on<object>('POST /api/notifications/read', {})
    .on('GET /api/messages/unread', { total: unreadMessages, byThread: {} });
}

describe("the tutor's bell", () => {
  it('counts unread messages, leads to them, and keeps the notifications in its panel', async () => {
    const api = tutorApi(3);
    const { user } = await renderRoute('/tutor/dashboard/sessions', { api, now: NOW });
    const bell = await screen.findByRole('button', { name: 'Notifications (3 unread messages)' });
    expect(within(bell).getByTestId('bell-count').textContent).toBe('3');

    await user.click(bell);
    const toMessages = await screen.findByRole('link', { name: /3 unread messages/ });
    expect(toMessages.getAttribute('href')).toBe('/tutor/dashboard/messages');
    expect(screen.getByText('New booking request')).toBeTruthy();
    expect(screen.getByText('New review')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST /api/notifications/read')).toHaveLength(1));
  });

  it('caps the count at 99+', async () => {
    await renderRoute('/tutor/dashboard/sessions', { api: tutorApi(120), now: NOW });
    const bell = await screen.findByRole('button', { name: 'Notifications (120 unread messages)' });
    expect(within(bell).getByTestId('bell-count').textContent).toBe('99+');
  });

  it('shows a dot, not a count, for new notifications while all messages are read', async () => {
    await renderRoute('/tutor/dashboard/sessions', { api: tutorApi(0), now: NOW });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('bell-count')).toBeNull();
    await waitFor(() => expect(within(bell).getByTestId('bell-dot')).toBeTruthy());
  });

  it("counts a student's unread notifications on the public pages", async () => {
    const api = visitorApi(aStudent()).on('GET /api/notifications', notifications);
    await renderRoute('/terms', { api, now: NOW });
    const [bell] = await screen.findAllByRole('button', { name: 'Notifications (2 unread)' });
    expect(within(bell!).getByTestId('bell-count').textContent).toBe('2');
  });
});
