// The expert catalog: realistic, varied tutors generated from a seed, with offers and open availability.
// The first experts are hand-written anchors so that each of the spec's example queries has clear answers.
// The same generator fills a benchmark database with 100,000 experts in batched inserts.
import { hash } from '@node-rs/argon2';
import { findEntry, SUBJECTS } from '../../../shared/catalog';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { account, availabilitySlots, domains, expertProfiles, offerings, profiles, user } from '../schema';
import { ANCHORS, type Anchor } from './catalog-anchors';
import { BOARDS, EXAMS_OF, KIND_OF, KIND_PROFILE, KIND_WEIGHTS, SUBTOPICS, type Kind } from './catalog-profiles';
import { createRandom, type Random } from './random';
import { ensureReviewers, seedReviews, type ReviewedTutor } from './reviews';

const FIRST = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Meera', 'Arjun', 'Kavya', 'Ishaan', 'Diya', 'Rahul', 'Sneha', 'Karan', 'Pooja', 'Aditya', 'Neha', 'Sanjay', 'Lakshmi', 'Farhan', 'Zoya', 'David', 'Sarah', 'Michael', 'Emma', 'Lucas', 'Sofia', 'Kenji', 'Yuki', 'Pierre', 'Claire', 'Carlos', 'Lucia', 'Hannah', 'Omar', 'Aisha', 'Tenzin', 'Gurpreet', 'Harpreet', 'Deepa', 'Suresh'];
const LAST = ['Sharma', 'Iyer', 'Verma', 'Nair', 'Gupta', 'Reddy', 'Khan', 'Mehta', 'Banerjee', 'Joshi', 'Patel', 'Singh', 'Das', 'Menon', 'Kapoor', 'Rao', 'Fernandes', 'Smith', 'Dubois', 'Garcia', 'Tanaka', 'Müller', 'Brown', 'Ali', 'Chopra', 'Pillai', 'Bose', 'Kulkarni', 'Desai', 'Mishra'];
const CITY_LANG: [string, string][] = [['Mumbai', 'Marathi'], ['Delhi', 'Punjabi'], ['Bengaluru', 'Kannada'], ['Chennai', 'Tamil'], ['Kolkata', 'Bengali'], ['Hyderabad', 'Telugu'], ['Pune', 'Marathi'], ['Jaipur', 'Hindi'], ['Kochi', 'Malayalam'], ['Ahmedabad', 'Gujarati'], ['Lucknow', 'Urdu'], ['Chandigarh', 'Punjabi']];
const YEARS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 18, 20, 25];
const IST_MS = 330 * 60_000;

export type CatalogExpert = { userId: string; expertId: string; domainName: string };
export type SeedCatalogOptions = {
  count: number;
  seed: number;
  password: string;
  emailPrefix?: string;
  now?: Date;
  withSchedule?: boolean;
  withOffers?: boolean;
  withAnchors?: boolean;
  /**
   * Past sessions with reviews (the default), from which the database computes each tutor's rating. Off for
   * benchmark databases of many thousands of tutors: those get a generated rating and count instead.
   */
  withReviews?: boolean;
};

type DomainRow = { id: string; name: string };
type Profile = Omit<Anchor, 'name'> & { name: string; city: string };

/** Catalogue subject codes by their code and every other name ("python" → Python Programming). */
const SUBJECT_BY_NAME = new Map<string, string>();
for (const e of SUBJECTS) for (const n of e.aliases) if (!SUBJECT_BY_NAME.has(n.toLowerCase())) SUBJECT_BY_NAME.set(n.toLowerCase(), e.code);
for (const e of SUBJECTS) SUBJECT_BY_NAME.set(e.code.toLowerCase(), e.code);

/** The tutor's subjects: the category, then each topic that is a catalogue subject, as its code. */
const subjectsOf = (domain: string, topics: string[]) =>
  [...new Set([domain, ...topics.map((t) => SUBJECT_BY_NAME.get(t.toLowerCase())).filter((c): c is string => Boolean(c))])];

const examLabel = (code: string) => findEntry('exam', code)?.label ?? code;

