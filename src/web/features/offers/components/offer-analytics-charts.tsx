import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OfferingAnalytics } from '@shared/schemas/offerings';
import { formatMoney, formatMonth } from '../../../lib/format';

export default function OfferAnalyticsCharts({ analytics }: { analytics: OfferingAnalytics }) {
  const months = analytics.earningsByMonth.map((m) => ({ label: formatMonth(m.month, 'short'), amount: m.amount }));
  const offers = analytics.perOffering.slice(0, 8).map((o) => ({ label: o.title.length > 18 ? `${o.title.slice(0, 17)}…` : o.title, views: o.views, bookings: o.bookings }));
  return (
    <div className="space-y-6">
      <div className="h-64" role="img" aria-label={`Earnings by month: ${months.map((m) => `${m.label} ${formatMoney(m.amount)}`).join(', ')}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={months}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" fontSize={12} />
            <YAxis fontSize={12} tickFormatter={(v: number) => formatMoney(v)} width={80} />
            <Tooltip formatter={(v) => formatMoney(Number(v))} />
            <Bar dataKey="amount" name="Earnings" fill="#4f46e5" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {offers.length > 0 && (
        <div>
          <h4 className="mb-2 text-sm font-semibold">Views and bookings per offer</h4>
          <div className="h-64" role="img" aria-label={`Views and bookings per offer: ${offers.map((o) => `${o.label} ${o.views} views ${o.bookings} bookings`).join(', ')}`}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={offers}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" fontSize={12} />
                <YAxis fontSize={12} allowDecimals={false} />
                <Tooltip />
                <Bar dataKey="views" name="Views" fill="#94a3b8" radius={[4, 4, 0, 0]} />
                <Bar dataKey="bookings" name="Bookings" fill="#16a34a" radius={[4, 4, 0, 0]} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </div>
      )}
    </div>
  );
}
