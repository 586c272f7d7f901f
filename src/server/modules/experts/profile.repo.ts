// Reads of the public tutor profile page: the tutor with their profile, their published offers, and the
// public tutors listed in the sitemap. Public means onboarded (a bio), as the card lists say.
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeStatement } from '../../db/prepared';
import { expertProfiles, profiles } from '../../db/schema';

const isPublicExpert = sql`length(trim(coalesce(${expertProfiles.bio}, ''))) > 0`;

export type ProfileRow = {
  id: string;
  userId: string;
  fullName: string | null;
  userName: string | null;
  avatarUrl: string | null;
  city: string | null;
  country: string | null;
  userTimezone: string | null;
  settingsTimezone: string | null;
  domainName: string | null;
  customDomain: string | null;
  subDomain: string | null;
  bio: string | null;
  headline: string | null;
  introVideoUrl: string | null;
  rating: number;
  ratingCount: number;
  totalSessions: number;
  isVerified: boolean;
  experienceYears: number;
  languages: string[];
  qualifications: string[];
  subjects: string[];
  levels: string[];
  boards: string[];
  exams: string[];
  priceFrom: number | null;
  hasTrial: boolean;
  trialPrice: number | null;
  updatedAt: Date;
};

// The profile's two reads run on every profile request: statements planned once per connection (db/prepared.ts).
const PROFILE_SQL = `
select e.id::text, e.user_id, p.full_name, u.name, p.avatar_url, p.city, p.country, p.timezone, s.default_timezone,
  d.name, e.custom_domain, e.sub_domain, e.bio, e.headline, e.intro_video_url, e.rating, e.rating_count, e.total_sessions,
  e.is_verified, e.experience_years, e.languages, e.qualifications, e.subjects, e.levels, e.boards, e.exams,
  e.price_from, e.has_trial, e.trial_price, greatest(e.updated_at, coalesce(p.updated_at, e.updated_at))
from expert_profiles e
join "user" u on u.id = e.user_id
left join profiles p on p.user_id = e.user_id
left join domains d on d.id = e.domain_id
left join availability_settings s on s.tutor_id = e.id
where e.id = $1::uuid and length(trim(coalesce(e.bio, ''))) > 0`;

// The trial first, then cheapest first, then oldest.
const OFFERS_SQL = `
select o.id::text, o.title, o.description, o.price, o.duration_minutes, o.max_students, o.category, o.is_trial
from offerings o where o.expert_id = $1::uuid and o.is_active
order by o.is_trial desc, o.price, o.created_at`;

/** A text array as the drivers return it: an array, or (embedded database via EXECUTE) its literal. */
function textArray(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v !== 'string' || v === '{}') return [];
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|([^,{}]+)/g;
  for (let m = re.exec(v); m; m = re.exec(v)) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]);
  return out;
}
const int = (v: unknown) => Number(v);
const intOrNull = (v: unknown) => (v == null ? null : Number(v));
const text = (v: unknown) => (v == null ? null : String(v));
const bool = (v: unknown) => v === true || v === 't' || v === 'true';

type ProfileOfferRow = {
  id: string;
  title: string;
  description: string | null;
  price: number;
  durationMinutes: number;
  maxStudents: number;
  category: string | null;
  isTrial: boolean;
};

export const profileRepo = (db: Db) => ({
  async findPublic(id: string): Promise<ProfileRow | null> {
    const [r] = await executeStatement(db, 'expert_profile_page', PROFILE_SQL, [id]);
    if (!r) return null;
    return {
      id: String(r[0]),
      userId: String(r[1]),
      fullName: text(r[2]),
      userName: text(r[3]),
      avatarUrl: text(r[4]),
      city: text(r[5]),
      country: text(r[6]),
      userTimezone: text(r[7]),
      settingsTimezone: text(r[8]),
      domainName: text(r[9]),
      customDomain: text(r[10]),
      subDomain: text(r[11]),
      bio: text(r[12]),
      headline: text(r[13]),
      introVideoUrl: text(r[14]),
      rating: Number(r[15]),
      ratingCount: int(r[16]),
      totalSessions: int(r[17]),
      isVerified: bool(r[18]),
      experienceYears: int(r[19]),
      languages: textArray(r[20]),
      qualifications: textArray(r[21]),
      subjects: textArray(r[22]),
      levels: textArray(r[23]),
      boards: textArray(r[24]),
      exams: textArray(r[25]),
      priceFrom: intOrNull(r[26]),
      hasTrial: bool(r[27]),
      trialPrice: intOrNull(r[28]),
      updatedAt: new Date(r[29] as string | Date),
    };
  },

  async publishedOffers(expertId: string): Promise<ProfileOfferRow[]> {
    const rows = await executeStatement(db, 'expert_profile_offers', OFFERS_SQL, [expertId]);
    return rows.map((r) => ({
      id: String(r[0]),
      title: String(r[1]),
      description: text(r[2]),
      price: int(r[3]),
      durationMinutes: int(r[4]),
      maxStudents: int(r[5]),
      category: text(r[6]),
      isTrial: bool(r[7]),
    }));
  },

  /** Every public tutor with when their profile last changed, newest first (the sitemap). */
  async listPublic(limit: number): Promise<{ id: string; updatedAt: Date }[]> {
    const rows = await db
      .select({
        id: expertProfiles.id,
        updatedAt: sql<string>`greatest(${expertProfiles.updatedAt}, coalesce(${profiles.updatedAt}, ${expertProfiles.updatedAt}))`,
      })
      .from(expertProfiles)
      .leftJoin(profiles, eq(profiles.userId, expertProfiles.userId))
      .where(isPublicExpert)
      .orderBy(desc(expertProfiles.updatedAt), asc(expertProfiles.id))
      .limit(limit);
    return rows.map((r) => ({ id: r.id, updatedAt: new Date(r.updatedAt) }));
  },
});
