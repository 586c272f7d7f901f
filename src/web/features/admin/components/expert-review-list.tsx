import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { VerificationStatus } from '@shared/schemas/profiles';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabTriggers, Tabs, TabsContent } from '../../../components/ui/tabs';
import { useAdminExperts } from '../api/admin-experts';
import { ExpertReviewCard } from './expert-review-card';

const TABS: { value: VerificationStatus; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Declined' },
  { value: 'all', label: 'All' },
];

export function ExpertReviewList() {
  const [status, setStatus] = useState<VerificationStatus>('pending');
  const { data, isPending, isError } = useAdminExperts(status);
  return (
    <div className="space-y-4">
      <Tabs value={status} onValueChange={(v) => setStatus(v as VerificationStatus)}>
        <TabTriggers tabs={TABS} />
        {/* The list is the selected tab's panel, so each tab names the panel it controls. */}
        <TabsContent value={status} className="mt-4">
          {isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">Failed to load experts. Please try again.</p>
          ) : data.length === 0 ? (
            <EmptyState icon={<ShieldCheck className="h-8 w-8" />} title="No experts here" description="Tutors appear here once they complete onboarding." />
          ) : (
            <div className="space-y-4">
              {data.map((e) => (
                <ExpertReviewCard key={e.id} expert={e} />
              ))}
            </div>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
