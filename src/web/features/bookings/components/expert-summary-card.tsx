import { BadgeCheck, Star } from 'lucide-react';
import type { PublicExpert } from '@shared/schemas/experts';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent } from '../../../components/ui/card';

export function ExpertSummaryCard({ expert }: { expert: PublicExpert }) {
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold">{expert.name || 'Expert User'}</h2>
          {expert.isVerified && (
            <Badge tone="green" className="inline-flex items-center gap-1">
              <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> Verified
            </Badge>
          )}
        </div>
        {(expert.domainName || expert.customDomain) && <p className="text-sm font-medium text-brand-700 dark:text-brand-100">{expert.domainName ?? expert.customDomain}</p>}
        <p className="text-sm text-slate-600 dark:text-slate-400">{expert.bio || 'Expert in their field'}</p>
        <div className="flex flex-wrap gap-4 text-sm">
          {expert.rating == null ? (
            <Badge tone="brand">New</Badge>
          ) : (
            <span className="inline-flex items-center gap-1" aria-label={`Rating ${expert.rating.toFixed(1)} out of 5 from ${expert.reviewCount} reviews`}>
              <Star className="h-4 w-4 fill-yellow-400 text-yellow-400" aria-hidden /> {expert.rating.toFixed(1)}/5 · {expert.reviewCount} reviews
            </span>
          )}
          <span>{expert.totalSessions} sessions</span>
        </div>
      </CardContent>
    </Card>
  );
}
