import { useState } from 'react';
import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import type { AdminExpert } from '@shared/schemas/profiles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useVerifyExpert } from '../api/verify-expert';
import { AssessmentReview } from './assessment-review';

const STATUS = {
  pending: { tone: 'yellow', label: 'Pending Verification', icon: Clock },
  verified: { tone: 'green', label: 'Verified', icon: BadgeCheck },
  rejected: { tone: 'red', label: 'Declined', icon: XCircle },
} as const;

export function ExpertReviewCard({ expert }: { expert: AdminExpert }) {
  const verify = useVerifyExpert();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const name = expert.fullName?.trim() || expert.email;
  const status = STATUS[expert.status];

  const decide = (verified: boolean) =>
    verify.mutate(
      { id: expert.id, verified, reason: verified ? undefined : reason },
      {
        onSuccess: () => {
          toast.success(verified ? 'Expert verified' : 'Verification removed', { description: `${name} has been notified.` });
          setDeclining(false);
          setReason('');
        },
        onError: (err) => toast.error('Failed to update verification.', { description: errorMessage(err) }),
      },
    );

  return (
    <Card data-testid="expert-review" aria-label={name}>
      <CardContent className="space-y-3 p-5">
        <div className="flex flex-wrap items-start gap-4">
          <div className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-100 text-lg font-semibold dark:bg-slate-800">
            {expert.avatarUrl ? <img src={expert.avatarUrl} alt={`${name}'s photo`} className="h-full w-full object-cover" /> : <span aria-hidden>{name[0]?.toUpperCase()}</span>}
          </div>
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold">{name}</h2>
            <p className="truncate text-sm text-slate-600 dark:text-slate-400">{expert.email}</p>
            <p className="text-sm">
              {[expert.customDomain ?? expert.domainName, expert.subDomain, expert.city, `${expert.experienceYears} yrs`].filter(Boolean).join(' · ')}
            </p>
          </div>
          <Badge tone={status.tone}>
            <status.icon className="h-3.5 w-3.5" aria-hidden /> {status.label}
          </Badge>
        </div>
        {expert.bio && <p className="whitespace-pre-wrap text-sm">{expert.bio}</p>}
        {expert.verificationNote && expert.status === 'rejected' && <p className="text-sm text-red-700 dark:text-red-300">Reason: {expert.verificationNote}</p>}
        <AssessmentReview assessment={expert.assessment} />
        <div className="flex flex-wrap justify-end gap-2">
          {expert.isVerified ? (
            <Button variant="outline" size="sm" onClick={() => setDeclining(true)} disabled={verify.isPending}>
              Unverify
            </Button>
          ) : (
            <>
              {expert.status === 'pending' && (
                <Button variant="outline" size="sm" onClick={() => setDeclining(true)} disabled={verify.isPending}>
                  Decline
                </Button>
              )}
              <Button size="sm" onClick={() => decide(true)} disabled={verify.isPending}>
                Verify
              </Button>
            </>
          )}
        </div>
      </CardContent>
      <Dialog open={declining} onOpenChange={setDeclining} title={`Remove verification for ${name}`} description="The tutor is told the reason and can update the profile and resubmit.">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            decide(false);
          }}
          className="space-y-3"
        >
          <div>
            <Label htmlFor={`reason-${expert.id}`}>Reason</Label>
            <Textarea id={`reason-${expert.id}`} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} required />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setDeclining(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!reason.trim() || verify.isPending}>
              Confirm
            </Button>
          </div>
        </form>
      </Dialog>
    </Card>
  );
}
