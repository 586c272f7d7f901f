// The dashboards' figures for the signed-in student or tutor, in the zone they asked for (else their profile's).
import { AppError } from '../../../shared/errors';
import type { DashboardQuery, StudentDashboard, TutorDashboard } from '../../../shared/schemas/dashboard';
import { DEFAULT_TIME_ZONE, canonicalIanaZone } from '../../../shared/rules/time-zone';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { dashboardRepo } from './dashboard.repo';

type Ctx = { deps: Deps; actor: Actor; input: DashboardQuery };

/** The zone asked for (checked by the query schema), else the profile's while it is a real zone, else the default. */
const zoneOf = (actor: Actor, input: DashboardQuery) => input.timeZone ?? (canonicalIanaZone(actor.timezone) ? actor.timezone : DEFAULT_TIME_ZONE);

export async function studentDashboard({ deps, actor, input }: Ctx): Promise<StudentDashboard> {
  const zone = zoneOf(actor, input);
  const now = deps.now();
  const repo = dashboardRepo(deps.db);
  const [weeklyHours, subjects, plan] = await Promise.all([repo.weeklyHours(actor.userId, zone, now), repo.subjects(actor.userId, now), repo.nextPlan(actor.userId, now)]);
  return {
    timeZone: zone,
    weeklyHours,
    subjects,
    nextPlan: plan && {
      bookingId: plan.booking_id,
      title: plan.content.title ?? '',
      objectives: plan.content.objectives ?? [],
      activities: (plan.content.activities ?? []).map((a) => ({ name: a.name, minutes: a.minutes })),
    },
  };
}

export async function tutorDashboard({ deps, actor, input }: Ctx): Promise<TutorDashboard> {
  // The route admits experts only; the check keeps the service honest for any other caller.
  if (!actor.expertProfileId) throw new AppError('FORBIDDEN', 'Only tutors have a tutor dashboard.');
  const zone = zoneOf(actor, input);
  const now = deps.now();
  const repo = dashboardRepo(deps.db);
  const [monthly, scheduled, requests] = await Promise.all([
    repo.monthly(actor.expertProfileId, zone, now),
    repo.scheduledThisMonth(actor.expertProfileId, zone, now),
    repo.requests(actor.expertProfileId, now),
  ]);
  const current = monthly[monthly.length - 1]!;
  return { timeZone: zone, currency: deps.env.CURRENCY, thisMonth: { ...current, scheduled }, monthly, requests: requests.items, requestCount: requests.count };
}
