// Student dashboard (and /student/sessions): stats, next session with its countdown and agenda, goal, the
// learning path's card, learning charts, activity, actions, and the sessions in two lists: upcoming and past,
// each booking in one of them.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BookOpen, CalendarDays, CheckCircle2, Clock, Flame, MessageSquare, Search, Star } from 'lucide-react';
import { BOOKING_EVENTS } from '@shared/realtime-constants';
import { recentActivity } from '@shared/rules/dashboard';
import type { BookingDto } from '@shared/schemas/bookings';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadingText } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { bookingKeys, useBookings, useStudentStats } from '../../../entities/bookings/api';
import { useUnread } from '../../../entities/threads/api';
import { useStudentFigures } from '../api/dashboard-figures';
import { splitSessions } from '../lib/split-sessions';
import { GoalCard } from './goal-card';
import { LearningPathCard } from './learning-path-card';
import { NextSession } from './next-session';
import { SessionRow } from './session-list';

const LearningCharts = lazy(() => import('./learning-charts'));

/** How many of each list the dashboard shows; /student/sessions shows them all. */
const UPCOMING_ON_DASHBOARD = 3;
const PAST_ON_DASHBOARD = 5;

type Props = {
  userId: string;
  name: string;
  timezone: string;
  showAll: boolean;
  onRate: (bookingId: string) => void;
  /** Opens the live session (the route decides how: own window, else the session page). */
  onJoin: (bookingId: string) => void;
  /** Fetches the live room ahead of a Join click: once the next session can be joined, or on pointer or focus. */
  preloadRoom: () => void;
  /** Actions other features add to a session still to come (reschedule, add to calendar); past ones get none. */
  rowActions?: (b: BookingDto, compact: boolean) => ReactNode;
};

function Stat({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between pt-6">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
          <p className="mt-1 text-2xl font-bold">{value}</p>
        </div>
        <span className="rounded-md bg-brand-50 p-2 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100">{icon}</span>
      </CardContent>
    </Card>
  );
}

function SessionsCard({ title, testId, items, total, showAll, empty, children }: { title: string; testId: string; items: BookingDto[]; total: number; showAll: boolean; empty: string; children: (b: BookingDto) => ReactNode }) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          {title} <span className="font-normal text-slate-600 dark:text-slate-400">({total})</span>
        </CardTitle>
        {!showAll && total > items.length && (
          <Button variant="ghost" size="sm" asChild>
            <Link to="/student/sessions">View All</Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>{items.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p> : <ul className="space-y-2">{items.map(children)}</ul>}</CardContent>
    </Card>
  );
}

