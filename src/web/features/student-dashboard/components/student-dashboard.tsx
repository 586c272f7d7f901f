// Student dashboard (and /student/sessions): stats, next session, goal, upcoming, activity, actions.
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { BookOpen, CalendarDays, CheckCircle2, Clock, Flame, MessageSquare, Search, Star, Target } from 'lucide-react';
import { toast } from 'sonner';
import { BOOKING_EVENTS } from '@shared/realtime-constants';
import { goalPercent, nextSessionBadge, recentActivity, upcomingSessions } from '@shared/rules/dashboard';
import type { BookingDto } from '@shared/schemas/bookings';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input, Label } from '../../../components/ui/input';
import { LoadingText } from '../../../components/ui/spinner';
import { usePreloadWhenJoinable } from '../../../lib/use-preload-when-joinable';
import { useRealtimeEvents } from '../../../lib/use-realtime';
import { bookingKeys, useBookings, useStudentStats } from '../../../entities/bookings/api';
import { JoinSessionButton } from '../../../entities/bookings/join-gate';
import { useUnread } from '../../../entities/threads/api';
import { useMonthlyGoal } from '../api/monthly-goal';
import { SessionRow } from './session-list';
import { zoneAbbreviation } from '../../../lib/viewer-zone';

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
  /** Actions other features add to a session row (compact: the upcoming list). */
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

