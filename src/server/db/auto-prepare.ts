// Statements the app sends again and again are prepared once per connection. Postgres parses, analyses and plans a
// statement sent without a name at every call: for the app's joins that is most of what the statement costs the
// server (planning the payment read took 1.2 ms of a booked-and-paid flow's Postgres time, its execution 0.14 ms).
// A named statement is parsed once per connection and, once Postgres sees that a generic plan does as well as
// the custom ones (after five runs), planned once too. drizzle builds the same text for the same query shape, so a
// text seen twice gets a name derived from it, and the pool's connections prepare it at their first use.
//
// Only statements with parameters are named: those already go by the extended protocol, which allows one statement
// per text. Texts that vary with their input (a list of n values written as $1…$n) are bounded by the number of
// names a connection keeps; past it, statements go unnamed as before.
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Texts counted before one is named; the count starts over when full. */
const TEXTS_COUNTED = 2_000;
/** Named statements a connection keeps (each holds its parsed query and plan in the server's memory). */
export const PREPARED_PER_CONNECTION = 200;

/** A text's uses so far (a number) or, from its second use, its statement name. */
const texts = new Map<string, number | string>();

/** The statement name for `text`, or undefined while it has been seen only once. */
export function statementName(text: string): string | undefined {
  const known = texts.get(text);
  if (typeof known === 'string') return known;
  if (known === undefined) {
    if (texts.size >= TEXTS_COUNTED) texts.clear();
    texts.set(text, 1);
    return undefined;
  }
  const name = `q_${createHash('sha1').update(text).digest('base64url')}`;
  texts.set(text, name);
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/** Makes `client` prepare the statements it is sent often (see above). */
export function prepareRepeatedStatements(client: pg.PoolClient): void {
  const names = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (config && typeof config === 'object' && !(config as QueryConfig).name && typeof (config as QueryConfig).text === 'string') {
      const values = Array.isArray(rest[0]) ? rest[0] : (config as QueryConfig).values;
      if (Array.isArray(values) && values.length > 0) {
        const name = statementName((config as { text: string }).text);
        if (name && (names.has(name) || names.size < PREPARED_PER_CONNECTION)) {
          names.add(name);
          return query({ ...config, name }, ...rest);
        }
      }
    }
    return query(config, ...rest);
  }) as typeof client.query;
}
