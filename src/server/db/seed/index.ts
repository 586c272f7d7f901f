// Demo data on first run: categories, the catalog, the demo student and tutor, their offers,
// availability, bookings and conversations. Deterministic: the same on every machine.
import { eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { domains, expertProfiles, profiles, user } from '../schema';
import { ensureAccount } from './accounts';
import { seedAdmin } from './admin';
import { seedBookings } from './bookings';
import { refreshOfferText, seedCatalog, type CatalogExpert } from './catalog';
import { seedConversations } from './conversations';
import { seedReferenceTaxonomy } from './domains';
import { seedScheduling } from './scheduling';

export const DEMO_PASSWORD = 'demo-pass-2026';
const DEMO_STUDENT_EMAIL = 'student@demo.test';
const DEMO_TUTOR_EMAIL = 'tutor@demo.test';
const CATALOG_SIZE = 150;

export type DemoIds = {
  studentUserId: string;
  tutorUserId: string;
  tutorExpertId: string;
  catalog: CatalogExpert[];
};

/** The catalogue's categories (already there after the migrations unless the catalogue changed since). */
export async function seedDomains(deps: Deps) {
  await seedReferenceTaxonomy(deps.db);
}

export async function seedDemo(deps: Deps): Promise<{ created: boolean; ids: DemoIds | null }> {
  const [existing] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_TUTOR_EMAIL)).limit(1);
  if (existing) return { created: false, ids: null };

  await seedDomains(deps);
  const student = await ensureAccount(deps, { email: DEMO_STUDENT_EMAIL, password: DEMO_PASSWORD, fullName: 'Riya Student', userType: 'student', phone: '+91 98765 43210' });
  const tutor = await ensureAccount(deps, { email: DEMO_TUTOR_EMAIL, password: DEMO_PASSWORD, fullName: 'Anil Kumar', userType: 'tutor', phone: '+91 91234 56789' });
  await deps.db.update(profiles).set({ city: 'Bengaluru' }).where(eq(profiles.userId, tutor.id));
  const [maths] = await deps.db.select().from(domains).where(inArray(domains.name, ['Mathematics'])).limit(1);
  const [expert] = await deps.db
    .insert(expertProfiles)
    .values({
      userId: tutor.id,
      domainId: maths.id,
      bio: 'Anil is a patient CBSE and ICSE Mathematics tutor with 12 years of experience preparing Grade 9–12 students for board exams and JEE Main. He teaches in English and Hindi, builds strong fundamentals first and ends every session with a short practice plan.',
      hourlyRate: 80_000,
      totalSessions: 320,
      isVerified: true,
      verifiedAt: new Date(),
      experienceYears: 12,
      languages: ['English', 'Hindi'],
      qualifications: ['M.Sc. Mathematics', 'B.Ed.'],
      boards: ['CBSE', 'ICSE'],
      exams: ['JEE'],
      levels: ['Grade 9', 'Grade 10', 'Grade 11', 'Grade 12'],
      audiences: ['school students'],
      styles: ['patient', 'structured'],
      subjects: ['Mathematics'],
      subDomain: 'Algebra, calculus and trigonometry',
      facetsConfirmedAt: new Date(),
    })
    .returning({ id: expertProfiles.id });

  const catalog = await seedCatalog(deps.db, { count: CATALOG_SIZE, seed: 20261122, password: DEMO_PASSWORD, now: deps.now() });
  const ids: DemoIds = { studentUserId: student.id, tutorUserId: tutor.id, tutorExpertId: expert.id, catalog };
  await seedScheduling(deps, ids);
  await refreshOfferText(deps.db, [expert.id, ...catalog.map((c) => c.expertId)]);
  await seedBookings(deps, ids);
  await seedConversations(deps, ids);
  await seedAdmin(deps, ids);
  return { created: true, ids };
}
