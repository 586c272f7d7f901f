// What dead rows cost AI search on the embedded database, and what the maintenance pass costs.
// Seeds N experts (default 100,000), measures search, rewrites every expert's rating twice (each
// rewrite leaves a dead copy of the profile row and of its search-facet row), measures again, runs
// the maintenance pass (db/maintenance.ts) timing it, and measures once more.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createMemoryBus } from '../src/server/adapters/realtime-bus/memory-bus';
import { buildDeps } from '../src/server/bootstrap';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { tablesNeedingVacuum, vacuumWhereNeeded } from '../src/server/db/maintenance';
import { domains } from '../src/server/db/schema';
import { seedCatalog } from '../src/server/db/seed/catalog';
import { DOMAIN_NAMES } from '../src/server/db/seed/domains';
import { parseEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { tutorSearch } from '../src/server/modules/search/search.service';
import { EXAMPLE_QUERIES } from '../src/shared/rules/example-queries';

const N = Number(process.env.N ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function main() {
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-vacuum-'));
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const deps = await buildDeps({ env, database, baseUrl: 'http://localhost', logger: createLogger('silent'), bus: createMemoryBus(), secret: 'bench-secret-bench-secret-bench-secret' });
  const db = database.db;
  await db.insert(domains).values(DOMAIN_NAMES.map((name) => ({ name })));
  let t0 = performance.now();
  await seedCatalog(db, { count: N, seed: 1, password: 'bench-pass-2026', emailPrefix: 'v-', withSchedule: true, withOffers: false, withAnchors: true });
  console.log(`${N.toLocaleString('en-IN')} experts seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s (load average ${os.loadavg()[0].toFixed(1)})`);

  const search = async () => {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      for (const query of EXAMPLE_QUERIES) {
        const s = performance.now();
        await tutorSearch({ deps, actor: null, input: { query } });
        times.push(performance.now() - s);
      }
    }
    return `p50 ${pct(times, 50).toFixed(1)} ms · p95 ${pct(times, 95).toFixed(1)} ms (n=${times.length})`;
  };
  // PGlite publishes its table statistics at most once a second, after a statement.
  const settle = async () => {
    await new Promise((r) => setTimeout(r, 1100));
    await db.execute(sql`select 1`);
  };
  const pass = async () => {
    const due = await tablesNeedingVacuum(database);
    const started = performance.now();
    const done = await vacuumWhereNeeded(database);
    return `${done.length} tables in ${(performance.now() - started).toFixed(0)} ms (${due.map((t) => `${t.name}: ${t.dead.toLocaleString('en-IN')} dead`).join(', ')})`;
  };
  const size = async (table: string) => ((await db.execute(sql`select pg_size_pretty(pg_total_relation_size(${table}::regclass)) as s`)) as unknown as { rows: { s: string }[] }).rows[0].s;

  await settle();
  console.log(`maintenance pass after seeding: ${await pass()}`);
  for (const query of EXAMPLE_QUERIES) await tutorSearch({ deps, actor: null, input: { query } }); // warm-up
  console.log(`search, no dead rows:            ${await search()}`);
  t0 = performance.now();
  for (let k = 0; k < 2; k++) await db.execute(sql`update expert_profiles set rating = least(5, rating + 0.01)`);
  console.log(`every rating rewritten twice in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  await settle();
  console.log(`search, two dead copies a row:   ${await search()}`);
  console.log(`maintenance pass:                ${await pass()}`);
  console.log(`search, after the pass:          ${await search()}`);
  console.log(`sizes: expert_search_facets ${await size('expert_search_facets')}, expert_profiles ${await size('expert_profiles')} (space is reused, not returned)`);
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
