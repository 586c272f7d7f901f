import { describe, expect, it } from 'vitest';
import { countConflicts, expandAvailability, parseYmd, toZonedParts, zonedInstant } from './recurrence';

const iso = (d: Date) => d.toISOString();

describe('recurrence expansion', () => {
  it('a single slot in Asia/Kolkata is stored in UTC (+05:30)', () => {
    const [o, ...rest] = expandAvailability({ date: '2026-12-01', startTime: '09:00', endTime: '10:00', timezone: 'Asia/Kolkata', isRecurring: false });
    expect(rest).toEqual([]);
    expect(iso(o.start)).toBe('2026-12-01T03:30:00.000Z');
    expect(iso(o.end)).toBe('2026-12-01T04:30:00.000Z');
  });

  it('weekly Mon/Wed/Fri in Asia/Kolkata for four weeks', () => {
    const occ = expandAvailability({ date: '2026-11-23', startTime: '18:30', endTime: '20:00', timezone: 'Asia/Kolkata', isRecurring: true, recurrencePattern: 'weekly', recurrenceDays: [1, 3, 5], recurrenceEndDate: '2026-12-21' });
    expect(occ).toHaveLength(13);
    expect(occ.map((o) => toZonedParts(o.start, 'Asia/Kolkata').weekday).every((d) => [1, 3, 5].includes(d))).toBe(true);
    expect(iso(occ[0].start)).toBe('2026-11-23T13:00:00.000Z');
    expect(occ.every((o) => o.end.getTime() - o.start.getTime() === 90 * 60_000)).toBe(true);
  });

  it('Europe/London keeps 09:00 local across the March change (GMT → BST)', () => {
    const occ = expandAvailability({ date: '2026-03-27', startTime: '09:00', endTime: '10:00', timezone: 'Europe/London', isRecurring: true, recurrencePattern: 'daily', recurrenceEndDate: '2026-03-31' });
    expect(occ.map((o) => iso(o.start))).toEqual([
      '2026-03-27T09:00:00.000Z',
      '2026-03-28T09:00:00.000Z',
      '2026-03-29T08:00:00.000Z', // the clocks went forward at 01:00 that night
      '2026-03-30T08:00:00.000Z',
      '2026-03-31T08:00:00.000Z',
    ]);
    expect(occ.every((o) => toZonedParts(o.start, 'Europe/London').time === '09:00')).toBe(true);
  });

  it('Europe/London keeps 09:00 local across the October change (BST → GMT)', () => {
    const occ = expandAvailability({ date: '2026-10-19', startTime: '09:00', endTime: '11:00', timezone: 'Europe/London', isRecurring: true, recurrencePattern: 'weekly', recurrenceDays: [1], recurrenceEndDate: '2026-11-02' });
    expect(occ.map((o) => iso(o.start))).toEqual(['2026-10-19T08:00:00.000Z', '2026-10-26T09:00:00.000Z', '2026-11-02T09:00:00.000Z']);
  });

  it('a night slot on the change day has its real length', () => {
    const [spring] = expandAvailability({ date: '2026-03-29', startTime: '00:30', endTime: '03:00', timezone: 'Europe/London', isRecurring: false });
    expect((spring.end.getTime() - spring.start.getTime()) / 60_000).toBe(90);
    const [autumn] = expandAvailability({ date: '2026-10-25', startTime: '00:30', endTime: '03:00', timezone: 'Europe/London', isRecurring: false });
    expect((autumn.end.getTime() - autumn.start.getTime()) / 60_000).toBe(210);
  });

  it('monthly repeats the day of month and skips months without it', () => {
    const occ = expandAvailability({ date: '2027-01-31', startTime: '10:00', endTime: '11:00', timezone: 'UTC', isRecurring: true, recurrencePattern: 'monthly', recurrenceEndDate: '2027-06-30' });
    expect(occ.map((o) => toZonedParts(o.start, 'UTC').date)).toEqual(['2027-01-31', '2027-03-31', '2027-05-31']);
  });

  it('weekly only takes the chosen weekdays; the end date is inclusive; a year at most', () => {
    const occ = expandAvailability({ date: '2026-11-22', startTime: '10:00', endTime: '11:00', timezone: 'UTC', isRecurring: true, recurrencePattern: 'weekly', recurrenceDays: [0], recurrenceEndDate: '2026-11-29' });
    expect(occ.map((o) => toZonedParts(o.start, 'UTC').date)).toEqual(['2026-11-22', '2026-11-29']);
    const long = expandAvailability({ date: '2026-01-01', startTime: '10:00', endTime: '11:00', timezone: 'UTC', isRecurring: true, recurrencePattern: 'daily', recurrenceEndDate: '2030-01-01' });
    expect(long.length).toBe(367);
  });

  it('parses only real dates and counts conflicting slots', () => {
    expect(parseYmd('2026-02-30')).toBeNull();
    expect(parseYmd('2026-2-3')).toBeNull();
    const at = (h: number) => zonedInstant('2026-12-01', `${String(h).padStart(2, '0')}:00`, 'UTC');
    const occ = [{ start: at(9), end: at(11) }];
    expect(countConflicts(occ, [{ start: at(8), end: at(9) }, { start: at(10), end: at(12) }, { start: at(8), end: at(12) }, { start: at(11), end: at(12) }])).toBe(2);
  });
});
