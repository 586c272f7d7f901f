import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { executeStatement, literal } from './prepared';
import { openTestDatabase } from '../testing/harness';

let handle: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ handle, drop } = await openTestDatabase());
});
afterAll(() => drop());

const NASTY = ["it's", 'back\\slash', 'quote " inside', '{braces},commas', "'); drop table users; --", '', 'ünïcödé ✓', 'E\'\\x41\''];

describe('statements planned once', () => {
  it('writes every kind of value as a literal that reads back unchanged', async () => {
    const rows = await executeStatement(handle.db, 'literal_round_trip', 'select $1::text, $2::text[], $3::int, $4::boolean, $5::timestamptz, $6::text', [
      NASTY.join('|'), [...NASTY, null], 42, true, new Date('2026-11-22T10:00:00.123Z'), null,
    ]);
    const [text, list, n, flag, at, nothing] = rows[0];
    expect(text).toBe(NASTY.join('|'));
    expect(list).toEqual([...NASTY, null]);
    expect(n).toBe(42);
    expect(flag).toBe(true);
    expect(new Date(at as string).toISOString()).toBe('2026-11-22T10:00:00.123Z');
    expect(nothing).toBeNull();
  });

  it('runs again with other values, and refuses what is not a value or a name', async () => {
    for (const v of ['a', "b'c", 'd\\e']) {
      const [[out]] = await executeStatement(handle.db, 'echo_value', 'select $1::text', [v]);
      expect(out).toBe(v);
    }
    expect(() => literal(Number.NaN)).toThrow();
    await expect(executeStatement(handle.db, 'bad name; drop', 'select 1', [])).rejects.toThrow(/statement name/);
  });

  it('prepares a new statement once when calls for it arrive together', async () => {
    const answers = await Promise.all([1, 2, 3].map((n) => executeStatement(handle.db, 'first_use_together', 'select $1::int * 2', [n])));
    expect(answers.map(([[x]]) => x)).toEqual([2, 4, 6]);
  });
});
