import { describe, expect, it } from 'vitest';
import { requestSentText, responseTimeWords } from './response-time';

describe('response time in words', () => {
  it('rounds up to a plain unit', () => {
    expect(responseTimeWords(5)).toBe('30 minutes');
    expect(responseTimeWords(45)).toBe('an hour');
    expect(responseTimeWords(61)).toBe('2 hours');
    expect(responseTimeWords(23 * 60)).toBe('23 hours');
    expect(responseTimeWords(24 * 60)).toBe('a day');
    expect(responseTimeWords(24 * 60 + 1)).toBe('2 days');
  });

  it('says nothing it does not know', () => {
    expect(responseTimeWords(null)).toBeNull();
    expect(responseTimeWords(undefined)).toBeNull();
    expect(requestSentText('Ravi Kumar', null)).toBe('Request sent — Ravi Kumar will confirm soon');
    expect(requestSentText('Ravi Kumar', 90)).toBe('Request sent — Ravi Kumar usually confirms within 2 hours');
  });
});
