// AI match quality: the spec's threshold and badge colours, used by the server and the cards.
export const MATCH_THRESHOLD = 30;

export type MatchTone = 'green' | 'yellow' | 'orange';

/** 80 or more green, 60 or more yellow, otherwise orange. */
export function matchTone(score: number): MatchTone {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'orange';
}

export const isAboveThreshold = (score: number) => score >= MATCH_THRESHOLD;

/** Clamps and rounds a raw score to a whole percentage. */
export const toMatchPercent = (raw: number) => Math.max(0, Math.min(100, Math.round(raw)));
