// Builds the catalog through the public API, the way each tutor does it in the browser: sign up, open the
// e-mail's confirmation link, walk the onboarding wizard (category picked from the list or typed in, the
// assessment answered, the bio in their own words), set the hourly rate and exact experience on the profile page,
// set working hours, open weekly availability for the next 14 days and publish offers. Then the operator, signed
// in to /admin, verifies the tutors it has reviewed.
import { browser, type Browser } from './client';
import type { TutorSpec, Weekly } from './catalog';
import type { Install } from './server';

const PASSWORD = 'bench-quality-2026';
const SIGN_UPS_AT_ONCE = 4;
const ZONE = 'Asia/Kolkata';
const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
/** The wizard's experience choices: 1–2, 3–5, 6–10, 10+ years. */
const experienceChoice = (years: number) => (years > 10 ? 11 : years >= 6 ? 6 : years >= 3 ? 3 : 1);

/** YYYY-MM-DD of `now` plus `days`, in the zone. */
function calendarDate(now: Date, days: number, zone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

type Domain = { id: string; name: string };

async function onboard(tutor: Browser, spec: TutorSpec): Promise<string> {
  const state = await tutor.call<{ domains: Domain[] }>('GET', '/api/onboarding');
  const picked = spec.domain ? state.domains.find((d) => d.name.toLowerCase() === spec.domain!.toLowerCase()) : undefined;
  // A tutor whose subject is not in the list types it in.
  const expertise = {
    ...(picked ? { domainId: picked.id } : { customDomain: spec.customDomain ?? spec.domain }),
    subDomain: spec.subDomain ?? null,
    experienceYears: experienceChoice(spec.experienceYears),
  };
  const assessment = await tutor.call<{ assessmentId: string; questions: { id: string; kind: 'choice' | 'open'; options: string[] }[] }>(
    'POST',
    '/api/onboarding/questions',
    expertise,
  );
  const openAnswer = `${spec.bio.split(/(?<=[.!?])\s/)[0]} I always start from what the learner already knows.`;
  const answers = assessment.questions.map((q, i) =>
    q.kind === 'open' ? { questionId: q.id, answerText: openAnswer } : { questionId: q.id, selectedAnswer: (i + spec.key.length) % q.options.length },
  );
  const saved = await tutor.call<{ expertProfileId: string }>('PUT', '/api/onboarding', {
    ...expertise,
    fullName: spec.name,
    city: spec.city,
    bio: spec.bio,
    languages: spec.languages,
    qualifications: spec.qualifications,
    assessmentId: assessment.assessmentId,
    answers,
  });
  return saved.expertProfileId;
}

async function openAvailability(tutor: Browser, weekly: Weekly[], zone: string, now: Date): Promise<void> {
  if (!weekly.length) return;
  // Working hours cover the windows the tutor opens, so that every window can be booked.
  const settings = await tutor.call<{ workingHours: Record<string, { enabled: boolean; start: string; end: string }> }>('GET', '/api/availability/settings');
  const workingHours = { ...settings.workingHours };
  DAY_NAMES.forEach((name, day) => {
    const windows = weekly.filter((w) => w.days.includes(day));
    workingHours[name] = windows.length
      ? { enabled: true, start: windows.map((w) => w.from).sort()[0], end: windows.map((w) => w.to).sort().at(-1)! }
      : { ...workingHours[name], enabled: false };
  });
  await tutor.call('PUT', '/api/availability/settings', { ...settings, defaultTimezone: zone, workingHours });
  const date = calendarDate(now, 1, zone);
  const recurrenceEndDate = calendarDate(now, 14, zone);
  for (const w of weekly) {
    await tutor.call('POST', '/api/availability/slots', {
      date,
      startTime: w.from,
      endTime: w.to,
      timezone: zone,
      isRecurring: true,
      recurrencePattern: 'weekly',
      recurrenceDays: w.days,
      recurrenceEndDate,
    });
  }
}

type BuiltCatalog = { expertIds: Map<string, string>; seconds: number };

export async function buildCatalog(install: Install, tutors: TutorSpec[], now: Date = new Date()): Promise<BuiltCatalog> {
  const started = performance.now();
  const expertIds = new Map<string, string>();
  const runTag = now.getTime().toString(36);

  // The operator signs up like anyone, then is made an operator on the command line.
  const operatorEmail = `operator-${runTag}@bench.example`;
  const operator = browser(install.baseUrl, '198.51.100.1');
  await operator.call('POST', '/api/auth/sign-up/email', {
    email: operatorEmail, password: PASSWORD, name: 'Operations Desk', fullName: 'Operations Desk', userType: 'student', phone: '+91 80000 00001',
  });
  await install.grantOperator(operatorEmail);

  // Tutors sign up a few at a time, each from their own address (documentation range 203.0.113.0/24 onwards),
  // and confirm their e-mail address from the link they receive.
  const browsers: Browser[] = [];
  for (let start = 0; start < tutors.length; start += SIGN_UPS_AT_ONCE) {
    await Promise.all(
      tutors.slice(start, start + SIGN_UPS_AT_ONCE).map(async (spec, j) => {
        const i = start + j;
        const tutor = browser(install.baseUrl, `203.0.${113 + Math.floor(i / 250)}.${(i % 250) + 1}`);
        const email = `${spec.key}-${runTag}@bench.example`;
        await tutor.call('POST', '/api/auth/sign-up/email', {
          email, password: PASSWORD, name: spec.name, fullName: spec.name, userType: 'tutor', phone: `+91 9${String(100000000 + i).slice(-9)}`,
        });
        await tutor.open(await install.linkFor(email, /verify-email/));
        browsers[i] = tutor;
      }),
    );
  }

  // Then each walks onboarding and sets up their profile, one after another: the first tutor to type a new
  // category creates it, and later ones find it in the list.
  for (const [i, spec] of tutors.entries()) {
    const tutor = browsers[i];
    const expertId = await onboard(tutor, spec);
    expertIds.set(spec.key, expertId);
    if (spec.hourlyRate !== undefined || spec.experienceYears !== experienceChoice(spec.experienceYears)) {
      await tutor.call('PATCH', '/api/profile/expert', {
        experienceYears: spec.experienceYears,
        ...(spec.hourlyRate !== undefined ? { hourlyRate: spec.hourlyRate * 100 } : {}),
      });
    }
    await openAvailability(tutor, spec.weekly, spec.timezone ?? ZONE, now);
    const category = spec.domain ?? spec.customDomain ?? null;
    for (const offer of spec.offers) {
      await tutor.call('POST', '/api/offerings', {
        title: offer.title,
        description: offer.description ?? null,
        price: offer.price * 100,
        durationMinutes: offer.minutes,
        maxStudents: 1,
        category: offer.category === 'own' ? category : null,
      });
    }
  }

  for (const spec of tutors) {
    if (spec.verified) await operator.call('POST', `/api/admin/experts/${expertIds.get(spec.key)}/verify`, { verified: true });
  }
  return { expertIds, seconds: (performance.now() - started) / 1000 };
}
