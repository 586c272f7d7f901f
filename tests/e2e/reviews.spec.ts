// Reviews end to end: after a completed session the student rates it with a written review and edits it;
// the review shows in the tutor's Reviews card (where the tutor replies once), through
// GET /api/experts/:id/reviews and on the tutor's profile page; the operator hides it and it leaves both.
import { bookings, expertProfiles, offerings, user } from '../../src/server/db/schema';
import { grantAdmin } from '../../src/server/db/seed/admin';
import { test, expect, allowTime } from './fixtures';
import { participant, startRoomServer } from './room-server';

type Page = { items: { id: string; rating: number; text: string | null; studentFirstName: string; reply: { text: string } | null }[]; nextCursor: string | null };

test('a review written after a completed session reaches the tutor, the API and the profile; the operator can hide it', async ({ browser }) => {
  allowTime(240_000);
  const room = await startRoomServer();
  try {
    const tutor = await participant(browser, room, 'tutor', 'Tara Reviewed');
    const student = await participant(browser, room, 'student', 'Sam Reviewer');
    const admin = await participant(browser, room, 'student', 'Ada Operator');
    const adminEmail = (await room.deps.db.select({ id: user.id, email: user.email }).from(user)).find((u) => u.id === admin.id)!.email;
    expect(await grantAdmin(room.deps.db, adminEmail)).toBe(true);
    const [expert] = await room.deps.db.insert(expertProfiles).values({ userId: tutor.id, bio: 'Geometry and algebra for Grades 8–10.' }).returning({ id: expertProfiles.id });
    const [offering] = await room.deps.db.insert(offerings).values({ expertId: expert.id, title: 'Geometry Basics', price: 50000, category: 'Mathematics' }).returning({ id: offerings.id });
    const start = new Date(Date.now() - 3 * 3_600_000);
    const [booking] = await room.deps.db
      .insert(bookings)
      .values({ studentId: student.id, expertId: expert.id, offeringId: offering.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
      .returning({ id: bookings.id });

    // Not before the session is completed.
    const early = await student.ctx.request.post(`/api/bookings/${booking.id}/review`, { headers: { origin: room.base }, data: { rating: 5 } });
    expect(early.status()).toBe(409);
    const done = await tutor.ctx.request.patch(`/api/bookings/${booking.id}`, { headers: { origin: room.base }, data: { status: 'completed' } });
    expect(done.ok(), await done.text()).toBe(true);

    // The student rates it with a review, then edits it.
    const sp = await student.ctx.newPage();
    await sp.goto('/student/sessions');
    const row = sp.getByTestId('session-row').filter({ hasText: 'Geometry Basics' }).filter({ hasText: 'completed' });
    await row.getByRole('button', { name: 'Rate Session' }).click();
    const dialog = sp.getByRole('dialog', { name: 'Rate your session' });
    await dialog.getByRole('radio', { name: '4 stars' }).click();
    await dialog.getByLabel('Comment (optional)').fill('Clear proofs, a little fast at the end.');
    await dialog.getByRole('button', { name: 'Submit Rating' }).click();
    await expect(row).toContainText('Your rating: 4/5');
    await row.getByRole('button', { name: 'Edit Review' }).click();
    const edit = sp.getByRole('dialog', { name: 'Edit your review' });
    await expect(edit.getByLabel('Comment (optional)')).toHaveValue('Clear proofs, a little fast at the end.');
    await expect(edit.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await edit.getByRole('radio', { name: '5 stars' }).click();
    await edit.getByLabel('Comment (optional)').fill('Clear proofs, and the recap at the end made it all stick.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(row).toContainText('Your rating: 5/5');

    // The public list has it, with the student's first name only.
    const list = (await (await sp.request.get(`/api/experts/${expert.id}/reviews`)).json()) as Page;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ rating: 5, text: 'Clear proofs, and the recap at the end made it all stick.', studentFirstName: 'Sam', reply: null });

    // The tutor sees it on the dashboard home and replies once.
    const tp = await tutor.ctx.newPage();
    await tp.goto('/tutor/dashboard');
    const card = tp.getByTestId('tutor-reviews');
    await expect(card.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(card.getByTestId('tutor-rating')).toHaveText('5.0 · 1 review');
    await expect(card).toContainText('the recap at the end made it all stick');
    await card.getByRole('button', { name: "Reply to Sam's review" }).click();
    await card.getByLabel('Your reply to Sam').fill('Thank you, Sam! Next week: circles.');
    await card.getByRole('button', { name: 'Post Reply' }).click();
    await expect(card.getByTestId('review-reply')).toContainText('Thank you, Sam! Next week: circles.');
    await expect(tp.getByText('Reply posted')).toBeVisible();
    await expect(card.getByRole('button', { name: "Reply to Sam's review" })).toHaveCount(0);
    const again = await tutor.ctx.request.post(`/api/reviews/${list.items[0].id}/reply`, { headers: { origin: room.base }, data: { text: 'Twice?' } });
    expect(again.status()).toBe(409);

    // The profile page shows the review with the reply, to anyone.
    const guest = await browser.newContext({ baseURL: room.base });
    const gp = await guest.newPage();
    await gp.goto(`/experts/${expert.id}`);
    const reviews = gp.getByRole('list', { name: 'Reviews' });
    await expect(reviews.getByTestId('review-item')).toHaveCount(1);
    await expect(reviews).toContainText('the recap at the end made it all stick');
    await expect(reviews).toContainText('Sam');
    await expect(reviews).not.toContainText('Reviewer');
    await expect(reviews.getByTestId('review-reply')).toContainText('Next week: circles.');

    // The operator hides it: it leaves the list (and the rating).
    const ap = await admin.ctx.newPage();
    await ap.goto('/admin/experts');
    const item = ap.getByTestId('admin-review').filter({ hasText: 'Tara Reviewed' });
    await item.getByRole('button', { name: 'Hide' }).click();
    const hide = ap.getByRole('dialog', { name: 'Hide this review?' });
    await hide.getByRole('button', { name: 'Hide Review' }).click();
    await expect(hide.getByRole('alert')).toHaveText('Please give a reason (at least 3 characters).');
    await hide.getByLabel('Reason').fill('Test of moderation');
    await hide.getByRole('button', { name: 'Hide Review' }).click();
    await expect(item).toContainText('Hidden');
    await expect(item).toContainText('Test of moderation');
    const after = (await (await gp.request.get(`/api/experts/${expert.id}/reviews`)).json()) as Page;
    expect(after.items).toHaveLength(0);
    await gp.reload();
    await expect(gp.getByText('Reviews appear here after students finish a session.')).toBeVisible();
    await guest.close();
  } finally {
    await room.close();
  }
});
