import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, user } from '../../db/schema';
import { seedDomains } from '../../db/seed/index';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';

let t: TestContext;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  await seedDomains(t.deps);
  admin = await t.signUp('student', { fullName: 'Operator' });
  await t.deps.db.update(user).set({ isAdmin: true }).where(eq(user.id, admin.id));
});
afterAll(() => t.close());

describe('personal information', () => {
  it('reads and updates names, phone, country, language and time zone; the display name follows', async () => {
    const student = await t.signUp('student', { fullName: 'Old Name' });
    const before = await t.json('GET', '/api/profile', { as: student });
    expect(before).toMatchObject({ email: student.email, fullName: 'Old Name', timezone: 'Asia/Kolkata', username: null, userType: 'student', isVerified: false });
    expect(Date.parse(before.createdAt)).not.toBeNaN();
    const after = await t.json('PATCH', '/api/profile', {
      as: student,
      body: { firstName: 'Nila', lastName: 'Das', phone: '+91 98765 00000', country: 'India', language: 'Tamil', timezone: 'Europe/London' },
    });
    expect(after).toMatchObject({ firstName: 'Nila', lastName: 'Das', fullName: 'Nila Das', country: 'India', language: 'Tamil', timezone: 'Europe/London' });
    const me = await t.json('GET', '/api/me', { as: student });
    expect(me.profile).toMatchObject({ fullName: 'Nila Das', timezone: 'Europe/London' });
    await t.json('PATCH', '/api/profile', { as: student, body: { country: '' } });
    expect((await t.json('GET', '/api/profile', { as: student })).country).toBeNull();
  });

  it('validates time zone, phone and lengths; username cannot be set', async () => {
    const u = await t.signUp('tutor');
    expect((await t.json('PATCH', '/api/profile', { as: u, body: { timezone: 'Mars/Olympus' }, expect: 422 })).error.message).toContain('Please choose a time zone from the list.');
    expect((await t.json('PATCH', '/api/profile', { as: u, body: { phone: 'call me' }, expect: 422 })).error.message).toContain('Please enter a valid phone number.');
    expect((await t.json('PATCH', '/api/profile', { as: u, body: { firstName: 'x'.repeat(61) }, expect: 422 })).error.message).toContain('under 60 characters');
    await t.json('PATCH', '/api/profile', { as: u, body: { username: 'hacker' } });
    expect((await t.json('GET', '/api/profile', { as: u })).username).toBeNull();
    await t.json('GET', '/api/profile', { expect: 401 });
  });
});

describe('expert profile', () => {
  it('reads and updates bio, domain, languages, qualifications, hourly rate (minor units) and years', async () => {
    const x = await t.signUpExpert({ fullName: 'Expert One' });
    const domains = await t.json('GET', '/api/onboarding', { as: x });
    const chem = domains.domains.find((d: { name: string }) => d.name === 'Chemistry');
    const updated = await t.json('PATCH', '/api/profile/expert', {
      as: x,
      body: { bio: 'Organic chemistry made simple.', domainId: chem.id, languages: ['English', 'english', 'Hindi'], qualifications: ['M.Sc.'], hourlyRate: 75_050, experienceYears: 9 },
    });
    expect(updated).toMatchObject({ bio: 'Organic chemistry made simple.', domainName: 'Chemistry', languages: ['English', 'Hindi'], qualifications: ['M.Sc.'], hourlyRate: 75_050, experienceYears: 9 });
    expect(await t.json('GET', '/api/profile/expert', { as: x })).toEqual(updated);
  });

  it('refuses invalid values with clear messages', async () => {
    const x = await t.signUpExpert();
    const msg = async (body: object) => (await t.json('PATCH', '/api/profile/expert', { as: x, body, expect: 422 })).error.message as string;
    expect(await msg({ bio: '   ' })).toContain('Bio cannot be empty.');
    expect(await msg({ hourlyRate: -1 })).toContain('The hourly rate cannot be negative.');
    expect(await msg({ hourlyRate: 10.5 })).toContain('The hourly rate must be a whole amount.');
    expect(await msg({ experienceYears: 81 })).toContain('Years of experience must be 80 or fewer.');
    expect(await msg({ domainId: '00000000-0000-4000-8000-000000000000' })).toBe('Please choose a domain from the list.');
  });

  it('is for tutors with an expert profile only', async () => {
    const student = await t.signUp('student');
    const tutor = await t.signUp('tutor');
    expect((await t.json('GET', '/api/profile/expert', { as: student, expect: 403 })).error.message).toBe('This is for tutors only.');
    await t.json('PATCH', '/api/profile/expert', { as: student, body: { bio: 'x' }, expect: 403 });
    expect((await t.json('GET', '/api/profile/expert', { as: tutor, expect: 403 })).error.message).toBe('Expert profile not found');
  });
});

