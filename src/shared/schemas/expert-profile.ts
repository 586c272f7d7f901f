// The public tutor profile page (/experts/:id): GET /api/experts/:id/profile. Only what a guest may see.
import { z } from 'zod';
import { offeringSchema } from './offerings';
import { reviewPageSchema } from './reviews';

/** Under this many visible reviews a tutor shows "New" instead of a rating. */
export const PROFILE_RATING_MIN_REVIEWS = 3;


/** Days of open times in the availability preview. */
export const PROFILE_PREVIEW_DAYS = 7;

const money = z.object({ amount: z.number().int(), currency: z.string() });

/** A catalogue facet as shown on the profile: the stored code and its catalogue label. */
const facetChipSchema = z.object({ code: z.string(), label: z.string() });
export type FacetChip = z.infer<typeof facetChipSchema>;

/** The intro video: a YouTube or Vimeo page (embedded on click) or an uploaded file (played in place). */
const introVideoSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['youtube', 'vimeo']),
    /** The address the tutor gave. */
    url: z.string(),
    /** The player address, loaded only once the viewer clicks play. */
    embedUrl: z.string(),
    /** A still to show before play, when the provider offers one without a lookup. */
    thumbnailUrl: z.string().nullable(),
  }),
  z.object({ kind: z.literal('file'), url: z.string() }),
]);
export type IntroVideo = z.infer<typeof introVideoSchema>;

/** A published offer as the profile shows it: the offering's own fields (price in minor units of `currency`). */
const profileOfferSchema = offeringSchema.pick({ id: true, title: true, description: true, price: true, durationMinutes: true, maxStudents: true, category: true, isTrial: true });

const profileSlotSchema = z.object({ startTime: z.string(), endTime: z.string(), offeringId: z.string() });

export const expertProfilePageSchema = z.object({
  id: z.string(),
  /** The tutor's account id (a chat request names the expert profile; this is for the client's own checks). */
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** The tutor's own line, else one made from the category and sub-category. */
  headline: z.string(),
  isVerified: z.boolean(),
  introVideo: introVideoSchema.nullable(),
  bio: z.string(),
  domainName: z.string().nullable(),
  subDomain: z.string().nullable(),
  subjects: z.array(facetChipSchema),
  levels: z.array(facetChipSchema),
  boards: z.array(facetChipSchema),
  exams: z.array(facetChipSchema),
  /** Languages the tutor teaches in (the profile records no proficiency). */
  languages: z.array(z.string()),
  qualifications: z.array(z.string()),
  experienceYears: z.number().int(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** The tutor's own IANA time zone. */
  timezone: z.string(),
  currency: z.string(),
  /** Published offers: the trial first, then by price. */
  offers: z.array(profileOfferSchema),
  /** The cheapest published one-to-one offer (trial excluded). */
  priceFrom: money.nullable(),
  trialPrice: money.nullable(),
  hasTrial: z.boolean(),
  /** Open times over the next PROFILE_PREVIEW_DAYS days by the booking page's rule, earliest first. */
  openSlots: z.array(profileSlotSchema),
  /** Average of visible reviews, one decimal; null under PROFILE_RATING_MIN_REVIEWS reviews ("New"). */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Completed lessons. */
  lessonsTaught: z.number().int(),
  /** Median minutes to the tutor's first reply in conversations of the last 90 days; null when unknown. */
  responseTimeMinutes: z.number().int().nullable(),
  /** The first page of visible reviews, newest first. */
  reviews: reviewPageSchema,
  /** When the profile last changed (sitemap lastmod, structured data). */
  updatedAt: z.string(),
});
export type ExpertProfilePage = z.infer<typeof expertProfilePageSchema>;

// ── intro video links ───────────────────────────────────────────────────────
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

/** A YouTube or Vimeo https address as provider and video id, or null for anything else. */
export function parseVideoLink(raw: string): { kind: 'youtube' | 'vimeo'; id: string } | null {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' || u.username || u.password || (u.port && u.port !== '443')) return null;
  const host = u.hostname.toLowerCase().replace(/^(www|m)\./, '');
  const parts = u.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return YOUTUBE_ID.test(parts[0] ?? '') ? { kind: 'youtube', id: parts[0] } : null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = parts[0] === 'watch' ? u.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '') ? parts[1] : null;
    return id && YOUTUBE_ID.test(id) ? { kind: 'youtube', id } : null;
  }
  if (host === 'vimeo.com') {
    const id = parts.find((p) => VIMEO_ID.test(p));
    return id && parts.indexOf(id) <= 2 ? { kind: 'vimeo', id } : null;
  }
  if (host === 'player.vimeo.com' && parts[0] === 'video') return VIMEO_ID.test(parts[1] ?? '') ? { kind: 'vimeo', id: parts[1] } : null;
  return null;
}

const INTRO_VIDEO_MESSAGE = 'Please paste a YouTube or Vimeo link (https).';

/** The tutor's intro video link in profile settings: a YouTube or Vimeo https address; empty or null removes it. */
export const introVideoUrlSchema = z
  .string()
  .trim()
  .max(300, INTRO_VIDEO_MESSAGE)
  .nullable()
  .refine((v) => !v || parseVideoLink(v) !== null, INTRO_VIDEO_MESSAGE)
  .transform((v) => v || null);

export const HEADLINE_MAX = 120;
/** One line under the tutor's name; empty or null removes it (the profile then derives one). */
export const headlineSchema = z
  .string()
  .trim()
  .max(HEADLINE_MAX, `Please keep the headline under ${HEADLINE_MAX} characters.`)
  .nullable()
  .transform((v) => (v ? v.replace(/\s+/g, ' ') : null));
