import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { emptyWeek } from '../../../shared/rules/weekly-schedule';

// A fixed clock: Monday 2027-01-04 00:00 UTC (05:30 in Kolkata).
const NOW = new Date('2027-01-04T00:00:00Z');
const DAY = 86_400_000;
let t: TestContext;
let student: TestUser;

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  student = await t.signUp('student');
});
afterAll(() => t.close());

const evenings = { start: '17:00', end: '20:00' };
const weekdayEvenings = { ...emptyWeek(), monday: [evenings], tuesday: [evenings], wednesday: [evenings], thursday: [evenings], friday: [evenings] };
const schedule = (patch: object = {}) => ({ timezone: 'Asia/Kolkata', weekly: weekdayEvenings, overrides: [], ...patch });

async function slotsOf(expertId: string, offeringId: string, days = 14) {
  const from = encodeURIComponent(NOW.toISOString());
  const to = encodeURIComponent(new Date(NOW.getTime() + days * DAY).toISOString());
  const r = await t.json('GET', `/api/experts/${expertId}/slots?offeringId=${offeringId}&from=${from}&to=${to}`);
  return (r.slots as { startTime: string; isAvailable: boolean }[]).filter((s) => s.isAvailable).map((s) => s.startTime);
}

describe('weekly schedule', () => {
  it('a new tutor is not bookable until the checklist is done; then students book 18:00 on a weekday', async () => {
    const tutor = await t.signUpExpert({ fullName: 'Evening Tutor' });
    const before = await t.json('GET', '/api/availability/readiness', { as: tutor });
    expect(before).toMatchObject({ bookable: false, nextOpenAt: null, total: 4 });
    expect(before.items).toEqual([
      { key: 'photo', done: false },
      { key: 'offer', done: false },
      { key: 'languages', done: true },
      { key: 'schedule', done: false },
    ]);
    expect((await t.json('GET', `/api/experts/${tutor.expertId}`)).isAvailable).toBe(false);
    expect(await t.json('GET', '/api/availability/schedule', { as: tutor })).toMatchObject({ source: 'empty', foldedSlots: 0 });

    // Hours alone are open time, but nobody can book without a published offer.
    await t.json('PUT', '/api/availability/schedule', { as: tutor, body: schedule() });
    const hoursOnly = await t.json('GET', '/api/availability/readiness', { as: tutor });
    expect(hoursOnly.items.find((i: { key: string }) => i.key === 'schedule').done).toBe(true);
    expect(hoursOnly.bookable).toBe(false);

    const offer = await t.json('POST', '/api/offerings', { as: tutor, body: { title: 'Physics one-to-one', price: 80_000, durationMinutes: 60 }, expect: 201 });
    const ready = await t.json('GET', '/api/availability/readiness', { as: tutor });
    expect(ready.bookable).toBe(true);
    // The first open time: Monday 2027-01-04 17:00 in Kolkata (the default notice and buffers allow it).
    expect(ready.nextOpenAt).toBe('2027-01-04T11:30:00.000Z');
    expect((await t.json('GET', `/api/experts/${tutor.expertId}`)).isAvailable).toBe(true);

    const open = await slotsOf(tutor.expertId, offer.id);
    // Three one-hour starts each weekday evening, no weekend: 10 weekdays in two weeks.
    expect(open).toHaveLength(30);
    expect(open).toContain('2027-01-05T12:30:00.000Z'); // Tuesday 18:00 in Kolkata
    expect(open.some((s) => new Date(s).getUTCDay() === 6 || new Date(s).getUTCDay() === 0)).toBe(false);

    const booked = await t.request('POST', '/api/bookings', { as: student, body: { offeringId: offer.id, startTime: '2027-01-05T12:30:00.000Z' } });
    expect(booked.status).toBe(201);
    // A start outside the hours is refused by the server's re-check.
    const outside = await t.request('POST', '/api/bookings', { as: student, body: { offeringId: offer.id, startTime: '2027-01-05T08:30:00.000Z' } });
    expect(outside.status).toBe(409);
  });

  it('the preview shows exactly the times the booking page offers once saved, and a day off wins', async () => {
    const tutor = await t.signUpExpert({ fullName: 'Preview Tutor' });
    const offer = await t.json('POST', '/api/offerings', { as: tutor, body: { title: 'Chemistry', price: 60_000, durationMinutes: 45 }, expect: 201 });
    const draft = schedule({ overrides: [{ date: '2027-01-06', ranges: [], label: 'Makar Sankranti' }, { date: '2027-01-09', ranges: [{ start: '10:00', end: '12:00' }], label: null }] });
    const preview = await t.json('POST', '/api/availability/schedule/preview', { as: tutor, body: draft });
    expect(preview).toMatchObject({ offeringTitle: 'Chemistry', durationMinutes: 45 });
    // Nothing is saved by a preview.
    expect((await t.json('GET', '/api/availability/readiness', { as: tutor })).bookable).toBe(false);
    const day = (d: string) => preview.days.find((x: { date: string }) => x.date === d).times;
    expect(day('2027-01-06')).toEqual([]);
    expect(day('2027-01-09')).toHaveLength(2);

    const saved = await t.json('PUT', '/api/availability/schedule', { as: tutor, body: draft });
    expect(saved.source).toBe('saved');
    expect(saved.overrides.map((o: { date: string; label: string | null }) => [o.date, o.label])).toEqual([
      ['2027-01-06', 'Makar Sankranti'],
      ['2027-01-09', null],
    ]);
    const previewed = preview.days.flatMap((d: { times: string[] }) => d.times);
    expect(await slotsOf(tutor.expertId, offer.id)).toEqual(previewed);
    expect(preview.total).toBe(previewed.length);
  });

  it('drafts a first offer from the domain: its title and the median hourly price of other tutors there', async () => {
    const domains = (await t.json('GET', '/api/domains')) as { id: string; name: string }[];
    const domain = domains[0];
    const others = [await t.signUpExpert(), await t.signUpExpert(), await t.signUpExpert()];
    const prices: [number, number][] = [
      [60_000, 60],
      [45_000, 30], // ₹900 an hour
      [120_000, 90], // ₹800 an hour
    ];
    for (const [i, o] of others.entries()) {
      await t.json('PATCH', '/api/profile/expert', { as: o, body: { domainId: domain.id } });
      await t.json('POST', '/api/offerings', { as: o, body: { title: `Lesson ${i}`, price: prices[i][0], durationMinutes: prices[i][1] }, expect: 201 });
    }
    const tutor = await t.signUpExpert();
    expect((await t.json('GET', '/api/availability/readiness', { as: tutor })).offerDraft).toEqual({ domainName: null, title: 'One-to-one lesson', price: null, basedOn: 0 });
    await t.json('PATCH', '/api/profile/expert', { as: tutor, body: { domainId: domain.id } });
    expect((await t.json('GET', '/api/availability/readiness', { as: tutor })).offerDraft).toEqual({ domainName: domain.name, title: `One-to-one ${domain.name} lesson`, price: 80_000, basedOn: 3 });
  });

  it('refuses a bad schedule with the reason, and stores nothing', async () => {
    const tutor = await t.signUpExpert();
    const res = await t.request('PUT', '/api/availability/schedule', { as: tutor, body: schedule({ weekly: { ...weekdayEvenings, friday: [{ start: '20:00', end: '18:00' }] } }) });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatchObject({ message: 'The end must be after the start on Friday.', fields: { toastTitle: 'Invalid time range' } });
    const past = await t.request('PUT', '/api/availability/schedule', { as: tutor, body: schedule({ overrides: [{ date: '2027-01-01', ranges: [], label: null }] }) });
    expect(past.status).toBe(422);
    const zone = await t.request('PUT', '/api/availability/schedule', { as: tutor, body: schedule({ timezone: 'Mars/Olympus' }) });
    expect(zone.status).toBe(422);
    expect((await t.json('GET', '/api/availability/schedule', { as: tutor })).source).toBe('empty');
  });

  it('the first save folds recurring slots into weekly hours and keeps every open time', async () => {
    const tutor = await t.signUpExpert({ fullName: 'Legacy Tutor' });
    const offer = await t.json('POST', '/api/offerings', { as: tutor, body: { title: 'Maths', price: 50_000, durationMinutes: 60 }, expect: 201 });
    // Working hours 09:00–17:00 on weekdays, a weekly series 15:00–19:00 on Mon/Wed (only 15–17 is open) and
    // a single Saturday slot (outside working hours: not open today).
    const settings = await t.json('GET', '/api/availability/settings', { as: tutor });
    await t.json('PUT', '/api/availability/settings', { as: tutor, body: { ...settings, defaultTimezone: 'Asia/Kolkata', bufferTimeBefore: 0, bufferTimeAfter: 0 } });
    await t.json('POST', '/api/availability/slots', {
      as: tutor,
      body: { date: '2027-01-04', startTime: '15:00', endTime: '19:00', timezone: 'Asia/Kolkata', isRecurring: true, recurrencePattern: 'weekly', recurrenceDays: [1, 3], recurrenceEndDate: '2027-03-31' },
      expect: 201,
    });
    await t.json('POST', '/api/availability/slots', { as: tutor, body: { date: '2027-01-05', startTime: '10:00', endTime: '12:00', timezone: 'Asia/Kolkata', isRecurring: false }, expect: 201 });
    const before = await slotsOf(tutor.expertId, offer.id, 28);
    expect(before.length).toBeGreaterThan(0);

    const derived = await t.json('GET', '/api/availability/schedule', { as: tutor });
    expect(derived).toMatchObject({ source: 'derived', timezone: 'Asia/Kolkata', foldedSlots: 26 });
    expect(derived.weekly.monday).toEqual([{ start: '15:00', end: '17:00' }]);
    expect(derived.weekly.wednesday).toEqual([{ start: '15:00', end: '17:00' }]);
    expect(derived.weekly.tuesday).toEqual([]);

    await t.json('PUT', '/api/availability/schedule', { as: tutor, body: { timezone: derived.timezone, weekly: derived.weekly, overrides: [] } });
    const after = await slotsOf(tutor.expertId, offer.id, 28);
    for (const s of before) expect(after).toContain(s);
    // The series' future slots are now the weekly hours; the single slot stays in the calendar.
    const rows = await t.json('GET', '/api/availability/slots', { as: tutor });
    expect(rows.map((r: { isRecurring: boolean }) => r.isRecurring)).toEqual([false]);
    expect((await t.json('GET', '/api/availability/schedule', { as: tutor })).source).toBe('saved');
  });
});
