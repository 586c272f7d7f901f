// Dashboard rules (student spec §4, tutor spec §4): today / soon, upcoming, recent activity,
// display status, and the student's learning stats computed from real bookings.
import type { StudentStats } from '../schemas/bookings';
import { localParts } from './slots';

export type DashBooking = {
  id: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  scheduledAt: string;
  endsAt: string;
  createdAt: string;
  offeringTitle: string;
  offeringCategory: string | null;
  durationMinutes: number;
  review?: { rating: number } | null;
};

const HOUR = 3_600_000;
const SOON_MS = 2 * HOUR;
const UPCOMING_LIMIT = 3;
const RECENT_LIMIT = 5;
export const DEFAULT_MONTHLY_GOAL = 8;

const t = (iso: string) => Date.parse(iso);
const live = (b: DashBooking) => b.status === 'pending' || b.status === 'confirmed';

/** Next sessions not cancelled (nor finished), soonest first. */
export function upcomingSessions<T extends DashBooking>(bookings: T[], now: number, limit = UPCOMING_LIMIT): T[] {
  return bookings
    .filter((b) => live(b) && t(b.endsAt) > now)
    .sort((a, b) => t(a.scheduledAt) - t(b.scheduledAt))
    .slice(0, limit);
}

const isToday = (iso: string, now: number, timezone: string) => localParts(t(iso), timezone).dateKey === localParts(now, timezone).dateKey;
const isSoon = (iso: string, now: number) => t(iso) - now <= SOON_MS && t(iso) - now > -HOUR;

export type NextSessionBadge = 'today' | 'soon' | 'next';
export function nextSessionBadge(iso: string, now: number, timezone: string): NextSessionBadge {
  if (isSoon(iso, now)) return 'soon';
  if (isToday(iso, now, timezone)) return 'today';
  return 'next';
}

export type Activity = { id: string; kind: 'completed' | 'booked'; title: string; description: string; at: string };

/** 3 latest completed (by scheduled time) and 2 latest confirmed (by creation), newest first, cut to 5. */
export function recentActivity(bookings: DashBooking[]): Activity[] {
  const completed = bookings
    .filter((b) => b.status === 'completed')
    .sort((a, b) => t(b.scheduledAt) - t(a.scheduledAt))
    .slice(0, 3)
    .map((b): Activity => ({ id: `c-${b.id}`, kind: 'completed', title: 'Session Completed', description: `Finished ${b.offeringTitle}`, at: b.scheduledAt }));
  const booked = bookings
    .filter((b) => b.status === 'confirmed')
    .sort((a, b) => t(b.createdAt) - t(a.createdAt))
    .slice(0, 2)
    .map((b): Activity => ({ id: `b-${b.id}`, kind: 'booked', title: 'Session Booked', description: `Booked ${b.offeringTitle}`, at: b.createdAt }));
  return [...completed, ...booked].sort((a, b) => t(b.at) - t(a.at)).slice(0, RECENT_LIMIT);
}

/** Tutor tabs: confirmed in the future is upcoming, confirmed now or past is past; others keep their status. */
export function displayStatus(b: Pick<DashBooking, 'status' | 'scheduledAt'>, now: number): 'upcoming' | 'past' | 'pending' | 'cancelled' | 'completed' {
  if (b.status === 'confirmed') return t(b.scheduledAt) > now ? 'upcoming' : 'past';
  return b.status;
}

export type TutorTab = 'upcoming' | 'past' | 'pending' | 'cancelled';
export function inTutorTab(b: Pick<DashBooking, 'status' | 'scheduledAt'>, tab: TutorTab, now: number): boolean {
  const d = displayStatus(b, now);
  if (tab === 'past') return d === 'past' || d === 'completed';
  return d === tab;
}

export const goalPercent = (s: Pick<StudentStats, 'monthlyGoal' | 'monthlyProgress'>) =>
  Math.min(100, Math.round((s.monthlyProgress / Math.max(1, s.monthlyGoal)) * 100));

/** Consecutive local days, ending today (or yesterday, while today is still open), with a completed session. */
export function currentStreak(completedDays: Set<string>, now: number, timezone: string): number {
  const DAY = 24 * HOUR;
  let cursor = now;
  if (!completedDays.has(localParts(cursor, timezone).dateKey)) cursor -= DAY;
  let streak = 0;
  while (completedDays.has(localParts(cursor, timezone).dateKey)) {
    streak += 1;
    cursor -= DAY;
  }
  return streak;
}

/** The answer of GET /api/bookings/student-stats; monthlyProgress counts sessions completed this calendar month. */
export function learningStats(bookings: DashBooking[], now: number, timezone: string, monthlyGoal = DEFAULT_MONTHLY_GOAL): StudentStats {
  const completed = bookings.filter((b) => b.status === 'completed');
  const minutes = completed.reduce((sum, b) => sum + b.durationMinutes, 0);
  const ratings = completed.map((b) => b.review?.rating).filter((r): r is number => typeof r === 'number');
  const categories = new Map<string, number>();
  for (const b of completed.length ? completed : bookings.filter(live)) {
    if (b.offeringCategory) categories.set(b.offeringCategory, (categories.get(b.offeringCategory) ?? 0) + 1);
  }
  const month = localParts(now, timezone).dateKey.slice(0, 7);
  const thisMonth = completed.filter((b) => localParts(t(b.scheduledAt), timezone).dateKey.startsWith(month)).length;
  return {
    totalSessions: completed.length,
    hoursLearned: Math.round((minutes / 60) * 10) / 10,
    averageRating: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null,
    completionRate: bookings.length ? Math.round((completed.length / bookings.length) * 100) : 0,
    currentStreak: currentStreak(new Set(completed.map((b) => localParts(t(b.scheduledAt), timezone).dateKey)), now, timezone),
    favoriteSubjects: [...categories.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 3).map(([c]) => c),
    monthlyGoal,
    monthlyProgress: thisMonth,
  };
}
