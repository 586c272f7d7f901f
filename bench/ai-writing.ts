// npm run bench:ai-writing — the built-in engine's writing through the API, as a tutor uses it: assessment
// questions, bios (three drafts), session summaries and lesson plans, each over varied inputs. Prints p50/p95
// server time per kind (target p95 ≤ 200 ms) and, with SAMPLES=1, every generated text to read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMemoryBus } from '../src/server/adapters/realtime-bus/memory-bus';
import { createApp } from '../src/server/app';
import { buildDeps } from '../src/server/bootstrap';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { expertProfiles } from '../src/server/db/schema';
import { seedDomains } from '../src/server/db/seed/index';
import { parseEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';

const ROUNDS = Number(process.env.ROUNDS ?? 20);
const SAMPLES = process.env.SAMPLES === '1';
const BASE = 'http://localhost';
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

const tutors = [
  { fullName: 'Meera Iyer', city: 'Chennai', customDomain: 'Mathematics', subDomain: 'CBSE Class 9–12 algebra and calculus', experienceYears: 6, languages: ['Tamil', 'English'], qualifications: ['M.Sc. Mathematics', 'B.Ed.'] },
  { fullName: 'Lakshmi Narayanan', city: 'Bengaluru', customDomain: 'Carnatic Violin', subDomain: 'varnams and kritis for beginners', experienceYears: 11, languages: ['Kannada', 'Tamil', 'English'], qualifications: [] },
  { fullName: 'Priya Nair', city: 'Kochi', customDomain: 'Spoken English', subDomain: 'for working professionals', experienceYears: 3, languages: ['English', 'Malayalam'], qualifications: ['MA English Literature', 'CELTA'] },
  { fullName: 'Arjun Mehta', city: 'Ahmedabad', customDomain: 'Python Programming', subDomain: 'coding for kids aged 9 to 13', experienceYears: 3, languages: ['Gujarati', 'Hindi', 'English'], qualifications: ['B.Tech Computer Science'] },
  { fullName: 'Sara Thomas', city: 'Delhi', customDomain: 'IELTS Preparation', subDomain: 'academic writing and speaking band 7+', experienceYears: 11, languages: ['English', 'Hindi'], qualifications: ['MA Linguistics'] },
  { fullName: 'Camille Roy', city: 'Puducherry', customDomain: 'French', subDomain: 'DELF A2–B1 preparation', experienceYears: 6, languages: ['French', 'English', 'Tamil'], qualifications: ['DELF B2', 'BA French'] },
  { fullName: 'Kiran', city: 'Mysuru', customDomain: 'Chess', subDomain: 'openings and endgames for club players', experienceYears: 11, languages: ['Kannada', 'English'], qualifications: ['FIDE Instructor'] },
  { fullName: 'Asha Rao', city: 'Hubli', customDomain: 'Economics', subDomain: '', experienceYears: 1, languages: [], qualifications: [] },
  { fullName: 'Rahul Menon', city: 'Mumbai', customDomain: 'Accountancy', subDomain: 'HSC commerce: accountancy and business studies', experienceYears: 3, languages: ['Marathi', 'Hindi', 'English'], qualifications: ['Honours in Commerce', 'MBA', 'HSC'] },
  { fullName: 'Fatima Sheikh', city: 'Lucknow', customDomain: 'Biology', subDomain: 'NEET biology: genetics and human physiology', experienceYears: 6, languages: ['Urdu', 'Hindi', 'English'], qualifications: ['M.Sc. Zoology'] },
];

/** The tutor's own words, as the open questions of a subject outside the bank collect them. */
const ownWords: Record<string, string> = {
  'Carnatic Violin': 'I record a short practice clip for every raga we cover. Every student learns to sing a phrase before playing it on the violin.',
  Chess: 'I teach endgames before openings because they show how the pieces really work. We go through every game the student played that week.',
  'Spoken English': 'My students leave each session with three phrases they can use at work the next day. I use role-plays of real meetings and client calls.',
};

const summaries = [
  { subject: 'Mathematics', topicsCovered: 'Quadratic equations, Completing the square, Discriminant', engagementLevel: 'medium', studentName: 'Riya', performance: 'Factorised quickly and accurately. Made sign errors when completing the square with negative coefficients. Needed two hints to use the discriminant.' },
  { subject: 'Physics', topicsCovered: "Newton's laws; free-body diagrams; friction", engagementLevel: 'high', studentName: 'Kabir', performance: "Explained the first law in his own words. Drew free-body diagrams without help. Still confuses static and kinetic friction." },
  { subject: 'English', topicsCovered: 'Past perfect tense, Reported speech', engagementLevel: 'low', studentName: 'Ananya', performance: 'Struggled with reported speech questions; kept the original tense every time. Got the past perfect right after two attempts.' },
  { subject: 'Chemistry', topicsCovered: 'Balancing equations, Mole concept', engagementLevel: 'high', studentName: 'Dev', performance: 'Balanced all eight equations correctly. No problems with the mole concept; finished the extension questions.' },
  { subject: 'Python Programming', topicsCovered: 'for loops, lists, functions', engagementLevel: 'medium', studentName: 'Ira', performance: 'Wrote a loop to sum a list on her own. Forgot to return a value from her function twice. Enjoyed the turtle drawing task.' },
];

const plans = [
  { topic: 'Photosynthesis', gradeLevel: 'Middle School (6-8)', duration: 45, additionalNotes: 'Visual learner; likes diagrams.' },
  { topic: 'Solving quadratic equations by factorising', gradeLevel: 'High School (9-12)', duration: 60, additionalNotes: 'Board exam in 2 weeks. Weak on negative numbers.' },
  { topic: 'Macbeth', gradeLevel: 'High School (9-12)', duration: 90, additionalNotes: 'Preparing for an essay on ambition.' },
  { topic: 'Writing a formal letter', gradeLevel: 'Adult Learner', duration: 30, additionalNotes: 'Needs it for job applications; short attention span.' },
  { topic: 'Supply and demand', gradeLevel: 'College/University', duration: 120, additionalNotes: '' },
];

async function main() {
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ai-writing-'));
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const deps = await buildDeps({ env, database, baseUrl: BASE, logger: createLogger('silent'), bus: createMemoryBus(), secret: 'bench-secret-bench-secret-bench-secret' });
  await seedDomains(deps);
  const app = createApp(deps);
  let n = 0;
  const call = async (method: string, url: string, body: unknown, cookie?: string) => {
    const started = performance.now();
    const res = await app.request(`${BASE}${url}`, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
    return { ms, json: (await res.json()) as Record<string, unknown>, res };
  };
  const signUp = async (userType: 'tutor', name: string) => {
    const { res, json } = await call('POST', '/api/auth/sign-up/email', { email: `bench${n++}@bench.test`, password: 'bench-pass-2026', name, fullName: name, userType, phone: '+91 90000 00000' });
    return { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), id: (json.user as { id: string }).id };
  };

  const times: Record<string, number[]> = { questions: [], bio: [], summary: [], plan: [] };
  const out: string[] = [];
  // Warm-up: the first call of each kind compiles patterns and plans statements.
  const warm = await signUp('tutor', 'Warm Up');
  await deps.db.insert(expertProfiles).values({ userId: warm.id, bio: 'Warm-up.' });
  await call('POST', '/api/onboarding/questions', { customDomain: 'Physics', experienceYears: 3 }, warm.cookie);
  await call('POST', '/api/ai-content/summaries', summaries[0], warm.cookie);
  await call('POST', '/api/ai-content/lesson-plans', plans[0], warm.cookie);

  for (let round = 0; round < ROUNDS; round++) {
    for (const facts of tutors) {
      const tutor = await signUp('tutor', facts.fullName);
      const q = await call('POST', '/api/onboarding/questions', { customDomain: facts.customDomain, subDomain: facts.subDomain || null, experienceYears: facts.experienceYears }, tutor.cookie);
      times.questions.push(q.ms);
      const questions = q.json.questions as { kind: string; question: string }[];
      const words = ownWords[facts.customDomain];
      const answers = questions.filter((x) => x.kind === 'open' && words).map((x) => ({ question: x.question, answer: words }));
      for (const person of ['third', 'first'] as const) {
        const bio = await call('POST', '/api/onboarding/bio', { ...facts, subDomain: facts.subDomain || null, person, answers }, tutor.cookie);
        times.bio.push(bio.ms);
        if (SAMPLES && round === 0) {
          out.push(`\n## Bio: ${facts.fullName}, ${facts.customDomain} (${person} person)\nquestions: ${q.json.source} ${questions.length} × ${questions[0].kind}`);
          (bio.json.variants as string[]).forEach((v, i) => out.push(`draft ${i + 1} (${v.split(/\s+/).length} words): ${v}`));
        }
      }
    }
    for (const s of summaries) {
      const r = await call('POST', '/api/ai-content/summaries', s, warm.cookie);
      times.summary.push(r.ms);
      if (SAMPLES && round === 0) out.push(`\n## Summary: ${JSON.stringify(s)}\n${r.json.summary as string}`);
    }
    for (const p of plans) {
      const r = await call('POST', '/api/ai-content/lesson-plans', p, warm.cookie);
      times.plan.push(r.ms);
      if (SAMPLES && round === 0) out.push(`\n## Lesson plan: ${JSON.stringify(p)}\n${r.json.lessonPlan as string}`);
    }
  }

  console.log(`bench:ai-writing — built-in engine through the API, embedded PGlite, ${ROUNDS} rounds, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('kind        calls   p50 ms   p95 ms   max ms   (target p95 ≤ 200 ms)');
  for (const [kind, xs] of Object.entries(times)) {
    console.log(`${kind.padEnd(10)} ${String(xs.length).padStart(6)} ${pct(xs, 50).toFixed(1).padStart(8)} ${pct(xs, 95).toFixed(1).padStart(8)} ${Math.max(...xs).toFixed(1).padStart(8)}`);
  }
  if (SAMPLES) console.log(out.join('\n'));
  await deps.bus.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
