import { describe, expect, it } from 'vitest';
import { clockAfter, DEFAULT_AVAILABILITY_SETTINGS as D, isWithinWorkingHours, validateAvailabilitySettings, WEEKDAYS } from './availability-settings';

const v = (over: object) => validateAvailabilitySettings({ ...D, ...over });

describe('availability settings', () => {
  it('has the spec defaults and accepts them', () => {
    expect(D.defaultTimezone).toBe('Asia/Kolkata');
    expect(D.workingHours.monday).toEqual({ enabled: true, start: '09:00', end: '17:00' });
    expect(D.workingHours.friday.enabled).toBe(true);
    expect(D.workingHours.saturday).toEqual({ enabled: false, start: '10:00', end: '15:00' });
    expect(D.workingHours.sunday.enabled).toBe(false);
    expect([D.defaultSessionDuration, D.bufferTimeBefore, D.bufferTimeAfter, D.advanceBookingDays, D.maxBookingsPerDay]).toEqual([60, 15, 15, 30, 8]);
    expect(D.autoConfirmBookings).toBe(false);
    // The spec's "recurring sessions allowed" is left out (decision record 026).
    expect(D).not.toHaveProperty('allowRecurringSessions');
    expect(v({})).toEqual({ ok: true, value: D });
  });
  it('needs all seven weekday entries with the right shapes', () => {
    const bad = { ok: false, title: 'Invalid working hours', description: 'Please check your working hours configuration' };
    const { sunday: _s, ...six } = D.workingHours;
    expect(v({ workingHours: six })).toEqual(bad);
    expect(v({ workingHours: null })).toEqual(bad);
    expect(v({ workingHours: [] })).toEqual(bad);
    expect(v({ workingHours: { ...D.workingHours, monday: { enabled: 'yes', start: '09:00', end: '17:00' } } })).toEqual(bad);
    expect(v({ workingHours: { ...D.workingHours, monday: { enabled: true, start: 9, end: '17:00' } } })).toEqual(bad);
    expect(WEEKDAYS).toHaveLength(7);
  });
  it('enabled days need HH:MM times in order; disabled days are not checked', () => {
    expect(v({ workingHours: { ...D.workingHours, tuesday: { enabled: true, start: '9am', end: '17:00' } } })).toEqual({ ok: false, title: 'Invalid time range', description: 'Invalid time format for Tuesday' });
    expect(v({ workingHours: { ...D.workingHours, tuesday: { enabled: true, start: '09:00', end: '25:00' } } })).toMatchObject({ description: 'Invalid time format for Tuesday' });
    expect(v({ workingHours: { ...D.workingHours, tuesday: { enabled: true, start: '17:00', end: '09:00' } } })).toMatchObject({ description: 'End time must be after start time for Tuesday' });
    expect(v({ workingHours: { ...D.workingHours, sunday: { enabled: false, start: '', end: '' } } }).ok).toBe(true);
  });
  it('enforces the ranges', () => {
    expect(v({ bufferTimeBefore: 61 })).toMatchObject({ ok: false, title: 'Invalid buffer time' });
    expect(v({ bufferTimeAfter: -1 })).toMatchObject({ ok: false, title: 'Invalid buffer time' });
    expect(v({ bufferTimeAfter: 60, bufferTimeBefore: 0 }).ok).toBe(true);
    expect(v({ advanceBookingDays: 0 })).toMatchObject({ ok: false, title: 'Invalid booking window' });
    expect(v({ advanceBookingDays: 366 })).toMatchObject({ ok: false });
    expect(v({ advanceBookingDays: 365 }).ok).toBe(true);
    expect(v({ maxBookingsPerDay: 25 })).toMatchObject({ ok: false, title: 'Invalid daily limit' });
    expect(v({ maxBookingsPerDay: 1.5 })).toMatchObject({ ok: false });
    expect(v({ defaultSessionDuration: 50 })).toMatchObject({ ok: false, title: 'Invalid session duration' });
    expect(v({ defaultTimezone: 'Nowhere/Land' })).toMatchObject({ ok: false, title: 'Invalid timezone' });
    expect(v({ autoConfirmBookings: 'true' })).toMatchObject({ ok: false });
  });
});

describe('clockAfter (a slot of the default session duration)', () => {
  it('adds the minutes on the same day, stopping at 23:59', () => {
    expect(clockAfter('09:00', 60)).toBe('10:00');
    expect(clockAfter('09:00', 90)).toBe('10:30');
    expect(clockAfter('16:45', 45)).toBe('17:30');
    expect(clockAfter('22:30', 120)).toBe('23:59');
    expect(clockAfter('', 60)).toBe('');
  });
});

describe('working hours check', () => {
  const at = (iso: string) => new Date(iso);
  it('is inside only on enabled days within start and end, in the settings zone', () => {
    // Monday 2026-11-23 09:00–10:00 IST = 03:30–04:30 UTC.
    expect(isWithinWorkingHours(at('2026-11-23T03:30:00Z'), at('2026-11-23T04:30:00Z'), D)).toBe(true);
    expect(isWithinWorkingHours(at('2026-11-23T10:30:00Z'), at('2026-11-23T11:30:00Z'), D)).toBe(true); // 16:00–17:00
    expect(isWithinWorkingHours(at('2026-11-23T11:00:00Z'), at('2026-11-23T12:00:00Z'), D)).toBe(false); // 16:30–17:30
    expect(isWithinWorkingHours(at('2026-11-22T03:30:00Z'), at('2026-11-22T04:30:00Z'), D)).toBe(false); // Sunday
    expect(isWithinWorkingHours(at('2026-11-22T23:30:00Z'), at('2026-11-23T00:30:00Z'), D)).toBe(false); // 05:00 Monday
    const london = { ...D, defaultTimezone: 'Europe/London' };
    expect(isWithinWorkingHours(at('2026-11-23T09:00:00Z'), at('2026-11-23T10:00:00Z'), london)).toBe(true);
  });
});
