import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { domains, expertProfiles, profiles, user } from '../../db/schema';

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
}>;

export type ReviewFilter = 'pending' | 'verified' | 'rejected' | 'all';

export const profilesRepo = (db: Db) => ({
  listDomains() {
    return db.select({ id: domains.id, name: domains.name }).from(domains).orderBy(asc(domains.name));
  },
  async findDomain(id: string) {
    const [row] = await db.select({ id: domains.id, name: domains.name }).from(domains).where(eq(domains.id, id)).limit(1);
    return row ?? null;
  },
  /** Domains are unique case-insensitively: an existing spelling is reused. */
  async findOrCreateDomain(name: string) {
    await db.insert(domains).values({ name }).onConflictDoNothing();
    const [row] = await db
      .select({ id: domains.id, name: domains.name })
      .from(domains)
      .where(sql`lower(${domains.name}) = lower(${name})`)
      .limit(1);
    return row;
  },
  async findUserWithProfile(userId: string) {
    const [row] = await db
      .select({ user, profile: profiles, expert: { id: expertProfiles.id, isVerified: expertProfiles.isVerified } })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .leftJoin(expertProfiles, eq(expertProfiles.userId, user.id))
      .where(eq(user.id, userId))
      .limit(1);
    return row ?? null;
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
  async updateExpert(userId: string, patch: ExpertPatch) {
    const [row] = await db
      .update(expertProfiles)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(expertProfiles.userId, userId))
      .returning({ id: expertProfiles.id });
    return row ?? null;
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
