// The next session: when (with a live countdown), with whom, Join, and its agenda: what the offer covers,
// the student's own note, and the lesson plan the tutor shared for it.
import { Link } from 'react-router';
import { nextSessionBadge } from '@shared/rules/dashboard';
import type { BookingDto } from '@shared/schemas/bookings';
import type { StudentDashboard } from '@shared/schemas/dashboard';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { usePreloadWhenJoinable } from '../../../lib/use-preload-when-joinable';
import { formatDateTime } from '../../../lib/format';
import { JoinSessionButton } from '../../../entities/bookings/join-gate';
import { Countdown } from './countdown';

type Plan = NonNullable<StudentDashboard['nextPlan']>;

function Agenda({ next, plan }: { next: BookingDto; plan: Plan | null }) {
  const description = next.offeringDescription?.trim();
  const notes = next.notes?.trim();
  return (
    <section aria-labelledby="next-agenda" className="space-y-2 border-t border-slate-200 pt-3 dark:border-slate-800">
      <h4 id="next-agenda" className="text-sm font-semibold">
        Agenda
      </h4>
      {plan ? (
        <div className="space-y-2 text-sm" data-testid="next-plan">
          <p className="font-medium">{plan.title || 'Lesson plan'}</p>
          {plan.objectives.length > 0 && (
            <ul className="list-disc space-y-0.5 pl-5">
              {plan.objectives.map((o) => (
                <li key={o}>{o}</li>
              ))}
            </ul>
          )}
          {plan.activities.length > 0 && (
            <ol className="space-y-0.5">
              {plan.activities.map((a, i) => (
                <li key={`${i}-${a.name}`} className="flex justify-between gap-2 text-slate-700 dark:text-slate-300">
                  <span>
                    {i + 1}. {a.name}
                  </span>
                  <span className="tabular-nums text-slate-600 dark:text-slate-400">{a.minutes} min</span>
                </li>
              ))}
            </ol>
          )}
          <Link to="/student/materials" className="inline-block font-medium text-brand-700 hover:underline dark:text-brand-100">
            Open the full lesson plan
          </Link>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">Your tutor has not shared a lesson plan for this session yet.</p>
      )}
      {description && (
        <div className="text-sm">
          <p className="font-medium">About this lesson</p>
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{description}</p>
        </div>
      )}
      {notes && (
        <div className="text-sm">
          <p className="font-medium">Your note to the tutor</p>
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{notes}</p>
        </div>
      )}
    </section>
  );
}

type Props = { next: BookingDto | undefined; plan: Plan | null; timezone: string; onJoin: (id: string) => void; preloadRoom: () => void };

export function NextSession({ next, plan, timezone, onJoin, preloadRoom }: Props) {
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
  return (
    <Card data-testid="next-session">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {badge === 'today' && <Badge tone="green">Today</Badge>}
        {badge === 'soon' && <Badge tone="orange">Soon</Badge>}
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1">
            <p className="text-lg font-semibold">{next.offeringTitle}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">with {next.expertName}</p>
            <p className="text-sm">
              {formatDateTime(next.scheduledAt, timezone, { style: 'long', zoneName: true })} · {next.durationMinutes} min
            </p>
            <Badge tone={next.status === 'confirmed' ? 'blue' : 'yellow'} className="capitalize">
              {next.status}
            </Badge>
          </div>
          <Countdown startsAt={next.scheduledAt} endsAt={next.endsAt} />
        </div>
        <div className="flex flex-wrap gap-2">
          <JoinSessionButton booking={next} side="student" size="md" label="Join Session" onJoin={() => onJoin(next.id)} onPointerEnter={preloadRoom} onFocus={preloadRoom} />
          <Button variant="outline" asChild>
            <Link to="/student/sessions">View Details</Link>
          </Button>
        </div>
        <Agenda next={next} plan={plan?.bookingId === next.id ? plan : null} />
      </CardContent>
    </Card>
  );
}
