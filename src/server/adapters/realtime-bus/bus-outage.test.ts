// The Postgres bus after a database outage: its LISTEN connection is killed and reconnects are refused for a
// while; it keeps trying with back-off, LISTENs again, tells its subscribers to resync, and events flow.
// The Redis bus after its subscriber connection is killed: it reconnects and tells its subscribers to resync.
import pg from 'pg';
import pino from 'pino';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../shared/realtime';
import { createLogger } from '../../logger';
import { startTcpProxy, viaProxy } from '../../testing/tcp-proxy';
import { isResync, type Bus } from './bus';
import { createPostgresBus } from './postgres-bus';
import { createRedisBus } from './redis-bus';

const url = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean, ms: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await sleep(50);
  }
  return Date.now() - started;
}

const event = (n: number): BusMessage => ({ kind: 'event', topic: 'user:outage-test', event: 'offering.changed', data: { id: `o${n}` } });

describe.runIf(Boolean(url))('postgres bus under a database outage', () => {
  it('reconnects with back-off after the LISTEN connection is killed and reconnects are refused, then resyncs and delivers', async () => {
    const target = new URL(url!);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const busPool = new pg.Pool({ connectionString: viaProxy(url!, proxy), max: 2 });
    busPool.on('error', () => undefined);
    const direct = new pg.Pool({ connectionString: url, max: 2 });
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const bus = await createPostgresBus(busPool, logger, { probeMs: 500 });
    const publisher = await createPostgresBus(direct, createLogger('silent'));
    const seen: BusMessage[] = [];
    bus.subscribe((m) => seen.push(m));
    const got = (n: number) => seen.some((m) => m.kind === 'event' && m.event === 'offering.changed' && m.data.id === `o${n}`);
    try {
      await publisher.publish(event(1));
      await waitFor(() => got(1), 2_000);
      expect(bus.state?.()).toBe('ok');

      // The database goes away: the LISTEN backend is terminated and new connections are refused.
      proxy.refuse();
      const ports = proxy.upstreamPorts();
      await direct.query('select pg_terminate_backend(pid) from pg_stat_activity where client_port = any($1::int[]) and pid <> pg_backend_pid()', [ports]);
      await waitFor(() => bus.state?.() === 'degraded', 3_000);
      await publisher.publish(event(2)); // missed: nobody listens
      await sleep(3_000); // several refused reconnect attempts
      expect(bus.state?.()).toBe('degraded');

      // Back: within 5 s the bus listens again, hands out a resync, and events flow.
      proxy.accept();
      const recovery = await waitFor(() => seen.some(isResync), 5_000);
      expect(recovery).toBeLessThan(5_000);
      expect(bus.state?.()).toBe('ok');
      await publisher.publish(event(3));
      await waitFor(() => got(3), 2_000);
      expect(lines.some((l) => l.includes('connection lost'))).toBe(true);
      expect(lines.some((l) => l.includes('reconnected'))).toBe(true);
    } finally {
      await bus.close();
      await publisher.close();
      await busPool.end();
      await direct.end();
      await proxy.close();
    }
  }, 30_000);
});

const redisUrl = process.env.REDIS_TEST_URL ?? (process.env.CI ? 'redis://127.0.0.1:6379' : undefined);
describe.runIf(Boolean(redisUrl))('redis bus after a lost connection', () => {
  const buses: Bus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });
  it('reconnects, subscribes again, resyncs and delivers', async () => {
    const logger = createLogger('silent');
    const [a, b] = [await createRedisBus(redisUrl!, logger), await createRedisBus(redisUrl!, logger)];
    buses.push(a, b);
    const seen: BusMessage[] = [];
    b.subscribe((m) => seen.push(m));
    const admin = new Redis(redisUrl!);
    try {
      await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub');
      await waitFor(() => seen.some(isResync), 5_000);
      expect(b.state?.()).toBe('ok');
      await a.publish(event(4));
      await waitFor(() => seen.some((m) => m.kind === 'event' && m.event === 'offering.changed'), 2_000);
    } finally {
      admin.disconnect();
    }
  });
});
