// Statements run on hot paths (every request, every booking) are built once per database and prepared once
// per connection: neither the query builder nor the server's parser and planner run again for them.
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
