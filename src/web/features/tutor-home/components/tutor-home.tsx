// Tutor home: the four count cards, this month's figures with their trend, requests to answer, the next
// session, messages, all upcoming, quick create.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarClock, CalendarPlus, Clock, MessageSquare, Plus, Send, Tag } from 'lucide-react';
import { formatLongDate, formatMoney, formatTime } from '../../../lib/format';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { useBookingCounts, useBookings } from '../../../entities/bookings/api';
import { JoinSessionButton } from '../../../entities/bookings/join-gate';
import { useUnread } from '../../../entities/threads/api';
import { TutorReviewsCard } from '../../../entities/reviews';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAiContentCounts } from '../api/ai-counts';
import { useTutorFigures } from '../api/tutor-figures';
import { RequestsCard } from './requests-card';
import { ThisMonthCard } from './this-month-card';

function StatCard({ title, value, hint, icon }: { title: string; value: number; hint: string; icon: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between pt-6">
        <div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{title}</p>
          <p className="mt-1 text-3xl font-bold" data-testid={`stat-${title.toLowerCase().replace(/ /g, '-')}`}>
            {value}
          </p>
          <p className="text-xs text-slate-500">{hint}</p>
        </div>
        <span className="rounded-md bg-brand-50 p-2 text-brand-700 dark:bg-brand-700/20 dark:text-brand-100">{icon}</span>
      </CardContent>
    </Card>
  );
}

function Section({ title, contentClassName, children }: { title: string; contentClassName?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** A card's empty state: what is missing and a link to fix it. */
function EmptyHint({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <div className="space-y-3 text-center">
      <p className="text-slate-600 dark:text-slate-400">{text}</p>
      <Button variant="outline" asChild>
        <Link to={to}>{label}</Link>
      </Button>
    </div>
  );
}

/** `onJoin` opens the live session; the route decides how (own window, else an in-page room). */
export function TutorHome({ timezone, onJoin, checklist }: { timezone: string; onJoin: (bookingId: string) => void; /** The readiness checklist, shown first until the tutor is bookable. */ checklist?: ReactNode }) {
  const counts = useBookingCounts();
  const sessions = useBookings('tutor');
  const unread = useUnread();
  const ai = useAiContentCounts();
  const figures = useTutorFigures(timezone);
  const now = Date.now();
  const live = (sessions.data ?? []).filter((b) => (b.status === 'pending' || b.status === 'confirmed') && Date.parse(b.endsAt) > now);
  const next = live[0];
  const confirmedCount = live.filter((b) => b.status === 'confirmed').length;
  const pendingCount = live.filter((b) => b.status === 'pending').length;
  const unreadTotal = unread.data?.total ?? 0;
  const c = counts.data;

  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">Welcome back!</h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          {checklist}
          <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
            <StatCard title="Upcoming Sessions" value={c?.upcomingSessions ?? 0} hint="Today & tomorrow" icon={<CalendarClock className="h-5 w-5" aria-hidden />} />
            <StatCard title="Pending Sessions" value={c?.pendingSessions ?? 0} hint="Awaiting confirmation" icon={<Clock className="h-5 w-5" aria-hidden />} />
            <StatCard title="Unread Messages" value={unreadTotal} hint="From students" icon={<MessageSquare className="h-5 w-5" aria-hidden />} />
            <StatCard title="Active Offers" value={c?.totalOffers ?? 0} hint="Published offers" icon={<Tag className="h-5 w-5" aria-hidden />} />
          </div>
          {figures.error ? (
            <p className="text-sm text-red-600 dark:text-red-400">Failed to load this month's figures. Please try again.</p>
          ) : figures.data ? (
            <>
              <RequestsCard figures={figures.data} bookings={sessions.data} timezone={timezone} />
              <ThisMonthCard figures={figures.data} />
            </>
          ) : (
            <Skeleton className="h-96" />
          )}
          <TutorReviewsCard />
        </div>

        <div className="min-w-0 space-y-4">
        <Section title="Next Session">
          {next ? (
            <div className="space-y-2" data-testid="next-session">
              <p className="text-lg font-semibold">{next.offeringTitle}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">with {next.studentName}</p>
              <p className="text-sm">{formatLongDate(next.scheduledAt, timezone)}</p>
              <p className="text-sm">{formatTime(next.scheduledAt, timezone, { zoneName: true })}</p>
              <p className="text-sm font-semibold">{formatMoney(next.totalAmount)}</p>
              <div className="flex flex-wrap gap-2 pt-2">
                <Button variant="outline" asChild>
                  <Link to="/tutor/dashboard/sessions">View Details</Link>
                </Button>
                <JoinSessionButton booking={next} side="tutor" size="md" label="Join Meeting" onJoin={() => onJoin(next.id)} />
              </div>
            </div>
          ) : (
            <EmptyHint text="No upcoming sessions today" to="/tutor/dashboard/calendar" label="Open Availability" />
          )}
        </Section>

        <Section title="Messages & Chat Requests" contentClassName="space-y-3">
          {unreadTotal > 0 ? (
            <p>
              <span className="text-2xl font-bold">{unreadTotal}</span> <span className="text-sm text-slate-600 dark:text-slate-400">Unread messages</span>
            </p>
          ) : (
            <p className="text-slate-600 dark:text-slate-400">All messages read</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to="/tutor/dashboard/messages">View Messages</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/tutor/dashboard/messages?tab=requests">Chat Requests</Link>
            </Button>
          </div>
        </Section>

        <Section title="All Upcoming Sessions">
          {confirmedCount + pendingCount === 0 ? (
            <EmptyHint text="No upcoming sessions yet" to="/tutor/dashboard/availability" label="Set Availability" />
          ) : (
            <div className="grid grid-cols-2 gap-4 text-center">
              <div>
                <p className="text-3xl font-bold text-green-700 dark:text-green-300">{confirmedCount}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">Confirmed</p>
              </div>
              <div>
                <p className="text-3xl font-bold text-yellow-700 dark:text-yellow-300">{pendingCount}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">Pending</p>
              </div>
            </div>
          )}
        </Section>

        <Section title="Quick Create" contentClassName="grid gap-2 sm:grid-cols-3 lg:grid-cols-1">
          <Button variant="outline" asChild>
            <Link to="/tutor/dashboard/offers?new=1">
              <Plus className="h-4 w-4" aria-hidden /> New Offer
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/tutor/dashboard/calendar?add=1">
              <CalendarPlus className="h-4 w-4" aria-hidden /> Open Slots
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/tutor/dashboard/messages">
              <Send className="h-4 w-4" aria-hidden /> Message Student
            </Link>
          </Button>
          <p className="text-sm text-slate-600 sm:col-span-3 lg:col-span-1 dark:text-slate-400">
            <Link to="/tutor/dashboard/plans" className="hover:underline" data-testid="total-plans">
              {ai.data?.totalPlans ?? 0} lesson plan{ai.data?.totalPlans === 1 ? '' : 's'}
            </Link>{' '}
            ·{' '}
            <Link to="/tutor/dashboard/summaries" className="hover:underline" data-testid="total-summaries">
              {ai.data?.totalSummaries ?? 0} session summar{ai.data?.totalSummaries === 1 ? 'y' : 'ies'}
            </Link>{' '}
            kept
          </p>
        </Section>
        </div>
      </div>
    </div>
  );
}