function pickKind(r: Random): Kind {
  const total = KIND_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  let x = r.next() * total;
  for (const [k, w] of KIND_WEIGHTS) if ((x -= w) < 0) return k;
  return 'school';
}

function generate(r: Random, byKind: Map<Kind, DomainRow[]>): Profile {
  const kind = pickKind(r);
  const domain = r.pick(byKind.get(kind) ?? [...byKind.values()].flat());
  const spec = KIND_PROFILE[kind];
  const [city, cityLang] = r.pick(CITY_LANG);
  const langs = new Set(['English']);
  if (r.chance(0.6)) langs.add('Hindi');
  if (r.chance(0.45)) langs.add(cityLang);
  if (kind === 'language') langs.add(domain.name === 'Mandarin Chinese' ? 'Mandarin' : domain.name);
  if (r.chance(0.08)) langs.add(r.pick(['French', 'Spanish', 'German', 'Arabic']));
  const years = r.pick(YEARS);
  const start = r.int(0, Math.max(0, spec.levels.length - 4));
  const levels = kind === 'school' ? spec.levels.slice(start, start + r.int(2, 4)) : r.sample(spec.levels, r.int(1, 2));
  const audiences = r.sample(spec.audiences, r.int(1, 2));
  if (kind === 'school' && levels.some((l) => Number(l.split(' ')[1]) <= 5) && !audiences.includes('young children')) audiences.push('young children');
  const styles = r.sample(spec.styles, r.int(1, 3));
  if (years >= 10 && r.chance(0.5)) styles.push('experienced');
  const boards = kind === 'school' || (kind === 'exam' && r.chance(0.3)) ? r.sample(BOARDS, r.int(1, 2)) : [];
  const examPool = EXAMS_OF[domain.name] ?? [];
  const exams = kind === 'exam' ? examPool : examPool.length && r.chance(0.35) ? r.sample(examPool, 1) : [];
  const topics = r.sample(SUBTOPICS[domain.name] ?? [], r.int(1, 3));
  return {
    name: `${r.pick(FIRST)} ${r.pick(LAST)}`,
    city,
    domain: domain.name,
    years,
    languages: [...langs],
    levels,
    audiences,
    styles,
    boards,
    exams,
    subjects: subjectsOf(domain.name, topics),
    subDomain: topics.join(', ') || undefined,
    qualifications: r.sample(spec.qualifications, r.int(1, 2)),
    hourlyRate: r.int(3, 30) * 10_000,
    rating: Math.round((3.6 + r.next() * 1.4) * 10) / 10,
    isVerified: r.chance(0.7),
    bio: '',
  };
}

function describe(r: Random, p: Profile): string {
  const first = p.name.split(' ')[0];
  const who = p.audiences.join(' and ');
  const parts = [
    `${first} is a ${p.styles.join(', ')} ${p.domain} tutor with ${p.years} year${p.years === 1 ? '' : 's'} of experience teaching ${who}.`,
    p.boards.length ? `Covers the ${p.boards.join(' and ')} syllabus for ${p.levels.join(', ')}.` : `Lessons for ${p.levels.join(' and ').toLowerCase()} learners.`,
    p.exams.length ? `Prepares students for ${p.exams.map(examLabel).join(', ')}.` : '',
    `Teaches in ${p.languages.join(', ')}${p.languages.includes('Hindi') ? ' (Hindi medium available)' : ''}.`,
    r.pick([
      'Known for turning difficult ideas into simple steps.',
      'Students regularly improve their grades within a term.',
      'Every lesson ends with a short plan for the week.',
      'Builds confidence first, then speed and accuracy.',
      'Lessons mix explanation, practice and quick feedback.',
    ]),
  ];
  return parts.filter(Boolean).join(' ');
}

