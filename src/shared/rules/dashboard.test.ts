import { describe, expect, it } from 'vitest';
import { currentStreak, displayStatus, goalPercent, inTutorTab, learningStats, nextSessionBadge, recentActivity, upcomingSessions, type DashBooking } from './dashboard';

const now = Date.parse('2026-11-22T06:00:00Z'); // 11:30 in Asia/Kolkata
let n = 0;
const b = (status: DashBooking['status'], scheduledAt: string, extra: Partial<DashBooking> = {}): DashBooking => ({
  id: `b${n++}`,
  status,
  scheduledAt,
  endsAt: new Date(Date.parse(scheduledAt) + 3_600_000).toISOString(),
  createdAt: scheduledAt,
  offeringTitle: `Offer ${n}`,
  offeringCategory: 'Mathematics',
  durationMinutes: 60,
  ...extra,
});

describe('dashboard rules', () => {
  it('upcoming keeps the next 3 live sessions', () => {
    const list = [b('cancelled', '2026-11-22T08:00:00Z'), b('pending', '2026-11-24T08:00:00Z'), b('confirmed', '2026-11-22T07:00:00Z'), b('confirmed', '2026-11-23T07:00:00Z'), b('confirmed', '2026-11-25T07:00:00Z'), b('completed', '2026-11-22T07:30:00Z')];
    expect(upcomingSessions(list, now).map((x) => x.scheduledAt)).toEqual(['2026-11-22T07:00:00Z', '2026-11-23T07:00:00Z', '2026-11-24T08:00:00Z']);
  });

  it('labels today and soon', () => {
    expect(nextSessionBadge('2026-11-22T07:00:00Z', now, 'Asia/Kolkata')).toBe('soon');
    expect(nextSessionBadge('2026-11-22T12:00:00Z', now, 'Asia/Kolkata')).toBe('today');
    expect(nextSessionBadge('2026-11-22T19:00:00Z', now, 'Asia/Kolkata')).toBe('next');
  });

  it('recent activity merges 3 completed and 2 booked, newest first', () => {
    const list = [1, 2, 3, 4].map((d) => b('completed', `2026-11-1${d}T06:00:00Z`)).concat([5, 6, 7].map((d) => b('confirmed', `2026-11-2${d}T06:00:00Z`, { createdAt: `2026-11-1${d}T00:00:00Z` })));
    const acts = recentActivity(list);
    expect(acts).toHaveLength(5);
    expect(acts.filter((a) => a.kind === 'completed')).toHaveLength(3);
    expect(acts[0].title).toBe('Session Booked');
    expect(acts[0].description).toMatch(/^Booked /);
  });

  it('display status splits confirmed by time', () => {
    expect(displayStatus(b('confirmed', '2026-11-23T00:00:00Z'), now)).toBe('upcoming');
    expect(displayStatus(b('confirmed', '2026-11-21T00:00:00Z'), now)).toBe('past');
    expect(inTutorTab(b('completed', '2026-11-21T00:00:00Z'), 'past', now)).toBe(true);
    expect(inTutorTab(b('pending', '2026-11-21T00:00:00Z'), 'pending', now)).toBe(true);
  });

  it('computes learning stats from bookings', () => {
    const list = [
      b('completed', '2026-11-22T03:00:00Z', { review: { rating: 5 }, durationMinutes: 90 }),
      b('completed', '2026-11-21T03:00:00Z', { review: { rating: 4 }, offeringCategory: 'Physics' }),
      b('completed', '2026-11-19T03:00:00Z', { offeringCategory: 'Physics' }),
      b('cancelled', '2026-11-20T03:00:00Z'),
    ];
    const s = learningStats(list, now, 'Asia/Kolkata');
    expect(s).toMatchObject({ totalSessions: 3, hoursLearned: 3.5, averageRating: 4.5, completionRate: 75, currentStreak: 2, monthlyGoal: 8, monthlyProgress: 3 });
    expect(s.favoriteSubjects).toEqual(['Physics', 'Mathematics']);
    expect(goalPercent(s)).toBe(38);
    expect(learningStats([], now, 'UTC')).toMatchObject({ totalSessions: 0, averageRating: null, completionRate: 0, currentStreak: 0 });
  });

  it('streak counts back from yesterday while today is open', () => {
    expect(currentStreak(new Set(['2026-11-21', '2026-11-20']), now, 'Asia/Kolkata')).toBe(2);
    expect(currentStreak(new Set(['2026-11-20']), now, 'Asia/Kolkata')).toBe(0);
  });
});
