import { describe, expect, it } from 'vitest';
import { emptyWeek, mergeRanges, openMinutes, openWindows, scheduleWindows, validateSchedule, type ScheduleRule } from './weekly-schedule';

const iso = (ms: number) => new Date(ms).toISOString();
const at = (s: string) => Date.parse(s);

const week = (patch: Partial<ScheduleRule['weekly']>) => ({ ...emptyWeek(), ...patch });

describe('mergeRanges', () => {
  it('sorts, joins overlapping and touching ranges and keeps gaps', () => {
    expect(
      mergeRanges([
        { start: '14:00', end: '15:00' },
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
        { start: '13:00', end: '13:30' },
        { start: '18:00', end: '24:00' },
      ]),
    ).toEqual([
      { start: '09:00', end: '13:30' },
      { start: '14:00', end: '15:00' },
      { start: '18:00', end: '24:00' },
    ]);
  });
});

describe('validateSchedule', () => {
  const base = { timezone: 'Asia/Kolkata', weekly: week({ monday: [{ start: '17:00', end: '20:00' }] }), overrides: [] };

  it('tidies a valid schedule: ranges merged, overrides by date, blank names dropped', () => {
    const r = validateSchedule(
      {
        ...base,
        weekly: week({ tuesday: [{ start: '10:00', end: '11:00' }, { start: '10:30', end: '12:00' }] }),
        overrides: [
          { date: '2027-01-20', ranges: [], label: '  ' },
          { date: '2027-01-10', ranges: [{ start: '08:00', end: '09:00' }], label: 'Extra hours' },
        ],
      },
      '2027-01-04',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.weekly.tuesday).toEqual([{ start: '10:00', end: '12:00' }]);
    expect(r.value.overrides.map((o) => [o.date, o.label])).toEqual([
      ['2027-01-10', 'Extra hours'],
      ['2027-01-20', null],
    ]);
  });

  it.each([
    [{ weekly: week({ friday: [{ start: '18:00', end: '17:00' }] }) }, 'The end must be after the start on Friday.'],
    [{ weekly: week({ friday: [{ start: '9:00', end: '17:00' }] }) }, 'Use times like 09:00 on Friday.'],
    [{ weekly: week({ sunday: [{ start: '10:00', end: '10:10' }] }) }, 'A range on Sunday must be at least 15 minutes long.'],
    [{ overrides: [{ date: '2027-01-03', ranges: [], label: null }] }, 'Sun, 3 Jan 2027 has passed. Remove it or choose a later date.'],
    [{ overrides: [{ date: '2027-02-30', ranges: [], label: null }] }, 'Choose a date from the calendar.'],
    [
      {
        overrides: [
          { date: '2027-01-09', ranges: [], label: null },
          { date: '2027-01-09', ranges: [], label: null },
        ],
      },
      'Sat, 9 Jan 2027 has two overrides. Keep one.',
    ],
  ])('refuses %j with a message naming the day', (patch, message) => {
    const r = validateSchedule({ ...base, ...patch }, '2027-01-04');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.description).toBe(message);
  });
});

describe('scheduleWindows', () => {
  it('turns weekday ranges into instants in the zone, ending at 24:00 on the next midnight', () => {
    const rule: ScheduleRule = { timezone: 'Asia/Kolkata', weekly: week({ monday: [{ start: '17:00', end: '20:00' }, { start: '22:00', end: '24:00' }] }), overrides: [] };
    // Monday 2027-01-11 in Kolkata (+05:30).
    const w = scheduleWindows(rule, at('2027-01-11T00:00:00Z'), at('2027-01-12T00:00:00Z'));
    expect(w.map((x) => [iso(x.start), iso(x.end)])).toEqual([
      ['2027-01-11T11:30:00.000Z', '2027-01-11T14:30:00.000Z'],
      ['2027-01-11T16:30:00.000Z', '2027-01-11T18:30:00.000Z'],
    ]);
  });

  it('keeps local times across daylight-saving changes', () => {
    const rule: ScheduleRule = { timezone: 'Europe/London', weekly: week({ saturday: [{ start: '09:00', end: '12:00' }], sunday: [{ start: '09:00', end: '12:00' }] }), overrides: [] };
    // Clocks go forward on Sunday 2027-03-28 at 01:00 UTC.
    const w = scheduleWindows(rule, at('2027-03-27T00:00:00Z'), at('2027-03-29T00:00:00Z'));
    expect(w.map((x) => iso(x.start))).toEqual(['2027-03-27T09:00:00.000Z', '2027-03-28T08:00:00.000Z']);
    expect(w.map((x) => (x.end - x.start) / 3_600_000)).toEqual([3, 3]);
  });

  it('lets a date override win over the weekday: other hours, or none for a day off', () => {
    const rule: ScheduleRule = {
      timezone: 'UTC',
      weekly: week({ monday: [{ start: '09:00', end: '17:00' }], tuesday: [{ start: '09:00', end: '17:00' }] }),
      overrides: [
        { date: '2027-01-11', ranges: [{ start: '18:00', end: '20:00' }], label: null },
        { date: '2027-01-12', ranges: [], label: 'Holiday' },
      ],
    };
    const w = scheduleWindows(rule, at('2027-01-11T00:00:00Z'), at('2027-01-13T00:00:00Z'));
    expect(w.map((x) => [iso(x.start), iso(x.end)])).toEqual([['2027-01-11T18:00:00.000Z', '2027-01-11T20:00:00.000Z']]);
  });
});

describe('openWindows', () => {
  const from = at('2027-01-11T00:00:00Z');
  const to = at('2027-01-17T00:00:00Z');
  const slots = [
    { start: at('2027-01-11T16:00:00Z'), end: at('2027-01-11T18:00:00Z') },
    { start: at('2027-01-12T10:00:00Z'), end: at('2027-01-12T11:00:00Z') },
  ];

  it('without a saved schedule is the calendar as it is', () => {
    expect(openWindows(slots, null, from, to)).toBe(slots);
  });

  it('joins the weekly hours with calendar slots, and a day off closes the calendar too', () => {
    const rule: ScheduleRule = {
      timezone: 'UTC',
      weekly: week({ monday: [{ start: '17:00', end: '20:00' }] }),
      overrides: [{ date: '2027-01-12', ranges: [], label: null }],
    };
    const w = openWindows(slots, rule, from, to);
    expect(w.map((x) => [iso(x.start), iso(x.end)])).toEqual([['2027-01-11T16:00:00.000Z', '2027-01-11T20:00:00.000Z']]);
    expect(openMinutes(w, from, to)).toBe(240);
  });
});
