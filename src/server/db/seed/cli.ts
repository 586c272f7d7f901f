// npm run seed -- --experts 100000 [--database-url postgres://… | --data-dir ./.data-bench]
// Fills a database with generated experts (the catalogue's categories come with the migrations), for benchmarks.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../client';
import { seedCatalog } from './catalog';
import { seedReferenceTaxonomy } from './domains';
import { DEMO_PASSWORD } from './index';

const { values } = parseArgs({
  options: {
    experts: { type: 'string', default: '1000' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    seed: { type: 'string', default: '7' },
  },
});

const count = Number(values.experts);
if (!Number.isInteger(count) || count < 1) {
  console.error('--experts must be a positive whole number');
  process.exit(2);
}

const started = Date.now();
const handle = values['database-url']
  ? await openDatabase({ url: values['database-url'] })
  : await openDatabase({ dataDir: path.join(values['data-dir'] ?? './.data-seed', 'db') });
await migrateDatabase(handle);
await seedReferenceTaxonomy(handle.db);
const prefix = `b${Date.now().toString(36)}-`;
// Benchmark-sized catalogs get generated ratings; small ones real reviews (a few per tutor), as the demo has.
await seedCatalog(handle.db, { count, seed: Number(values.seed), password: DEMO_PASSWORD, emailPrefix: prefix, withReviews: count <= 5_000 });
await handle.close();
console.log(`Seeded ${count} experts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
