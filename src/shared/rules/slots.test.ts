import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SLOT_SETTINGS,
  generateSlots,
  isBookable,
  localParts,
  normalizeWorkingHours,
  sessionsPerDay,
  type BusyBooking,
  type SlotInput,
  type SlotSettings,
} from './slots';

const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);
// Monday 2026-11-23 in Asia/Kolkata; 09:00 IST = 03:30Z.
const base: SlotInput = {
  windows: [{ start: at('2026-11-23T03:30:00Z'), end: at('2026-11-23T07:30:00Z') }],
  bookings: [],
  settings: { ...DEFAULT_SLOT_SETTINGS, bufferBefore: 0, bufferAfter: 0 },
  durationMinutes: 60,
  offeringId: 'o1',
  maxStudents: 1,
  now: at('2026-11-22T00:00:00Z'),
  from: at('2026-11-22T00:00:00Z'),
  to: at('2026-11-30T00:00:00Z'),
};
const iso = (ms: number) => new Date(ms).toISOString();

describe('generateSlots', () => {
  it('steps by the offering duration inside the window', () => {
    const slots = generateSlots(base);
    expect(slots.map((s) => iso(s.startTime))).toEqual([
      '2026-11-23T03:30:00.000Z',
      '2026-11-23T04:30:00.000Z',
      '2026-11-23T05:30:00.000Z',
      '2026-11-23T06:30:00.000Z',
    ]);
    expect(slots.every((s) => s.isAvailable)).toBe(true);
    expect(generateSlots({ ...base, durationMinutes: 90 })).toHaveLength(2);
  });

  it('marks slots overlapping a live booking and its buffers unavailable', () => {
    const b: BusyBooking = { start: at('2026-11-23T04:30:00Z'), end: at('2026-11-23T05:30:00Z'), groupKey: 'b1', offeringId: 'o1' };
    const noBuffer = generateSlots({ ...base, bookings: [b] }).map((s) => s.isAvailable);
    expect(noBuffer).toEqual([true, false, true, true]);
    const withBuffer = generateSlots({ ...base, bookings: [b], settings: { ...base.settings, bufferAfter: 15 } }).map((s) => s.isAvailable);
    expect(withBuffer).toEqual([true, false, false, true]);
  });

  it('drops the past, the advance window and hours outside working hours', () => {
    expect(generateSlots({ ...base, now: at('2026-11-23T05:00:00Z') })).toHaveLength(2);
    expect(generateSlots({ ...base, settings: { ...base.settings, advanceBookingDays: 1 } })).toHaveLength(0);
    const wh = normalizeWorkingHours({ ...DEFAULT_SLOT_SETTINGS.workingHours, monday: { enabled: true, start: '10:00', end: '12:00' } });
    const slots = generateSlots({ ...base, settings: { ...base.settings, workingHours: wh } });
    expect(slots.map((s) => iso(s.startTime))).toEqual(['2026-11-23T04:30:00.000Z', '2026-11-23T05:30:00.000Z']);
    const off = normalizeWorkingHours({ ...DEFAULT_SLOT_SETTINGS.workingHours, monday: { enabled: false, start: '09:00', end: '17:00' } });
    expect(generateSlots({ ...base, settings: { ...base.settings, workingHours: off } })).toHaveLength(0);
  });

  it('stops offering a day once the daily cap is reached', () => {
    const b: BusyBooking = { start: at('2026-11-23T10:00:00Z'), end: at('2026-11-23T11:00:00Z'), groupKey: 'b1', offeringId: 'o2' };
    const slots = generateSlots({ ...base, bookings: [b], settings: { ...base.settings, maxBookingsPerDay: 1 } });
    expect(slots.every((s) => !s.isAvailable)).toBe(true);
  });

  it('keeps a group start open until it is full', () => {
    const start = at('2026-11-23T03:30:00Z');
    const seat = (_i: number): BusyBooking => ({ start, end: start + 60 * MIN, groupKey: 'g1', offeringId: 'o1' });
    const one = { ...base, maxStudents: 2, bookings: [seat(1)] };
    expect(isBookable(one, start)).toBe(true);
    expect(isBookable({ ...one, bookings: [seat(1), seat(2)] }, start)).toBe(false);
    // Another offering's booking at that time is a plain conflict.
    expect(isBookable({ ...one, offeringId: 'o9' }, start)).toBe(false);
  });

  it('accepts working hours in several shapes', () => {
    expect(normalizeWorkingHours(JSON.stringify({ Mon: { enabled: true, start: '09:00', end: '10:00' } }))).toBeNull();
    const short = Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, { enabled: true, start: '08:00', end: '20:00' }]));
    expect(normalizeWorkingHours(short)?.monday.start).toBe('08:00');
  });

  it('reads local days in the tutor zone', () => {
    expect(localParts(at('2026-11-22T20:00:00Z'), 'Asia/Kolkata')).toEqual({ dateKey: '2026-11-23', weekday: 'monday', minutes: 90 });
  });
});

