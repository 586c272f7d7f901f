// Groups a student's sessions, summaries, plans and goals into subjects and counts progress by month. Pure:
// the service reads the rows and decides who sees what; this only arranges them.
import { PATH_MIN_MONTHS, PATH_MONTHS, type GoalDto, type PlanAgenda, type ProgressMonth, type SessionEntry, type SubjectPath } from '../../../shared/schemas/learning-path';

type SessionIn = {
  bookingId: string;
  status: string;
  scheduledAt: Date;
  offeringTitle: string | null;
  category: string | null;
  domainName: string | null;
  tutorName: string;
};
type SummaryIn = { id: string; bookingId: string | null; subject: string; topics: string; content: unknown; sharedAt: Date | null; createdAt: Date; tutorName: string };
type PlanIn = { id: string; bookingId: string | null; basedOnSummaryId: string | null; topic: string; content: unknown; sharedAt: Date | null; createdAt: Date };
type GoalIn = GoalDto & { achievedOn: Date | null };

/** How subjects are matched: "Mathematics", " mathematics " and "MATHEMATICS" are one. */
export const subjectKey = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const GENERAL = 'General';

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '') : []);
const field = (o: unknown, k: string): unknown => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined);

/** "2026-03" for an instant, in the viewer's zone. */
export function monthOf(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' }).formatToParts(at);
  return `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
}

function nextMonth(m: string): string {
  const [y, mo] = m.split('-').map(Number);
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
}

/**
 * The months from the first with activity to now, each with running totals: at least PATH_MIN_MONTHS (a trend
 * needs a few points, even for a new student) and at most PATH_MONTHS, older months counting in the totals.
 */
export function progressByMonth(sessionMonths: string[], goalMonths: string[], current: string): ProgressMonth[] {
  const all = [...sessionMonths, ...goalMonths].sort();
  if (all.length === 0) return [];
  const back = (n: number) => {
    let m = current;
    for (let i = 1; i < n; i++) m = previousMonth(m);
    return m;
  };
  const earliest = back(PATH_MONTHS);
  const latest = back(PATH_MIN_MONTHS);
  const start = all[0] < earliest ? earliest : all[0] > latest ? latest : all[0];
  const count = (list: string[], m: string) => list.filter((x) => x === m).length;
  let totalSessions = sessionMonths.filter((m) => m < start).length;
  let totalGoalsAchieved = goalMonths.filter((m) => m < start).length;
  const out: ProgressMonth[] = [];
  for (let m = start; m <= current; m = nextMonth(m)) {
    const sessions = count(sessionMonths, m);
    const goalsAchieved = count(goalMonths, m);
    totalSessions += sessions;
    totalGoalsAchieved += goalsAchieved;
    out.push({ month: m, sessions, goalsAchieved, totalSessions, totalGoalsAchieved });
  }
  return out;
}

function previousMonth(m: string): string {
  const [y, mo] = m.split('-').map(Number);
  return mo === 1 ? `${y - 1}-12` : `${y}-${String(mo - 1).padStart(2, '0')}`;
}

/** The topics as the tutor listed them ("Linear equations, Graphs"), else as the summary's text has them. */
function topicsOf(s: SummaryIn): string[] {
  const listed = s.topics
    .split(/[,;\n]/)
    .map((x) => x.trim())
    .filter(Boolean);
  return listed.length > 0 ? listed.slice(0, 12) : strings(field(s.content, 'topicsCovered'));
}

function agenda(p: PlanIn, scheduledAt: Date | null): PlanAgenda {
  const activities = (Array.isArray(field(p.content, 'activities')) ? (field(p.content, 'activities') as unknown[]) : []).flatMap((a) => {
    const name = field(a, 'name');
    const minutes = field(a, 'minutes');
    if (typeof name !== 'string' || typeof minutes !== 'number') return [];
    const description = field(a, 'description');
    return [{ name, minutes: Math.round(minutes), description: typeof description === 'string' ? description : '' }];
  });
  const title = field(p.content, 'title');
  return {
    id: p.id,
    bookingId: p.bookingId,
    scheduledAt: scheduledAt?.toISOString() ?? null,
    title: typeof title === 'string' && title.trim() ? title : p.topic,
    objectives: strings(field(p.content, 'objectives')),
    activities,
    sharedAt: p.sharedAt?.toISOString() ?? null,
  };
}

type Group = { names: Map<string, number>; sessions: SessionIn[]; entries: SessionEntry[]; plans: PlanIn[]; goals: GoalIn[]; lastActivity: number };

type Input = { sessions: SessionIn[]; summaries: SummaryIn[]; plans: PlanIn[]; goals: GoalIn[]; zone: string; now: Date };

/** The subjects, most recent activity first. */
export function assembleSubjects({ sessions, summaries, plans, goals, zone, now }: Input): SubjectPath[] {
  const groups = new Map<string, Group>();
  const group = (name: string, at: number) => {
    const key = subjectKey(name) || subjectKey(GENERAL);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { names: new Map(), sessions: [], entries: [], plans: [], goals: [], lastActivity: 0 }));
    g.names.set(name.trim(), (g.names.get(name.trim()) ?? 0) + 1);
    g.lastActivity = Math.max(g.lastActivity, at);
    return g;
  };

  // Newest first: a session's summary is its newest one.
  const summaryOf = new Map<string, SummaryIn>();
  for (const s of summaries) if (s.bookingId && !summaryOf.has(s.bookingId)) summaryOf.set(s.bookingId, s);
  const summarySubject = new Map(summaries.map((s) => [s.id, s.subject]));
  const sessionOf = new Map(sessions.map((s) => [s.bookingId, s]));
  // A session's subject: what its summary says, else the offer's category, else the tutor's subject area.
  const subjectOf = (b: SessionIn) => summaryOf.get(b.bookingId)?.subject ?? (b.category?.trim() || b.domainName?.trim() || GENERAL);

  const entry = (b: SessionIn | null, s: SummaryIn | null): SessionEntry => ({
    bookingId: b?.bookingId ?? s?.bookingId ?? null,
    at: (b?.scheduledAt ?? s!.createdAt).toISOString(),
    status: b && b.status !== 'completed' ? 'upcoming' : 'completed',
    title: b?.offeringTitle ?? null,
    tutorName: b?.tutorName ?? s!.tutorName,
    summary: s
      ? {
          id: s.id,
          topicsCovered: topicsOf(s),
          nextSteps: strings(field(s.content, 'nextSteps')),
          strengths: strings(field(s.content, 'strengths')),
          sharedAt: s.sharedAt?.toISOString() ?? null,
        }
      : null,
  });

  for (const b of sessions) {
    const g = group(subjectOf(b), b.scheduledAt.getTime());
    g.sessions.push(b);
    g.entries.push(entry(b, summaryOf.get(b.bookingId) ?? null));
  }
  // A summary whose session is not on the path (written without one, or for a session since cancelled).
  for (const s of summaries) {
    if (s.bookingId && sessionOf.has(s.bookingId)) continue;
    group(s.subject, s.createdAt.getTime()).entries.push(entry(null, s));
  }
  for (const p of plans) {
    const b = p.bookingId ? sessionOf.get(p.bookingId) : undefined;
    const name = b ? subjectOf(b) : (p.basedOnSummaryId && summarySubject.get(p.basedOnSummaryId)) || GENERAL;
    group(name, p.createdAt.getTime()).plans.push(p);
  }
  for (const goal of goals) group(goal.subject, Date.parse(goal.createdAt)).goals.push(goal);

  const current = monthOf(now, zone);
  return [...groups.entries()]
    .sort(([, a], [, b]) => b.lastActivity - a.lastActivity)
    .map(([key, g]): SubjectPath => {
      // The spelling used most names the subject; on a tie, a capitalised one ("Physics" over "physics").
      const capital = (n: string) => (n[0] !== n[0].toLowerCase() ? 1 : 0);
      const name = [...g.names.entries()].sort((a, b) => b[1] - a[1] || capital(b[0]) - capital(a[0]))[0][0];
      const completed = g.sessions.filter((b) => b.status === 'completed');
      const upcoming = g.sessions.filter((b) => b.status !== 'completed').sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
      const rank = (e: SessionEntry) => (e.status === 'upcoming' ? 0 : 1);
      const entries = g.entries.sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? Date.parse(a.at) - Date.parse(b.at) : Date.parse(b.at) - Date.parse(a.at)));
      return {
        key,
        name,
        goals: g.goals.map(({ achievedOn: _, ...goal }) => goal),
        sessions: entries,
        nextPlan: nextPlan(g.plans, upcoming, completed),
        progress: progressByMonth(
          completed.map((b) => monthOf(b.scheduledAt, zone)),
          g.goals.flatMap((x) => (x.status === 'achieved' && x.achievedOn ? [monthOf(x.achievedOn, zone)] : [])),
          current,
        ),
        completedSessions: completed.length,
        upcomingSessions: upcoming.length,
      };
    });
}

/**
 * The plan for the next session that has one; else the newest plan not tied to a session, when it was written
 * after the last completed session (it is about what comes next, not what is done).
 */
function nextPlan(plans: PlanIn[], upcoming: SessionIn[], completed: SessionIn[]): PlanAgenda | null {
  for (const b of upcoming) {
    const p = plans.find((x) => x.bookingId === b.bookingId);
    if (p) return agenda(p, b.scheduledAt);
  }
  const lastDone = Math.max(0, ...completed.map((b) => b.scheduledAt.getTime()));
  const loose = plans.find((p) => !p.bookingId && p.createdAt.getTime() > lastDone);
  return loose ? agenda(loose, null) : null;
}
