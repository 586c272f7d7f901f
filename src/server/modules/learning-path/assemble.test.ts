// Progress by month and subject matching, without a database.
import { describe, expect, it } from 'vitest';
import { monthOf, progressByMonth, subjectKey } from './assemble';

describe('progressByMonth', () => {
  it('runs from the first active month (six months back at least) to now with running totals', () => {
    expect(progressByMonth(['2026-01', '2026-01', '2026-03'], ['2026-03'], '2026-04')).toEqual([
      { month: '2025-11', sessions: 0, goalsAchieved: 0, totalSessions: 0, totalGoalsAchieved: 0 },
      { month: '2025-12', sessions: 0, goalsAchieved: 0, totalSessions: 0, totalGoalsAchieved: 0 },
      { month: '2026-01', sessions: 2, goalsAchieved: 0, totalSessions: 2, totalGoalsAchieved: 0 },
      { month: '2026-02', sessions: 0, goalsAchieved: 0, totalSessions: 2, totalGoalsAchieved: 0 },
      { month: '2026-03', sessions: 1, goalsAchieved: 1, totalSessions: 3, totalGoalsAchieved: 1 },
      { month: '2026-04', sessions: 0, goalsAchieved: 0, totalSessions: 3, totalGoalsAchieved: 1 },
    ]);
  });

  it('shows at most twelve months, counting older ones in the totals, across a year end', () => {
    const out = progressByMonth(['2024-05', '2025-12'], [], '2026-02');
    expect(out).toHaveLength(12);
    expect(progressByMonth(['2025-09'], [], '2026-02')).toHaveLength(6);
    expect(progressByMonth(['2025-05'], [], '2026-02')).toHaveLength(10);
    expect(out[0]).toMatchObject({ month: '2025-03', totalSessions: 1 });
    expect(out.at(-1)).toMatchObject({ month: '2026-02', totalSessions: 2 });
  });

  it('is empty without any activity', () => {
    expect(progressByMonth([], [], '2026-02')).toEqual([]);
  });
});

describe('subjects and months', () => {
  it('matches subjects whatever their case and spacing', () => {
    expect(subjectKey('  Spoken   English ')).toBe(subjectKey('spoken english'));
  });
  it("puts an instant in the viewer's month", () => {
    expect(monthOf(new Date('2026-01-31T20:00:00Z'), 'Asia/Kolkata')).toBe('2026-02');
    expect(monthOf(new Date('2026-01-31T20:00:00Z'), 'UTC')).toBe('2026-01');
  });
});
