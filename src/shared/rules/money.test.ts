import { describe, expect, it } from 'vitest';
import { formatHourlyRate, formatMoney, toMinorUnits } from './money';

describe('money', () => {
  it('formats rupees from paise', () => {
    expect(formatMoney(50_000)).toBe('₹500');
    expect(formatMoney(49_950)).toBe('₹499.50');
    expect(formatMoney(12_345_600)).toBe('₹1,23,456');
    expect(formatHourlyRate(80_000)).toBe('₹800/hr');
  });
  it('parses major units', () => {
    expect(toMinorUnits('499.5')).toBe(49_950);
    expect(toMinorUnits('abc')).toBeNull();
  });
});
