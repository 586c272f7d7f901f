import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ExpertProfilePage } from '../../../shared/schemas/expert-profile';
import { parseVideoLink } from '../../../shared/schemas/expert-profile';
import { bookings, domains, expertProfiles, messageThreads, messages, profileViews, profiles, reviews } from '../../db/schema';
import { addOffering, addWindows, dailyWindows, setSettings } from '../bookings/bookings.fixtures';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';

const NOW = new Date('2026-11-20T06:00:00Z');
const HOUR = 3_600_000;
const DAY = 86_400_000;
let t: TestContext;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="Default description" /><title>Default title</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestContext({ now: () => NOW, env: { WEB_DIST: webDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** A completed session of `student` with the expert, reviewed with `rating`. */
async function review(expertId: string, student: TestUser, offeringId: string, rating: number, comment: string, daysAgo: number, hidden = false) {
  const at = new Date(NOW.getTime() - daysAgo * DAY);
  const [b] = await t.deps.db
    .insert(bookings)
    .values({ studentId: student.id, expertId, offeringId, scheduledAt: at, endsAt: new Date(at.getTime() + HOUR), status: 'completed', totalAmount: 50_000, completedAt: at })
    .returning();
  await t.deps.db.insert(reviews).values({
    bookingId: b.id,
    studentId: student.id,
    expertId,
    offeringId,
    rating,
    comment,
    createdAt: new Date(at.getTime() + HOUR),
    ...(hidden ? { hiddenAt: NOW, hiddenReason: 'abusive' } : {}),
  });
}

async function thread(expertId: string, tutor: TestUser, student: TestUser, asked: Date, repliedAfterMinutes: number | null) {
  const [th] = await t.deps.db.insert(messageThreads).values({ studentId: student.id, expertId }).returning();
  const rows = [{ threadId: th.id, senderId: student.id, clientId: `q-${th.id}`, content: 'Hello, can you help?', createdAt: asked }];
  if (repliedAfterMinutes != null) {
    rows.push({ threadId: th.id, senderId: tutor.id, clientId: `a-${th.id}`, content: 'Yes, happy to.', createdAt: new Date(asked.getTime() + repliedAfterMinutes * 60_000) });
  }
  for (const r of rows) await t.deps.db.insert(messages).values(r);
}

describe('GET /api/experts/:id/profile', () => {
  let tutor: TestUser & { expertId: string };
  let trialId: string;
  let lessonId: string;
  let hiddenId: string;
  const students: TestUser[] = [];

  beforeAll(async () => {
    tutor = await t.signUpExpert({ fullName: 'Asha Rao', bio: 'I teach CBSE maths with patience.' });
    const [maths] = await t.deps.db.insert(domains).values({ name: 'Mathematics' }).onConflictDoNothing().returning();
    const domainId = maths?.id ?? (await t.deps.db.select().from(domains).where(eq(domains.name, 'Mathematics')))[0].id;
    await t.deps.db
      .update(expertProfiles)
      .set({
        domainId,
        subDomain: 'Calculus',
        subjects: ['Mathematics'],
        levels: ['Grade 10'],
        boards: ['CBSE'],
        exams: ['JEE'],
        languages: ['English', 'Hindi'],
        qualifications: ['M.Sc. Mathematics'],
        experienceYears: 7,
        totalSessions: 42,
        isVerified: true,
        introVideoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      })
      .where(eq(expertProfiles.id, tutor.expertId));
    await t.deps.db.update(profiles).set({ city: 'Pune', timezone: 'Asia/Kolkata' }).where(eq(profiles.userId, tutor.id));
    lessonId = (await addOffering(t.deps.db, tutor.expertId, { title: 'Board exam prep', price: 80_000, durationMinutes: 60 })).id;
    trialId = (await addOffering(t.deps.db, tutor.expertId, { title: 'Trial lesson', price: 10_000, durationMinutes: 30, isTrial: true })).id;
    hiddenId = (await addOffering(t.deps.db, tutor.expertId, { title: 'Retired course', price: 20_000, isActive: false })).id;
    await setSettings(t.deps.db, tutor.expertId);
    await addWindows(t.deps.db, tutor.expertId, dailyWindows(new Date(NOW.getTime() + DAY), 10, 9, 3));
    for (let i = 0; i < 4; i++) students.push(await t.signUp('student', { fullName: `Riya${i} Sharma` }));
    await review(tutor.expertId, students[0], lessonId, 5, 'Clear and patient', 5);
    await review(tutor.expertId, students[1], lessonId, 4, 'Good pace', 3);
  });

  it('answers the public profile with every field, offers published only', async () => {
    const p = await t.json<ExpertProfilePage>('GET', `/api/experts/${tutor.expertId}/profile`);
    expect(p).toMatchObject({
      id: tutor.expertId,
      name: 'Asha Rao',
      headline: 'Mathematics tutor · Calculus',
      isVerified: true,
      bio: 'I teach CBSE maths with patience.',
      subjects: [{ code: 'Mathematics', label: 'Mathematics' }],
      boards: [{ code: 'CBSE', label: 'CBSE' }],
      exams: [{ code: 'JEE', label: 'JEE Main / Advanced' }],
      levels: [{ code: 'Grade 10' }],
      languages: ['English', 'Hindi'],
      qualifications: ['M.Sc. Mathematics'],
      experienceYears: 7,
      city: 'Pune',
      timezone: 'Asia/Kolkata',
      currency: 'INR',
      lessonsTaught: 42,
      hasTrial: true,
      trialPrice: { amount: 10_000, currency: 'INR' },
      priceFrom: { amount: 80_000, currency: 'INR' },
      introVideo: { kind: 'youtube', embedUrl: expect.stringContaining('youtube-nocookie.com/embed/dQw4w9WgXcQ') },
    });
    // The trial first, hidden offers absent.
    expect(p.offers.map((o) => [o.id, o.isTrial])).toEqual([
      [trialId, true],
      [lessonId, false],
    ]);
    expect(p.offers.some((o) => o.id === hiddenId)).toBe(false);
    // Open times over the next week, by the booking rule: inside the 09:00–12:00 UTC windows.
    expect(p.openSlots.length).toBeGreaterThan(0);
    for (const s of p.openSlots) {
      const start = new Date(s.startTime);
      expect(start.getTime()).toBeGreaterThan(NOW.getTime());
      expect(start.getTime()).toBeLessThan(NOW.getTime() + 7 * DAY);
      expect(start.getUTCHours()).toBeGreaterThanOrEqual(9);
      expect(new Date(s.endTime).getTime()).toBeLessThanOrEqual(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 12));
    }
    // Reviews newest first with the student's first name only.
    expect(p.reviews.items.map((r) => [r.text, r.studentFirstName])).toEqual([
      ['Good pace', 'Riya1'],
      ['Clear and patient', 'Riya0'],
    ]);
    expect(JSON.stringify(p)).not.toMatch(/@test\.example|Sharma/);
  });

  it('shows no rating under 3 reviews; a hidden review counts for nothing', async () => {
    const two = await t.json<ExpertProfilePage>('GET', `/api/experts/${tutor.expertId}/profile`);
    expect(two).toMatchObject({ rating: null, reviewCount: 2 });
    await review(tutor.expertId, students[2], lessonId, 1, 'Abusive words', 2, true);
    const stillTwo = await t.json<ExpertProfilePage>('GET', `/api/experts/${tutor.expertId}/profile`);
    expect(stillTwo).toMatchObject({ rating: null, reviewCount: 2 });
    expect(stillTwo.reviews.items.some((r) => r.text === 'Abusive words')).toBe(false);
    await review(tutor.expertId, students[3], lessonId, 3, 'Fine', 1);
    const three = await t.json<ExpertProfilePage>('GET', `/api/experts/${tutor.expertId}/profile`);
    expect(three).toMatchObject({ rating: 4, reviewCount: 3 });
    expect(three.reviews.items[0].text).toBe('Fine');
  });

  it('counts a profile view per viewer and day, not the tutor looking at their own', async () => {
    const before = await t.deps.db.select().from(profileViews).where(eq(profileViews.expertId, tutor.expertId));
    await t.json('GET', `/api/experts/${tutor.expertId}/profile`, { as: students[0] });
    await t.json('GET', `/api/experts/${tutor.expertId}/profile`, { as: students[0] });
    await t.json('GET', `/api/experts/${tutor.expertId}/profile`, { as: tutor });
    const after = await t.deps.db.select().from(profileViews).where(eq(profileViews.expertId, tutor.expertId));
    const mine = after.filter((v) => v.viewerId === students[0].id);
    // One profile view and one per published offer.
    expect(mine).toHaveLength(3);
    expect(after.some((v) => v.viewerId === tutor.id)).toBe(false);
    expect(after.length - before.length).toBe(3);
  });

  it('answers 404 "Expert not found" for unknown, malformed and unpublished tutors', async () => {
    const unknown = await t.json('GET', '/api/experts/00000000-0000-4000-8000-000000000000/profile', { expect: 404 });
    expect(unknown.error).toEqual({ code: 'NOT_FOUND', message: 'Expert not found' });
    await t.json('GET', '/api/experts/not-a-uuid/profile', { expect: 404 });
    const draft = await t.signUpExpert({ bio: '   ' });
    await t.json('GET', `/api/experts/${draft.expertId}/profile`, { expect: 404 });
  });

  it('works out the response time as the median first reply of the last 90 days', async () => {
    const quiet = await t.signUpExpert({ fullName: 'No Messages Yet' });
    const none = await t.json<ExpertProfilePage>('GET', `/api/experts/${quiet.expertId}/profile`);
    expect(none.responseTimeMinutes).toBeNull();
    const other = await t.signUpExpert({ fullName: 'Quick Replier' });
    const s = await Promise.all(Array.from({ length: 5 }, () => t.signUp('student')));
    await thread(other.expertId, other, s[0], new Date(NOW.getTime() - 2 * DAY), 30);
    await thread(other.expertId, other, s[1], new Date(NOW.getTime() - 3 * DAY), 90);
    await thread(other.expertId, other, s[2], new Date(NOW.getTime() - 4 * DAY), 600);
    await thread(other.expertId, other, s[3], new Date(NOW.getTime() - 5 * DAY), null);
    // Older than 90 days: not counted.
    await thread(other.expertId, other, s[4], new Date(NOW.getTime() - 120 * DAY), 5);
    const p = await t.json<ExpertProfilePage>('GET', `/api/experts/${other.expertId}/profile`);
    expect(p.responseTimeMinutes).toBe(90);
    expect(p).toMatchObject({ headline: 'Tutor', hasTrial: false, trialPrice: null, priceFrom: null, offers: [], openSlots: [], introVideo: null, rating: null, reviewCount: 0 });
  });

  it('uses the tutor headline when set', async () => {
    await t.deps.db.update(expertProfiles).set({ headline: 'CBSE Maths for Classes 9–12' }).where(eq(expertProfiles.id, tutor.expertId));
    const p = await t.json<ExpertProfilePage>('GET', `/api/experts/${tutor.expertId}/profile`);
    expect(p.headline).toBe('CBSE Maths for Classes 9–12');
  });
});

describe('tutor settings: headline and intro video', () => {
  it('saves a headline and a YouTube or Vimeo link, refuses other links, and clears both', async () => {
    const x = await t.signUpExpert({ fullName: 'Settings Tutor' });
    const saved = await t.json('PATCH', '/api/profile/expert', { as: x, body: { headline: '  Spoken   English for working professionals ', introVideoUrl: 'https://vimeo.com/76979871' } });
    expect(saved).toMatchObject({ headline: 'Spoken English for working professionals', introVideoUrl: 'https://vimeo.com/76979871' });
    const p = await t.json<ExpertProfilePage>('GET', `/api/experts/${x.expertId}/profile`);
    expect(p.headline).toBe('Spoken English for working professionals');
    expect(p.introVideo).toEqual({ kind: 'vimeo', url: 'https://vimeo.com/76979871', embedUrl: expect.stringMatching(/^https:\/\/player\.vimeo\.com\/video\/76979871/), thumbnailUrl: null });
    for (const bad of ['http://youtu.be/dQw4w9WgXcQ', 'https://example.com/video.mp4', 'javascript:alert(1)']) {
      const res = await t.json('PATCH', '/api/profile/expert', { as: x, body: { introVideoUrl: bad }, expect: 422 });
      expect(res.error.message).toMatch(/YouTube or Vimeo/);
    }
    await t.json('PATCH', '/api/profile/expert', { as: x, body: { headline: 'x'.repeat(121) }, expect: 422 });
    const cleared = await t.json('PATCH', '/api/profile/expert', { as: x, body: { headline: '', introVideoUrl: '' } });
    expect(cleared).toMatchObject({ headline: null, introVideoUrl: null });
    expect((await t.json<ExpertProfilePage>('GET', `/api/experts/${x.expertId}/profile`)).introVideo).toBeNull();
  });
});

describe('intro video links', () => {
  it('accepts YouTube and Vimeo https links only', () => {
    expect(parseVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoLink('https://youtube.com/shorts/dQw4w9WgXcQ')).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
    expect(parseVideoLink('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(parseVideoLink('https://player.vimeo.com/video/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(parseVideoLink('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoLink('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoLink('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(parseVideoLink('javascript:alert(1)')).toBeNull();
    expect(parseVideoLink('https://www.youtube.com/watch?v=short')).toBeNull();
  });
});

describe('GET /experts/:id (HTML)', () => {
  it('carries the title, description, Open Graph tags and JSON-LD, with every text escaped', async () => {
    const x = await t.signUpExpert({ fullName: 'Dev <b>"Ace"</b> & Co', bio: 'Physics made simple. </script><script>alert(1)</script> <!-- end' });
    await t.deps.db.update(expertProfiles).set({ headline: 'JEE Physics </title><script>alert(2)</script>' }).where(eq(expertProfiles.id, x.expertId));
    await addOffering(t.deps.db, x.expertId, { title: 'Mechanics', price: 99_950, durationMinutes: 60 });
    const s = await t.signUp('student');
    const o = await addOffering(t.deps.db, x.expertId, { title: 'Waves', price: 70_000 });
    await review(x.expertId, s, o.id, 4, 'Solid', 1);

    const res = await t.request('GET', `/experts/${x.expertId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // No markup from the tutor's text survives: the only scripts are the JSON-LD.
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Dev &lt;b&gt;&quot;Ace&quot;&lt;/b&gt; &amp; Co — JEE Physics &lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt; | ExpertConnect</title>');
    expect(html).not.toContain('Default title');
    expect(html).not.toContain('Default description');
    const meta = (prop: string) => html.match(new RegExp(`<meta property="${prop}" content="([^"]*)">`))?.[1];
    expect(meta('og:type')).toBe('profile');
    expect(meta('og:title')).toContain('Dev &lt;b&gt;&quot;Ace&quot;');
    expect(meta('og:description')).toContain('Physics made simple. &lt;/script&gt;');
    expect(meta('og:url')).toBe(`http://localhost:3000/experts/${x.expertId}`);
    expect(meta('og:image')).toMatch(/^http:\/\/localhost:3000\//);
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="/api/experts/${x.expertId}/profile">`);

    const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1];
    expect(ld).not.toContain('<');
    const data = JSON.parse(ld);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Dev <b>"Ace"</b> & Co',
      description: expect.stringContaining('</script><script>alert(1)</script>'),
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
    expect(data.makesOffer).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@type': 'Offer', name: 'Mechanics', price: '999.50', priceCurrency: 'INR' }),
        expect.objectContaining({ '@type': 'Offer', name: 'Waves', price: '700.00', priceCurrency: 'INR' }),
      ]),
    );
  });

  it('leaves out aggregateRating without reviews', async () => {
    const x = await t.signUpExpert({ fullName: 'No Reviews Yet' });
    const html = await (await t.request('GET', `/experts/${x.expertId}`)).text();
    const data = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]);
    expect(data.aggregateRating).toBeUndefined();
    expect(data.makesOffer).toBeUndefined();
  });

  it('serves the plain app with 404 for an unknown tutor', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await t.request('GET', `/experts/${id}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('Default title');
      expect(html).not.toContain('application/ld+json');
    }
  });
});

describe('sitemap and robots', () => {
  it('lists public tutors with lastmod and the public pages', async () => {
    const shown = await t.signUpExpert({ fullName: 'Listed Tutor' });
    const hidden = await t.signUpExpert({ bio: '' });
    const res = await t.request('GET', '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<loc>http://localhost:3000/</loc>');
    expect(xml).toContain('<loc>http://localhost:3000/discover-experts</loc>');
    expect(xml).toMatch(new RegExp(`<url><loc>http://localhost:3000/experts/${shown.expertId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod></url>`));
    expect(xml).not.toContain(hidden.expertId);
    expect(xml).not.toContain('/student/');
  });

  it('robots.txt allows public pages, keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await t.request('GET', '/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const p of ['/api/', '/student/', '/tutor/', '/admin/', '/session/']) expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).not.toMatch(/Disallow: \/experts/);
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
