// Statements run on hot paths (every request, every booking) are built once per database and prepared once
// per connection: neither the query builder nor the server's parser and planner run again for them. On Postgres
// every other repeated statement is also prepared, by the pool's connections (auto-prepare.ts, decision 034); a
// statement named here keeps its name.
import type { Db } from './client';

const cache = new WeakMap<object, Map<string, unknown>>();

/** The prepared statement `name` of this database, built by `build` the first time it is asked for. */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (!statement) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}

export type StatementValue = string | number | boolean | null | Date | readonly (string | null)[];

type PgliteLike = { query: (text: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) => Promise<{ rows: unknown[] }> };
type PoolLike = { query: (config: { name: string; text: string; values: unknown[]; rowMode?: 'array' }) => Promise<{ rows: unknown[] }> };

/** Per embedded database, each statement's PREPARE, shared by calls that come before it has finished. */
const preparations = new WeakMap<object, Map<string, Promise<unknown>>>();

/** `s` as an escape-string literal: backslashes and quotes escaped, whatever standard_conforming_strings says. */
const quote = (s: string) => `E'${s.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** One value written as a SQL literal of unknown type, which EXECUTE coerces to the statement's parameter type. */
export function literal(value: StatementValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) return quote(value.toISOString());
  if (typeof value === 'string') return quote(value);
  // An array as its text form, each element double-quoted with backslash escapes, then quoted as a whole.
  const elements = value.map((x) => (x === null ? 'NULL' : `"${x.replace(/[\\"]/g, (c) => `\\${c}`)}"`));
  return quote(`{${elements.join(',')}}`);
}

/**
 * Runs `text` ($1…$n placeholders) as a statement the server parses and plans once per connection, and
 * returns its rows as arrays (columns by position). On Postgres the driver names the statement. The embedded
 * database's query API has no named statements, so there it is PREPAREd once and run by EXECUTE with its
 * values written as literals (literal()).
 */
export async function executeStatement(db: Db, name: string, text: string, values: StatementValue[]): Promise<unknown[][]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`);
  const client = (db as unknown as { $client: PgliteLike | PoolLike }).$client;
  if ('execProtocol' in client) {
    const pglite = client as PgliteLike;
    let byName = preparations.get(pglite);
    if (!byName) {
      byName = new Map();
      preparations.set(pglite, byName);
    }
    // Two calls can ask for a new statement at once (a search's two card lists): both wait for one PREPARE.
    let preparing = byName.get(name);
    if (!preparing) {
      preparing = pglite.query(`prepare ${name} as ${text}`);
      byName.set(name, preparing);
      preparing.catch(() => byName.delete(name));
    }
    await preparing;
    const args = values.length ? `(${values.map(literal).join(', ')})` : '';
    return (await pglite.query(`execute ${name}${args}`, [], { rowMode: 'array' })).rows as unknown[][];
  }
  const pool = client as PoolLike;
  return (await pool.query({ name, text, values: values as unknown[], rowMode: 'array' })).rows as unknown[][];
}