// Property: whatever the windows, bookings and settings, an available slot never overlaps a live
// booking or its buffers, never leaves its window or the working hours, and booking it would never
// exceed the daily cap.
describe('generateSlots properties', () => {
  const day0 = at('2026-11-23T00:00:00Z');
  const arbSettings: fc.Arbitrary<SlotSettings> = fc.record({
    timezone: fc.constantFrom('Asia/Kolkata', 'Europe/London', 'America/New_York', 'UTC'),
    workingHours: fc.constantFrom(null, DEFAULT_SLOT_SETTINGS.workingHours),
    bufferBefore: fc.integer({ min: 0, max: 60 }),
    bufferAfter: fc.integer({ min: 0, max: 60 }),
    advanceBookingDays: fc.integer({ min: 1, max: 30 }),
    maxBookingsPerDay: fc.integer({ min: 1, max: 6 }),
  });
  const arbWindow = fc
    .tuple(fc.integer({ min: 0, max: 14 * 96 }), fc.integer({ min: 1, max: 32 }))
    .map(([q, len]) => ({ start: day0 + q * 15 * MIN, end: day0 + (q + len) * 15 * MIN }));
  const arbBooking = fc
    .tuple(fc.integer({ min: 0, max: 14 * 96 }), fc.constantFrom(30, 45, 60, 90), fc.constantFrom('o1', 'o2'), fc.integer({ min: 0, max: 5 }))
    .map(([q, d, offeringId, g]): BusyBooking => ({ start: day0 + q * 15 * MIN, end: day0 + q * 15 * MIN + d * MIN, offeringId, groupKey: `${offeringId}-${q}-${g}` }));

  it('never yields an available slot that breaks a rule', () => {
    fc.assert(
      fc.property(
        fc.array(arbWindow, { maxLength: 8 }),
        fc.array(arbBooking, { maxLength: 10 }),
        arbSettings,
        fc.constantFrom(30, 45, 60, 90),
        fc.integer({ min: 1, max: 3 }),
        (windows, bookings, settings, durationMinutes, maxStudents) => {
          const input: SlotInput = { windows, bookings, settings, durationMinutes, offeringId: 'o1', maxStudents, now: day0 + 3 * 3600_000, from: day0, to: day0 + 15 * 86_400_000 };
          const perDay = sessionsPerDay(bookings, settings.timezone);
          for (const s of generateSlots(input)) {
            expect(s.endTime - s.startTime).toBe(durationMinutes * MIN);
            expect(windows.some((w) => s.startTime >= w.start && s.endTime <= w.end)).toBe(true);
            expect(s.startTime).toBeGreaterThan(input.now);
            if (!s.isAvailable) continue;
            const sameGroup = (b: BusyBooking) => maxStudents > 1 && b.offeringId === 'o1' && b.start === s.startTime;
            for (const b of bookings) {
              if (sameGroup(b)) continue;
              const clear = s.startTime >= b.end + settings.bufferAfter * MIN || s.endTime <= b.start - settings.bufferBefore * MIN;
              expect(clear).toBe(true);
            }
            const joining = bookings.some(sameGroup);
            if (!joining) expect((perDay.get(localParts(s.startTime, settings.timezone).dateKey) ?? 0) + 1).toBeLessThanOrEqual(settings.maxBookingsPerDay);
            else expect(bookings.filter(sameGroup).length).toBeLessThan(maxStudents);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('localParts', () => {
  it('follows daylight-saving changes', () => {
    // Europe/London moves to BST at 01:00 UTC on 2026-03-29 and back at 01:00 UTC on 2026-10-25.
    expect(localParts(at('2026-03-29T00:30:00Z'), 'Europe/London')).toMatchObject({ dateKey: '2026-03-29', minutes: 30 });
    expect(localParts(at('2026-03-29T01:30:00Z'), 'Europe/London')).toMatchObject({ dateKey: '2026-03-29', minutes: 150 });
    expect(localParts(at('2026-10-25T00:30:00Z'), 'Europe/London')).toMatchObject({ minutes: 90 });
    expect(localParts(at('2026-10-25T01:30:00Z'), 'Europe/London')).toMatchObject({ minutes: 90 });
    expect(localParts(at('2026-11-22T23:59:00Z'), 'America/New_York')).toEqual({ dateKey: '2026-11-22', weekday: 'sunday', minutes: 18 * 60 + 59 });
  });
  it('matches Intl for random instants and zones', () => {
    fc.assert(
      fc.property(fc.integer({ min: at('2020-01-01T00:00:00Z'), max: at('2030-01-01T00:00:00Z') }), fc.constantFrom('Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'), (ms, tz) => {
        const f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
        const p = Object.fromEntries(f.formatToParts(ms).map((x) => [x.type, x.value]));
        const got = localParts(ms, tz);
        expect(got.dateKey).toBe(`${p.year}-${p.month}-${p.day}`);
        expect(got.minutes).toBe(Number(p.hour) * 60 + Number(p.minute));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('localParts', () => {
  it('agrees with Intl on day, weekday and minute across zones, DST changes and years', () => {
    const zones = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC', 'America/St_Johns'];
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const ms = Date.UTC(1995, 0, 1) + Math.floor(rand() * 60 * 365 * 86_400_000);
      const tz = zones[i % zones.length];
      const f = Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
          .formatToParts(ms)
          .map((p) => [p.type, p.value]),
      );
      expect(localParts(ms, tz)).toEqual({ dateKey: `${f.year}-${f.month}-${f.day}`, weekday: f.weekday.toLowerCase(), minutes: Number(f.hour) * 60 + Number(f.minute) });
    }
  });
});
