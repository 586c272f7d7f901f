// Opens the database: embedded PGlite (a directory, or memory for tests) or real Postgres by URL.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction on `Db`. An owner's write function takes one when the caller's writes must commit with it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on PGlite: the single embedded connection. */
  pglite?: PGlite;
  /** Present on Postgres: the pool (LISTEN needs its own client from it). */
  pool?: pg.Pool;
  url?: string;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

const pgliteExtensions = { btree_gist, pg_trgm };

export type OpenOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its server must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, url: options.url, close: () => pool.end() };
  }
  let client: PGlite;
  if ('dataDir' in options) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create({ dataDir: options.dataDir, extensions: pgliteExtensions });
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions, loadDataDir: options.loadDataDir });
  }
  // The embedded database's pages live in memory: a random read costs what a sequential one does, so the
  // planner should prefer an index over a scan of a whole table as a server on SSDs would.
  await client.exec('SET random_page_cost = 1.1');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    // drizzle's PGlite migrator wants the concrete PGlite database type.
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    await migratePg(handle.db as never, { migrationsFolder });
  }
}