function NextSession({ next, timezone, onJoin, preloadRoom }: { next: BookingDto | undefined; timezone: string; onJoin: (id: string) => void; preloadRoom: () => void }) {
  usePreloadWhenJoinable(next, preloadRoom);
  if (!next) {
    return (
      <Card>
        <CardContent className="space-y-3 pt-6 text-center">
          <p className="font-medium">No upcoming sessions</p>
          <Button asChild>
            <Link to="/discover-experts">Find Experts</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  const badge = nextSessionBadge(next.scheduledAt, Date.now(), timezone);
  const title = badge === 'today' ? 'Your session is today!' : badge === 'soon' ? 'Starting soon!' : 'Next Session';
  const local = new TZDate(Date.parse(next.scheduledAt), timezone);
  return (
    <Card data-testid="next-session">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {badge === 'today' && <Badge tone="green">Today</Badge>}
        {badge === 'soon' && <Badge tone="orange">Soon</Badge>}
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-lg font-semibold">{next.offeringTitle}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">with {next.expertName}</p>
        <p className="text-sm">
          {format(local, 'EEEE, MMMM d, yyyy')} at {format(local, 'h:mm a')} {zoneAbbreviation(timezone, local)} · {next.durationMinutes} min
        </p>
        <Badge tone={next.status === 'confirmed' ? 'blue' : 'yellow'} className="capitalize">
          {next.status}
        </Badge>
        <div className="flex flex-wrap gap-2 pt-2">
          <JoinSessionButton booking={next} side="student" size="md" label="Join Session" onJoin={() => onJoin(next.id)} onPointerEnter={preloadRoom} onFocus={preloadRoom} />
          <Button variant="outline" asChild>
            <Link to="/student/sessions">View Details</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function GoalCard({ goal, progress }: { goal: number; progress: number }) {
  const setGoal = useMonthlyGoal();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(String(goal));
  const pct = goalPercent({ monthlyGoal: goal, monthlyProgress: progress });
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="flex items-center gap-2">
          <Target className="h-5 w-5" aria-hidden /> Monthly Learning Goal
        </CardTitle>
        <Button variant="ghost" size="sm" onClick={() => setEditing((e) => !e)}>
          {editing ? 'Close' : 'Edit Goal'}
        </Button>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-sm">
          {progress} of {goal} sessions this month · {pct}%
        </p>
        <div className="h-2 rounded-full bg-slate-200 dark:bg-slate-800" role="progressbar" aria-label="Monthly goal progress" aria-valuenow={pct} aria-valuemin={0} aria-valuemax={100}>
          <div className="h-2 rounded-full bg-brand-600" style={{ width: `${pct}%` }} />
        </div>
        {editing && (
          <form
            className="flex items-end gap-2 pt-2"
            onSubmit={(e) => {
              e.preventDefault();
              const n = Number.parseInt(value, 10);
              if (!Number.isInteger(n) || n < 1 || n > 100) {
                toast.error('Invalid goal', { description: 'Choose between 1 and 100 sessions a month.' });
                return;
              }
              setGoal.mutate(n, { onSuccess: () => setEditing(false), onError: () => toast.error('Error', { description: 'Failed to save your goal. Please try again.' }) });
            }}
          >
            <div className="space-y-1">
              <Label htmlFor="goal">Sessions per month</Label>
              <Input id="goal" type="number" min={1} max={100} value={value} onChange={(e) => setValue(e.target.value)} className="w-28" />
            </div>
            <Button type="submit" disabled={setGoal.isPending}>
              Save
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

export function StudentDashboard({ userId, name, timezone, showAll, onRate, onJoin, preloadRoom, rowActions }: Props) {
  const qc = useQueryClient();
  const bookings = useBookings('student');
  const stats = useStudentStats();
  const unread = useUnread();
  useRealtimeEvents(`user:${userId}`, [...BOOKING_EVENTS, 'review.created'], () => void qc.invalidateQueries({ queryKey: bookingKeys.all }));

  const ready = Boolean(bookings.data && stats.data);
  // /student/sessions is the same screen, opened at the full list.
  useEffect(() => {
    if (showAll && ready) document.getElementById('all-sessions')?.scrollIntoView({ block: 'start' });
  }, [showAll, ready]);

  if (bookings.isPending || stats.isPending) return <LoadingText text="Loading your dashboard..." />;
  if (bookings.error || stats.error) return <p className="text-red-600 dark:text-red-400">Failed to load dashboard data. Please try again.</p>;

  const list = bookings.data;
  const s = stats.data;
  const now = Date.now();
  const upcoming = upcomingSessions(list, now);
  const activity = recentActivity(list);
  const unreadTotal = unread.data?.total ?? 0;
  const sorted = [...list].sort((a, b) => Date.parse(b.scheduledAt) - Date.parse(a.scheduledAt));

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
        <div className="space-y-4 lg:col-span-2">
          <NextSession next={upcoming[0]} timezone={timezone} onJoin={onJoin} preloadRoom={preloadRoom} />
          <GoalCard goal={s.monthlyGoal} progress={s.monthlyProgress} />
          <Card>
            <CardHeader className="flex flex-row items-center justify-between">
              <CardTitle>Upcoming Sessions</CardTitle>
              <Button variant="ghost" size="sm" asChild>
                <Link to="/student/sessions">View All</Link>
              </Button>
            </CardHeader>
            <CardContent>
              {upcoming.length === 0 ? (
                <p className="text-sm text-slate-500">No upcoming sessions</p>
              ) : (
                <ul className="space-y-2">
                  {upcoming.map((b) => (
                    <SessionRow key={b.id} b={b} timezone={timezone} compact extra={rowActions?.(b, true)} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Recent Activity</CardTitle>
            </CardHeader>
            <CardContent>
              {activity.length === 0 ? (
                <p className="text-sm text-slate-500">No recent activity</p>
              ) : (
                <ul className="space-y-3">
                  {activity.map((a) => (
                    <li key={a.id} className="flex items-start gap-3">
                      {a.kind === 'completed' ? <CheckCircle2 className="mt-0.5 h-5 w-5 text-green-600" aria-hidden /> : <CalendarDays className="mt-0.5 h-5 w-5 text-blue-600" aria-hidden />}
                      <div>
                        <p className="font-medium">{a.title}</p>
                        <p className="text-sm text-slate-600 dark:text-slate-400">{a.description}</p>
                        <p className="text-xs text-slate-500">{format(new TZDate(Date.parse(a.at), timezone), 'MMM d, yyyy h:mm a')}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>

        <div className="space-y-4">
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
                  <p className="text-sm text-slate-500">No unread messages</p>
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
        </div>
      </div>

      <Card id="all-sessions">
        <CardHeader>
          <CardTitle>{showAll ? 'All Sessions' : 'Your Sessions'}</CardTitle>
        </CardHeader>
        <CardContent>
          {sorted.length === 0 ? (
            <p className="text-sm text-slate-500">You have not booked any sessions yet.</p>
          ) : (
            <ul className="space-y-2">
              {(showAll ? sorted : sorted.slice(0, 5)).map((b) => (
                <SessionRow key={b.id} b={b} timezone={timezone} onRate={onRate} extra={rowActions?.(b, false)} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
