import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('prefers the full name, then the e-mail, then User', () => {
    expect(displayName('Riya Sharma', 'r@x.in')).toBe('Riya Sharma');
    expect(displayName('  ', 'r@x.in')).toBe('r@x.in');
    expect(displayName(null, null)).toBe('User');
  });
});