/** Open windows in the next two weeks, in the tutor's zone (Asia/Kolkata), for most experts. */
function windowsFor(r: Random, now: Date, always = false): { start: Date; end: Date }[] {
  if (r.chance(0.2) && !always) return [];
  const pattern = r.pick(['evenings', 'weekends', 'mornings', 'mixed'] as const);
  const istMidnight = Math.floor((now.getTime() + IST_MS) / 86_400_000) * 86_400_000 - IST_MS;
  const out: { start: Date; end: Date }[] = [];
  for (let d = 1; d <= 14 && out.length < 4; d++) {
    const day = istMidnight + d * 86_400_000;
    const weekday = new Date(day + IST_MS).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const [from, to] =
      pattern === 'weekends' ? (weekend ? [10, 13] : [0, 0]) :
      pattern === 'mornings' ? (!weekend && r.chance(0.5) ? [7, 9] : [0, 0]) :
      pattern === 'evenings' ? (!weekend && r.chance(0.5) ? [18, 21] : [0, 0]) :
      r.chance(0.3) ? (weekend ? [11, 14] : [17, 19]) : [0, 0];
    if (to > from) out.push({ start: new Date(day + from * 3_600_000), end: new Date(day + to * 3_600_000) });
  }
  return out;
}

/**
 * How many reviews a tutor has: the hand-written anchors 8–24 (they are the established ones); others a
 * spread where a quarter are new (none) and a fifth have one or two, so the "New" state shows in the catalog.
 */
function reviewCount(r: Random, anchor: boolean): number {
  if (anchor) return r.int(8, 24);
  const x = r.next();
  return x < 0.25 ? 0 : x < 0.45 ? r.int(1, 2) : x < 0.8 ? r.int(3, 4) : r.int(5, 8);
}

