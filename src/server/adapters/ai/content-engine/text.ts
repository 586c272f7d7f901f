// Small text helpers shared by the built-in summary and lesson-plan writers.

/** Topics typed as a comma, semicolon or line separated list; blanks and repeats dropped. */
export function splitList(input: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of (input ?? '').split(/[,;\n]+/)) {
    const item = raw.replace(/^[\s•*-]+/, '').trim();
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      out.push(item);
    }
  }
  return out;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Free text split into sentences, each ending with punctuation. */
export function sentences(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`));
}

export const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** Splits `total` into whole parts proportional to `weights` that add up exactly to `total` (largest remainder). */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const parts = exact.map((x) => Math.max(1, Math.floor(x)));
  let diff = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r);
  for (let k = 0; diff > 0; k = (k + 1) % order.length, diff--) parts[order[k].i] += 1;
  // Only possible when a part was raised to its minimum of 1: take back from the largest parts.
  while (diff < 0) {
    const largest = parts.indexOf(Math.max(...parts));
    parts[largest] -= 1;
    diff++;
  }
  return parts;
}
