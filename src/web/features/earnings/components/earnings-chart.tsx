// The last 12 months, earned vs paid out. Loaded on its own (recharts is large); screen readers get the
// same figures as a table, since the bars say nothing to them.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney, formatMonth } from '../../../lib/format';
import type { Earnings } from '@shared/schemas/payments';

// Mid-tone indigo and teal: each reads on white and on slate-900, and they differ in lightness too.
const EARNED = '#6366f1';
const PAID_OUT = '#14b8a6';

type Row = { label: string; long: string; earned: number; paidOut: number };

function ChartTooltip({ active, payload, currency }: { active?: boolean; payload?: readonly { payload?: unknown }[]; currency: string }) {
  const row = payload?.[0]?.payload as Row | undefined;
  if (!active || !row) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow dark:border-slate-700 dark:bg-slate-900">
      <p className="font-semibold">{row.long}</p>
      <p style={{ color: EARNED }}>Earned: {formatMoney(row.earned, currency)}</p>
      <p style={{ color: PAID_OUT }}>Paid out: {formatMoney(row.paidOut, currency)}</p>
    </div>
  );
}

export default function EarningsChart({ monthly, currency }: { monthly: Earnings['monthly']; currency: string }) {
  const rows: Row[] = monthly.map((m) => ({ label: formatMonth(m.month, 'name'), long: formatMonth(m.month), earned: m.earned, paidOut: m.paidOut }));
  const compact = (v: number) => formatMoney(Math.round(v / 100) * 100, currency);
  return (
    <div>
      <div className="h-64 text-slate-600 dark:text-slate-400" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {/* The chart is a picture for sighted users (the table below reads it out): nothing in it takes focus. */}
          <BarChart data={rows} margin={{ left: 0, right: 8, top: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="currentColor" strokeOpacity={0.2} />
            <XAxis dataKey="label" fontSize={12} tick={{ fill: 'currentColor' }} stroke="currentColor" strokeOpacity={0.4} interval="preserveStartEnd" />
            <YAxis fontSize={12} tick={{ fill: 'currentColor' }} stroke="currentColor" strokeOpacity={0.4} tickFormatter={compact} width={72} />
            <Tooltip cursor={{ fill: 'currentColor', fillOpacity: 0.08 }} content={(p) => <ChartTooltip active={p.active} payload={p.payload} currency={currency} />} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {/* Drawn at once: after a payout the refreshed figures would otherwise grow again from zero. */}
            <Bar dataKey="earned" name="Earned" fill={EARNED} radius={[4, 4, 0, 0]} isAnimationActive={false} />
            <Bar dataKey="paidOut" name="Paid out" fill={PAID_OUT} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Earned and paid out by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Earned</th>
            <th scope="col">Paid out</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.long}>
              <th scope="row">{r.long}</th>
              <td>{formatMoney(r.earned, currency)}</td>
              <td>{formatMoney(r.paidOut, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
