// Vacuums the embedded database. PGlite runs no autovacuum, so rows replaced by updates and deletes
// (facet rows on every rating change, bookings through their states, sessions) would stay as dead
// tuples for good. This applies autovacuum's own thresholds to the statistics PGlite does keep and
// runs VACUUM (ANALYZE) on the tables past them. Postgres has its autovacuum; nothing is done there.
import type { Logger } from '../logger';
import type { DatabaseHandle } from './client';

/** Autovacuum's defaults: vacuum past 50 + 20% dead rows, analyze past 50 + 10% changed rows. */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_SCALE = 0.1;

type TableStats = { name: string; live: number; dead: number; changed: number };

/** Tables whose dead or changed rows are past autovacuum's thresholds. */
export async function tablesNeedingVacuum(handle: DatabaseHandle): Promise<TableStats[]> {
  if (!handle.pglite) return [];
  const { rows } = await handle.pglite.query<TableStats>(
    `select format('%I.%I', schemaname, relname) as name, n_live_tup::int as live, n_dead_tup::int as dead,
            n_mod_since_analyze::int as changed
       from pg_stat_user_tables
      where n_dead_tup > ${VACUUM_BASE} + ${VACUUM_SCALE} * n_live_tup
         or n_mod_since_analyze > ${VACUUM_BASE} + ${ANALYZE_SCALE} * n_live_tup
      order by n_dead_tup desc`,
  );
  return rows;
}

/** Vacuums (and analyzes) the tables that need it; returns their names. */
export async function vacuumWhereNeeded(handle: DatabaseHandle, logger?: Logger): Promise<string[]> {
  const pglite = handle.pglite;
  if (!pglite) return [];
  const done: string[] = [];
  for (const table of await tablesNeedingVacuum(handle)) {
    const started = performance.now();
    // The name comes from format('%I.%I'), quoted as an identifier by the database itself.
    await pglite.exec(`VACUUM (ANALYZE) ${table.name}`);
    done.push(table.name);
    logger?.info({ table: table.name, dead: table.dead, changed: table.changed, ms: Math.round(performance.now() - started) }, 'vacuumed');
  }
  return done;
}

/**
 * On the embedded database, checks every `everyMs` (first after `firstAfterMs`, so start-up is not
 * slowed) and vacuums what needs it. Returns a function that stops it.
 */
export function startDatabaseMaintenance(
  handle: DatabaseHandle,
  logger: Logger,
  { everyMs = 10 * 60_000, firstAfterMs = 60_000 }: { everyMs?: number; firstAfterMs?: number } = {},
): () => void {
  if (handle.kind !== 'pglite') return () => undefined;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    vacuumWhereNeeded(handle, logger)
      .catch((err) => logger.error({ err }, 'database maintenance failed'))
      .finally(() => (running = false));
  };
  const first = setTimeout(tick, firstAfterMs);
  const timer = setInterval(tick, everyMs);
  first.unref?.();
  timer.unref?.();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
