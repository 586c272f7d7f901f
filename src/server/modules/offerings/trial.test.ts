// Trial lessons: one published trial offer per tutor (25 or 30 minutes, one student, its own price, possibly
// free), booked once per student and tutor (a cancelled one frees it), also under concurrent requests.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, expertProfiles } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import type { BookingDto, SlotDto } from '../../../shared/schemas/bookings';
import { offeringMessages, type Offering } from '../../../shared/schemas/offerings';
import { addWindows, dailyWindows, setSettings } from '../bookings/bookings.fixtures';

let t: TestContext;
let tutor: TestUser & { expertId: string };
let other: TestUser & { expertId: string };
let student: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  tutor = await t.signUpExpert({ fullName: 'Ravi Kumar' });
  other = await t.signUpExpert({ fullName: 'Meera Nair' });
  student = await t.signUp('student', { fullName: 'Asha Rao' });
  for (const e of [tutor, other]) {
    await addWindows(t.deps.db, e.expertId, dailyWindows(new Date(Date.now() + 86_400_000), 4, 3, 8));
    await setSettings(t.deps.db, e.expertId);
  }
}, 120_000);
afterAll(() => t.close());

const trial = { title: 'Trial lesson', price: 0, durationMinutes: 25, maxStudents: 1, isTrial: true };

async function refused(method: string, url: string, as: TestUser, body: object | undefined, status: number, message: string) {
  const res = await t.request(method, url, { as, body });
  expect(res.status).toBe(status);
  // Validation names the field first ("durationMinutes: …"); the reason is the product's sentence.
  expect((await res.json()).error.message).toContain(message);
}

const openSlots = async (expertId: string, offeringId: string) =>
  (
    await t.json<{ slots: SlotDto[] }>(
      'GET',
      `/api/experts/${expertId}/slots?offeringId=${offeringId}&from=${new Date().toISOString()}&to=${new Date(Date.now() + 5 * 86_400_000).toISOString()}`,
    )
  ).slots.filter((s) => s.isAvailable);

describe('the trial offer', () => {
  it('is 25 or 30 minutes for one student, at its own price (free allowed)', async () => {
    await refused('POST', '/api/offerings', other, { ...trial, durationMinutes: 60 }, 422, offeringMessages.trialShape);
    await refused('POST', '/api/offerings', other, { ...trial, maxStudents: 3 }, 422, offeringMessages.trialShape);
    // 25 minutes is a trial's length only.
    await refused('POST', '/api/offerings', other, { ...trial, isTrial: false }, 422, offeringMessages.duration);
    const created = await t.json<Offering>('POST', '/api/offerings', { as: other, body: { title: 'First lesson', price: 0, isTrial: true }, expect: 201 });
    expect(created).toMatchObject({ isTrial: true, durationMinutes: 30, maxStudents: 1, price: 0, isActive: true });
    // Edits keep the shape.
    await refused('PATCH', `/api/offerings/${created.id}`, other, { durationMinutes: 60 }, 422, offeringMessages.trialShape);
    await refused('PATCH', `/api/offerings/${created.id}`, other, { maxStudents: 2 }, 422, offeringMessages.trialShape);
    const updated = await t.json<Offering>('PATCH', `/api/offerings/${created.id}`, { as: other, body: { durationMinutes: 25, price: 19_900 } });
    expect(updated).toMatchObject({ durationMinutes: 25, price: 19_900, isTrial: true });
    // Turning a trial back into a regular offer needs a regular length.
    await refused('PATCH', `/api/offerings/${created.id}`, other, { isTrial: false }, 422, offeringMessages.duration);
  });

  it('is published once per tutor: a second is a 409 with the reason, never a 500', async () => {
    const first = await t.json<Offering>('POST', '/api/offerings', { as: tutor, body: trial, expect: 201 });
    await refused('POST', '/api/offerings', tutor, { ...trial, title: 'Another trial' }, 409, offeringMessages.trialTaken);
    const regular = await t.json<Offering>('POST', '/api/offerings', { as: tutor, body: { title: 'Algebra', price: 80_000, durationMinutes: 30 }, expect: 201 });
    await refused('PATCH', `/api/offerings/${regular.id}`, tutor, { isTrial: true }, 409, offeringMessages.trialTaken);

    // A copy of the trial is a draft; publishing it while the first is published is refused.
    const copy = await t.json<Offering>('POST', `/api/offerings/${first.id}/duplicate`, { as: tutor, expect: 201 });
    expect(copy).toMatchObject({ isTrial: true, isActive: false, title: 'Trial lesson (Copy)' });
    await refused('PUT', `/api/offerings/${copy.id}/active`, tutor, { isActive: true }, 409, offeringMessages.trialTaken);

    // Unpublish the first: the copy may go live, and the profile says which trial is offered at what price.
    await t.json('PUT', `/api/offerings/${first.id}/active`, { as: tutor, body: { isActive: false } });
    await t.json('PATCH', `/api/offerings/${copy.id}`, { as: tutor, body: { price: 25_000 } });
    expect((await t.json<Offering>('PUT', `/api/offerings/${copy.id}/active`, { as: tutor, body: { isActive: true } })).isActive).toBe(true);
    const [profile] = await t.deps.db.select({ hasTrial: expertProfiles.hasTrial, trialPrice: expertProfiles.trialPrice }).from(expertProfiles).where(eq(expertProfiles.id, tutor.expertId));
    expect(profile).toEqual({ hasTrial: true, trialPrice: 25_000 });
    await t.json('DELETE', `/api/offerings/${first.id}`, { as: tutor, expect: 204 });

    const pub = await t.json<{ offerings: { id: string; isTrial: boolean }[]; autoConfirm?: boolean }>('GET', `/api/experts/${tutor.expertId}`);
    expect(pub.offerings.filter((o) => o.isTrial).map((o) => o.id)).toEqual([copy.id]);
    expect(pub.offerings.find((o) => o.id === regular.id)?.isTrial).toBe(false);
    expect(pub.autoConfirm).toBe(false);
  });
});

