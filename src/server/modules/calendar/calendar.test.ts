// Private calendar feeds and the per-session .ics download.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDto, SlotDto } from '../../../shared/schemas/bookings';
import { bookings, calendarFeeds } from '../../db/schema';
import { BASE, createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { addOffering, addWindows, dailyWindows, setSettings } from '../bookings/bookings.fixtures';

let t: TestContext;
let tutor: TestUser & { expertId: string };
let student: TestUser;
let student2: TestUser;
let offeringId: string;
let mine: BookingDto;
let cancelled: BookingDto;
let theirs: BookingDto;
let pastId: string;
let oldId: string;

type Feed = { url: string | null; createdAt: string; lastFetchedAt: string | null };
const unfold = (s: string) => s.replace(/\r\n[ \t]/g, '');
/** Fetches a feed URL the way a calendar app does: no cookie. */
const fetchFeed = (url: string) => t.request('GET', url.slice(BASE.length));

beforeAll(async () => {
  t = await createTestContext();
  tutor = await t.signUpExpert({ fullName: 'Tara Tutor' });
  student = await t.signUp('student', { fullName: 'Sam Student' });
  student2 = await t.signUp('student', { fullName: 'Kim Other' });
  offeringId = (await addOffering(t.deps.db, tutor.expertId, { title: 'Algebra, step by step' })).id;
  await addWindows(t.deps.db, tutor.expertId, dailyWindows(new Date(Date.now() + 86_400_000), 3, 3, 8));
  await setSettings(t.deps.db, tutor.expertId);
  const range = `from=${new Date().toISOString()}&to=${new Date(Date.now() + 5 * 86_400_000).toISOString()}`;
  const slots = (await t.json<{ slots: SlotDto[] }>('GET', `/api/experts/${tutor.expertId}/slots?offeringId=${offeringId}&${range}`)).slots.filter((s) => s.isAvailable);
  mine = await t.json('POST', '/api/bookings', { as: student, body: { offeringId, startTime: slots[0].startTime }, expect: 201 });
  cancelled = await t.json('POST', '/api/bookings', { as: student, body: { offeringId, startTime: slots[2].startTime }, expect: 201 });
  await t.json('PATCH', `/api/bookings/${cancelled.id}`, { as: student, body: { status: 'cancelled' } });
  theirs = await t.json('POST', '/api/bookings', { as: student2, body: { offeringId, startTime: slots[4].startTime }, expect: 201 });
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
  const base = { studentId: student.id, expertId: tutor.expertId, offeringId, status: 'completed' };
  [{ id: pastId }, { id: oldId }] = await t.deps.db
    .insert(bookings)
    .values([
      { ...base, scheduledAt: at(5), endsAt: new Date(at(5).getTime() + 3_600_000) },
      { ...base, scheduledAt: at(45), endsAt: new Date(at(45).getTime() + 3_600_000) },
    ])
    .returning({ id: bookings.id });
});
afterAll(() => t.close());

describe('calendar feed URL', () => {
  it('is created on first read, stable afterwards, and only a hash of its token is stored', async () => {
    const a = await t.json<Feed>('GET', '/api/calendar-feed', { as: student });
    expect(a.url).toMatch(new RegExp(`^${BASE}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await t.json<Feed>('GET', '/api/calendar-feed', { as: student })).url).toBe(a.url);
    const token = /calendar\/(.+)\.ics$/.exec(a.url!)![1];
    const [row] = await t.deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, student.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(Buffer.from(row.nonce, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Each user has their own.
    expect((await t.json<Feed>('GET', '/api/calendar-feed', { as: student2 })).url).not.toBe(a.url);
    await t.json('GET', '/api/calendar-feed', { expect: 401 });
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it("serves the owner's upcoming and recent sessions without a cookie, never cancelled, older or other people's", async () => {
    const { url } = await t.json<Feed>('GET', '/api/calendar-feed', { as: student });
    const res = await fetchFeed(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = unfold(await res.text());
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('X-WR-CALNAME:Tutoring sessions\r\n');
    expect(ics).toContain(`UID:booking-${mine.id}@localhost\r\n`);
    expect(ics).toContain(`UID:booking-${pastId}@localhost\r\n`);
    expect(ics).not.toContain(cancelled.id);
    expect(ics).not.toContain(oldId);
    expect(ics).not.toContain(theirs.id);
    expect(ics).toContain('SUMMARY:Algebra\\, step by step with Tara Tutor\r\n');
    expect(ics).toContain(`/session/${mine.id}`);
    expect(ics).not.toContain('METHOD:');
    expect((await t.json<Feed>('GET', '/api/calendar-feed', { as: student })).lastFetchedAt).toBeTruthy();
  });

  it("gives a tutor their sessions as the expert, titled with the student's name", async () => {
    const { url } = await t.json<Feed>('GET', '/api/calendar-feed', { as: tutor });
    const ics = unfold(await (await fetchFeed(url!)).text());
    expect(ics).toContain(`UID:booking-${mine.id}@localhost\r\n`);
    expect(ics).toContain(`UID:booking-${theirs.id}@localhost\r\n`);
    expect(ics).toContain('SUMMARY:Algebra\\, step by step with Sam Student\r\n');
    expect(ics).toContain('SUMMARY:Algebra\\, step by step with Kim Other\r\n');
    expect(ics).not.toContain(cancelled.id);
  });

  it('answers 404 for unknown and malformed tokens', async () => {
    for (const file of [`${'A'.repeat(43)}.ics`, 'nope.ics', `${'A'.repeat(43)}`, '..%2F..%2Fetc.ics']) {
      const res = await t.request('GET', `/api/calendar/${file}`);
      expect(res.status, file).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Calendar feed not found');
    }
  });

  it('stops serving the old URL once regenerated', async () => {
    const before = await t.json<Feed>('GET', '/api/calendar-feed', { as: student });
    const after = await t.json<Feed>('POST', '/api/calendar-feed/regenerate', { as: student });
    expect(after.url).not.toBe(before.url);
    expect(after.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await fetchFeed(before.url!)).status).toBe(404);
    expect((await fetchFeed(after.url!)).status).toBe(200);
    expect((await t.json<Feed>('GET', '/api/calendar-feed', { as: student })).url).toBe(after.url);
    // Another user's feed is untouched.
    const other = await t.json<Feed>('GET', '/api/calendar-feed', { as: student2 });
    expect((await fetchFeed(other.url!)).status).toBe(200);
  });

  it('shows no URL when the stored token was minted under another server secret, until regenerated', async () => {
    const { url } = await t.json<Feed>('GET', '/api/calendar-feed', { as: student2 });
    // What a token from before a change of AUTH_SECRET looks like: its hash no longer matches the derivation.
    await t.deps.db.update(calendarFeeds).set({ tokenHash: createHash('sha256').update('minted-under-an-old-secret').digest('hex') }).where(eq(calendarFeeds.userId, student2.id));
    expect((await t.json<Feed>('GET', '/api/calendar-feed', { as: student2 })).url).toBeNull();
    expect((await fetchFeed(url!)).status).toBe(404);
    const fresh = await t.json<Feed>('POST', '/api/calendar-feed/regenerate', { as: student2 });
    expect((await fetchFeed(fresh.url!)).status).toBe(200);
  });
});

describe('GET /api/bookings/:id/calendar.ics', () => {
  it('downloads one session for its student or tutor only', async () => {
    const res = await t.request('GET', `/api/bookings/${mine.id}/calendar.ics`, { as: student });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="session-${mine.scheduledAt.slice(0, 10)}.ics"`);
    const ics = unfold(await res.text());
    expect(ics).toContain(`UID:booking-${mine.id}@localhost\r\n`);
    expect(ics).toContain('SUMMARY:Algebra\\, step by step with Tara Tutor\r\n');
    expect(unfold(await (await t.request('GET', `/api/bookings/${mine.id}/calendar.ics`, { as: tutor })).text())).toContain('with Sam Student');
    expect((await t.request('GET', `/api/bookings/${mine.id}/calendar.ics`, { as: student2 })).status).toBe(404);
    expect((await t.request('GET', `/api/bookings/${mine.id}/calendar.ics`)).status).toBe(401);
  });
});
