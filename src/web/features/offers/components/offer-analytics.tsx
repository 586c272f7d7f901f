// Measured figures of the tutor's offers; the charts (recharts) load only when this tab opens.
import { lazy, Suspense } from 'react';
import { formatMoney, formatNumber } from '../../../lib/format';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useOfferAnalytics } from '../api/offer-insights';

const AnalyticsCharts = lazy(() => import('./offer-analytics-charts'));


export function OfferAnalytics() {
  const q = useOfferAnalytics();
  if (q.isPending) return <Skeleton className="h-64" />;
  if (q.isError) return <p className="text-sm text-red-600">Failed to load analytics.</p>;
  const a = q.data;
  const stats = [
    { label: 'Total Views', value: formatNumber(a.totalViews), hint: `${formatNumber(a.profileViews)} profile · ${formatNumber(a.offerViews)} offer` },
    { label: 'Bookings', value: formatNumber(a.bookings), hint: `${formatNumber(a.completedSessions)} completed` },
    { label: 'Conversion Rate', value: a.conversionRate == null ? '—' : `${a.conversionRate}%`, hint: 'Bookings per view' },
    { label: 'Average Rating', value: a.averageRating == null ? '—' : `${a.averageRating}/5`, hint: `${formatNumber(a.reviewCount)} review${a.reviewCount === 1 ? '' : 's'}` },
    { label: 'Earnings', value: formatMoney(a.totalEarnings), hint: 'Completed sessions' },
  ];
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        {stats.map((s) => (
          <Card key={s.label} className="p-4">
            <p className="text-xs font-medium text-slate-600 dark:text-slate-400">{s.label}</p>
            <p className="mt-1 text-2xl font-semibold">{s.value}</p>
            <p className="text-xs text-slate-500 dark:text-slate-400">{s.hint}</p>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Earnings by month</CardTitle>
          <CardDescription>Completed sessions over the last six months</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-64" />}>
            <AnalyticsCharts analytics={a} />
          </Suspense>
        </CardContent>
      </Card>
    </div>
  );
}
