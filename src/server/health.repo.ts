// What /api/health and /api/health/ready report: the database, the realtime bus, and whether this process drains.
import { sql } from 'drizzle-orm';
import type { Health, Readiness } from '../shared/schemas/health';
import type { Db } from './db/client';
import type { Deps } from './deps';

export { healthSchema, readinessSchema } from '../shared/schemas/health';

const healthRepo = (db: Db) => ({
  async ping(): Promise<boolean> {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  },
});

const draining = new WeakSet<Deps>();
/** From now on readiness answers 503, so a load balancer sends this process no new requests. */
export function markShuttingDown(deps: Deps) {
  draining.add(deps);
}

export async function healthOf(deps: Deps): Promise<Health> {
  const dbOk = await healthRepo(deps.db).ping();
  const realtime = (deps.bus.state?.() ?? 'ok') === 'ok' ? 'ok' : 'degraded';
  return { status: dbOk && realtime === 'ok' ? 'ok' : 'degraded', db: dbOk ? 'ok' : 'error', realtime };
}

export async function readinessOf(deps: Deps): Promise<Readiness> {
  const h = await healthOf(deps);
  const shuttingDown = draining.has(deps);
  return { ...h, shuttingDown, ready: h.db === 'ok' && h.realtime === 'ok' && !shuttingDown };
}