describe('expert verification', () => {
  it('lists pending experts for an admin, verifies one and notifies the tutor', async () => {
    const x = await t.signUpExpert({ fullName: 'Pending Pat' });
    const pending = await t.json('GET', '/api/admin/experts?status=pending', { as: admin });
    expect(pending.find((e: { id: string }) => e.id === x.expertId)).toMatchObject({ fullName: 'Pending Pat', email: x.email, status: 'pending', isVerified: false });
    expect(await t.json('POST', `/api/admin/experts/${x.expertId}/verify`, { as: admin, body: { verified: true } })).toEqual({ id: x.expertId, isVerified: true });
    expect((await t.json('GET', '/api/profile', { as: x })).isVerified).toBe(true);
    expect((await t.json('GET', '/api/admin/experts?status=pending', { as: admin })).some((e: { id: string }) => e.id === x.expertId)).toBe(false);
    expect((await t.json('GET', '/api/admin/experts?status=verified', { as: admin })).some((e: { id: string }) => e.id === x.expertId)).toBe(true);
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.userId, x.id));
    expect(notes.map((n) => n.title)).toContain('Your profile is verified');
  });

  it('declines with a reason, which the tutor is told; resubmitting onboarding returns to the queue', async () => {
    const x = await t.signUpExpert();
    const msg = (await t.json('POST', `/api/admin/experts/${x.expertId}/verify`, { as: admin, body: { verified: false }, expect: 422 })).error.message;
    expect(msg).toBe('Please give a reason for declining verification.');
    await t.json('POST', `/api/admin/experts/${x.expertId}/verify`, { as: admin, body: { verified: false, reason: 'Photo missing' } });
    const rejected = await t.json('GET', '/api/admin/experts?status=rejected', { as: admin });
    expect(rejected.find((e: { id: string }) => e.id === x.expertId)).toMatchObject({ status: 'rejected', verificationNote: 'Photo missing' });
    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.userId, x.id));
    expect(notes[0].body).toContain('Photo missing');
    const q = await t.json('POST', '/api/onboarding/questions', { as: x, body: { customDomain: 'Chess', experienceYears: 1 } });
    await t.json('PUT', '/api/onboarding', {
      as: x,
      body: { fullName: 'X', city: 'Pune', customDomain: 'Chess', experienceYears: 1, bio: 'Now with photo.', assessmentId: q.assessmentId, answers: q.questions.map((qq: { id: string }) => ({ questionId: qq.id, selectedAnswer: 1 })) },
    });
    expect((await t.json('GET', '/api/admin/experts?status=pending', { as: admin })).some((e: { id: string }) => e.id === x.expertId)).toBe(true);
  });

  it('is for admins only', async () => {
    const x = await t.signUpExpert();
    const student = await t.signUp('student');
    for (const as of [x, student]) {
      await t.json('GET', '/api/admin/experts', { as, expect: 403 });
      await t.json('POST', `/api/admin/experts/${x.expertId}/verify`, { as, body: { verified: true }, expect: 403 });
    }
    await t.json('POST', `/api/admin/experts/${x.expertId}/verify`, { body: { verified: true }, expect: 401 });
    await t.json('POST', '/api/admin/experts/00000000-0000-4000-8000-000000000000/verify', { as: admin, body: { verified: true }, expect: 404 });
  });
});
