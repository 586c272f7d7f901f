import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { availabilitySettings, bookings } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { availabilitySettingsFor, availabilityWindows } from './availability.service';

// A fixed clock: Monday 2027-01-04 00:00 UTC (05:30 in Kolkata).
const NOW = new Date('2027-01-04T00:00:00Z');
let t: TestContext;
let a: TestUser & { expertId: string };
let b: TestUser & { expertId: string };
let student: TestUser;

beforeAll(async () => {
  t = await createTestContext({ now: () => NOW });
  a = await t.signUpExpert({ fullName: 'Tutor A' });
  b = await t.signUpExpert({ fullName: 'Tutor B' });
  student = await t.signUp('student');
});
afterAll(() => t.close());

const single = { date: '2027-01-05', startTime: '09:00', endTime: '10:00', timezone: 'Asia/Kolkata', isRecurring: false };
const weekly = { ...single, date: '2027-01-11', isRecurring: true, recurrencePattern: 'weekly', recurrenceDays: [1, 3, 5], recurrenceEndDate: '2027-02-07', notes: 'Board prep' };
const err = async (res: Response) => (await res.json()).error as { code: string; message: string; fields?: { toastTitle?: string } };

describe('availability slots', () => {
  it('creates a single slot stored in UTC and lists it by range', async () => {
    const r = await t.json('POST', '/api/availability/slots', { as: a, body: single, expect: 201 });
    expect(r.created).toBe(1);
    expect(r.slots[0]).toMatchObject({ startTime: '2027-01-05T03:30:00.000Z', endTime: '2027-01-05T04:30:00.000Z', isAvailable: true, isRecurring: false, timezone: 'Asia/Kolkata' });
    const list = await t.json('GET', `/api/availability/slots?from=${encodeURIComponent('2027-01-05T00:00:00Z')}&to=${encodeURIComponent('2027-01-06T00:00:00Z')}`, { as: a });
    expect(list).toHaveLength(1);
    const none = await t.json('GET', `/api/availability/slots?from=${encodeURIComponent('2027-01-06T00:00:00Z')}&to=${encodeURIComponent('2027-01-07T00:00:00Z')}`, { as: a });
    expect(none).toHaveLength(0);
  });

  it('previews a weekly series without saving, then creates it as one series', async () => {
    const p = await t.json('POST', '/api/availability/slots/preview', { as: a, body: weekly });
    expect(p.total).toBe(12);
    expect(p.slots[0]).toEqual({ startTime: '2027-01-11T03:30:00.000Z', endTime: '2027-01-11T04:30:00.000Z' });
    expect(await t.json('GET', '/api/availability/slots', { as: a })).toHaveLength(1);
    const r = await t.json('POST', '/api/availability/slots', { as: a, body: weekly, expect: 201 });
    expect(r.created).toBe(12);
    const ids = new Set(r.slots.map((s: { seriesId: string }) => s.seriesId));
    expect(ids.size).toBe(1);
    expect(r.slots[0]).toMatchObject({ isRecurring: true, recurrencePattern: 'weekly', recurrenceDays: [1, 3, 5], recurrenceEndDate: '2027-02-07', notes: 'Board prep' });
  });

  it('refuses overlaps, counting the conflicting slots', async () => {
    const res = await t.request('POST', '/api/availability/slots', { as: a, body: { ...weekly, startTime: '09:30', endTime: '11:00', recurrenceDays: [1, 3], recurrenceEndDate: '2027-01-14' } });
    expect(res.status).toBe(409);
    expect(await err(res)).toMatchObject({ message: 'This time conflicts with 2 existing slot(s). Please choose a different time.', fields: { toastTitle: 'Time slot overlap detected' } });
    const prev = await t.request('POST', '/api/availability/slots/preview', { as: a, body: { ...single, startTime: '09:59', endTime: '10:30' } });
    expect(prev.status).toBe(409);
    // Touching ends are not an overlap.
    await t.json('POST', '/api/availability/slots', { as: a, body: { ...single, startTime: '10:00', endTime: '10:30' }, expect: 201 });
  });

  it('answers every validation rule with the spec message', async () => {
    const cases: [object, string, string][] = [
      [{ startTime: '10:30', endTime: '10:15' }, 'Invalid time range', 'End time must be after start time'],
      [{ startTime: '22:00', endTime: '02:00' }, 'Invalid time range', 'End time should be on the same day. For overnight slots, use 24-hour format (e.g., 23:59)'],
      [{ startTime: '09:00', endTime: '09:10' }, 'Slot too short', 'Minimum slot duration is 15 minutes'],
      [{ startTime: '09:00', endTime: '17:30' }, 'Slot too long', 'Maximum slot duration is 8 hours'],
      [{ date: '2027-01-03' }, 'Invalid date', 'Start date and time cannot be in the past'],
      [{ isRecurring: true, recurrencePattern: 'daily', recurrenceEndDate: '2027-01-05' }, 'Invalid end date', 'Recurrence end date must be after start date'],
      [{ isRecurring: true, recurrencePattern: 'weekly', recurrenceDays: [], recurrenceEndDate: '2027-02-05' }, 'No days selected', 'Please select at least one day for weekly recurrence'],
    ];
    for (const [over, title, message] of cases) {
      const res = await t.request('POST', '/api/availability/slots', { as: b, body: { ...single, ...over } });
      expect(res.status, message).toBe(422);
      expect(await err(res)).toMatchObject({ message, fields: { toastTitle: title } });
    }
    expect(await t.json('GET', '/api/availability/slots', { as: b })).toHaveLength(0);
  });

  it('the database refuses a slot shorter than 15 minutes or longer than 8 hours', async () => {
    const { availabilitySlots } = await import('../../db/schema');
    const start = new Date('2027-03-01T00:00:00Z');
    await expect(t.deps.db.insert(availabilitySlots).values({ tutorId: b.expertId, startTime: start, endTime: new Date(start.getTime() + 10 * 60_000) })).rejects.toThrow();
    await expect(t.deps.db.insert(availabilitySlots).values({ tutorId: b.expertId, startTime: start, endTime: new Date(start.getTime() + 9 * 3_600_000) })).rejects.toThrow();
  });

  it('edits a slot (persisted, validated) and the following slots of a series', async () => {
    const [slot] = (await t.json('POST', '/api/availability/slots', { as: b, body: { ...single, date: '2027-01-06' }, expect: 201 })).slots;
    const upd = await t.json('PATCH', `/api/availability/slots/${slot.id}`, { as: b, body: { startTime: '11:00', endTime: '12:30', notes: 'Moved', isAvailable: false } });
    expect(upd.slots[0]).toMatchObject({ startTime: '2027-01-06T05:30:00.000Z', endTime: '2027-01-06T07:00:00.000Z', notes: 'Moved', isAvailable: false });
    const bad = await t.request('PATCH', `/api/availability/slots/${slot.id}`, { as: b, body: { endTime: '11:00' } });
    expect(bad.status).toBe(422);
    expect((await err(bad)).message).toBe('End time must be after start time');

    const series = (await t.json('POST', '/api/availability/slots', { as: b, body: { ...single, date: '2027-01-07', isRecurring: true, recurrencePattern: 'daily', recurrenceEndDate: '2027-01-10' }, expect: 201 })).slots;
    expect(series).toHaveLength(4);
    const r = await t.json('PATCH', `/api/availability/slots/${series[2].id}`, { as: b, body: { startTime: '15:00', endTime: '16:00', scope: 'following' } });
    expect(r.updated).toBe(2);
    const all = await t.json('GET', `/api/availability/slots?from=${encodeURIComponent('2027-01-07T00:00:00Z')}&to=${encodeURIComponent('2027-01-11T00:00:00Z')}`, { as: b });
    expect(all.map((s: { startTime: string }) => s.startTime)).toEqual(['2027-01-07T03:30:00.000Z', '2027-01-08T03:30:00.000Z', '2027-01-09T09:30:00.000Z', '2027-01-10T09:30:00.000Z']);
    await t.json('DELETE', `/api/availability/slots/${series[1].id}?scope=following`, { as: b });
    const left = await t.json('GET', `/api/availability/slots?from=${encodeURIComponent('2027-01-07T00:00:00Z')}&to=${encodeURIComponent('2027-01-11T00:00:00Z')}`, { as: b });
    expect(left.map((s: { id: string }) => s.id)).toEqual([series[0].id]);
    await t.json('DELETE', `/api/availability/slots/${series[0].id}`, { as: b });
    await t.json('DELETE', `/api/availability/slots/${series[0].id}`, { as: b, expect: 404 });
  });

  it('a slot holding a booked session cannot be deleted, disabled or moved away from it', async () => {
    const [slot] = (await t.json('POST', '/api/availability/slots', { as: b, body: { ...single, date: '2027-01-20', startTime: '09:00', endTime: '12:00' }, expect: 201 })).slots;
    await t.deps.db.insert(bookings).values({ studentId: student.id, expertId: b.expertId, scheduledAt: new Date('2027-01-20T04:30:00Z'), endsAt: new Date('2027-01-20T05:30:00Z'), status: 'confirmed' });
    await t.json('DELETE', `/api/availability/slots/${slot.id}`, { as: b, expect: 409 });
    await t.json('PATCH', `/api/availability/slots/${slot.id}`, { as: b, body: { isAvailable: false }, expect: 409 });
    await t.json('PATCH', `/api/availability/slots/${slot.id}`, { as: b, body: { startTime: '10:30' }, expect: 409 });
    await t.json('PATCH', `/api/availability/slots/${slot.id}`, { as: b, body: { startTime: '09:30', notes: 'ok' } });
    const sessions = await t.json('GET', `/api/availability/sessions?from=${encodeURIComponent('2027-01-20T00:00:00Z')}&to=${encodeURIComponent('2027-01-21T00:00:00Z')}`, { as: b });
    expect(sessions).toEqual([expect.objectContaining({ status: 'confirmed', offeringTitle: 'Unknown Offer', scheduledAt: '2027-01-20T04:30:00.000Z' })]);
    const windows = await availabilityWindows(t.deps, b.expertId, new Date('2027-01-20T00:00:00Z'), new Date('2027-01-21T00:00:00Z'));
    expect(windows).toEqual([{ start: new Date('2027-01-20T04:00:00Z'), end: new Date('2027-01-20T06:30:00Z') }]);
  });

  it("keeps tutors apart: another tutor's slots are 404; students 403; guests 401", async () => {
    const [slot] = (await t.json('POST', '/api/availability/slots', { as: a, body: { ...single, date: '2027-01-26' }, expect: 201 })).slots;
    await t.json('PATCH', `/api/availability/slots/${slot.id}`, { as: b, body: { notes: 'x' }, expect: 404 });
    await t.json('DELETE', `/api/availability/slots/${slot.id}`, { as: b, expect: 404 });
    const bList = await t.json('GET', `/api/availability/slots?from=${encodeURIComponent('2027-01-26T00:00:00Z')}&to=${encodeURIComponent('2027-01-27T00:00:00Z')}`, { as: b });
    expect(bList).toHaveLength(0);
    for (const [m, u] of [['GET', '/api/availability/slots'], ['POST', '/api/availability/slots'], ['GET', '/api/availability/settings'], ['PUT', '/api/availability/settings'], ['GET', '/api/availability/sessions']] as const) {
      expect((await t.request(m, u, { as: student, body: m === 'GET' ? undefined : {} })).status).toBe(403);
      expect((await t.request(m, u, { body: m === 'GET' ? undefined : {} })).status).toBe(401);
    }
  });
});

