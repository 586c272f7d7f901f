import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { domains, expertProfiles, offerings, profiles, user } from '../../db/schema';

export type ProfilePatch = Partial<{
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  language: string | null;
  timezone: string;
  avatarUrl: string | null;
}>;

export type ExpertPatch = Partial<{
  bio: string;
  domainId: string | null;
  customDomain: string | null;
  subDomain: string | null;
  languages: string[];
  qualifications: string[];
  hourlyRate: number | null;
  experienceYears: number;
  assessment: unknown;
  verificationRejectedAt: Date | null;
  headline: string | null;
  introVideoUrl: string | null;
}>;

/** What the facet refresh writes: the search facets, the offers' text and the suggestions. */
export type FacetPatch = {
  offerText: string | null;
  facetSuggestions: unknown;
  facetsConfirmedAt?: Date | null;
  subjects?: string[];
  boards?: string[];
  exams?: string[];
  levels?: string[];
  audiences?: string[];
  styles?: string[];
  languages?: string[];
};

export type ReviewFilter = 'pending' | 'verified' | 'rejected' | 'all';

export const profilesRepo = (db: Db) => ({
  listDomains() {
    return db.select({ id: domains.id, name: domains.name, parentId: domains.parentId, aliases: domains.aliases }).from(domains).orderBy(asc(domains.name));
  },
  async findDomain(id: string) {
    const [row] = await db.select({ id: domains.id, name: domains.name }).from(domains).where(eq(domains.id, id)).limit(1);
    return row ?? null;
  },
  async moveCategory(fromId: string, toId: string) {
    await db.update(expertProfiles).set({ domainId: toId }).where(eq(expertProfiles.domainId, fromId));
  },

  /** A user with their profile and expert profile, if any (profile settings, onboarding and identity's /me). */
  async findUserWithProfile(userId: string) {
    const [row] = await db
      .select({ user, profile: profiles, expert: { id: expertProfiles.id, bio: expertProfiles.bio, isVerified: expertProfiles.isVerified } })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .leftJoin(expertProfiles, eq(expertProfiles.userId, user.id))
      .where(eq(user.id, userId))
      .limit(1);
    return row ?? null;
  },
  /** The profile every account gets at sign-up (the auth library's after-create hook); kept when it exists. */
  async createForNewUser(input: { userId: string; fullName: string; phone: string | null; timezone?: string }) {
    await db.insert(profiles).values(input).onConflictDoNothing({ target: profiles.userId });
  },
  async monthlyGoal(userId: string) {
    const [row] = await db.select({ goal: profiles.monthlyGoal }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
    return row?.goal ?? null;
  },
  async setMonthlyGoal(userId: string, goal: number) {
    await db.update(profiles).set({ monthlyGoal: goal }).where(eq(profiles.userId, userId));
  },
  async upsertProfile(userId: string, patch: ProfilePatch) {
    await db
      .insert(profiles)
      .values({ userId, ...patch })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...patch, updatedAt: new Date() } });
  },
  async findExpertByUser(userId: string) {
    const [row] = await db
      .select({ expert: expertProfiles, domainName: domains.name })
      .from(expertProfiles)
      .leftJoin(domains, eq(domains.id, expertProfiles.domainId))
      .where(eq(expertProfiles.userId, userId))
      .limit(1);
    return row ?? null;
  },
  async findExpertById(expertId: string) {
    const [row] = await db
      .select({ expert: expertProfiles, domainName: domains.name })
      .from(expertProfiles)
      .leftJoin(domains, eq(domains.id, expertProfiles.domainId))
      .where(eq(expertProfiles.id, expertId))
      .limit(1);
    return row ?? null;
  },
  /** The expert's published offers, oldest first: what students can book, read for search. */
  activeOffers(expertId: string) {
    return db
      .select({ title: offerings.title, description: offerings.description, category: offerings.category })
      .from(offerings)
      .where(and(eq(offerings.expertId, expertId), eq(offerings.isActive, true)))
      .orderBy(asc(offerings.createdAt), asc(offerings.id));
  },
  async writeFacets(expertId: string, patch: FacetPatch) {
    await db.update(expertProfiles).set(patch).where(eq(expertProfiles.id, expertId));
  },
  async updateExpert(userId: string, patch: ExpertPatch) {
    const [row] = await db
      .update(expertProfiles)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(expertProfiles.userId, userId))
      .returning({ id: expertProfiles.id });
    return row ?? null;
  },
  /** One more completed session on the expert's record, in the transaction that completed it. */
  async addCompletedSession(expertId: string, tx: Tx) {
    await tx.update(expertProfiles).set({ totalSessions: sql`${expertProfiles.totalSessions} + 1` }).where(eq(expertProfiles.id, expertId));
  },
  /** New experts start with the spec's defaults: rating 5, not verified, no sessions. */
  async insertExpert(userId: string, patch: ExpertPatch & { bio: string }) {
    const [row] = await db
      .insert(expertProfiles)
      .values({ userId, rating: 5, isVerified: false, totalSessions: 0, ...patch })
      .onConflictDoNothing({ target: expertProfiles.userId })
      .returning({ id: expertProfiles.id });
    return row ?? null;
  },
  listForReview(filter: ReviewFilter) {
    const where: Record<ReviewFilter, SQL | undefined> = {
      pending: and(eq(expertProfiles.isVerified, false), isNull(expertProfiles.verificationRejectedAt)),
      verified: eq(expertProfiles.isVerified, true),
      rejected: and(eq(expertProfiles.isVerified, false), isNotNull(expertProfiles.verificationRejectedAt)),
      all: undefined,
    };
    return db
      .select({
        expert: expertProfiles,
        email: user.email,
        fullName: profiles.fullName,
        avatarUrl: profiles.avatarUrl,
        city: profiles.city,
        domainName: domains.name,
      })
      .from(expertProfiles)
      .innerJoin(user, eq(user.id, expertProfiles.userId))
      .leftJoin(profiles, eq(profiles.userId, expertProfiles.userId))
      .leftJoin(domains, eq(domains.id, expertProfiles.domainId))
      .where(where[filter])
      .orderBy(desc(expertProfiles.createdAt), asc(expertProfiles.id))
      .limit(200);
  },
  async setVerification(expertId: string, input: { verified: boolean; note: string | null; at: Date }) {
    const [row] = await db
      .update(expertProfiles)
      .set({
        isVerified: input.verified,
        verifiedAt: input.verified ? input.at : null,
        verificationRejectedAt: input.verified ? null : input.at,
        verificationNote: input.note,
        updatedAt: input.at,
      })
      .where(eq(expertProfiles.id, expertId))
      .returning({ id: expertProfiles.id, userId: expertProfiles.userId, isVerified: expertProfiles.isVerified });
    return row ?? null;
  },
});
