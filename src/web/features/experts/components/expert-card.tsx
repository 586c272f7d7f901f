import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, CalendarClock, Eye, GraduationCap } from 'lucide-react';
import type { ExpertCard as ExpertCardData } from '@shared/schemas/experts';
import { CARD_LANGUAGE_LIMIT } from '@shared/rules/expert-card';
import { matchTone } from '@shared/rules/match-score';
import type { SearchResult } from '@shared/schemas/search';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { bookingHref } from '../../../entities/experts/booking-link';
import { formatDateTime } from '../../../lib/format';
import { SaveButton } from '../../../entities/saved/save-button';
import { useViewerZone } from '../../../lib/viewer-zone';
import { NextOpen, PriceFrom, RatingSummary, TrialBadge } from './card-facts';

/** An open time on a card; with its offering when the server names it, so the booking page opens on that offering. */
type CardSlot = { startTime: string; endTime: string; offeringId?: string };
export type CardExpert = ExpertCardData & Partial<Pick<SearchResult, 'matchScore' | 'matchExplanation'>> & { nextSlots?: CardSlot[] };

/** The tutor's public profile page. */
export const profileHref = (expertId: string) => `/experts/${encodeURIComponent(expertId)}`;

/** Each open time opens the booking page on that day and time, in the viewer's zone (labelled with it). */
export function OpenTimeLinks({ expertId, slots, className, label = 'Next open times' }: { expertId: string; slots: CardSlot[]; className: string; label?: string }) {
  const { zone } = useViewerZone();
  return (
    <ul className="mt-2 flex flex-wrap gap-1" aria-label={label}>
      {slots.map((s) => (
        <li key={`${s.startTime}-${s.offeringId ?? ''}`}>
          <Link to={bookingHref(expertId, s, zone)} className={className}>
            <CalendarClock className="h-3 w-3" aria-hidden /> {formatDateTime(s.startTime, zone, { style: 'day', zoneName: true })}
          </Link>
        </li>
      ))}
    </ul>
  );
}

type CardProps = {
  expert: CardExpert;
  onPreview: () => void;
  /** Pointer or keyboard focus on the preview button: a chance to fetch the dialog's code before the click. */
  onPreviewIntent?: () => void;
  actions?: ReactNode;
};

export function ExpertCard({ expert, onPreview, onPreviewIntent, actions }: CardProps) {
  const domain = expert.customDomain || expert.domainName;
  const shown = expert.languages.slice(0, CARD_LANGUAGE_LIMIT);
  const more = expert.languages.length - shown.length;
  const asked = expert.nextSlots && expert.nextSlots.length > 0;
  return (
    <Card className="flex h-full flex-col p-5" data-testid="expert-card" aria-label={expert.name}>
      <div className="flex flex-wrap items-center gap-2">
        {expert.matchScore != null && (
          <Badge tone={matchTone(expert.matchScore)} data-testid="match-badge" data-tone={matchTone(expert.matchScore)}>
            {expert.matchScore}% match
          </Badge>
        )}
        {expert.isVerified && (
          <Badge tone="blue">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> Verified
          </Badge>
        )}
        <TrialBadge hasTrial={expert.hasTrial} trialPrice={expert.trialPrice} />
        <span className="ml-auto">
          <SaveButton expertId={expert.id} name={expert.name} card={expert} size="sm" />
        </span>
      </div>
      <div className="mt-3 flex items-center gap-3">
        {expert.avatarUrl ? (
          <img src={expert.avatarUrl} alt="" className="h-12 w-12 rounded-full object-cover" />
        ) : (
          <div className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 dark:bg-brand-700/30 dark:text-brand-100" aria-hidden>
            {expert.name.slice(0, 1).toUpperCase()}
          </div>
        )}
        <div className="min-w-0">
          <h3 className="truncate font-semibold">
            <Link to={profileHref(expert.id)} className="hover:text-brand-700 hover:underline dark:hover:text-brand-100" data-testid="profile-link">
              {expert.name}
            </Link>
          </h3>
          {domain && <p className="truncate text-sm text-brand-700 dark:text-brand-100">{domain}</p>}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <RatingSummary rating={expert.rating} reviewCount={expert.reviewCount} />
        <span className="inline-flex items-center gap-1">
          <GraduationCap className="h-4 w-4" aria-hidden /> {expert.experienceYears} {expert.experienceYears === 1 ? 'year' : 'years'} experience
        </span>
      </div>
      <div className="mt-2">
        <PriceFrom price={expert.priceFrom} />
      </div>
      {shown.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-1" aria-label="Languages">
          <span className="sr-only">Speaks</span>
          {shown.map((l) => (
            <Badge key={l}>{l}</Badge>
          ))}
          {more > 0 && <span className="text-xs text-slate-600 dark:text-slate-400">+{more} more</span>}
        </div>
      )}
      {expert.bio && <p className="mt-3 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{expert.bio}</p>}
      {expert.matchExplanation && <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="match-explanation">{expert.matchExplanation}</p>}
      {asked ? (
        <OpenTimeLinks
          expertId={expert.id}
          slots={expert.nextSlots!}
          className="inline-flex items-center gap-1 rounded-full border border-green-300 px-2 py-0.5 text-xs text-green-800 hover:bg-green-50 dark:border-green-800 dark:text-green-200 dark:hover:bg-green-950"
        />
      ) : (
        <div className="mt-2">
          <NextOpen at={expert.nextOpenAt} />
        </div>
      )}
      <div className="mt-auto flex items-center gap-2 pt-4">
        <Button asChild className="flex-1">
          <Link to={`/booking/${expert.id}`}>Book Session</Link>
        </Button>
        <Button asChild variant="outline" className="flex-1">
          <Link to={profileHref(expert.id)} aria-label={`View ${expert.name}'s profile`}>Profile</Link>
        </Button>
        <Button variant="outline" size="icon" onClick={onPreview} onPointerEnter={onPreviewIntent} onFocus={onPreviewIntent} aria-label={`Preview ${expert.name}`}>
          <Eye className="h-4 w-4" aria-hidden />
        </Button>
        {actions}
      </div>
    </Card>
  );
}

export function ExpertCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="expert-skeleton">
      <div className="flex gap-3">
        <div className="h-12 w-12 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
      <div className="h-3 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-3 w-5/6 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-10 w-full animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
    </Card>
  );
}
