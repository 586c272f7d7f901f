// Review rules end to end through the API: who may review, when, how often and for how long they may edit;
// the tutor's single reply; the operator's hiding; the rating kept from visible reviews; stable keyset pages.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '../../../shared/schemas/bookings';
import { reviewMessages, type AdminReviewPage, type MyReview, type ReviewPage, type ReviewView } from '../../../shared/schemas/reviews';
import { bookings, expertProfiles, expertSearchFacets, reviews, user } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering } from '../bookings/bookings.fixtures';
import { listExpertReviews } from './reviews.service';

const DAY = 86_400_000;
let t: TestContext;
/** The app's clock runs this far ahead of the wall clock (the 14-day edit window). */
let clockAhead = 0;
let tutor: TestUser & { expertId: string };
let otherTutor: TestUser & { expertId: string };
let student: TestUser;
let otherStudent: TestUser;
let admin: TestUser;
let offeringId: string;
let slot = 0;

beforeAll(async () => {
  t = await createTestContext({ now: () => new Date(Date.now() + clockAhead) });
  tutor = await t.signUpExpert({ fullName: 'Tara Tutor' });
  otherTutor = await t.signUpExpert({ fullName: 'Otto Other' });
  student = await t.signUp('student', { fullName: 'Sam Student' });
  otherStudent = await t.signUp('student', { fullName: 'Olga Outsider' });
  admin = await t.signUp('student', { fullName: 'Ada Operator' });
  await t.deps.db.update(user).set({ isAdmin: true }).where(eq(user.id, admin.id));
  offeringId = (await addOffering(t.deps.db, tutor.expertId, { title: 'Algebra basics' })).id;
}, 120_000);
afterAll(() => t.close());

/** A past session of `tutor` with `who`, in the given state (each one an hour apart, so none overlap). */
async function session(status: 'completed' | 'confirmed', who: TestUser = student, expertId = tutor.expertId) {
  const start = new Date(Date.now() - (++slot + 2) * 3_600_000);
  const [b] = await t.deps.db
    .insert(bookings)
    .values({ studentId: who.id, expertId, offeringId: expertId === tutor.expertId ? offeringId : null, scheduledAt: start, endsAt: new Date(start.getTime() + 45 * 60_000), status, completedAt: status === 'completed' ? new Date(start.getTime() + 45 * 60_000) : null })
    .returning({ id: bookings.id });
  return b.id;
}

const ratingOf = async (expertId: string) => {
  const [p] = await t.deps.db.select({ rating: expertProfiles.rating, count: expertProfiles.ratingCount }).from(expertProfiles).where(eq(expertProfiles.id, expertId));
  const [f] = await t.deps.db.select({ rating: expertSearchFacets.rating, count: expertSearchFacets.ratingCount }).from(expertSearchFacets).where(eq(expertSearchFacets.expertId, expertId));
  return { ...p, facets: f };
};

