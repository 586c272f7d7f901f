// Demo reviews: completed sessions between a small pool of demo students and the catalog's tutors, each with
// a review in a student's own words (some with the tutor's reply). Tutors' ratings and counts follow from
// these by the database trigger (migration 0013): nothing here writes a rating. Deterministic per seed.
import type { Db } from '../client';
import { bookings, profiles, reviews, user } from '../schema';
import type { Random } from './random';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const STUDENT_NAMES = [
  'Aanya Kapoor', 'Vihaan Rao', 'Ishita Sen', 'Kabir Malhotra', 'Tanvi Joshi', 'Reyansh Pillai', 'Sara Thomas', 'Arnav Gupta',
  'Myra Fernandes', 'Dev Patel', 'Nandini Iyer', 'Yash Kulkarni', 'Fatima Sheikh', 'Rohit Bhat', 'Emily Clarke', 'Jaspreet Kaur',
  'Aditi Menon', 'Nikhil Verma', 'Leah Dsouza', 'Manav Shah', 'Shreya Ghosh', 'Aryan Mehta', 'Zara Qureshi', 'Om Prakash',
];

/** The pool of demo students who wrote the catalog's reviews: ids are stable, inserts are idempotent. */
export async function ensureReviewers(db: Db, prefix = ''): Promise<string[]> {
  const rows = STUDENT_NAMES.map((name, i) => ({ id: `seed-student-${prefix}${i}`, name, email: `student${prefix}${i}@reviews.demo.test` }));
  await db
    .insert(user)
    .values(rows.map((r) => ({ ...r, emailVerified: true, userType: 'student' })))
    .onConflictDoNothing();
  await db
    .insert(profiles)
    .values(rows.map((r) => ({ userId: r.id, fullName: r.name, timezone: 'Asia/Kolkata' })))
    .onConflictDoNothing();
  return rows.map((r) => r.id);
}

// What students write, by how the session went. `{s}` is the subject as the tutor's offer names it.
const FIVE = [
  'Explained {s} in a way that finally made sense to me. I left with a clear plan for the week.',
  'Very patient. I asked the same question three times and got three different explanations until one clicked.',
  'Best session so far. We went through my mistakes from the last test one by one.',
  'Structured, calm and well prepared: my homework had been read before we even started.',
  'My daughter looks forward to these lessons. She is much more confident in {s} now.',
  'Clear, friendly and on time. Booked the next four sessions straight away.',
  'The practice questions at the end were exactly the level of my exam.',
  'Spotted a gap in my basics that nobody had noticed in two years of school. Huge difference.',
  'Good mix of theory and examples. Notes after the session were really useful for revision.',
  'Helped me prepare for my viva in just two sessions. Thank you!',
  'Whenever I got stuck there was another example ready, never any impatience.',
  'I used to dread {s}. Now it is the subject I revise first.',
  'Honest feedback on my answers, without making me feel bad about them.',
  'Worth every rupee. The shortcuts for long problems saved me so much time in the mock test.',
  'Makes difficult topics feel small. Always checks that I have understood before moving on.',
  'Great energy, kept my son engaged for the whole hour — not easy!',
  'We covered a whole chapter and I could solve the exercises on my own afterwards.',
  'Very knowledgeable and humble. Answered my extra doubts over chat too.',
  'Scored 92 in the pre-board after a month of lessons. Couldn’t have done it without these sessions.',
  'Perfect for a working professional: focused, practical, no time wasted.',
  'Really good at breaking down word problems into steps.',
  'Friendly and encouraging. I actually enjoy practising now.',
];
const FOUR = [
  'Good session overall. A little fast in the second half, but the notes afterwards helped.',
  'Knows {s} very well. I would have liked a few more practice questions.',
  'Helpful and clear. Started five minutes late but made up the time at the end.',
  'Solid explanations. The video dropped once, otherwise a great lesson.',
  'Useful tips for the exam. Will book again closer to the date.',
  'Nice teaching style, a bit more homework would suit me better.',
  'We got through most of what I asked for; the rest is planned for next time.',
  'Good at explaining concepts, slightly less structured than I expected.',
  'Patient and kind. Some examples were too easy for my level, but the level went up once I said so.',
  'Very good for revision. For brand-new topics I had to ask to slow down.',
  'Clear explanations and good worksheets.',
];
const THREE = [
  'Okay session. The content was fine but it felt a bit generic for my syllabus.',
  'Knowledgeable, but we spent a long time on things I already knew.',
  'Average. The explanation of {s} basics was good, the advanced part was rushed.',
  'Decent, though the session started late and ran short.',
  'Fine for a first lesson. Not sure yet if the pace is right for me.',
];
const LOW = [
  'Joined 15 minutes late and did not really follow my syllabus.',
  'Not what I expected from the description. Mostly reading from slides.',
  'Connection kept dropping on the tutor’s side and we lost half the session.',
];
const REPLIES = [
  'Thank you! Keep practising the way we planned — see you next week.',
  'So glad it helped. Bring your next test paper and we will go through it together.',
  'Thanks for the kind words. Great effort from your side too!',
  'Thank you for the feedback — I will add more practice questions next time.',
  'Sorry about the late start; I have extended our next session by ten minutes.',
  'Thanks for being honest. Next time tell me early if the pace is off and I will adjust.',
  'Happy to hear that! All the best for the exam.',
];

