// The tutor's Earnings: balances, the monthly chart, payouts and where they go, then every movement.
import { lazy, Suspense } from 'react';
import { BarChart3 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadingText } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useEarnings, useTutorTransactions } from '../api/earnings';
import { BalanceCards } from './balance-cards';
import { PayoutDetailsCard } from './payout-details-card';
import { PayoutsList } from './payouts-list';
import { RequestPayout } from './request-payout';
import { TransactionsList } from './transactions-list';

const EarningsChart = lazy(() => import('./earnings-chart'));

export function EarningsScreen({ timezone }: { timezone: string }) {
  const earnings = useEarnings();
  const history = useTutorTransactions();

  if (earnings.isPending) return <LoadingText text="Loading earnings..." />;
  if (earnings.isError)
    return (
      <Card>
        <EmptyState
          title="Your earnings could not be loaded"
          description={errorMessage(earnings.error, 'Please try again in a moment.')}
          action={
            <Button variant="outline" onClick={() => void earnings.refetch()}>
              Try again
            </Button>
          }
        />
      </Card>
    );

  const e = earnings.data;
  const currency = e.balance.currency;
  const anyMonth = e.monthly.some((m) => m.earned > 0 || m.paidOut > 0);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold">Earnings</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">What students paid for your sessions, less the platform's {e.feePercent}% fee.</p>
        </div>
        <RequestPayout balance={e.balance} details={e.payoutDetails} />
      </div>

      <BalanceCards balance={e.balance} />

      <Card>
        <CardHeader>
          <CardTitle>By month</CardTitle>
          <CardDescription>Earned and paid out over the last 12 months</CardDescription>
        </CardHeader>
        <CardContent>
          {anyMonth ? (
            <Suspense fallback={<Skeleton className="h-64" />}>
              <EarningsChart monthly={e.monthly} currency={currency} />
            </Suspense>
          ) : (
            <EmptyState icon={<BarChart3 className="h-8 w-8" aria-hidden />} title="Nothing earned yet" description="Your first paid session will show here, month by month." />
          )}
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <PayoutDetailsCard details={e.payoutDetails} timezone={timezone} />
        <Card>
          <CardHeader>
            <CardTitle>Payouts</CardTitle>
            <CardDescription>Money sent to your account</CardDescription>
          </CardHeader>
          <PayoutsList payouts={e.payouts} timezone={timezone} />
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Transactions</CardTitle>
          <CardDescription>Every movement of your balances, newest first</CardDescription>
        </CardHeader>
        <div className="pb-2">
          {history.isPending ? (
            <Skeleton className="mx-5 mb-4 h-24" />
          ) : history.isError ? (
            <p role="alert" className="px-5 pb-4 text-sm text-red-700 dark:text-red-400">
              {errorMessage(history.error, 'Your transactions could not be loaded. Please try again.')}
            </p>
          ) : (
            <TransactionsList transactions={history.data} feePercent={e.feePercent} timezone={timezone} />
          )}
        </div>
      </Card>
    </div>
  );
}