describe('writing a review', () => {
  it('waits for the session to be completed', async () => {
    const id = await session('confirmed');
    const res = await t.json('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 5, text: 'Great' }, expect: 409 });
    expect(res.error.message).toBe(reviewMessages.notCompleted);
  });

  it('is for the booking’s own student only', async () => {
    const id = await session('completed');
    const stranger = await t.json('POST', `/api/bookings/${id}/review`, { as: otherStudent, body: { rating: 1 }, expect: 404 });
    expect(stranger.error.message).toBe(bookingMessages.notFound);
    await t.json('POST', `/api/bookings/${id}/review`, { as: tutor, body: { rating: 5 }, expect: 403 });
    await t.json('POST', `/api/bookings/${id}/review`, { as: undefined, body: { rating: 5 }, expect: 401 });
    await t.json('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 0 }, expect: 422 });
    await t.json('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 4, text: 'x'.repeat(2001) }, expect: 422 });
    expect(await t.deps.db.select().from(reviews).where(eq(reviews.bookingId, id))).toEqual([]);
  });

  it('refuses a student the room never saw when the tutor was there', async () => {
    const id = await session('completed');
    await t.deps.db.update(bookings).set({ tutorJoinedAt: new Date() }).where(eq(bookings.id, id));
    const res = await t.json('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 5 }, expect: 403 });
    expect(res.error.message).toBe(bookingMessages.reviewNotAttended);
  });

  it('creates one review per booking, tells the tutor, and edits it on a second post within 14 days', async () => {
    const id = await session('completed');
    const first = await t.json<MyReview>('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 3, text: '  Good pace, a bit rushed at the end.  ' }, expect: 201 });
    expect(first).toMatchObject({ bookingId: id, rating: 3, text: 'Good pace, a bit rushed at the end.', studentFirstName: 'Sam', offeringTitle: 'Algebra basics', reply: null });
    expect(Date.parse(first.editableUntil) - Date.parse(first.createdAt)).toBe(14 * DAY);
    const notes = await t.json<{ items: { type: string; body: string }[] }>('GET', '/api/notifications', { as: tutor });
    expect(notes.items.find((n) => n.type === 'review.created')?.body).toBe('Sam rated Algebra basics 3/5.');

    clockAhead = 13 * DAY;
    const edited = await t.json<MyReview>('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 4, text: 'Good pace; the recap at the end helped.' }, expect: 200 });
    expect(edited).toMatchObject({ id: first.id, rating: 4, text: 'Good pace; the recap at the end helped.', createdAt: first.createdAt });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    expect(await t.deps.db.select().from(reviews).where(eq(reviews.bookingId, id))).toHaveLength(1);
    const mine = await t.json<{ review: MyReview }>('GET', `/api/bookings/${id}/review`, { as: student });
    expect(mine.review.rating).toBe(4);
    const booking = await t.json('GET', `/api/bookings/${id}`, { as: student });
    expect(booking.review).toEqual({ rating: 4, comment: 'Good pace; the recap at the end helped.', editableUntil: first.editableUntil });

    clockAhead = 14 * DAY + 60_000;
    const late = await t.json('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 1, text: 'Changed my mind' }, expect: 403 });
    expect(late.error.message).toBe(reviewMessages.editClosed);
    clockAhead = 0;
    expect((await t.json<{ review: MyReview }>('GET', `/api/bookings/${id}/review`, { as: student })).review.rating).toBe(4);
  });

  it('answers null before the student has written one', async () => {
    const id = await session('completed');
    expect(await t.json('GET', `/api/bookings/${id}/review`, { as: student })).toEqual({ review: null });
    await t.json('GET', `/api/bookings/${id}/review`, { as: otherStudent, expect: 404 });
  });
});

describe('the tutor’s reply', () => {
  it('is written once, by the reviewed tutor only, and shows beneath the review', async () => {
    const id = await session('completed');
    const r = await t.json<MyReview>('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 5, text: 'Patient and clear.' }, expect: 201 });
    const other = await t.json('POST', `/api/reviews/${r.id}/reply`, { as: otherTutor, body: { text: 'Not mine' }, expect: 403 });
    expect(other.error.message).toBe(reviewMessages.onlyTutor);
    await t.json('POST', `/api/reviews/${r.id}/reply`, { as: student, body: { text: 'Me too' }, expect: 403 });
    await t.json('POST', `/api/reviews/${r.id}/reply`, { as: tutor, body: { text: '   ' }, expect: 422 });
    await t.json('POST', '/api/reviews/00000000-0000-4000-8000-000000000000/reply', { as: tutor, body: { text: 'Hi' }, expect: 404 });
    const replied = await t.json<ReviewView>('POST', `/api/reviews/${r.id}/reply`, { as: tutor, body: { text: 'Thank you, Sam! See you next week.' } });
    expect(replied.reply?.text).toBe('Thank you, Sam! See you next week.');
    const again = await t.json('POST', `/api/reviews/${r.id}/reply`, { as: tutor, body: { text: 'Another one' }, expect: 409 });
    expect(again.error.message).toBe(reviewMessages.alreadyReplied);
    const pageOne = await t.json<ReviewPage>('GET', `/api/experts/${tutor.expertId}/reviews?limit=50`);
    expect(pageOne.items.find((x) => x.id === r.id)?.reply?.text).toBe('Thank you, Sam! See you next week.');
    const mine = await t.json<ReviewPage>('GET', '/api/tutor/reviews?limit=50', { as: tutor });
    expect(mine.items.some((x) => x.id === r.id)).toBe(true);
    const notes = await t.json<{ items: { type: string }[] }>('GET', '/api/notifications', { as: student });
    expect(notes.items.some((n) => n.type === 'review.replied')).toBe(true);
  });
});

describe('ratings come from visible reviews', () => {
  it('keeps rating and count equal to the visible reviews; a hidden review leaves the list and the rating', async () => {
    const fresh = await t.signUpExpert({ fullName: 'Nina New' });
    expect(await ratingOf(fresh.expertId)).toMatchObject({ rating: 5, count: 0 });
    const written: MyReview[] = [];
    for (const rating of [5, 4, 2]) {
      const id = await session('completed', student, fresh.expertId);
      written.push(await t.json<MyReview>('POST', `/api/bookings/${id}/review`, { as: student, body: { rating, text: `Rated ${rating}` }, expect: 201 }));
    }
    expect(await ratingOf(fresh.expertId)).toEqual({ rating: 3.67, count: 3, facets: { rating: 3.67, count: 3 } });
    expect(await t.json('GET', '/api/tutor/reviews', { as: fresh })).toMatchObject({ rating: 3.67, reviewCount: 3, nextCursor: null });
    await t.json('GET', '/api/tutor/reviews', { as: student, expect: 403 });

    const low = written[2];
    await t.json('POST', `/api/admin/reviews/${low.id}/hide`, { as: student, body: { reason: 'Abusive' }, expect: 403 });
    await t.json('POST', `/api/admin/reviews/${low.id}/hide`, { as: admin, body: { reason: '' }, expect: 422 });
    const hidden = await t.json('POST', `/api/admin/reviews/${low.id}/hide`, { as: admin, body: { reason: 'Insults the tutor' } });
    expect(hidden).toMatchObject({ id: low.id, hiddenReason: 'Insults the tutor', expertName: 'Nina New', studentName: 'Sam Student' });
    expect((await t.json('POST', `/api/admin/reviews/${low.id}/hide`, { as: admin, body: { reason: 'Again' }, expect: 409 })).error.message).toBe(reviewMessages.alreadyHidden);
    expect(await ratingOf(fresh.expertId)).toEqual({ rating: 4.5, count: 2, facets: { rating: 4.5, count: 2 } });
    const list = await t.json<ReviewPage>('GET', `/api/experts/${fresh.expertId}/reviews`);
    expect(list.items.map((r) => r.rating)).toEqual([4, 5]);
    const hiddenOnes = await t.json<AdminReviewPage>('GET', '/api/admin/reviews?status=hidden', { as: admin });
    expect(hiddenOnes.items.map((r) => r.id)).toEqual([low.id]);

    // An edit moves the rating too.
    await t.json('POST', `/api/bookings/${written[0].bookingId}/review`, { as: student, body: { rating: 3 }, expect: 200 });
    expect(await ratingOf(fresh.expertId)).toMatchObject({ rating: 3.5, count: 2 });

    const shown = await t.json('POST', `/api/admin/reviews/${low.id}/unhide`, { as: admin });
    expect(shown).toMatchObject({ hiddenAt: null, hiddenReason: null });
    await t.json('POST', `/api/admin/reviews/${low.id}/unhide`, { as: admin, expect: 409 });
    expect(await ratingOf(fresh.expertId)).toMatchObject({ rating: 3, count: 3 });
    expect((await t.json<ReviewPage>('GET', `/api/experts/${fresh.expertId}/reviews`)).items).toHaveLength(3);
  });

  it('answers 404 for an unknown tutor and 422 for a broken cursor', async () => {
    await t.json('GET', '/api/experts/00000000-0000-4000-8000-000000000000/reviews', { expect: 404 });
    const bad = await t.json('GET', `/api/experts/${tutor.expertId}/reviews?cursor=bm90LWEtY3Vyc29y`, { expect: 422 });
    expect(bad.error.message).toBe(reviewMessages.badCursor);
  });
});

describe('keyset pages', () => {
  it('walk every visible review once, newest first, even with equal times and a review written mid-walk', async () => {
    const x = await t.signUpExpert({ fullName: 'Paula Pages' });
    const same = new Date('2026-10-01T10:00:00.123456Z');
    for (let i = 0; i < 12; i++) {
      const id = await session('completed', i % 2 ? student : otherStudent, x.expertId);
      // Four share one instant to the microsecond: the id breaks the tie.
      const createdAt = i < 4 ? same : new Date(same.getTime() - i * DAY);
      await t.deps.db.insert(reviews).values({ bookingId: id, studentId: i % 2 ? student.id : otherStudent.id, expertId: x.expertId, rating: 1 + (i % 5), comment: `Review ${i}`, createdAt, updatedAt: createdAt });
    }
    const seen: ReviewView[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ReviewPage = await t.json<ReviewPage>('GET', `/api/experts/${x.expertId}/reviews?limit=5${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
      if (++pages === 1) {
        // A new review after the first page goes on top; the walk neither repeats nor skips.
        const id = await session('completed', student, x.expertId);
        await t.json('POST', `/api/bookings/${id}/review`, { as: student, body: { rating: 5, text: 'Newest' }, expect: 201 });
      }
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(12);
    expect(new Set(seen.map((r) => r.id)).size).toBe(12);
    const times = seen.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(seen.every((r) => r.studentFirstName === 'Sam' || r.studentFirstName === 'Olga')).toBe(true);
    // The service the profile page embeds answers the same first page.
    const direct = await listExpertReviews(t.deps, x.expertId, { limit: 5 });
    expect(direct.items[0].text).toBe('Newest');
    expect(direct.items.slice(1).map((r) => r.id)).toEqual(seen.slice(0, 4).map((r) => r.id));
  });
});
