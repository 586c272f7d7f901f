// One platform currency (INR by default), stored as integer minor units (paise), formatted with Intl.
export const DEFAULT_CURRENCY = 'INR';

export function formatMoney(minor: number, currency: string = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits: minor % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(minor / 100);
}

/** An hourly rate, e.g. "₹800/hr". */
export const formatHourlyRate = (minor: number, currency?: string) => `${formatMoney(minor, currency)}/hr`;

/** Parses a user-entered amount in major units ("499.50") to minor units; null when not a number. */
export function toMinorUnits(input: string | number): number | null {
  const n = typeof input === 'number' ? input : Number(String(input).trim());
  if (!Number.isFinite(n)) return null;
  return Math.round(n * 100);
}