export function StudentDashboard({ userId, name, timezone, showAll, onRate, onJoin, preloadRoom, rowActions }: Props) {
  const qc = useQueryClient();
  const bookings = useBookings('student');
  const stats = useStudentStats();
  const figures = useStudentFigures(timezone);
  const unread = useUnread();
  useRealtimeEvents(`user:${userId}`, [...BOOKING_EVENTS, 'review.created'], () => void qc.invalidateQueries({ queryKey: bookingKeys.all }));

  const ready = Boolean(bookings.data && stats.data);
  // /student/sessions is the same screen, opened at the lists.
  useEffect(() => {
    if (showAll && ready) document.getElementById('all-sessions')?.scrollIntoView({ block: 'start' });
  }, [showAll, ready]);

  if (bookings.isPending || stats.isPending) return <LoadingText text="Loading your dashboard..." />;
  if (bookings.error || stats.error) return <p className="text-red-600 dark:text-red-400">Failed to load dashboard data. Please try again.</p>;

  const s = stats.data;
  const { upcoming, past } = splitSessions(bookings.data, Date.now());
  const activity = recentActivity(bookings.data);
  const unreadTotal = unread.data?.total ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-xl font-semibold">Welcome back, {name}!</h2>
        <Button asChild>
          <Link to="/discover-experts">
            <Search className="h-4 w-4" aria-hidden /> Find New Experts
          </Link>
        </Button>
      </div>

      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Stat label="Total Sessions" value={s.totalSessions} icon={<BookOpen className="h-5 w-5" aria-hidden />} />
        <Stat label="Hours Learned" value={`${s.hoursLearned}h`} icon={<Clock className="h-5 w-5" aria-hidden />} />
        <Stat label="Day Streak" value={s.currentStreak} icon={<Flame className="h-5 w-5" aria-hidden />} />
        <Stat
          label="Avg Rating"
          value={
            <span className="inline-flex items-center gap-1">
              {s.averageRating == null ? '–' : s.averageRating.toFixed(1)} <Star className="h-5 w-5 fill-yellow-400 text-yellow-400" aria-hidden />
            </span>
          }
          icon={<Star className="h-5 w-5" aria-hidden />}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <NextSession next={upcoming[0]} plan={figures.data?.nextPlan ?? null} timezone={timezone} onJoin={onJoin} preloadRoom={preloadRoom} />
          <GoalCard goal={s.monthlyGoal} progress={s.monthlyProgress} />
          <LearningPathCard />
          {figures.error ? (
            <p className="text-sm text-red-600 dark:text-red-400">Failed to load your learning charts. Please try again.</p>
          ) : (
            <Suspense fallback={<Skeleton className="h-64" />}>{figures.data ? <LearningCharts figures={figures.data} /> : <Skeleton className="h-64" />}</Suspense>
          )}
        </div>

        <div className="min-w-0 space-y-4">
          <Card>
            <CardHeader>
              <CardTitle>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <Button variant="outline" asChild>
                <Link to="/discover-experts">Find New Experts</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/student/sessions">View All Sessions</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/student/messages">
                  Messages
                  {unreadTotal > 0 && <Badge tone="red">{unreadTotal > 99 ? '99+' : unreadTotal}</Badge>}
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/student/materials">Learning Materials</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/student/saved">Saved tutors</Link>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <MessageSquare className="h-5 w-5" aria-hidden /> Messages & Conversations
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              {unreadTotal > 0 ? (
                <p>
                  <span className="text-2xl font-bold">{unreadTotal}</span> unread message{unreadTotal === 1 ? '' : 's'}
                </p>
              ) : (
                <div>
                  <p className="font-medium">All caught up!</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">No unread messages</p>
                </div>
              )}
              <Button asChild className="w-full">
                <Link to="/student/messages">Open Messages</Link>
              </Button>
            </CardContent>
          </Card>
          {(s.completionRate > 0 || s.favoriteSubjects.length > 0) && (
            <Card>
              <CardHeader>
                <CardTitle>Learning Insights</CardTitle>
              </CardHeader>
              <CardContent className="space-y-3">
                {s.completionRate > 0 && (
                  <div>
                    <p className="text-sm text-slate-600 dark:text-slate-400">Completion Rate</p>
                    <p className="text-2xl font-bold">{s.completionRate}%</p>
                  </div>
                )}
                {s.favoriteSubjects.length > 0 && (
                  <div>
                    <p className="text-sm text-slate-600 dark:text-slate-400">Favorite Subjects</p>
                    <div className="mt-1 flex flex-wrap gap-1">
                      {s.favoriteSubjects.map((f) => (
                        <Badge key={f} tone="brand">
                          {f}
                        </Badge>
                      ))}
                    </div>
                  </div>
                )}
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader>
              <CardTitle>Recent Activity</CardTitle>
            </CardHeader>
            <CardContent>
              {activity.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-400">No recent activity</p>
              ) : (
                <ul className="space-y-3">
                  {activity.map((a) => (
                    <li key={a.id} className="flex items-start gap-3">
                      {a.kind === 'completed' ? <CheckCircle2 className="mt-0.5 h-5 w-5 text-green-600" aria-hidden /> : <CalendarDays className="mt-0.5 h-5 w-5 text-blue-600" aria-hidden />}
                      <div>
                        <p className="font-medium">{a.title}</p>
                        <p className="text-sm text-slate-600 dark:text-slate-400">{a.description}</p>
                        <p className="text-xs text-slate-600 dark:text-slate-400">{formatDateTime(a.at, timezone)}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      </div>

      <section id="all-sessions" aria-label={showAll ? 'All Sessions' : 'Your Sessions'} className="scroll-mt-4 space-y-4">
        <SessionsCard
          title="Upcoming Sessions"
          testId="upcoming-sessions"
          items={showAll ? upcoming : upcoming.slice(0, UPCOMING_ON_DASHBOARD)}
          total={upcoming.length}
          showAll={showAll}
          empty="No upcoming sessions"
        >
          {(b) => <SessionRow key={b.id} b={b} timezone={timezone} onRate={onRate} extra={rowActions?.(b, false)} />}
        </SessionsCard>
        <SessionsCard
          title="Past Sessions"
          testId="past-sessions"
          items={showAll ? past : past.slice(0, PAST_ON_DASHBOARD)}
          total={past.length}
          showAll={showAll}
          empty={bookings.data.length === 0 ? 'You have not booked any sessions yet.' : 'No past sessions yet.'}
        >
          {/* Over or called off: nothing to add to a calendar or move. */}
          {(b) => <SessionRow key={b.id} b={b} timezone={timezone} onRate={onRate} />}
        </SessionsCard>
      </section>
    </div>
  );
}