/** A rating around the tutor's quality (3.6–5): good tutors get mostly fives, a few fours, rarely less. */
function ratingFor(r: Random, quality: number): number {
  const five = Math.min(0.92, Math.max(0.15, (quality - 3.4) / 1.6));
  const x = r.next();
  if (x < five) return 5;
  if (x < five + (1 - five) * 0.65) return 4;
  if (x < five + (1 - five) * 0.9) return 3;
  return r.chance(0.5) ? 2 : 1;
}

function textFor(r: Random, rating: number, subject: string): string | null {
  if (r.chance(0.14)) return null;
  const pool = rating === 5 ? FIVE : rating === 4 ? FOUR : rating === 3 ? THREE : LOW;
  return r.pick(pool).replaceAll('{s}', subject);
}

export type ReviewedTutor = {
  expertId: string;
  /** The offers a session may be of: id, price and minutes. */
  offers: { id: string; price: number; durationMinutes: number; category: string | null }[];
  /** The tutor's quality, 3.6–5, around which ratings fall. */
  quality: number;
  count: number;
};

/**
 * Completed past sessions with one review each, for each tutor: the sessions spread over the last ten
 * months (newest a few days ago), reviews a few hours after the session, some with the tutor's reply.
 */
export async function seedReviews(db: Db, r: Random, tutors: ReviewedTutor[], students: string[], now: Date): Promise<number> {
  const bookingRows: (typeof bookings.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  for (const t of tutors) {
    if (!t.offers.length || t.count === 0) continue;
    const used = new Set<number>();
    for (let k = 0; k < t.count; k++) {
      // A distinct hour for each of the tutor's past sessions, 2 to 300 days back.
      let daysBack: number;
      let hour: number;
      do {
        daysBack = 2 + Math.floor(Math.pow(r.next(), 1.6) * 298);
        hour = 9 + r.int(0, 11);
      } while (used.has(daysBack * 24 + hour));
      used.add(daysBack * 24 + hour);
      const offer = r.pick(t.offers);
      const start = new Date(Math.floor((now.getTime() - daysBack * DAY) / DAY) * DAY + (hour - 5.5) * HOUR);
      const end = new Date(start.getTime() + offer.durationMinutes * 60_000);
      const id = crypto.randomUUID();
      const studentId = r.pick(students);
      bookingRows.push({
        id,
        studentId,
        expertId: t.expertId,
        offeringId: offer.id,
        scheduledAt: start,
        endsAt: end,
        status: 'completed',
        totalAmount: offer.price,
        completedAt: end,
        createdAt: new Date(start.getTime() - r.int(1, 6) * DAY),
        updatedAt: end,
      });
      const rating = ratingFor(r, t.quality);
      const createdAt = new Date(end.getTime() + r.int(1, 30) * HOUR);
      const text = textFor(r, rating, (offer.category ?? 'the subject').replace(/^(Mathematics)$/, 'maths'));
      const replied = text !== null && r.chance(rating <= 3 ? 0.6 : 0.25);
      reviewRows.push({
        bookingId: id,
        studentId,
        expertId: t.expertId,
        offeringId: offer.id,
        rating,
        comment: text,
        reply: replied ? r.pick(rating <= 3 ? REPLIES.slice(3) : REPLIES) : null,
        repliedAt: replied ? new Date(createdAt.getTime() + r.int(2, 40) * HOUR) : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  for (let i = 0; i < bookingRows.length; i += 500) await db.insert(bookings).values(bookingRows.slice(i, i + 500));
  for (let i = 0; i < reviewRows.length; i += 500) await db.insert(reviews).values(reviewRows.slice(i, i + 500));
  return reviewRows.length;
}
