import { describe, expect, it } from 'vitest';
import { FULL_MATCH, isAboveThreshold, matchTone, MATCH_THRESHOLD, MISSING_SUBJECT_MAX, toMatchPercent } from './match-score';

describe('match score', () => {
  it('colours badges by the spec thresholds', () => {
    expect(matchTone(100)).toBe('green');
    expect(matchTone(80)).toBe('green');
    expect(matchTone(79)).toBe('yellow');
    expect(matchTone(60)).toBe('yellow');
    expect(matchTone(59)).toBe('orange');
    expect(matchTone(0)).toBe('orange');
  });
  it('hides results under 30', () => {
    expect(MATCH_THRESHOLD).toBe(30);
    expect(isAboveThreshold(30)).toBe(true);
    expect(isAboveThreshold(29)).toBe(false);
  });
  it('rounds and clamps', () => {
    expect(toMatchPercent(101.2)).toBe(100);
    expect(toMatchPercent(-3)).toBe(0);
    expect(toMatchPercent(64.5)).toBe(65);
  });
  it('keeps its promise in colours: all needs met is green, a missing subject orange', () => {
    expect(matchTone(FULL_MATCH)).toBe('green');
    expect(matchTone(MISSING_SUBJECT_MAX)).toBe('orange');
    expect(MISSING_SUBJECT_MAX).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });
});
