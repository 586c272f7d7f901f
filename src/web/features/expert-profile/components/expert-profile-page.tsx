// The public tutor profile: who the tutor is, what they teach, their offers with prices, the week's open
// times in the viewer's zone, reviews, and a bar that stays in view with Book (trial) and Message.
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../lib/toast';
import { BadgeCheck, Clock, GraduationCap, Languages, MapPin, MessageCircle, Star, Users } from 'lucide-react';
import { PROFILE_REVIEW_PAGE } from '@shared/rules/expert-list';
import type { ExpertProfilePage as Profile, FacetChip } from '@shared/schemas/expert-profile';
import type { ExpertCard } from '@shared/schemas/experts';
import { formatMoney } from '../../../lib/format';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingText } from '../../../components/ui/spinner';
import { ReviewList } from '../../../entities/reviews';
import { SaveButton } from '../../../entities/saved';
import { ApiError } from '../../../lib/api-client';
import { zoneName } from '../../../lib/viewer-zone';
import { useExpertProfilePage } from '../api/get-expert-profile';
import { AvailabilityPreview } from './availability-preview';
import { responseTimeText } from './format';
import { IntroVideo } from './intro-video';

const DEFAULT_TITLE = 'ExpertConnect — one-to-one tutoring with verified experts';

/** The profile as the card-shaped expert the chat request dialog and the saved list show. */
function asCard(p: Profile): ExpertCard {
  return {
    id: p.id,
    userId: p.userId,
    name: p.name,
    avatarUrl: p.avatarUrl,
    domainId: null,
    domainName: p.domainName,
    customDomain: null,
    bio: p.bio,
    rating: p.rating,
    reviewCount: p.reviewCount,
    totalSessions: p.lessonsTaught,
    isVerified: p.isVerified,
    languages: p.languages,
    qualifications: p.qualifications,
    experienceYears: p.experienceYears,
    hourlyRate: null,
    isAvailable: p.openSlots.length > 0,
    priceFrom: p.priceFrom,
    hasTrial: p.hasTrial,
    trialPrice: p.trialPrice,
    nextOpenAt: p.openSlots[0]?.startTime ?? null,
  };
}

function Section({ id, title, children, aside }: { id: string; title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Card className="p-5" aria-labelledby={id} role="region">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </Card>
  );
}

function ChipRow({ label, chips }: { label: string; chips: FacetChip[] | string[] }) {
  if (!chips.length) return null;
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 flex flex-wrap gap-1">
        {chips.map((c) => {
          const text = typeof c === 'string' ? c : c.label;
          return (
            <Badge key={text} tone="brand">
              {text}
            </Badge>
          );
        })}
      </dd>
    </div>
  );
}

function RatingLine({ p }: { p: Profile }) {
  if (p.rating == null) {
    return (
      <span className="inline-flex items-center gap-1.5">
        <Badge tone="green">New</Badge>
        <span className="text-slate-600 dark:text-slate-400">
          {p.reviewCount === 0 ? 'No reviews yet' : `${p.reviewCount} ${p.reviewCount === 1 ? 'review' : 'reviews'}`}
        </span>
      </span>
    );
  }
  return (
    <a href="#reviews-title" className="inline-flex items-center gap-1 hover:underline">
      <Star className="h-4 w-4 fill-yellow-400 text-yellow-400" aria-hidden />
      <span className="font-semibold">{p.rating.toFixed(1)}</span>
      <span className="text-slate-600 dark:text-slate-400">· {p.reviewCount} reviews</span>
    </a>
  );
}

