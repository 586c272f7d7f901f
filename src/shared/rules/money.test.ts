import { describe, expect, it } from 'vitest';
import { formatHourlyRate, formatMoney, includedTax, platformFee, toMinorUnits } from './money';

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
  it('takes the commission and reads the tax included in a price', () => {
    expect(platformFee(100_000, 15)).toBe(15_000);
    expect(platformFee(49_950, 15)).toBe(7_493);
    expect(includedTax(100_000, 18)).toBe(15_254);
    expect(includedTax(100_000, 0)).toBe(0);
  });
});
