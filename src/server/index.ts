// Starts the server: database (migrated, seeded on first run), HTTP, realtime; on SIGTERM/SIGINT it drains.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import os from 'node:os';
import net, { type Socket } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { startOutboxWorker } from './adapters/mail/delivery';
import { createApp } from './app';
import { buildDeps } from './bootstrap';
import { migrateDatabase, openDatabase, withAdvisoryLock } from './db/client';
import { startDatabaseMaintenance } from './db/maintenance';
import { DEMO_PASSWORD, seedDemo } from './db/seed';
import { parseEnv, processCountOf, type Env } from './env';
import { markShuttingDown } from './health.repo';
import { allTopicAuthorizers } from './modules';
import { startBookingReminders } from './modules/bookings/bookings.service';
import { startPaymentWorkers } from './modules/payments/payments.service';
import { createHub } from './realtime/hub';
import { closeSfu, configureSfu, serveSfuForWorkers } from './sfu';

/** How long a shutdown waits for requests in flight before it closes their connections. */
const DRAIN_MS = 10_000;
/**
 * How long a shutdown keeps accepting after readiness turns 503: connections the kernel has already queued
 * (a client's request on its way) are accepted and answered instead of reset when the listener closes, and a
 * load balancer has time to notice.
 */
const ACCEPT_GRACE_MS = 1_000;
/**
 * After the grace, the listener closes only once no connection has arrived for this long, measured after the event
 * loop has polled for new ones: connections the kernel completed while the process was busy are accepted and
 * answered, not reset with the listening socket.
 */
const ACCEPT_QUIET_MS = 200;

/**
 * Several processes on one machine (Postgres only): this one forks them, they share the port (the primary hands
 * each connection to one of them in turn), and a signal here is passed to each and waited for. A process that
 * dies is replaced. Processes starting together migrate and seed the database once (advisory locks).
 */
function runProcesses(env: Env, count: number) {
  let stopping = false;
  const fork = (index: number) => cluster.fork().on('exit', (code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`Server process ${index + 1} of ${count} exited (${signal ?? `code ${code}`}); starting another.`);
    setTimeout(() => fork(index), 1_000);
  });
  // The machine's one class video SFU lives here, so all of a room's peers share a process (decision record 031).
  const sfuLog = (level: 'info' | 'warn', message: string, data?: Record<string, unknown>) => {
    if (level === 'warn' && env.LOG_LEVEL !== 'silent') console.warn(message, data ?? '');
  };
  serveSfuForWorkers(env, sfuLog);
  for (let i = 0; i < count; i++) fork(i);
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void closeSfu();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  if (env.LOG_LEVEL !== 'silent') console.log(`Starting ${count} server processes on port ${env.PORT}.`);
}