function Header({ p }: { p: Profile }) {
  const place = [p.city, p.country].filter(Boolean).join(', ');
  return (
    <Card className="p-5">
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <div className="flex items-start gap-4">
            {p.avatarUrl ? (
              <img src={p.avatarUrl} alt={`Photo of ${p.name}`} width={96} height={96} className="h-20 w-20 shrink-0 rounded-full object-cover sm:h-24 sm:w-24" />
            ) : (
              <div
                className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-3xl font-semibold text-brand-700 sm:h-24 sm:w-24 dark:bg-brand-700/30 dark:text-brand-100"
                aria-hidden
              >
                {p.name.slice(0, 1).toUpperCase()}
              </div>
            )}
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h1 className="text-2xl font-bold break-words">{p.name}</h1>
                  <p className="mt-0.5 text-brand-700 dark:text-brand-100">{p.headline}</p>
                </div>
                <SaveButton expertId={p.id} name={p.name} card={asCard(p)} />
              </div>
              {p.isVerified && (
                <Badge tone="blue" className="mt-2">
                  <BadgeCheck className="h-3.5 w-3.5" aria-hidden /> Verified
                </Badge>
              )}
            </div>
          </div>
          <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2" aria-label="At a glance">
            <li>
              <RatingLine p={p} />
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Users className="h-4 w-4 text-slate-500" aria-hidden /> {p.lessonsTaught} {p.lessonsTaught === 1 ? 'lesson' : 'lessons'} taught
            </li>
            <li className="inline-flex items-center gap-1.5">
              <GraduationCap className="h-4 w-4 text-slate-500" aria-hidden /> {p.experienceYears} {p.experienceYears === 1 ? 'year' : 'years'} of experience
            </li>
            <li className="inline-flex items-center gap-1.5">
              <MessageCircle className="h-4 w-4 text-slate-500" aria-hidden />
              {p.responseTimeMinutes == null ? 'Response time not known yet' : `Usually replies ${responseTimeText(p.responseTimeMinutes)}`}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <MapPin className="h-4 w-4 text-slate-500" aria-hidden /> {place || 'Teaches online'}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Clock className="h-4 w-4 text-slate-500" aria-hidden /> Tutor's time zone: {zoneName(p.timezone)}
            </li>
            {p.languages.length > 0 && (
              <li className="inline-flex items-center gap-1.5 sm:col-span-2">
                <Languages className="h-4 w-4 text-slate-500" aria-hidden /> Speaks {p.languages.join(', ')}
              </li>
            )}
          </ul>
        </div>
        {p.introVideo && (
          <div>
            <IntroVideo video={p.introVideo} name={p.name} />
          </div>
        )}
      </div>
    </Card>
  );
}

