import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('DATABASE_PREPARED_STATEMENTS', () => {
  it('is on unless set to false or 0', () => {
    expect(parseEnv({}).DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(parseEnv({ DATABASE_PREPARED_STATEMENTS: 'true' }).DATABASE_PREPARED_STATEMENTS).toBe(true);
    expect(parseEnv({ DATABASE_PREPARED_STATEMENTS: 'false' }).DATABASE_PREPARED_STATEMENTS).toBe(false);
    expect(parseEnv({ DATABASE_PREPARED_STATEMENTS: '0' }).DATABASE_PREPARED_STATEMENTS).toBe(false);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => parseEnv({ DATABASE_PREPARED_STATEMENTS: 'off' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });
});
