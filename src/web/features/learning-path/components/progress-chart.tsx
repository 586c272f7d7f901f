// Progress over time in one subject: sessions completed and goals achieved, month by month, as running totals.
// Loaded on its own (recharts is large); ChartFigure gives screen readers (and "Show as table") the figures.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProgressMonth } from '@shared/schemas/learning-path';
import { ChartFigure } from '../../../components/ui/chart-figure';
import { formatMonth } from '../../../lib/format';

// Mid-tone indigo and teal, as on the other charts: each reads on white and on slate-900.
const SESSIONS = '#6366f1';
const GOALS = '#14b8a6';

const legendText = (value: string) => <span className="text-slate-700 dark:text-slate-300">{value}</span>;
const axis = { fontSize: 12, tick: { fill: 'currentColor' }, stroke: 'currentColor', strokeOpacity: 0.4 } as const;

export default function ProgressChart({ progress, subject }: { progress: ProgressMonth[]; subject: string }) {
  const rows = progress.map((m) => ({ label: formatMonth(m.month, 'name'), long: formatMonth(m.month), sessions: m.totalSessions, goals: m.totalGoalsAchieved }));
  return (
    <ChartFigure
      caption={`${subject}: sessions completed and goals achieved, month by month`}
      columns={['Month', 'Sessions that month', 'Sessions in all', 'Goals achieved that month', 'Goals achieved in all']}
      rows={progress.map((m) => ({ key: m.month, cells: [formatMonth(m.month), m.sessions, m.totalSessions, m.goalsAchieved, m.totalGoalsAchieved] }))}
    >
      <div className="h-56">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={rows} margin={{ left: 0, right: 12, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis dataKey="label" {...axis} interval="preserveStartEnd" />
            <YAxis {...axis} allowDecimals={false} width={32} />
            <Tooltip
              labelFormatter={(_, p) => (p?.[0]?.payload as { long?: string } | undefined)?.long ?? ''}
              contentStyle={{ background: '#fff', color: '#0f172a', borderRadius: 6, fontSize: 12 }}
              // The words in the text colour (the series colours are too light for small text on white).
              itemStyle={{ color: '#0f172a' }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendText} />
            <Line type="monotone" dataKey="sessions" name="Sessions completed" stroke={SESSIONS} strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
            <Line type="monotone" dataKey="goals" name="Goals achieved" stroke={GOALS} strokeWidth={2} strokeDasharray="5 3" dot={{ r: 3 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </ChartFigure>
  );
}
