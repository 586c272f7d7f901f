// Every bus delivers a published message to every subscriber, including those of another connection.
import { afterAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../shared/realtime';
import { createLogger } from '../../logger';
import type { Bus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';

const message: BusMessage = { kind: 'event', topic: 'user:u1', event: 'test.bus', data: { id: 'b1' } };
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