describe('two trial offers created at once', () => {
  it('publish one; the other is a 409, never a 500', async () => {
    const racer = await t.signUpExpert({ fullName: 'Quick Tutor' });
    const answers = await Promise.all([1, 2].map((n) => t.request('POST', '/api/offerings', { as: racer, body: { ...trial, title: `Trial ${n}` } })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await answers.find((r) => r.status === 409)!.json()).error.message).toBe(offeringMessages.trialTaken);
  });
});

describe('booking the trial', () => {
  it('is once per student and tutor; a cancelled trial frees it; other tutors and regular offers are unaffected', async () => {
    const pub = await t.json<{ offerings: { id: string; isTrial: boolean }[] }>('GET', `/api/experts/${tutor.expertId}`);
    const trialId = pub.offerings.find((o) => o.isTrial)!.id;
    const regularId = pub.offerings.find((o) => !o.isTrial)!.id;
    const slots = await openSlots(tutor.expertId, trialId);

    const first = await t.json<BookingDto>('POST', '/api/bookings', { as: student, body: { offeringId: trialId, startTime: slots[0].startTime }, expect: 201 });
    expect(first).toMatchObject({ isTrial: true, status: 'pending', totalAmount: 25_000, durationMinutes: 25 });
    const res = await t.request('POST', '/api/bookings', { as: student, body: { offeringId: trialId, startTime: slots[4].startTime } });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe('You have already booked a trial lesson with Ravi Kumar.');

    // A regular lesson with the same tutor is fine.
    const regularSlot = (await openSlots(tutor.expertId, regularId)).find((s) => Date.parse(s.startTime) >= Date.parse(slots[8].startTime))!;
    const regular = await t.json<BookingDto>('POST', '/api/bookings', { as: student, body: { offeringId: regularId, startTime: regularSlot.startTime }, expect: 201 });
    expect(regular.isTrial).toBe(false);

    // Another student may take the trial; so may this student with another tutor.
    const classmate = await t.signUp('student');
    await t.json('POST', '/api/bookings', { as: classmate, body: { offeringId: trialId, startTime: slots[12].startTime }, expect: 201 });
    const otherTrial = (await t.json<{ offerings: { id: string; isTrial: boolean }[] }>('GET', `/api/experts/${other.expertId}`)).offerings.find((o) => o.isTrial)!;
    const otherSlots = await openSlots(other.expertId, otherTrial.id);
    await t.json('POST', '/api/bookings', { as: student, body: { offeringId: otherTrial.id, startTime: otherSlots[0].startTime }, expect: 201 });

    // Cancelled, the trial can be booked again.
    await t.json('PATCH', `/api/bookings/${first.id}`, { as: student, body: { status: 'cancelled' } });
    const again = await t.json<BookingDto>('POST', '/api/bookings', { as: student, body: { offeringId: trialId, startTime: slots[16].startTime }, expect: 201 });
    expect(again.isTrial).toBe(true);
  });

  it('two concurrent trial requests of one student give one 201 and one 409', async () => {
    const eager = await t.signUp('student', { fullName: 'Eager Student' });
    const pub = await t.json<{ offerings: { id: string; isTrial: boolean }[] }>('GET', `/api/experts/${tutor.expertId}`);
    const trialId = pub.offerings.find((o) => o.isTrial)!.id;
    const slots = await openSlots(tutor.expertId, trialId);
    const answers = await Promise.all(
      [slots[1], slots[5]].map((s) => t.request('POST', '/api/bookings', { as: eager, body: { offeringId: trialId, startTime: s.startTime } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refusal = answers.find((r) => r.status === 409)!;
    expect((await refusal.json()).error.message).toBe('You have already booked a trial lesson with Ravi Kumar.');
    const live = await t.deps.db.select().from(bookings).where(eq(bookings.studentId, eager.id));
    expect(live.filter((b) => b.isTrial && b.status !== 'cancelled')).toHaveLength(1);
  });
});

describe('sign-up time zone', () => {
  it('keeps the IANA zone the form suggested, and refuses anything else', async () => {
    const body = (email: string, timezone: string) => ({ email, password: 'zone-pass-2026', name: 'Zed', fullName: 'Zed', userType: 'student', phone: '+44 20 7946 0000', timezone });
    const res = await t.request('POST', '/api/auth/sign-up/email', { body: body(`zone-${Date.now()}@test.example`, 'Europe/London') });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const me = await t.json<{ profile: { timezone: string } }>('GET', '/api/me', { as: { id: '', email: '', name: '', cookie } });
    expect(me.profile.timezone).toBe('Europe/London');
    for (const bad of ['Mars/Olympus_Mons', '+05:30', 'IST', '<script>']) {
      const r = await t.request('POST', '/api/auth/sign-up/email', { body: body(`bad-${Date.now()}-${bad.length}@test.example`, bad) });
      expect(r.status).toBe(422);
      expect((await r.json()).error.message).toMatch(/Please choose a valid time zone./);
    }
  });
});
