import { useEffect } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../lib/toast';
import { BadgeCheck } from 'lucide-react';
import { formatMoney } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { usePublicExpert } from '../../../entities/experts/api';
import { SaveButton } from '../../../entities/saved/save-button';
import { NextOpen, PriceFrom, RatingSummary, TrialBadge } from './card-facts';
import { OpenTimeLinks, profileHref, type CardExpert } from './expert-card';

export function ExpertPreviewDialog({ expert, onClose }: { expert: CardExpert | null; onClose: () => void }) {
  const q = usePublicExpert(expert?.id ?? '', Boolean(expert));
  useEffect(() => {
    if (q.isError) notify('error', 'Error', { description: 'Failed to load expert details' });
  }, [q.isError]);
  if (!expert) return null;
  const full = q.data;
  const domain = expert.customDomain || expert.domainName;
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title={expert.name} description={domain ?? undefined} className="max-w-2xl">
      <div className="space-y-4 text-sm">
        <div className="flex flex-wrap items-center gap-3">
          {expert.isVerified && (
            <Badge tone="blue">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> Verified
            </Badge>
          )}
          <RatingSummary rating={expert.rating} reviewCount={expert.reviewCount} />
          <span>{expert.experienceYears} years experience</span>
          <PriceFrom price={expert.priceFrom} />
          <TrialBadge hasTrial={expert.hasTrial} trialPrice={expert.trialPrice} />
          <span className="ml-auto">
            <SaveButton expertId={expert.id} name={expert.name} card={expert} size="sm" />
          </span>
        </div>
        {!(full && (full.nextSlots ?? []).length > 0) && <NextOpen at={full ? (full.nextSlots?.[0]?.startTime ?? null) : expert.nextOpenAt} />}
        {expert.bio && <p className="text-slate-700 dark:text-slate-300">{expert.bio}</p>}
        <section>
          <h3 className="font-semibold">Languages</h3>
          <div className="mt-1 flex flex-wrap gap-1">
            {expert.languages.length ? expert.languages.map((l) => <Badge key={l}>{l}</Badge>) : <span className="text-slate-500">Not listed</span>}
          </div>
        </section>
        <section>
          <h3 className="font-semibold">Qualifications</h3>
          {expert.qualifications.length ? (
            <ul className="mt-1 list-inside list-disc">{expert.qualifications.map((x) => <li key={x}>{x}</li>)}</ul>
          ) : (
            <p className="text-slate-500">Not listed</p>
          )}
        </section>
        <section>
          <h3 className="font-semibold">Offerings</h3>
          {q.isLoading && <p className="text-slate-500">Loading offerings...</p>}
          {full && full.offerings.length === 0 && <p className="text-slate-500">This expert hasn't created any offerings yet.</p>}
          {full && full.offerings.length > 0 && (
            <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800" aria-label="Offerings">
              {full.offerings.map((o) => (
                <li key={o.id} className="flex items-center justify-between gap-3 py-2">
                  <span>
                    <span className="font-medium">{o.title}</span>
                    <span className="block text-xs text-slate-500">{o.durationMinutes} minutes{o.maxStudents > 1 ? ` · up to ${o.maxStudents} students` : ''}</span>
                  </span>
                  <span className="font-semibold">{formatMoney(o.price)}</span>
                </li>
              ))}
            </ul>
          )}
          {full && full.reviewsSummary.count > 0 && (
            <p className="mt-1 text-xs text-slate-500">{full.reviewsSummary.count} reviews, average {full.reviewsSummary.average}/5</p>
          )}
        </section>
        {full && full.offerings.length > 0 && (
          <section>
            <h3 className="font-semibold">Next open times</h3>
            {(full.nextSlots ?? []).length === 0 ? (
              <p className="text-slate-500">No open times in the next 14 days.</p>
            ) : (
              <OpenTimeLinks
                expertId={expert.id}
                slots={full.nextSlots ?? []}
                className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-medium text-green-800 hover:underline dark:bg-green-900/40 dark:text-green-200"
              />
            )}
          </section>
        )}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="outline" onClick={onClose}>Close</Button>
          <Button variant="outline" asChild>
            <Link to={profileHref(expert.id)}>View full profile</Link>
          </Button>
          <Button asChild>
            <Link to={`/booking/${expert.id}`}>Book Session</Link>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
