// One platform currency (INR by default), stored as integer minor units (paise), formatted with Intl.
const DEFAULT_CURRENCY = 'INR';

// Building a formatter costs far more than using one: one per currency and precision, kept.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(minor: number, currency: string = DEFAULT_CURRENCY): string {
  const minimumFractionDigits = minor % 100 === 0 ? 0 : 2;
  const key = `${currency}|${minimumFractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', { style: 'currency', currency, minimumFractionDigits, maximumFractionDigits: 2 });
    formatters.set(key, f);
  }
  return f.format(minor / 100);
}

/** An hourly rate, e.g. "₹800/hr". */
export const formatHourlyRate = (minor: number, currency?: string) => `${formatMoney(minor, currency)}/hr`;

/** Parses a user-entered amount in major units ("499.50") to minor units; null when not a number. */
export function toMinorUnits(input: string | number): number | null {
  const n = typeof input === 'number' ? input : Number(String(input).trim());
  if (!Number.isFinite(n)) return null;
  return Math.round(n * 100);
}

/** The platform's commission on a payment of `amount` minor units, at `percent`. */
export const platformFee = (amount: number, percent: number) => Math.round((amount * percent) / 100);

/** The tax included in a price of `amount` minor units at `ratePercent` (receipts show it). */
export const includedTax = (amount: number, ratePercent: number) => Math.round((amount * ratePercent) / (100 + ratePercent));
