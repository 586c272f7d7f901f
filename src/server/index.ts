// Starts the server: database (migrated, seeded on first run), HTTP, realtime.
import { createServer } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { buildDeps } from './bootstrap';
import { migrateDatabase, openDatabase } from './db/client';
import { startDatabaseMaintenance } from './db/maintenance';
import { DEMO_PASSWORD, seedDemo } from './db/seed';
import { parseEnv } from './env';
import { allTopicAuthorizers } from './modules';
import { startBookingReminders } from './modules/bookings/bookings.service';
import { createHub } from './realtime/hub';

async function main() {
  const env = parseEnv();
  const database = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL })
    : await openDatabase({ dataDir: path.join(env.DATA_DIR, 'db') });
  await migrateDatabase(database);
  const deps = await buildDeps({ env, database });
  const shouldSeed = env.SEED_DEMO || env.NODE_ENV !== 'production';
  const seeded = shouldSeed ? await seedDemo(deps) : null;

  const stopReminders = startBookingReminders(deps);
  const stopMaintenance = startDatabaseMaintenance(database, deps.logger);
  const app = createApp(deps);
  const hub = createHub(deps, allTopicAuthorizers, [deps.baseUrl]);
  // Idle keep-alive connections stay open longer than clients and proxies keep theirs (60 s is common),
  // so a client never sends a request on a connection the server is closing at that moment (ECONNRESET).
  const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, getRequestListener(app.fetch));
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  server.listen(env.PORT, env.HOST, () => {
    const url = env.APP_URL ?? `http://localhost:${env.PORT}`;
    const lines = [`Tutoring marketplace running at ${url}`, `Database: ${database.kind === 'pglite' ? `embedded (${path.join(env.DATA_DIR, 'db')})` : 'Postgres'}`];
    if (seeded) {
      lines.push(
        seeded.created ? 'Demo data created.' : 'Demo data present.',
        `Demo logins (password ${DEMO_PASSWORD}):`,
        '  student: student@demo.test',
        '  tutor:   tutor@demo.test',
      );
    }
    console.log(lines.join('\n'));
  });

  const shutdown = async () => {
    server.close();
    stopReminders();
    stopMaintenance();
    await hub.close();
    await deps.bus.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