describe('availability settings', () => {
  it('reads the defaults the slot rule applies without storing them, and saves changes per tutor', async () => {
    expect(await availabilitySettingsFor(t.deps, a.expertId)).toMatchObject({ defaultTimezone: 'Asia/Kolkata', maxBookingsPerDay: 8 });
    // Reading the settings (the offers page does) stores nothing and changes nothing students see.
    const before = await availabilitySettingsFor(t.deps, b.expertId);
    await t.json('GET', '/api/availability/settings', { as: b });
    expect(await availabilitySettingsFor(t.deps, b.expertId)).toEqual(before);
    expect(await t.deps.db.select().from(availabilitySettings).where(eq(availabilitySettings.tutorId, b.expertId))).toEqual([]);
    const s = await t.json('GET', '/api/availability/settings', { as: a });
    expect(s).toMatchObject({ defaultTimezone: 'Asia/Kolkata', defaultSessionDuration: 60, bufferTimeBefore: 15, bufferTimeAfter: 15, advanceBookingDays: 30, maxBookingsPerDay: 8, autoConfirmBookings: false });
    expect(s).not.toHaveProperty('allowRecurringSessions');
    expect(s.workingHours.monday).toEqual({ enabled: true, start: '09:00', end: '17:00' });
    expect(s.workingHours.sunday).toEqual({ enabled: false, start: '10:00', end: '15:00' });
    const saved = await t.json('PUT', '/api/availability/settings', { as: a, body: { ...s, defaultTimezone: 'Europe/London', bufferTimeBefore: 0, maxBookingsPerDay: 3, autoConfirmBookings: true, workingHours: { ...s.workingHours, saturday: { enabled: true, start: '08:00', end: '12:00' } } } });
    expect(saved).toMatchObject({ defaultTimezone: 'Europe/London', bufferTimeBefore: 0, maxBookingsPerDay: 3, autoConfirmBookings: true });
    expect((await t.json('GET', '/api/availability/settings', { as: a })).workingHours.saturday.enabled).toBe(true);
    expect((await t.json('GET', '/api/availability/settings', { as: b })).defaultTimezone).toBe('Asia/Kolkata');
    expect((await availabilitySettingsFor(t.deps, a.expertId)).maxBookingsPerDay).toBe(3);
  });

  it('refuses invalid settings with the spec messages', async () => {
    const s = await t.json('GET', '/api/availability/settings', { as: b });
    const { friday: _f, ...six } = s.workingHours;
    const cases: [object, string][] = [
      [{ workingHours: six }, 'Please check your working hours configuration'],
      [{ workingHours: { ...s.workingHours, monday: { enabled: true, start: '9', end: '17:00' } } }, 'Invalid time format for Monday'],
      [{ bufferTimeAfter: 90 }, 'Buffer times must be between 0 and 60 minutes'],
      [{ advanceBookingDays: 400 }, 'Advance booking must be between 1 and 365 days'],
      [{ maxBookingsPerDay: 0 }, 'Max bookings per day must be between 1 and 24'],
    ];
    for (const [over, message] of cases) {
      const res = await t.request('PUT', '/api/availability/settings', { as: b, body: { ...s, ...over } });
      expect(res.status, message).toBe(422);
      expect((await err(res)).message).toBe(message);
    }
  });
});
