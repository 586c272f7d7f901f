import { describe, expect, it } from 'vitest';
import { firstOpenDay, nextMonthStart, openDays, slotsOfDay, zoneDay } from './open-days';

const slot = (startTime: string, isAvailable = true) => ({ startTime, isAvailable });

describe('the booking calendar days', () => {
  it('opens only days with an open time, in the viewer zone', () => {
    // 23:30 UTC on the 1st is the 2nd in Kolkata (UTC+5:30) and still the 1st in London (GMT in December).
    const slots = [slot('2026-12-01T23:30:00Z'), slot('2026-12-03T10:00:00Z', false)];
    expect([...openDays(slots, 'Asia/Kolkata')]).toEqual(['2026-12-02']);
    expect([...openDays(slots, 'Europe/London')]).toEqual(['2026-12-01']);
  });

  it('a day whose times are all taken is not open', () => {
    expect(openDays([slot('2026-12-03T10:00:00Z', false), slot('2026-12-03T11:00:00Z', false)], 'UTC').size).toBe(0);
  });

  it('jumps to the earliest open day on or after the given day', () => {
    const slots = [slot('2026-12-09T09:00:00Z'), slot('2026-12-05T09:00:00Z'), slot('2026-12-04T09:00:00Z', false), slot('2026-11-30T09:00:00Z')];
    expect(firstOpenDay(slots, 'UTC', '2026-12-01')).toBe('2026-12-05');
    expect(firstOpenDay(slots, 'UTC', '2026-12-06')).toBe('2026-12-09');
    expect(firstOpenDay(slots, 'UTC', '2026-12-10')).toBeNull();
    expect(firstOpenDay([], 'UTC', '2026-12-01')).toBeNull();
  });

  it('lists a day’s times once each, earliest first', () => {
    const a = slot('2026-12-05T11:00:00Z');
    const b = slot('2026-12-05T09:00:00Z', false);
    expect(slotsOfDay([a, b, { ...a }, slot('2026-12-06T09:00:00Z')], '2026-12-05', 'UTC')).toEqual([b, a]);
  });

  it('reads days and months in the zone', () => {
    expect(zoneDay(Date.parse('2026-12-01T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-12-02');
    expect(nextMonthStart('2026-12-15')).toBe('2027-01-01');
    expect(nextMonthStart('2026-02-28')).toBe('2026-03-01');
  });
});
