// Learning hours per week and sessions per subject. Loaded on its own (recharts is large); each chart has its
// figures as a table too.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StudentDashboard } from '@shared/schemas/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { formatDate, formatDayMonth } from '../../../lib/format';

// Mid-tone indigo and teal: each reads on white and on slate-900, and they differ in lightness too.
const HOURS = '#6366f1';
const COMPLETED = '#6366f1';
const UPCOMING = '#14b8a6';

/** Legend words in the text colour (the swatch carries the series colour): readable in light and dark. */
const legendText = (value: string) => <span className="text-slate-700 dark:text-slate-300">{value}</span>;
const axis = { fontSize: 12, tick: { fill: 'currentColor' }, stroke: 'currentColor', strokeOpacity: 0.4 } as const;
const tooltip = {
  cursor: { fill: 'currentColor', fillOpacity: 0.08 },
  contentStyle: { background: '#fff', color: '#0f172a', borderRadius: 6, fontSize: 12 },
} as const;

/** "2026-03-16" → "Mar 16", or with its year "Mar 16, 2026" (a calendar day: read at midnight UTC, no zone shift). */
const weekLabel = (day: string, withYear = false) => (withYear ? formatDate : formatDayMonth)(`${day}T00:00:00Z`, 'UTC');
const hoursText = (h: number) => `${h} h`;

function WeeklyHoursChart({ weeks }: { weeks: StudentDashboard['weeklyHours'] }) {
  const rows = weeks.map((w) => ({ label: weekLabel(w.weekStart), hours: w.hours }));
  return (
    <ChartFigure
      caption="Hours learned per week, weeks starting Monday"
      columns={['Week of', 'Hours', 'Sessions']}
      rows={weeks.map((w) => ({ key: w.weekStart, cells: [weekLabel(w.weekStart, true), hoursText(w.hours), w.sessions] }))}
    >
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={rows} margin={{ left: 0, right: 8, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis dataKey="label" {...axis} interval="preserveStartEnd" />
            <YAxis {...axis} allowDecimals width={52} tickFormatter={hoursText} />
            <Tooltip {...tooltip} formatter={(v) => [hoursText(Number(v)), 'Hours learned']} />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendText} />
            <Bar dataKey="hours" name="Hours learned" fill={HOURS} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartFigure>
  );
}

function SubjectsChart({ subjects }: { subjects: StudentDashboard['subjects'] }) {
  // Subjects down the side: their names stay readable on a phone.
  const height = 80 + subjects.length * 36;
  return (
    <ChartFigure
      caption="Sessions per subject"
      columns={['Subject', 'Completed', 'Upcoming']}
      rows={subjects.map((s) => ({ key: s.subject, cells: [s.subject, s.completed, s.upcoming] }))}
    >
      <div style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={subjects} layout="vertical" margin={{ left: 0, right: 8, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis type="number" {...axis} allowDecimals={false} />
            <YAxis type="category" dataKey="subject" {...axis} width={96} />
            <Tooltip {...tooltip} />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendText} />
            <Bar dataKey="completed" name="Completed" stackId="s" fill={COMPLETED} isAnimationActive={false} />
            <Bar dataKey="upcoming" name="Upcoming" stackId="s" fill={UPCOMING} radius={[0, 4, 4, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartFigure>
  );
}

export default function LearningCharts({ figures }: { figures: StudentDashboard }) {
  const anyHours = figures.weeklyHours.some((w) => w.sessions > 0);
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Learning hours per week</CardTitle>
          <CardDescription>Completed sessions over the last {figures.weeklyHours.length} weeks</CardDescription>
        </CardHeader>
        <CardContent>
          {anyHours ? <WeeklyHoursChart weeks={figures.weeklyHours} /> : <p className="text-sm text-slate-600 dark:text-slate-400">No completed sessions in the last {figures.weeklyHours.length} weeks.</p>}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Sessions per subject</CardTitle>
          <CardDescription>Completed and upcoming sessions</CardDescription>
        </CardHeader>
        <CardContent>
          {figures.subjects.length > 0 ? <SubjectsChart subjects={figures.subjects} /> : <p className="text-sm text-slate-600 dark:text-slate-400">No sessions yet.</p>}
        </CardContent>
      </Card>
    </div>
  );
}
