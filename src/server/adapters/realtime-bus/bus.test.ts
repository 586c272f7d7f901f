// Every bus delivers a published message to every subscriber, including those of another connection.
import { afterAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../shared/realtime';
import { createLogger } from '../../logger';
import { publishEvent, type Bus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';

const message: BusMessage = { kind: 'event', topic: 'user:u1', event: 'offering.changed', data: { id: 'b1' } };
const received = (bus: Bus) => new Promise<BusMessage>((resolve) => bus.subscribe(resolve));

describe('memory bus', () => {
  it('delivers to subscribers and stops after unsubscribe', async () => {
    const bus = createMemoryBus();
    const seen: BusMessage[] = [];
    const off = bus.subscribe((m) => seen.push(m));
    await bus.publish(message);
    off();
    await bus.publish(message);
    expect(seen).toEqual([message]);
  });
});

describe('publishEvent', () => {
  it('publishes the event once per topic', async () => {
    const bus = createMemoryBus();
    const seen: BusMessage[] = [];
    bus.subscribe((m) => seen.push(m));
    await publishEvent(bus, ['thread:t1', 'user:u2'], 'message.read', { threadId: 't1', readerId: 'u1' });
    expect(seen).toEqual([
      { kind: 'event', topic: 'thread:t1', event: 'message.read', data: { threadId: 't1', readerId: 'u1' } },
      { kind: 'event', topic: 'user:u2', event: 'message.read', data: { threadId: 't1', readerId: 'u1' } },
    ]);
  });

  // Never called: tsc checks that these stay compile errors.
  const _refusedAtCompileTime = (bus: Bus) => {
    // @ts-expect-error an event outside the map
    void publishEvent(bus, 'user:u1', 'booking.deleted', { id: 'b1' });
    // @ts-expect-error another event's payload
    void publishEvent(bus, 'user:u1', 'booking.updated', { threadId: 't1' });
    // @ts-expect-error a topic the hub does not know
    void publishEvent(bus, 'room:r1', 'notification.read', {});
  };
  void _refusedAtCompileTime;
});

// CI and this machine run Redis on 127.0.0.1:6379; elsewhere set REDIS_TEST_URL or the test is skipped.
const redisUrl = process.env.REDIS_TEST_URL ?? (process.env.CI ? 'redis://127.0.0.1:6379' : undefined);

describe.runIf(Boolean(redisUrl))('redis bus', () => {
  const buses: Bus[] = [];
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });
  it('carries a message from one app process to another', async () => {
    const logger = createLogger('silent');
    const [a, b] = [await createRedisBus(redisUrl!, logger), await createRedisBus(redisUrl!, logger)];
    buses.push(a, b);
    const arrival = received(b);
    await a.publish(message);
    expect(await arrival).toEqual(message);
  });
});

describe('postgres bus payloads', () => {
  it('sends small messages whole and splits large ones into chunks that reassemble in any order', async () => {
    const { createBusDecoder, encodeBusPayload } = await import('./postgres-bus');
    expect(encodeBusPayload(message)).toHaveLength(1);
    const big: BusMessage = {
      kind: 'signal',
      topic: 'session:b1',
      from: 'u1',
      fromConnection: 'c1',
      data: { kind: 'whiteboard', elements: Array.from({ length: 400 }, (_, i) => ({ id: `e${i}`, text: 'नमस्ते ₹500 '.repeat(3) })) },
    };
    const chunks = encodeBusPayload(big);
    expect(chunks.length).toBeGreaterThan(2);
    for (const c of chunks) expect(Buffer.byteLength(c)).toBeLessThanOrEqual(7_900);
    const decode = createBusDecoder();
    const shuffled = [...chunks].reverse();
    const results = shuffled.map((c) => decode(c));
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
    expect(results.at(-1)).toEqual(big);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('postgres bus', () => {
  it('carries a large frame (a whole whiteboard) between two app processes', async () => {
    const pg = (await import('pg')).default;
    const { createPostgresBus } = await import('./postgres-bus');
    const pools = [new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 }), new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 })];
    const logger = createLogger('silent');
    const [a, b] = [await createPostgresBus(pools[0], logger), await createPostgresBus(pools[1], logger)];
    try {
      const big: BusMessage = {
        kind: 'signal',
        topic: 'session:b2',
        from: 'u1',
        fromConnection: 'c1',
        data: { kind: 'whiteboard', elements: Array.from({ length: 600 }, (_, i) => ({ id: `e${i}`, x: i, y: i * 2, text: 'stroke' })) },
      };
      const arrival = received(b);
      await a.publish(big);
      expect(await arrival).toEqual(big);
    } finally {
      await a.close();
      await b.close();
      await Promise.all(pools.map((p) => p.end()));
    }
  });
});
