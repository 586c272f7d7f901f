import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { openDatabase, type DatabaseHandle } from './client';
import { startDatabaseMaintenance, tablesNeedingVacuum, vacuumWhereNeeded } from './maintenance';

// PGlite only: the embedded database is the one without autovacuum.
describe('vacuuming the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ memory: true });
    await handle.pglite!.exec(`
      create table churn (id int primary key, v int);
      create table "Quiet Table" (id int primary key);
      insert into churn select g, 0 from generate_series(1, 2000) g;
      insert into "Quiet Table" select g from generate_series(1, 10) g;`);
  });
  afterAll(() => handle.close());

  // PGlite reports its table statistics at most once a second, after a statement ends.
  async function statsOf(table: string) {
    const read = async () =>
      (await handle.pglite!.query<{ dead: number }>('select n_dead_tup::int as dead from pg_stat_user_tables where relname = $1', [table])).rows[0];
    await new Promise((r) => setTimeout(r, 1100));
    await handle.pglite!.query('select 1');
    return read();
  }

  it('vacuums and analyzes the tables past the thresholds, and only those', async () => {
    await statsOf('churn');
    await vacuumWhereNeeded(handle); // the inserts are past the analyze threshold
    await handle.pglite!.exec('update churn set v = v + 1 where id <= 1000; delete from churn where id > 1500;');
    await handle.pglite!.exec('update "Quiet Table" set id = id + 100 where id = 1;');
    expect((await statsOf('churn')).dead).toBe(1500);
    expect((await tablesNeedingVacuum(handle)).map((t) => t.name)).toEqual(['public.churn']);

    const sizeBefore = (await handle.pglite!.query<{ live: number }>("select count(*)::int as live from churn")).rows[0].live;
    expect(await vacuumWhereNeeded(handle)).toEqual(['public.churn']);
    expect((await statsOf('churn')).dead).toBe(0);
    expect((await handle.pglite!.query<{ live: number }>('select count(*)::int as live from churn')).rows[0].live).toBe(sizeBefore);
    expect(await vacuumWhereNeeded(handle)).toEqual([]);
  });

  it('quotes table names it vacuums', async () => {
    await handle.pglite!.exec('delete from "Quiet Table" where id > 2;');
    expect((await statsOf('Quiet Table')).dead).toBe(10); // the earlier update's old row, and 9 deleted
    expect(await vacuumWhereNeeded(handle)).toEqual([]); // under 50 + 20% of the live rows
    await handle.pglite!.exec('insert into "Quiet Table" select g from generate_series(1000, 1199) g; delete from "Quiet Table" where id >= 1000;');
    await statsOf('Quiet Table');
    expect(await vacuumWhereNeeded(handle)).toEqual(['public."Quiet Table"']);
  });

  it('runs on a timer on the embedded database, and not at all on Postgres', async () => {
    await handle.pglite!.exec('update churn set v = v + 1;');
    await statsOf('churn');
    const stop = startDatabaseMaintenance(handle, createLogger('silent'), { firstAfterMs: 0, everyMs: 50 });
    await expect.poll(async () => (await statsOf('churn')).dead, { timeout: 10_000 }).toBe(0);
    stop();

    const postgres = { kind: 'postgres', db: null as never, close: async () => undefined } satisfies DatabaseHandle;
    expect(await vacuumWhereNeeded(postgres)).toEqual([]);
    startDatabaseMaintenance(postgres, createLogger('silent'), { firstAfterMs: 0 })();
  });
});
