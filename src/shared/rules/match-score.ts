// AI match quality: the spec's threshold and badge colours, used by the server and the cards.
export const MATCH_THRESHOLD = 30;

export type MatchTone = 'green' | 'yellow' | 'orange';

/** 80 or more green, 60 or more yellow, otherwise orange. */
export function matchTone(score: number): MatchTone {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'orange';
}

/**
 * What a score promises: it is the share of the student's stated needs a tutor meets, so a tutor meeting every
 * one is green (at least FULL_MATCH), and one who does not teach the asked subject is never more than
 * MISSING_SUBJECT_MAX (orange) whatever else matches.
 */
export const FULL_MATCH = 80;
export const MISSING_SUBJECT_MAX = 59;

export const isAboveThreshold = (score: number) => score >= MATCH_THRESHOLD;

/** Clamps and rounds a raw score to a whole percentage. */
export const toMatchPercent = (raw: number) => Math.max(0, Math.min(100, Math.round(raw)));
