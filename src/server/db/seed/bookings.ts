// Demo bookings between the demo student and the demo tutor: one confirmed soon today, one pending
// tomorrow, two completed in the past with a review each (the newer one still editable). Live ones never
// overlap (EXCLUDE). The demo tutor's other past students reviewed him too: his rating comes from them all.
// The demo student's learning path (summaries, the next plan, goals) is built on these sessions.
import { and, asc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { bookings, offerings, reviews } from '../schema';
import type { DemoIds } from './index';
import { createRandom } from './random';
import { ensureReviewers, seedReviews } from './reviews';
import { seedLearningPath } from './learning-path';
import { seedPayments } from './payments';

const MIN = 60_000;
const IST_OFFSET = 330 * MIN;

/** An instant at hh:mm Asia/Kolkata, `days` days after today's IST date. */
function istAt(now: Date, days: number, hh: number, mm = 0): Date {
  const ist = new Date(now.getTime() + IST_OFFSET);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days, hh, mm) - IST_OFFSET);
}

export async function seedBookings(deps: Deps, ids: DemoIds): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  let [offer] = await db
    .select()
    .from(offerings)
    .where(and(eq(offerings.expertId, ids.tutorExpertId), eq(offerings.isActive, true)))
    .orderBy(asc(offerings.createdAt))
    .limit(1);
  if (!offer) {
    [offer] = await db
      .insert(offerings)
      .values({
        expertId: ids.tutorExpertId,
        title: 'Board Exam Maths: Algebra & Calculus',
        description: 'One-to-one CBSE/ICSE Grade 11–12 session: concepts, solved examples and a practice plan.',
        price: 80_000,
        durationMinutes: 60,
        category: 'Mathematics',
      })
      .returning();
  }
  const minutes = offer.durationMinutes * MIN;
  // Soon: the next half hour at least 45 minutes ahead (so it is "Today"/"Soon" on the dashboards).
  const soonStart = new Date(Math.ceil((now.getTime() + 45 * MIN) / (30 * MIN)) * 30 * MIN);
  const rows: (typeof bookings.$inferInsert)[] = [
    { scheduledAt: soonStart, status: 'confirmed', notes: 'Integration by parts, please.' },
    { scheduledAt: istAt(now, 1, 17), status: 'pending', notes: 'Revision of trigonometric identities.' },
    { scheduledAt: istAt(now, -3, 16), status: 'completed' },
    { scheduledAt: istAt(now, -8, 16), status: 'completed' },
  ].map((b) => ({
    ...b,
    studentId: ids.studentUserId,
    expertId: ids.tutorExpertId,
    offeringId: offer.id,
    endsAt: new Date(b.scheduledAt.getTime() + minutes),
    totalAmount: offer.price,
    completedAt: b.status === 'completed' ? new Date(b.scheduledAt.getTime() + minutes) : null,
    createdAt: new Date(Math.min(now.getTime(), b.scheduledAt.getTime()) - 2 * 86_400_000),
  }));
  // If the pending one would touch the confirmed one (late at night), move it a day on.
  if (rows[1].scheduledAt.getTime() < rows[0].endsAt.getTime() + 60 * MIN) {
    rows[1].scheduledAt = new Date(rows[1].scheduledAt.getTime() + 86_400_000);
    rows[1].endsAt = new Date(rows[1].scheduledAt.getTime() + minutes);
  }
  const inserted = await db.insert(bookings).values(rows).returning({ id: bookings.id, status: bookings.status, endsAt: bookings.endsAt, scheduledAt: bookings.scheduledAt });
  await seedPayments(deps, inserted.map((b) => b.id));
  const done = inserted.filter((b) => b.status === 'completed');
  await seedLearningPath(deps, ids, {
    done: [...done].sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime()).map((b) => ({ id: b.id, at: b.scheduledAt })),
    soon: { id: inserted[0].id, at: inserted[0].scheduledAt },
  });
  const texts = [
    { rating: 5, comment: 'Integration finally makes sense. The practice plan at the end is exactly what I needed before the pre-boards.' },
    { rating: 4, comment: 'Good session, covered everything I asked for. A few more solved examples on limits would have helped.', reply: 'Thanks Riya! I have added five solved limits problems to your practice sheet.' },
  ];
  await db.insert(reviews).values(
    done.map((b, i) => {
      const at = new Date(b.endsAt.getTime() + 3 * 3_600_000);
      const reply = texts[i].reply ? { reply: texts[i].reply, repliedAt: new Date(at.getTime() + 5 * 3_600_000) } : {};
      return { bookingId: b.id, studentId: ids.studentUserId, expertId: ids.tutorExpertId, offeringId: offer.id, rating: texts[i].rating, comment: texts[i].comment, ...reply, createdAt: at, updatedAt: at };
    }),
  );
  // His other students' sessions over the past months, each reviewed.
  const offers = await db
    .select({ id: offerings.id, price: offerings.price, durationMinutes: offerings.durationMinutes, category: offerings.category })
    .from(offerings)
    .where(and(eq(offerings.expertId, ids.tutorExpertId), eq(offerings.isActive, true), eq(offerings.maxStudents, 1)));
  const students = await ensureReviewers(db);
  await seedReviews(db, createRandom(4242), [{ expertId: ids.tutorExpertId, offers: offers.length ? offers : [offer], quality: 4.7, count: 14 }], students, now);
}