/** Inserts `count` experts with offers (and availability unless `withSchedule` is false); returns their ids. Domains must exist. */
export async function seedCatalog(db: Db, options: SeedCatalogOptions): Promise<CatalogExpert[]> {
  const r = createRandom(options.seed);
  const now = options.now ?? new Date();
  const domainRows = await db.select({ id: domains.id, name: domains.name }).from(domains);
  const domainByName = new Map(domainRows.map((d) => [d.name.toLowerCase(), d]));
  // Generated tutors teach the categories of KIND_OF, in its order: the same catalog whatever else the
  // taxonomy holds (the reference data has many more categories, operators add their own).
  const byKind = new Map<Kind, DomainRow[]>();
  for (const [name, k] of Object.entries(KIND_OF)) {
    const d = domainByName.get(name.toLowerCase());
    if (d) byKind.set(k, [...(byKind.get(k) ?? []), d]);
  }
  const taught = [...byKind.values()].flat();
  if (!taught.length) throw new Error('The catalogue categories are missing: run the migrations first.');
  const passwordHash = await hash(options.password);
  const prefix = options.emailPrefix ?? '';
  const out: CatalogExpert[] = [];
  const withReviews = options.withReviews !== false && options.withOffers !== false;
  // Reviews draw from their own sequence, so the tutors generated are the same with or without them.
  const reviewRandom = createRandom(options.seed ^ 0x5eed);
  const reviewers = withReviews ? await ensureReviewers(db, prefix) : [];
  const batch = 400;
  for (let startIdx = 0; startIdx < options.count; startIdx += batch) {
    const users: (typeof user.$inferInsert)[] = [];
    const accounts: (typeof account.$inferInsert)[] = [];
    const profileRows: (typeof profiles.$inferInsert)[] = [];
    const experts: (typeof expertProfiles.$inferInsert)[] = [];
    const offers: (typeof offerings.$inferInsert)[] = [];
    const slots: (typeof availabilitySlots.$inferInsert)[] = [];
    const reviewed: ReviewedTutor[] = [];
    for (let i = startIdx; i < Math.min(options.count, startIdx + batch); i++) {
      const anchor = options.withAnchors === false ? undefined : ANCHORS[i];
      const p: Profile = anchor ? { ...anchor, city: r.pick(CITY_LANG)[0] } : generate(r, byKind);
      const domain = domainByName.get(p.domain.toLowerCase()) ?? r.pick(taught);
      const id = `seed-expert-${prefix}${i}`;
      const expertId = crypto.randomUUID();
      users.push({ id, name: p.name, email: `expert${prefix}${i}@catalog.demo.test`, emailVerified: true, userType: 'tutor' });
      accounts.push({ id: `${id}-cred`, accountId: id, providerId: 'credential', userId: id, password: passwordHash });
      profileRows.push({ userId: id, fullName: p.name, city: p.city, timezone: 'Asia/Kolkata' });
      const ratingCount = anchor ? 40 + i : r.int(0, 120);
      const tutorOffers: ReviewedTutor['offers'] = [];
      experts.push({
        id: expertId,
        userId: id,
        bio: p.bio || describe(r, p),
        domainId: domain.id,
        subDomain: p.subDomain ?? null,
        hourlyRate: p.hourlyRate,
        // With reviews, the database keeps these from them (5.00 and 0 until the reviews are in).
        ...(withReviews ? {} : { rating: ratingCount === 0 ? 5 : p.rating, ratingCount }),
        totalSessions: anchor ? 150 + 10 * i : Math.min(1500, r.int(0, 40) * Math.max(1, p.years)),
        isVerified: p.isVerified,
        verifiedAt: p.isVerified ? now : null,
        experienceYears: p.years,
        languages: p.languages,
        qualifications: p.qualifications,
        boards: p.boards,
        exams: p.exams,
        levels: p.levels,
        audiences: p.audiences,
        styles: p.styles,
        subjects: p.subjects,
        // Set as a tutor sets them with the pickers: confirmed, so later edits keep them.
        facetsConfirmedAt: now,
      });
      const kind = KIND_OF[domain.name] ?? 'professional';
      for (const title of options.withOffers === false ? [] : r.sample(KIND_PROFILE[kind].offers, r.int(1, 3))) {
        const minutes = r.pick([30, 45, 60, 60, 90]);
        const offer = {
          id: crypto.randomUUID(),
          expertId,
          title: title.replace('{d}', domain.name),
          description: `A ${minutes}-minute ${domain.name} session with ${p.name.split(' ')[0]}, shaped around your goals: ${p.levels.join(', ')}.`,
          price: Math.round((p.hourlyRate * minutes) / 60 / 100) * 100,
          durationMinutes: minutes,
          category: domain.name,
        };
        offers.push(offer);
        tutorOffers.push({ id: offer.id, price: offer.price, durationMinutes: minutes, category: domain.name });
      }
      if (withReviews) reviewed.push({ expertId, offers: tutorOffers, quality: p.rating, count: reviewCount(reviewRandom, Boolean(anchor)) });
      if (options.withSchedule !== false) {
        for (const w of windowsFor(r, now, Boolean(anchor))) {
          slots.push({ tutorId: expertId, startTime: w.start, endTime: w.end, isAvailable: true, timezone: 'Asia/Kolkata' });
        }
      }
      out.push({ userId: id, expertId, domainName: domain.name });
    }
    await db.insert(user).values(users).onConflictDoNothing();
    await db.insert(account).values(accounts).onConflictDoNothing();
    await db.insert(profiles).values(profileRows).onConflictDoNothing();
    await db.insert(expertProfiles).values(experts).onConflictDoNothing();
    if (offers.length) await db.insert(offerings).values(offers);
    await refreshOfferText(db, experts.map((e) => e.id!));
    if (slots.length) await db.insert(availabilitySlots).values(slots);
    if (reviewed.length) await seedReviews(db, reviewRandom, reviewed, reviewers, now);
  }
  return out;
}

/**
 * The published offers' titles, descriptions and categories as the profile's offer text (what search reads
 * besides the bio), as the offers service keeps it, for experts whose offers the seed inserted directly.
 */
export async function refreshOfferText(db: Db, expertIds: string[]): Promise<void> {
  if (!expertIds.length) return;
  await db.execute(sql`
    UPDATE expert_profiles p SET offer_text = o.txt FROM (
      SELECT expert_id, string_agg(concat_ws(' ', title, nullif(trim(description), ''), nullif(trim(category), '')), E'\n' ORDER BY created_at, id) AS txt
      FROM offerings WHERE is_active AND expert_id = any(${`{${expertIds.join(',')}}`}::uuid[]) GROUP BY expert_id) o
    WHERE o.expert_id = p.id`);
}
