import { Link, Navigate } from 'react-router';
import { DEFAULT_TIME_ZONE } from '@shared/rules/time-zone';
import type { PaymentProviderName } from '@shared/schemas/payments';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingText } from '../../components/ui/spinner';
import { useMe } from '../../entities/me/api';
import { useAdminPayments } from '../../features/admin/api/admin-payments';
import { PaymentsPayouts, PaymentsRefunds } from '../../features/admin/components/payments-activity';
import { PaymentsDisputes } from '../../features/admin/components/payments-disputes';
import { PaymentsLedger } from '../../features/admin/components/payments-ledger';
import { errorMessage } from '../../lib/api-client';

const providerText: Record<PaymentProviderName, string> = {
  test: 'Test mode (built-in checkout, no real money)',
  stripe: 'Stripe',
  razorpay: 'Razorpay',
  offline: 'Offline (students pay tutors directly)',
};

const intro = 'text-sm text-slate-600 dark:text-slate-400';

export function Component() {
  const { data: me, isPending } = useMe();
  if (isPending) return <LoadingText />;
  if (!me) return <Navigate to="/auth/student" replace state={{ from: '/admin/payments' }} />;
  if (!me.isAdmin) return <p className="px-4 py-16 text-center text-slate-600 dark:text-slate-400">You don't have permission to view this page.</p>;
  return <AdminPaymentsPage timezone={me.profile?.timezone || DEFAULT_TIME_ZONE} />;
}

function AdminPaymentsPage({ timezone }: { timezone: string }) {
  const q = useAdminPayments();
  const openCount = q.data?.disputes.filter((d) => d.status === 'open').length ?? 0;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 basis-80 flex-1">
          <h1 className="mb-1 text-2xl font-bold">Payments</h1>
          <p className={intro}>Decide reported no-shows, follow refunds and payouts, and check that the ledger adds up.</p>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-2 sm:items-end">
          <Link to="/admin/experts" className="text-sm font-medium text-brand-700 underline underline-offset-2 dark:text-brand-100">
            Expert verification
          </Link>
          {q.data && (
            <p className="text-sm">
              Provider: <Badge tone={q.data.provider === 'test' ? 'yellow' : 'brand'}>{providerText[q.data.provider]}</Badge>
            </p>
          )}
        </div>
      </div>
      {q.isPending ? (
        <LoadingText text="Loading payments..." />
      ) : q.isError ? (
        <Card>
          <EmptyState
            title="Payments could not be loaded"
            description={errorMessage(q.error, 'Please try again in a moment.')}
            action={
              <Button variant="outline" onClick={() => void q.refetch()}>
                Try again
              </Button>
            }
          />
        </Card>
      ) : (
        <div className="space-y-12">
          <section aria-labelledby="disputes-heading">
            <h2 id="disputes-heading" className="mb-1 text-xl font-bold">
              Disputes {openCount > 0 && <Badge tone="yellow">{openCount} open</Badge>}
            </h2>
            <p className={`${intro} mb-4`}>A student reported that the tutor did not show up. Refund the student, or release the earning to the tutor.</p>
            <PaymentsDisputes disputes={q.data.disputes} timezone={timezone} />
          </section>
          <section aria-labelledby="ledger-heading">
            <h2 id="ledger-heading" className="mb-1 text-xl font-bold">
              Ledger check
            </h2>
            <p className={`${intro} mb-4`}>Every movement of money is a transaction whose entries sum to zero; no balance may go below zero.</p>
            <PaymentsLedger ledger={q.data.ledger} currency={q.data.refunds[0]?.currency ?? q.data.payouts[0]?.currency} onRecheck={() => void q.refetch()} rechecking={q.isFetching} />
          </section>
          <section aria-labelledby="refunds-heading">
            <h2 id="refunds-heading" className="mb-4 text-xl font-bold">
              Recent refunds
            </h2>
            <PaymentsRefunds refunds={q.data.refunds} timezone={timezone} />
          </section>
          <section aria-labelledby="payouts-heading">
            <h2 id="payouts-heading" className="mb-4 text-xl font-bold">
              Recent payouts
            </h2>
            <PaymentsPayouts payouts={q.data.payouts} timezone={timezone} />
          </section>
        </div>
      )}
    </div>
  );
}
