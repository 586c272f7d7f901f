import { describe, expect, it } from 'vitest';
import { fromDatabaseError } from './db-errors';

const pgError = (code: string) => Object.assign(new Error('db'), { code });

describe('fromDatabaseError', () => {
  it('answers a NUL refused by Postgres text (22021) or jsonb (22P05) with 400, even wrapped by the driver', () => {
    for (const err of [pgError('22021'), pgError('22P05'), new Error('query failed', { cause: pgError('22021') })]) {
      const mapped = fromDatabaseError(err);
      expect(mapped && [mapped.status, mapped.message]).toEqual([400, 'Text must not contain NUL characters.']);
    }
  });

  it('leaves unknown failures to the 500 handler', () => {
    expect(fromDatabaseError(pgError('XX000'))).toBeNull();
    expect(fromDatabaseError(new Error('boom'))).toBeNull();
  });
});
