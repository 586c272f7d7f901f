import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as users } from './schema';
import { openDatabase, type DatabaseHandle } from './client';
import { PREPARED_PER_CONNECTION, statementName } from './auto-prepare';
import { openTestDatabase } from '../testing/harness';

describe('a statement name for a repeated text', () => {
  it('is given from the second sighting on, the same for the same text and another for another text', () => {
    const text = `select $1::int as n -- ${Math.random()}`;
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^q_[\w-]+$/);
    expect(statementName(text)).toBe(name);
    const other = `${text} `;
    statementName(other);
    expect(statementName(other)).not.toBe(name);
  });
});

// Postgres only: the embedded database has no named statements in its driver.
describe.skipIf(!process.env.TEST_DATABASE_URL)('repeated statements prepared on a Postgres connection', () => {
  let test: { handle: DatabaseHandle; drop: () => Promise<void> };
  let one: DatabaseHandle;
  let unnamed: DatabaseHandle;
  beforeAll(async () => {
    test = await openTestDatabase();
    // One connection each, so the statements prepared on it can be read back from it.
    one = await openDatabase({ url: test.handle.url!, poolSize: 1 });
    unnamed = await openDatabase({ url: test.handle.url!, poolSize: 1, preparedStatements: false });
  });
  afterAll(async () => {
    await one?.close();
    await unnamed?.close();
    await test?.drop();
  });

  /** The rows of a statement run through drizzle's execute (its result type is the driver's). */
  const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
  const preparedOn = async (handle: DatabaseHandle) =>
    (await handle.pool!.query<{ name: string; statement: string }>("select name, statement from pg_prepared_statements where name like 'q\\_%'")).rows;

  it('prepares a query the app sends twice, and answers it the same way every time', async () => {
    const byEmail = (db: DatabaseHandle['db'], email: string) => db.select({ id: users.id }).from(users).where(sql`${users.email} = ${email}`);
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test']) expect(await byEmail(one.db, email)).toEqual([]);
    const prepared = await preparedOn(one);
    expect(prepared.some((p) => p.statement.includes('from "user"') && p.statement.includes('"email" = $1'))).toBe(true);
    // Past five runs Postgres may switch to a generic plan: the answers stay right.
    for (let i = 0; i < 10; i++) expect(rowsOf(await one.db.execute(sql`select ${i}::int + 1 as v`))[0]).toEqual({ v: i + 1 });
  });

  it('keeps at most a bounded number of named statements on a connection; past it statements still run', async () => {
    // Texts that differ by their input (a list of n values) must not fill the server's memory.
    for (let n = 1; n <= PREPARED_PER_CONNECTION + 20; n++) {
      const list = Array.from({ length: n }, (_, i) => i);
      for (let twice = 0; twice < 2; twice++) {
        const result = await one.db.execute(sql`select count(*)::int as c from unnest(array[${sql.join(list.map((v) => sql`${v}::int`), sql`, `)}]) u where u >= ${0}`);
        expect(rowsOf(result)[0]).toEqual({ c: n });
      }
    }
    const prepared = await preparedOn(one);
    expect(prepared.length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
  });

  it('leaves statements without parameters to the simple protocol, where one text may hold several statements', async () => {
    for (let i = 0; i < 3; i++) await one.db.execute(sql.raw('select 1; select 2'));
    expect((await preparedOn(one)).some((p) => p.statement.includes('select 1; select 2'))).toBe(false);
  });

  it('names nothing when turned off', async () => {
    for (const email of ['a@x.test', 'a@x.test', 'a@x.test']) await unnamed.db.select({ id: users.id }).from(users).where(sql`${users.email} = ${email}`);
    expect(await preparedOn(unnamed)).toEqual([]);
  });
});
