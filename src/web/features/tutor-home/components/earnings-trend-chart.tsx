// Earnings by month, paid through the platform apart from booked value. Loaded on its own (recharts is large);
// the figures are a table too, with sessions and hours.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMonth } from '../../../lib/format';
import type { TutorDashboard } from '@shared/schemas/dashboard';
import { ChartFigure } from '../../../components/ui/chart-figure';

// Mid-tone indigo and teal: each reads on white and on slate-900, and they differ in lightness too.
const PAID = '#6366f1';
const BOOKED = '#14b8a6';
/** Legend words in the text colour (the swatch carries the series colour): readable in light and dark. */
const legendText = (value: string) => <span className="text-slate-700 dark:text-slate-300">{value}</span>;
const axis = { fontSize: 12, tick: { fill: 'currentColor' }, stroke: 'currentColor', strokeOpacity: 0.4 } as const;

export default function EarningsTrendChart({ monthly, currency }: { monthly: TutorDashboard['monthly']; currency: string }) {
  const rows = monthly.map((m) => ({ label: formatMonth(m.month, 'name'), paid: m.paid, booked: m.bookedValue }));
  const money = (v: number) => formatMoney(v, currency);
  const compact = (v: number) => formatMoney(Math.round(v / 100) * 100, currency);
  return (
    <ChartFigure
      caption="Sessions, hours and earnings by month"
      columns={['Month', 'Sessions', 'Hours', 'Paid', 'Booked value', 'Total']}
      rows={monthly.map((m) => ({ key: m.month, cells: [formatMonth(m.month), m.sessions, `${m.hours} h`, money(m.paid), money(m.bookedValue), money(m.paid + m.bookedValue)] }))}
    >
      <div className="h-60">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={rows} margin={{ left: 0, right: 8, top: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis dataKey="label" {...axis} />
            <YAxis {...axis} tickFormatter={compact} width={72} />
            <Tooltip
              cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
              contentStyle={{ background: '#fff', color: '#0f172a', borderRadius: 6, fontSize: 12 }}
              formatter={(v, name) => [money(Number(v)), name]}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} formatter={legendText} />
            <Bar dataKey="paid" name="Paid" stackId="e" fill={PAID} isAnimationActive={false} />
            <Bar dataKey="booked" name="Booked value" stackId="e" fill={BOOKED} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </ChartFigure>
  );
}
