// The expert catalog: realistic, varied tutors generated from a seed. The same generator fills a
// benchmark database with 100,000 experts (`npm run seed -- --experts 100000`).
import { hash } from '@node-rs/argon2';
import type { Db } from '../client';
import { account, domains, expertProfiles, profiles, user } from '../schema';
import { createRandom, type Random } from './random';

const FIRST = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Meera', 'Arjun', 'Kavya', 'Ishaan', 'Diya', 'Rahul', 'Sneha', 'Karan', 'Pooja', 'Aditya', 'Neha', 'Sanjay', 'Lakshmi', 'Farhan', 'Zoya', 'David', 'Sarah', 'Michael', 'Emma', 'Lucas', 'Sofia', 'Kenji', 'Yuki', 'Pierre', 'Claire', 'Carlos', 'Lucia', 'Hannah', 'Omar', 'Aisha', 'Tenzin', 'Gurpreet', 'Harpreet', 'Deepa', 'Suresh'];
const LAST = ['Sharma', 'Iyer', 'Verma', 'Nair', 'Gupta', 'Reddy', 'Khan', 'Mehta', 'Banerjee', 'Joshi', 'Patel', 'Singh', 'Das', 'Menon', 'Kapoor', 'Rao', 'Fernandes', 'Smith', 'Dubois', 'Garcia', 'Tanaka', 'Müller', 'Brown', 'Ali', 'Chopra', 'Pillai', 'Bose', 'Kulkarni', 'Desai', 'Mishra'];
const LANGS = ['English', 'Hindi', 'Tamil', 'Telugu', 'Bengali', 'Marathi', 'Kannada', 'Malayalam', 'Gujarati', 'Punjabi', 'Urdu', 'French', 'Spanish', 'German', 'Japanese'];
const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Jaipur', 'Kochi', 'Ahmedabad', 'Lucknow', 'Chandigarh'];
const STYLES = ['patient', 'fun', 'creative', 'structured', 'encouraging', 'exam-focused', 'interactive', 'practical'];
const AUDIENCES = ['young children', 'school students', 'beginners', 'college students', 'working professionals', 'adults'];

export type CatalogExpert = { userId: string; expertId: string; domainName: string };

function describe(r: Random, name: string, domain: string, years: number, styles: string[], audiences: string[], langs: string[]) {
  const style = styles.join(' and ');
  return `${name} is a ${style} ${domain} tutor with ${years} year${years === 1 ? '' : 's'} of experience teaching ${audiences.join(', ')}. ` +
    `Sessions are taught in ${langs.join(' and ')}, with clear explanations, practice problems and regular feedback. ` +
    r.pick([
      'Known for turning difficult ideas into simple steps.',
      'Students regularly improve their grades within a term.',
      'Every lesson ends with a short plan for the week.',
      'Builds confidence first, then speed and accuracy.',
    ]);
}

/** Inserts `count` experts; returns their ids. Domains must exist. */
export async function seedCatalog(db: Db, options: { count: number; seed: number; password: string; emailPrefix?: string }): Promise<CatalogExpert[]> {
  const r = createRandom(options.seed);
  const domainRows = await db.select().from(domains);
  const passwordHash = await hash(options.password);
  const out: CatalogExpert[] = [];
  const batch = 500;
  for (let start = 0; start < options.count; start += batch) {
    const users: (typeof user.$inferInsert)[] = [];
    const accounts: (typeof account.$inferInsert)[] = [];
    const profileRows: (typeof profiles.$inferInsert)[] = [];
    const experts: (typeof expertProfiles.$inferInsert)[] = [];
    for (let i = start; i < Math.min(options.count, start + batch); i++) {
      const id = `seed-expert-${options.emailPrefix ?? ''}${i}`;
      const name = `${r.pick(FIRST)} ${r.pick(LAST)}`;
      const domain = r.pick(domainRows);
      const years = r.pick([1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20]);
      const langs = ['English', ...r.sample(LANGS.filter((l) => l !== 'English'), r.int(0, 3))];
      const styles = r.sample(STYLES, 2);
      const audiences = r.sample(AUDIENCES, r.int(1, 2));
      users.push({ id, name, email: `expert${options.emailPrefix ?? ''}${i}@catalog.demo.test`, emailVerified: true, userType: 'tutor' });
      accounts.push({ id: `${id}-cred`, accountId: id, providerId: 'credential', userId: id, password: passwordHash });
      profileRows.push({ userId: id, fullName: name, city: r.pick(CITIES), timezone: 'Asia/Kolkata' });
      const expertId = crypto.randomUUID();
      experts.push({
        id: expertId,
        userId: id,
        bio: describe(r, name.split(' ')[0], domain.name, years, styles, audiences, langs),
        domainId: domain.id,
        hourlyRate: r.int(3, 30) * 10_000,
        rating: Math.round((3.6 + r.next() * 1.4) * 10) / 10,
        ratingCount: r.int(0, 120),
        totalSessions: r.int(0, 600),
        isVerified: r.chance(0.7),
        experienceYears: years,
        languages: langs,
        qualifications: [r.pick(['B.Sc.', 'M.Sc.', 'B.Tech', 'M.A.', 'B.Ed.', 'Ph.D.', 'MBA', 'Certified Trainer'])],
        styles,
        audiences,
        subjects: [domain.name],
      });
      out.push({ userId: id, expertId, domainName: domain.name });
    }
    await db.insert(user).values(users).onConflictDoNothing();
    await db.insert(account).values(accounts).onConflictDoNothing();
    await db.insert(profiles).values(profileRows).onConflictDoNothing();
    await db.insert(expertProfiles).values(experts).onConflictDoNothing();
  }
  return out;
}
