// Demo scheduling data: the demo tutor's offers, default availability settings and four weeks of
// weekday availability (as weekly series in Asia/Kolkata), and offers or windows for any catalog
// expert the catalog left without them.
import { inArray } from 'drizzle-orm';
import { DEFAULT_AVAILABILITY_SETTINGS } from '../../../shared/rules/availability-settings';
import { expandAvailability, toZonedParts } from '../../../shared/rules/recurrence';
import type { Deps } from '../../deps';
import { availabilitySettings, availabilitySlots, offerings } from '../schema';
import type { DemoIds } from './index';
import { createRandom } from './random';

const TZ = 'Asia/Kolkata';
const DAY = 86_400_000;
const BATCH = 500;

const DEMO_OFFERS = [
  { title: 'Board Exam Maths: Algebra & Calculus', description: 'One-to-one CBSE/ICSE Grade 11–12 session: concepts, solved examples and a practice plan.', price: 80_000, durationMinutes: 60, maxStudents: 1, category: 'Mathematics' },
  { title: 'JEE Main Problem-Solving Sprint', description: 'Timed practice on high-weightage JEE Main topics with shortcuts and error analysis.', price: 120_000, durationMinutes: 90, maxStudents: 1, category: 'JEE Preparation' },
  { title: 'Grade 9–10 Maths Foundations', description: 'Build strong basics in algebra, geometry and trigonometry before the board years.', price: 60_000, durationMinutes: 45, maxStudents: 1, category: 'Mathematics' },
  { title: 'Small-Group Calculus Workshop', description: 'A weekly workshop for up to five students: limits, derivatives and integrals with live practice.', price: 35_000, durationMinutes: 120, maxStudents: 5, category: 'Mathematics' },
];

async function insertBatched<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

function weeklySeries(tutorId: string, first: string, until: string, startTime: string, endTime: string, days: number[], notes: string | null) {
  const req = { date: first, startTime, endTime, timezone: TZ, isRecurring: true, recurrencePattern: 'weekly' as const, recurrenceDays: days, recurrenceEndDate: until };
  const seriesId = crypto.randomUUID();
  return expandAvailability(req).map((o) => ({
    tutorId,
    startTime: o.start,
    endTime: o.end,
    isRecurring: true,
    recurrencePattern: 'weekly',
    recurrenceDays: days,
    recurrenceEndDate: until,
    seriesId,
    timezone: TZ,
    notes,
  }));
}

export async function seedScheduling(deps: Deps, ids: DemoIds): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const r = createRandom(20261123);
  const today = toZonedParts(now, TZ).date;
  const until = toZonedParts(new Date(now.getTime() + 27 * DAY), TZ).date;

  // Offers: the demo tutor's, oldest first so the first one is the flagship 1:1 session.
  await db.insert(offerings).values(DEMO_OFFERS.map((o, i) => ({ ...o, expertId: ids.tutorExpertId, createdAt: new Date(now.getTime() - (DEMO_OFFERS.length - i) * DAY) })));

  // Settings: the spec's defaults for the demo tutor (whose windows lie inside them). Catalog experts
  // keep none until they open their calendar: without settings their own windows are their hours.
  await db.insert(availabilitySettings).values({ tutorId: ids.tutorExpertId, ...DEFAULT_AVAILABILITY_SETTINGS }).onConflictDoNothing();

  // Availability: the demo tutor teaches weekday mornings and afternoons (IST).
  const slots: (typeof availabilitySlots.$inferInsert)[] = [
    ...weeklySeries(ids.tutorExpertId, today, until, '09:00', '12:00', [1, 2, 3, 4, 5], 'Morning sessions'),
    ...weeklySeries(ids.tutorExpertId, today, until, '13:00', '17:00', [1, 2, 3, 4, 5], null),
  ];

  // Catalog experts the catalog seed left without offers or availability get a few.
  const catalogIds = ids.catalog.map((c) => c.expertId);
  const [withOffers, withSlots] = catalogIds.length
    ? await Promise.all([
        db.selectDistinct({ id: offerings.expertId }).from(offerings).where(inArray(offerings.expertId, catalogIds)),
        db.selectDistinct({ id: availabilitySlots.tutorId }).from(availabilitySlots).where(inArray(availabilitySlots.tutorId, catalogIds)),
      ])
    : [[], []];
  const hasOffer = new Set(withOffers.map((x) => x.id));
  const hasSlots = new Set(withSlots.map((x) => x.id));
  const offers: (typeof offerings.$inferInsert)[] = [];
  for (const c of ids.catalog) {
    if (!hasOffer.has(c.expertId)) {
      const titles = r.sample([`${c.domainName}: One-to-One Session`, `${c.domainName} for Beginners`, `${c.domainName} Exam Preparation`], r.int(1, 3));
      for (const title of titles) {
        const minutes = r.pick([30, 45, 60, 60, 90]);
        offers.push({ expertId: c.expertId, title, description: `A focused ${minutes}-minute ${c.domainName} session shaped around your goals.`, price: r.int(6, 40) * 5_000, durationMinutes: minutes, category: c.domainName });
      }
    }
    if (!hasSlots.has(c.expertId)) {
      const startHour = r.int(9, 17);
      const hours = r.int(2, 3);
      const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
      slots.push(...weeklySeries(c.expertId, today, until, hh(startHour), hh(Math.min(startHour + hours, 21)), r.sample([1, 2, 3, 4, 5, 6], 3), null));
    }
  }
  await insertBatched(offers, (chunk) => db.insert(offerings).values(chunk));
  await insertBatched(slots, (chunk) => db.insert(availabilitySlots).values(chunk));
}
