// This month's sessions, hours and earnings, and the trend over the last months. Earnings say which part was
// paid through the platform (the tutor's share, after the fee and refunds) and which is the booked price of
// sessions paid to the tutor directly or not paid yet.
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney, formatMonth } from '../../../lib/format';
import type { TutorDashboard } from '@shared/schemas/dashboard';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';

const EarningsTrendChart = lazy(() => import('./earnings-trend-chart'));

function Figure({ label, value, detail, testId }: { label: string; value: ReactNode; detail: ReactNode; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">{detail}</p>
    </div>
  );
}

export function ThisMonthCard({ figures }: { figures: TutorDashboard }) {
  const m = figures.thisMonth;
  const money = (v: number) => formatMoney(v, figures.currency);
  return (
    <Card data-testid="this-month">
      <CardHeader>
        <CardTitle>This month · {formatMonth(m.month)}</CardTitle>
        <CardDescription>Completed sessions, counted by the day they took place in your time zone.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <Figure label="Sessions" value={m.sessions} detail={`${m.scheduled} more booked this month`} testId="month-sessions" />
          <Figure label="Hours taught" value={`${m.hours} h`} detail="In completed sessions" testId="month-hours" />
          <Figure
            label="Earnings"
            value={money(m.paid + m.bookedValue)}
            detail={
              <>
                Paid {money(m.paid)} · Booked value {money(m.bookedValue)}
              </>
            }
            testId="month-earnings"
          />
        </div>
        <Suspense fallback={<Skeleton className="h-60" />}>
          <EarningsTrendChart monthly={figures.monthly} currency={figures.currency} />
        </Suspense>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <strong className="font-medium">Paid</strong>: what students paid through the platform, after the platform fee and any refund.{' '}
          <strong className="font-medium">Booked value</strong>: the price of completed sessions paid to you directly or not paid yet.{' '}
          <Link to="/tutor/dashboard/earnings" className="font-medium text-brand-700 hover:underline dark:text-brand-100">
            See your earnings
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}
