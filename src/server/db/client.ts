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
import { prepareRepeatedStatements } from './auto-prepare';
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
  /** preparedStatements: false sends every statement unnamed (for a pooler that cannot keep named statements). */
  | { url: string; poolSize?: number; preparedStatements?: boolean }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob | File };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its server must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    if (options.preparedStatements !== false) pool.on('connect', prepareRepeatedStatements);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, url: options.url, close: () => pool.end() };
  }
  let client: PGlite;
  let unlock = (): void => undefined;
  if ('dataDir' in options) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    // One process per embedded data directory: a second one would work on its own copy and corrupt the files.
    unlock = lockDataDir(options.dataDir);
    try {
      client = await PGlite.create({ dataDir: options.dataDir, extensions: pgliteExtensions });
    } catch (err) {
      unlock();
      throw err;
    }
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions, loadDataDir: options.loadDataDir });
  }
  // The embedded database's pages live in memory: a random read costs what a sequential one does, so the
  // planner should prefer an index over a scan of a whole table as a server on SSDs would.
  await client.exec('SET random_page_cost = 1.1');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

/** Another live process has the embedded data directory open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}), most likely a running server. ` +
        'Stop that process first, use another DATA_DIR, or set DATABASE_URL to share a Postgres server between processes.',
    );
    this.name = 'DataDirInUseError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the data directory's lock file (`<dir>.lock`, holding the owner's pid) or throws DataDirInUseError.
 * A lock whose process is gone (killed, crashed) is stale and taken over. Returns the release function.
 */
function lockDataDir(dataDir: string): () => void {
  const file = `${path.resolve(dataDir)}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw err;
    }
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirInUseError(dataDir, pid);
    // Stale: its owner died without releasing it. Renaming first means only one of several starters removes it.
    const stale = `${file}.${process.pid}.stale`;
    try {
      fs.renameSync(file, stale);
      fs.rmSync(stale, { force: true });
    } catch {
      // Another starter moved it first; try again.
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    try {
      if (Number.parseInt(fs.readFileSync(file, 'utf8'), 10) === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    // drizzle's PGlite migrator wants the concrete PGlite database type.
    await migratePglite(handle.db as never, { migrationsFolder });
  } else {
    // Several processes may start at once on one database: one migrates, the others wait and find it done.
    await withAdvisoryLock(handle, 'migrations', () => migratePg(handle.db as never, { migrationsFolder }));
  }
}

/**
 * Runs `work` while holding a Postgres advisory lock named `name` (on a connection of its own), so only one
 * app process at a time runs it; the others wait their turn. On the embedded database (one process, see
 * lockDataDir) it simply runs.
 */
export async function withAdvisoryLock<T>(handle: DatabaseHandle, name: string, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite' || !handle.pool) return work();
  // A connection of its own, not the pool's: `work` may need every connection of a small pool.
  const client = new pg.Client(handle.pool.options);
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtextextended('tutoring-marketplace:' || $1, 0))", [name]);
    return await work();
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}