async function main() {
  const env = parseEnv();
  const count = processCountOf(env, os.availableParallelism());
  if (!env.DATABASE_URL && env.WEB_CONCURRENCY && env.WEB_CONCURRENCY > 1) {
    console.warn('WEB_CONCURRENCY is ignored: the embedded database is served by one process (set DATABASE_URL to run several).');
  }
  if (count > 1 && cluster.isPrimary) return runProcesses(env, count);
  // In a group of processes, the first one prints the address and the demo logins.
  const first = cluster.isPrimary || cluster.worker?.id === 1;
  // The embedded database takes a lock on its directory: a second process on it stops here with a clear message.
  const database = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL, preparedStatements: env.DATABASE_PREPARED_STATEMENTS })
    : await openDatabase({ dataDir: path.join(env.DATA_DIR, 'db') });
  await migrateDatabase(database);
  const deps = await buildDeps({ env, database });
  const shouldSeed = env.SEED_DEMO || env.NODE_ENV !== 'production';
  // Processes starting together on one database seed it once: the others wait and find the demo data there.
  const seeded = shouldSeed ? await withAdvisoryLock(database, 'demo-seed', () => seedDemo(deps)) : null;

  const stopReminders = startBookingReminders(deps);
  const stopPayments = startPaymentWorkers(deps);
  const outbox = startOutboxWorker(deps.mail, deps.logger);
  const stopMaintenance = startDatabaseMaintenance(database, deps.logger);
  const app = createApp(deps);
  // In a group of processes the primary runs the SFU and this configuration is unused.
  configureSfu(env, (level, message, data) => deps.logger[level](data ?? {}, message));
  const hub = createHub(deps, allTopicAuthorizers, [deps.baseUrl]);
  const listener = getRequestListener(app.fetch);
  let shuttingDown = false;
  // Each connection: its requests under way, and whether it has been answered at least once.
  const sockets = new Map<Socket, { busy: number; served: boolean }>();
  // Idle keep-alive connections stay open longer than clients and proxies keep theirs (60 s is common),
  // so a client never sends a request on a connection the server is closing at that moment (ECONNRESET).
  const server = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, (req, res) => {
    const state = sockets.get(req.socket);
    if (state) state.busy++;
    res.once('close', () => {
      if (!state) return;
      state.busy--;
      state.served = true;
    });
    // While draining, each answer closes its connection, so clients open their next one elsewhere.
    if (shuttingDown) res.setHeader('Connection', 'close');
    void listener(req, res);
  });
  let lastConnectionAt = 0;
  server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    sockets.set(socket, { busy: 0, served: false });
    socket.once('close', () => sockets.delete(socket));
  });
  const inFlight = () => [...sockets.values()].reduce((n, s) => n + s.busy, 0);
  server.on('upgrade', (req, socket, head) => {
    if (shuttingDown) return void socket.destroy();
    // A socket is the hub's from here: it closes them with a reconnect hint on shutdown.
    sockets.delete(socket as Socket);
    hub.handleUpgrade(req, socket, head);
  });
  server.listen(env.PORT, env.HOST, () => {
    if (!first) return;
    const url = env.APP_URL ?? `http://localhost:${env.PORT}`;
    const lines = [
      `Tutoring marketplace running at ${url}`,
      `Database: ${database.kind === 'pglite' ? `embedded (${path.join(env.DATA_DIR, 'db')})` : 'Postgres'}${count > 1 ? `, ${count} server processes` : ''}`,
    ];
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

  /**
   * Answers 503 on readiness, keeps accepting for ACCEPT_GRACE_MS (every answer closing its connection) and
   * until no connection has come for ACCEPT_QUIET_MS, then stops taking connections, lets the requests in flight finish (at most
   * DRAIN_MS), closes the sockets with 1012 so clients reconnect elsewhere, delivers the due e-mails, and
   * closes the database.
   */
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    deps.logger.info({ signal, inFlight: inFlight() }, 'shutting down: draining requests');
    markShuttingDown(deps);
    await new Promise((r) => setTimeout(r, ACCEPT_GRACE_MS));
    const graceEnded = Date.now();
    for (;;) {
      // setImmediate runs after the loop's poll phase, so connections waiting in the kernel's queue count.
      await new Promise((r) => setImmediate(r));
      if (Date.now() - lastConnectionAt >= ACCEPT_QUIET_MS || Date.now() - graceEnded > DRAIN_MS) break;
      await new Promise((r) => setTimeout(r, ACCEPT_QUIET_MS / 4));
    }
    // The listener only: http.Server#close would also drop every connection without a request yet, among them
    // connections just accepted whose request is on its way.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    // Connections are closed once idle: at once for a kept-alive one that has been answered, after its
    // request for one just opened (whose request may be on its way), within DRAIN_MS in any case.
    const started = Date.now();
    for (;;) {
      for (const [socket, state] of sockets) {
        if (state.busy === 0 && (state.served || Date.now() - started > 2_000)) socket.destroy();
      }
      if (sockets.size === 0 || Date.now() - started > DRAIN_MS) break;
      await new Promise((r) => setTimeout(r, 25));
    }
    if (inFlight() > 0) deps.logger.warn({ inFlight: inFlight() }, 'shutdown: requests still running after the drain period; closing them');
    for (const socket of sockets.keys()) socket.destroy();
    await closed;
    stopReminders();
    stopPayments();
    stopMaintenance();
    outbox.stop();
    await hub.close();
    await closeSfu();
    await Promise.race([outbox.flush(), new Promise((r) => setTimeout(r, 5_000))]);
    await deps.bus.close();
    await database.close();
    deps.logger.info('shut down');
    process.exit(0);
  };
  const onSignal = (signal: string) =>
    void shutdown(signal).catch((err: unknown) => {
      deps.logger.error({ err }, 'shutdown failed');
      process.exit(1);
    });
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
