import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatDayHeading, formatDayMonth, formatLongDate, formatMonth, formatNumber, formatRelative, formatTime } from './format';

const speaks = (...languages: string[]) => vi.stubGlobal('navigator', { languages, language: languages[0] });
afterEach(() => vi.unstubAllGlobals());

// 11:30 UTC on Wednesday 25 November 2026: 5:00 PM in Kolkata, 6:30 AM in New York.
const AT = '2026-11-25T11:30:00.000Z';

describe('dates and times in the viewer\u2019s language and the zone given', () => {
  it('reads American English the American way', () => {
    speaks('en-US', 'en');
    expect(formatDate(AT, 'Asia/Kolkata')).toBe('Nov 25, 2026');
    expect(formatDate(AT, 'Asia/Kolkata', { weekday: true })).toBe('Wed, Nov 25, 2026');
    expect(formatLongDate(AT, 'Asia/Kolkata')).toBe('Wednesday, November 25, 2026');
    expect(formatDayHeading(AT, 'Asia/Kolkata')).toBe('Wed, Nov 25');
    expect(formatDayMonth(AT, 'Asia/Kolkata')).toBe('Nov 25');
    expect(formatTime(AT, 'Asia/Kolkata')).toBe('5:00 PM');
    expect(formatTime(AT, 'America/New_York')).toBe('6:30 AM');
    expect(formatDateTime(AT, 'Asia/Kolkata')).toBe('Nov 25, 2026, 5:00 PM');
    expect(formatDateTime(AT, 'Asia/Kolkata', { style: 'day' })).toBe('Wed, Nov 25, 5:00 PM');
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2026-11', 'short')).toBe('Nov 2026');
    expect(formatMonth('2026-11', 'name')).toBe('Nov');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('reads British English the British way, with its own clock', () => {
    speaks('en-GB');
    expect(formatDate(AT, 'Asia/Kolkata')).toBe('25 Nov 2026');
    // ICU versions differ on the comma after the weekday.
    expect(formatLongDate(AT, 'Asia/Kolkata')).toMatch(/^Wednesday,? 25 November 2026$/);
    expect(formatDayHeading(AT, 'Asia/Kolkata')).toMatch(/^Wed,? 25 Nov$/);
    expect(formatTime(AT, 'Asia/Kolkata')).toBe('17:00');
    expect(formatMonth('2026-11')).toBe('November 2026');
  });

  it('falls back to Indian English when the browser names no usable language', () => {
    speaks();
    expect(formatDate(AT, 'Asia/Kolkata')).toBe('25 Nov 2026');
    expect(formatTime(AT, 'Asia/Kolkata')).toMatch(/^5:00 pm$/i);
    expect(formatNumber(1234567)).toBe('12,34,567');
    speaks('not a language tag!');
    expect(formatDate(AT, 'Asia/Kolkata')).toBe('25 Nov 2026');
  });

  it('shows the day and time of the zone given, not the browser\u2019s', () => {
    speaks('en-US');
    // 20:00 UTC on the 25th is already the 26th in Kolkata.
    expect(formatDate('2026-11-25T20:00:00Z', 'Asia/Kolkata')).toBe('Nov 26, 2026');
    expect(formatDate('2026-11-25T20:00:00Z', 'America/New_York')).toBe('Nov 25, 2026');
    expect(formatDate(Date.parse(AT), 'UTC')).toBe(formatDate(new Date(AT), 'UTC'));
  });

  it('names the zone by its own region\u2019s abbreviation, not an offset', () => {
    speaks('en-US');
    expect(formatTime(AT, 'Asia/Kolkata', { zoneName: true })).toBe('5:00 PM IST');
    expect(formatDateTime(AT, 'Europe/London', { zoneName: true })).toBe('Nov 25, 2026, 11:30 AM GMT');
    const long = formatDateTime(AT, 'Asia/Kolkata', { style: 'long', zoneName: true });
    expect(long).toMatch(/^Wednesday, November 25, 2026(,| at) 5:00 PM IST$/);
  });

  it('keeps a month key that is not one as it is', () => {
    expect(formatMonth('soon')).toBe('soon');
  });
});

describe('relative times', () => {
  it('says how long ago or from now, in the viewer\u2019s language', () => {
    speaks('en-US');
    const now = Date.parse(AT);
    expect(formatRelative(now - 10_000, now)).toBe('now');
    expect(formatRelative(now - 5 * 60_000, now)).toBe('5 minutes ago');
    expect(formatRelative(now - 3 * 3_600_000, now)).toBe('3 hours ago');
    expect(formatRelative(now - 24 * 3_600_000, now)).toBe('yesterday');
    expect(formatRelative(now + 3 * 86_400_000, now)).toBe('in 3 days');
    expect(formatRelative(now - 400 * 86_400_000, now)).toBe('last year');
  });
});