function Offers({ p }: { p: Profile }) {
  if (p.offers.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">This expert hasn't created any offerings yet. Please check back later.</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800" aria-label="Offers">
      {p.offers.map((o) => (
        <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              {o.title}
              {o.isTrial && <Badge tone="green">Trial lesson</Badge>}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              {o.durationMinutes} min{o.maxStudents > 1 ? ` · group of up to ${o.maxStudents}` : ' · one-to-one'}
            </p>
            {o.description && <p className="mt-1 line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{o.description}</p>}
          </div>
          <div className="flex items-center gap-3">
            <span className="font-semibold">{o.price === 0 ? 'Free' : formatMoney(o.price, p.currency)}</span>
            <Button asChild variant="outline" size="sm">
              <Link to={`/booking/${p.id}?offering=${o.id}`} aria-label={`Book ${o.title}`}>
                Book
              </Link>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The Message button, composed in by the route (messaging is its own feature). */
export type MessageSlot = (expert: ExpertCard) => ReactNode;

function StickyBar({ p, message }: { p: Profile; message?: MessageSlot }) {
  const trial = p.offers.find((o) => o.isTrial);
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95" role="region" aria-label="Book or message">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-3">
        <div className="mr-auto min-w-0 text-sm">
          {p.priceFrom ? (
            <p>
              <span className="text-slate-600 dark:text-slate-400">From </span>
              <span className="font-semibold">{formatMoney(p.priceFrom.amount, p.priceFrom.currency)}</span>
            </p>
          ) : null}
          {p.trialPrice && (
            <p className="text-xs text-green-700 dark:text-green-300">Trial {p.trialPrice.amount === 0 ? 'free' : formatMoney(p.trialPrice.amount, p.trialPrice.currency)}</p>
          )}
        </div>
        {message?.(asCard(p))}
        {trial && (
          <Button asChild>
            <Link to={`/booking/${p.id}?offering=${trial.id}`}>Book trial lesson</Link>
          </Button>
        )}
        <Button asChild variant={trial ? 'outline' : 'primary'}>
          <Link to={`/booking/${p.id}`}>Book</Link>
        </Button>
      </div>
    </div>
  );
}

export function ExpertProfileView({ expertId, message }: { expertId: string; message?: MessageSlot }) {
  const q = useExpertProfilePage(expertId);
  const p = q.data;
  useEffect(() => {
    if (!p) return;
    document.title = `${p.name} — ${p.headline} | ExpertConnect`;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [p]);

  // The spec's toasts: "Error" / "Expert not found" for an unknown expert, "Failed to load expert details" otherwise.
  // One id, so a re-render (or React's double effects in development) shows it once.
  const loadError = q.error;
  useEffect(() => {
    if (!loadError) return;
    const notFound = loadError instanceof ApiError && loadError.status === 404;
    notify('error', 'Error', { id: 'expert-load-error', description: notFound ? 'Expert not found' : 'Failed to load expert details' });
  }, [loadError]);

  if (q.isPending) return <LoadingText />;
  if (!p) {
    const missing = q.error instanceof ApiError && q.error.status === 404;
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-2xl font-bold">{missing ? 'Expert Not Found' : 'Something went wrong'}</h1>
        <p className="text-slate-600 dark:text-slate-400">
          {missing ? "The expert you're looking for doesn't exist." : 'The profile could not be loaded. Please try again.'}
        </p>
        {missing ? (
          <Link to="/discover-experts" className="text-brand-700 underline hover:text-brand-600 dark:text-brand-100">
            Browse tutors
          </Link>
        ) : (
          <Button variant="outline" onClick={() => void q.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }

  const teaches = p.subjects.length + p.levels.length + p.boards.length + p.exams.length;
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 pb-32 pt-6">
      <Link to="/discover-experts" className="text-sm text-brand-700 hover:underline dark:text-brand-100">
        ← All tutors
      </Link>
      <Header p={p} />
      <Section id="about-title" title={`About ${p.name}`}>
        <p className="whitespace-pre-wrap text-slate-700 dark:text-slate-300">{p.bio}</p>
        {p.qualifications.length > 0 && (
          <div className="mt-4">
            <h3 className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">Qualifications</h3>
            <ul className="mt-1 list-inside list-disc text-sm">
              {p.qualifications.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </div>
        )}
      </Section>
      {teaches + p.languages.length > 0 && (
        <Section id="teaches-title" title="What they teach">
          <dl className="grid gap-3 sm:grid-cols-2">
            <ChipRow label="Subjects" chips={p.subjects} />
            <ChipRow label="Levels" chips={p.levels} />
            <ChipRow label="Boards" chips={p.boards} />
            <ChipRow label="Exams" chips={p.exams} />
            <ChipRow label="Languages" chips={p.languages} />
          </dl>
        </Section>
      )}
      <Section id="offers-title" title="Lessons and prices">
        <Offers p={p} />
      </Section>
      <Section id="availability-title" title="Availability this week">
        <AvailabilityPreview expertId={p.id} slots={p.openSlots} />
      </Section>
      <Section
        id="reviews-title"
        title="Reviews"
        aside={<span className="text-sm">{p.rating == null ? <Badge tone="green">New</Badge> : <RatingLine p={p} />}</span>}
      >
        <ReviewList expertId={p.id} pageSize={PROFILE_REVIEW_PAGE} />
      </Section>
      <StickyBar p={p} message={message} />
    </div>
  );
}
