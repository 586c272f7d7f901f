// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingDto, StudentStats } from '@shared/schemas/bookings';
import type { StudentDashboard } from '@shared/schemas/dashboard';
import { aBooking, aStudent, visitorApi } from '../../../test/fixtures';
import { formatDate } from '../../../lib/format';
import { renderRoute } from '../../../test/render-route';
import { splitSessions } from '../lib/split-sessions';

// Wednesday 18 March 2026, 11:00 in Kolkata.
const NOW = '2026-03-18T05:30:00.000Z';

const stats: StudentStats = { totalSessions: 2, hoursLearned: 2, averageRating: null, completionRate: 50, currentStreak: 0, favoriteSubjects: [], monthlyGoal: 8, monthlyProgress: 2 };
const weeks = ['2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16'];
const figures: StudentDashboard = {
  timeZone: 'Asia/Kolkata',
  weeklyHours: weeks.map((weekStart, i) => ({ weekStart, hours: i === 7 ? 1.5 : i === 6 ? 1 : 0, sessions: i >= 6 ? 1 : 0 })),
  subjects: [
    { subject: 'Mathematics', completed: 1, upcoming: 2 },
    { subject: 'Music', completed: 1, upcoming: 0 },
  ],
  nextPlan: { bookingId: 'up-1', title: 'Quadratic equations', objectives: ['Factorise a quadratic'], activities: [{ name: 'Warm-up', minutes: 10 }] },
};

const at = (iso: string, minutes = 60) => ({ scheduledAt: iso, endsAt: new Date(Date.parse(iso) + minutes * 60_000).toISOString() });
const sessions: BookingDto[] = [
  aBooking({ id: 'past-1', offeringTitle: 'Completed algebra', status: 'completed', ...at('2026-03-16T04:30:00.000Z') }),
  aBooking({ id: 'up-2', offeringTitle: 'Later geometry', status: 'pending', ...at('2026-03-25T04:30:00.000Z') }),
  aBooking({ id: 'past-2', offeringTitle: 'Called-off piano', offeringCategory: 'Music', status: 'cancelled', ...at('2026-03-20T04:30:00.000Z') }),
  aBooking({ id: 'up-1', offeringTitle: 'Next algebra', offeringDescription: 'Quadratics from the ground up.', notes: 'Please bring past papers.', ...at('2026-03-19T04:30:00.000Z') }),
  // Over an hour ago and never marked complete: past, not upcoming.
  aBooking({ id: 'past-3', offeringTitle: 'Unmarked chemistry', ...at('2026-03-17T04:30:00.000Z') }),
];

function dashboardApi(list: BookingDto[] = sessions) {
  return visitorApi(aStudent())
    .on('GET /api/bookings', list)
    .on<StudentStats>('GET /api/bookings/student-stats', stats)
    .on<StudentDashboard>('GET /api/dashboard/student', figures)
    .on('GET /api/reschedule-requests', []);
}

const titles = (card: HTMLElement) => within(card).queryAllByTestId('session-row').map((r) => r.querySelector('p')?.textContent);

describe('splitSessions', () => {
  it('puts every booking in exactly one list: upcoming earliest first, past latest first', () => {
    const { upcoming, past } = splitSessions(sessions, Date.parse(NOW));
    expect(upcoming.map((b) => b.id)).toEqual(['up-1', 'up-2']);
    expect(past.map((b) => b.id)).toEqual(['past-2', 'past-3', 'past-1']);
  });

  it('keeps a session that has started in the upcoming list until it ends', () => {
    const live = aBooking({ id: 'live', ...at('2026-03-18T05:00:00.000Z') });
    expect(splitSessions([live], Date.parse(NOW)).upcoming).toEqual([live]);
    expect(splitSessions([live], Date.parse('2026-03-18T06:00:00.000Z')).past).toEqual([live]);
  });
});

describe('the student dashboard', () => {
  it('shows each session once, in Upcoming or Past, and offers Add to calendar only for sessions to come', async () => {
    await renderRoute('/student/sessions', { api: dashboardApi(), now: NOW });
    const upcoming = await screen.findByTestId('upcoming-sessions');
    const past = screen.getByTestId('past-sessions');
    expect(titles(upcoming)).toEqual(['Next algebra', 'Later geometry']);
    expect(titles(past)).toEqual(['Called-off piano', 'Unmarked chemistry', 'Completed algebra']);
    expect(screen.getAllByTestId('session-row')).toHaveLength(sessions.length);
    expect(within(upcoming).getAllByRole('link', { name: 'Add to calendar' })).toHaveLength(2);
    expect(within(past).queryAllByRole('link', { name: 'Add to calendar' })).toEqual([]);
  });

  it('shows the next session with a live countdown and its agenda', async () => {
    await renderRoute('/student/dashboard', { api: dashboardApi(), now: NOW });
    const next = await screen.findByTestId('next-session');
    expect(next.textContent).toContain('Next algebra');
    // 19 March 10:00 in Kolkata is 23 hours away.
    expect(within(next).getByTestId('countdown').textContent).toContain('Starts in 23 hours 0 minutes');
    const plan = await within(next).findByTestId('next-plan');
    expect(plan.textContent).toContain('Quadratic equations');
    expect(within(plan).getByText('Factorise a quadratic')).toBeTruthy();
    expect(within(plan).getByText('10 min')).toBeTruthy();
    expect(next.textContent).toContain('Quadratics from the ground up.');
    expect(next.textContent).toContain('Please bring past papers.');
  });

  it('gives each chart its figures as a table, shown on request', async () => {
    const { user } = await renderRoute('/student/dashboard', { api: dashboardApi(), now: NOW });
    const hours = await screen.findByRole('table', { name: 'Hours learned per week, weeks starting Monday' });
    expect(within(hours).getAllByRole('row')).toHaveLength(1 + 8);
    expect(within(hours).getByRole('row', { name: `${formatDate('2026-03-16T00:00:00Z', 'UTC')} 1.5 h 1` })).toBeTruthy();
    const subjects = screen.getByRole('table', { name: 'Sessions per subject' });
    expect(within(subjects).getByRole('row', { name: 'Mathematics 1 2' })).toBeTruthy();
    // Hidden from sight (not from screen readers) until asked for.
    expect(hours.parentElement?.className).toContain('sr-only');
    const toggle = screen.getAllByRole('button', { name: 'Show as table' })[0]!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    expect(toggle.textContent).toBe('Show as chart');
    expect(screen.getByRole('table', { name: 'Hours learned per week, weeks starting Monday' }).parentElement?.className).not.toContain('sr-only');
  });

  it('asks the server for the figures in the zone the times are shown in', async () => {
    const api = dashboardApi();
    await renderRoute('/student/dashboard', { api, now: NOW });
    await screen.findByRole('table', { name: 'Sessions per subject' });
    expect(api.callsTo('GET /api/dashboard/student').map((c) => c.query.get('timeZone'))).toContain('Asia/Kolkata');
  });
});
