import { describe, expect, it } from 'vitest';
import { slotMessages, validateSlotRequest, validateSlotTimes } from './availability-validation';

const now = new Date('2026-11-22T05:00:00Z'); // 10:30 in Kolkata
const base = { date: '2026-11-23', startTime: '09:00', endTime: '10:00', timezone: 'Asia/Kolkata', isRecurring: false };
const check = (over: object) => validateSlotRequest({ ...base, ...over }, now);
const failure = (over: object) => {
  const r = check(over);
  return r.ok ? null : { title: r.title, description: r.description };
};

describe('slot times', () => {
  it('end after start, overnight hint, 15 minutes to 8 hours', () => {
    expect(validateSlotTimes('10:00', '10:00')).toEqual(slotMessages.range);
    expect(validateSlotTimes('10:30', '10:15')).toEqual(slotMessages.range);
    expect(validateSlotTimes('22:00', '00:30')).toEqual(slotMessages.range);
    expect(validateSlotTimes('22:00', '02:00')).toEqual(slotMessages.overnight);
    expect(validateSlotTimes('09:00', '09:14')).toEqual(slotMessages.short);
    expect(validateSlotTimes('09:00', '09:15')).toBeNull();
    expect(validateSlotTimes('09:00', '17:00')).toBeNull();
    expect(validateSlotTimes('09:00', '17:01')).toEqual(slotMessages.long);
    expect(validateSlotTimes('9:00', '10:00')).toEqual(slotMessages.badTime);
    expect(validateSlotTimes('09:00', '24:00')).toEqual(slotMessages.badTime);
  });
});

describe('new availability request', () => {
  it('accepts a valid single slot and reports its instants', () => {
    const r = check({});
    expect(r.ok && r.occurrences[0].start.toISOString()).toBe('2026-11-23T03:30:00.000Z');
  });
  it('refuses a start in the past, interpreted in the chosen zone', () => {
    expect(failure({ date: '2026-11-22', startTime: '10:00', endTime: '11:00' })).toEqual(slotMessages.past);
    // 10:00 in London is 10:00 UTC, still ahead of now.
    expect(failure({ date: '2026-11-22', startTime: '10:00', endTime: '11:00', timezone: 'Europe/London' })).toBeNull();
  });
  it('needs a recurrence end date after the start, within a year', () => {
    const rec = { isRecurring: true, recurrencePattern: 'daily' };
    expect(failure({ ...rec, recurrenceEndDate: null })).toEqual(slotMessages.endDate);
    expect(failure({ ...rec, recurrenceEndDate: '2026-11-23' })).toEqual(slotMessages.endDate);
    expect(failure({ ...rec, recurrenceEndDate: '2026-11-20' })).toEqual(slotMessages.endDate);
    expect(failure({ ...rec, recurrenceEndDate: '2028-01-01' })).toEqual(slotMessages.endDateFar);
    expect(failure({ ...rec, recurrenceEndDate: '2026-11-30' })).toBeNull();
  });
  it('weekly needs at least one day', () => {
    const rec = { isRecurring: true, recurrencePattern: 'weekly', recurrenceEndDate: '2026-12-20' };
    expect(failure({ ...rec, recurrenceDays: [] })).toEqual(slotMessages.noDays);
    expect(failure({ ...rec, recurrenceDays: [1, 3, 5] })).toBeNull();
  });
  it('checks dates, zones and the real length on a daylight-saving night', () => {
    expect(failure({ date: '2026-02-30' })).toEqual(slotMessages.badDate);
    expect(failure({ timezone: 'Mars/Olympus' })).toEqual(slotMessages.badZone);
    expect(validateSlotRequest({ ...base, date: '2027-10-31', startTime: '00:00', endTime: '08:00', timezone: 'Europe/London' }, now)).toMatchObject({ ok: false, ...slotMessages.long });
  });
  it('formats the overlap message with the count', () => {
    expect(slotMessages.overlap(2)).toBe('This time conflicts with 2 existing slot(s). Please choose a different time.');
  });
});
