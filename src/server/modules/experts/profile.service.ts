// The public tutor profile (/experts/:id): who the tutor is, what they teach, their published offers, the
// next open times by the booking page's rule, their rating and reviews, lessons taught and how quickly
// they reply.
import { AppError } from '../../../shared/errors';
import { findEntry, type FacetKind } from '../../../shared/catalog';
import {
  PROFILE_PREVIEW_DAYS,
  PROFILE_RATING_MIN_REVIEWS,
  parseVideoLink,
  type ExpertProfilePage,
  type FacetChip,
  type IntroVideo,
} from '../../../shared/schemas/expert-profile';
import { EXPERT_NAME_FALLBACK } from '../../../shared/rules/expert-card';
import { PROFILE_REVIEW_PAGE } from '../../../shared/rules/expert-list';
import { DEFAULT_TIME_ZONE } from '../../../shared/rules/time-zone';
import type { Deps } from '../../deps';
import { nextOpenSlots } from '../availability/open-slots';
import { tutorResponseMinutes } from '../messaging/response-time';
import { listExpertReviews } from '../reviews/reviews.service';
import { profileRepo, type ProfileRow } from './profile.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXPERT_NOT_FOUND = 'Expert not found';

/** Open times in the weekly preview at most (a full week of half-hour starts in working hours). */
const PREVIEW_SLOT_LIMIT = 160;

/** Uploaded files the storage serves under our own origin. */
const UPLOADED_VIDEO = /^\/api\/[a-z0-9/_-]+\.(mp4|webm|mov)$/i;

function chips(kinds: FacetKind[], codes: string[]): FacetChip[] {
  return codes.map((code) => {
    for (const kind of kinds) {
      const e = findEntry(kind, code);
      if (e) return { code, label: e.label };
    }
    return { code, label: code };
  });
}

/** The tutor's headline, else "Mathematics tutor · Calculus" from their category and sub-category. */
export function headlineOf(row: Pick<ProfileRow, 'headline' | 'customDomain' | 'domainName' | 'subDomain'>): string {
  const own = row.headline?.trim();
  if (own) return own;
  const category = row.customDomain?.trim() || row.domainName?.trim();
  const sub = row.subDomain?.trim();
  if (category && sub && sub.toLowerCase() !== category.toLowerCase()) return `${category} tutor · ${sub}`;
  if (category) return `${category} tutor`;
  return sub ? `${sub} tutor` : 'Tutor';
}

function introVideoOf(url: string | null): IntroVideo | null {
  if (!url) return null;
  const link = parseVideoLink(url);
  if (link?.kind === 'youtube') {
    return {
      kind: 'youtube',
      url,
      embedUrl: `https://www.youtube-nocookie.com/embed/${link.id}?autoplay=1&rel=0`,
      thumbnailUrl: `https://i.ytimg.com/vi/${link.id}/hqdefault.jpg`,
    };
  }
  if (link?.kind === 'vimeo') return { kind: 'vimeo', url, embedUrl: `https://player.vimeo.com/video/${link.id}?autoplay=1&dnt=1`, thumbnailUrl: null };
  return UPLOADED_VIDEO.test(url) ? { kind: 'file', url } : null;
}

/** The public rating: the average of visible reviews, or null ("New") with fewer than PROFILE_RATING_MIN_REVIEWS. */
export const publicRating = (rating: number, count: number): number | null =>
  count >= PROFILE_RATING_MIN_REVIEWS ? Math.round(Number(rating) * 10) / 10 : null;

export const displayName = (row: Pick<ProfileRow, 'fullName' | 'userName'>) => row.fullName?.trim() || row.userName?.trim() || EXPERT_NAME_FALLBACK;

/** The profile of a public tutor; `viewer` (the API, not the server-rendered head) counts a profile view. */
/** The public profile page of a tutor (the same for every viewer: the route counts the view, experts.service's recordProfileView). */
export async function getExpertProfilePage({ deps, id }: { deps: Deps; id: string }): Promise<ExpertProfilePage> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', EXPERT_NOT_FOUND);
  const repo = profileRepo(deps.db);
  const row = await repo.findPublic(id);
  if (!row) throw new AppError('NOT_FOUND', EXPERT_NOT_FOUND);
  const now = deps.now();
  const [offers, open, responseTimeMinutes, reviews] = await Promise.all([
    repo.publishedOffers(id),
    nextOpenSlots(deps, [id], { from: now, days: PROFILE_PREVIEW_DAYS, timezone: 'UTC', perExpert: PREVIEW_SLOT_LIMIT }),
    tutorResponseMinutes(deps, id),
    listExpertReviews(deps, id, { limit: PROFILE_REVIEW_PAGE }),
  ]);
  const currency = deps.env.CURRENCY;
  return {
    id: row.id,
    userId: row.userId,
    name: displayName(row),
    avatarUrl: row.avatarUrl,
    headline: headlineOf(row),
    isVerified: row.isVerified,
    introVideo: introVideoOf(row.introVideoUrl),
    bio: row.bio?.trim() ?? '',
    domainName: row.customDomain?.trim() || row.domainName,
    subDomain: row.subDomain,
    subjects: chips(['subject'], row.subjects),
    levels: chips(['level', 'grade'], row.levels),
    boards: chips(['board'], row.boards),
    exams: chips(['exam'], row.exams),
    languages: row.languages,
    qualifications: row.qualifications,
    experienceYears: row.experienceYears,
    city: row.city?.trim() || null,
    country: row.country?.trim() || null,
    timezone: row.userTimezone || row.settingsTimezone || DEFAULT_TIME_ZONE,
    currency,
    offers,
    priceFrom: row.priceFrom == null ? null : { amount: row.priceFrom, currency },
    hasTrial: row.hasTrial,
    trialPrice: row.hasTrial && row.trialPrice != null ? { amount: row.trialPrice, currency } : null,
    openSlots: open.get(id) ?? [],
    rating: publicRating(row.rating, row.ratingCount),
    reviewCount: row.ratingCount,
    lessonsTaught: row.totalSessions,
    responseTimeMinutes,
    reviews,
    updatedAt: row.updatedAt.toISOString(),
  };
}
