// Cross-process fan-out through Redis pub/sub, for deployments that run Redis (REDIS_URL).
// ioredis reconnects with back-off forever and subscribes again; after such a gap the subscribers get
// RESYNC_MESSAGE, since anything published meanwhile was missed.
import { Redis } from 'ioredis';
import type { BusMessage } from '../../../shared/realtime';
import type { Logger } from '../../logger';
import { reconnectDelay, RESYNC_MESSAGE, type Bus, type BusState } from './bus';

const CHANNEL = 'realtime_bus';

export async function createRedisBus(url: string, logger: Logger): Promise<Bus> {
  const retryStrategy = (times: number) => reconnectDelay(times - 1);
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, retryStrategy });
  const subscriber = new Redis(url, { lazyConnect: true, retryStrategy });
  const handlers = new Set<Parameters<Bus['subscribe']>[0]>();
  let state: BusState = 'ok';
  let closed = false;
  for (const client of [publisher, subscriber]) client.on('error', (err) => logger.error({ err: err.message }, 'redis bus error'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  const deliver = (message: BusMessage) => {
    for (const h of handlers) h(message);
  };
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== CHANNEL) return;
    try {
      deliver(JSON.parse(payload) as BusMessage);
    } catch (err) {
      logger.warn({ err }, 'bad realtime bus payload');
    }
  });
  subscriber.on('close', () => {
    if (closed || state === 'degraded') return;
    state = 'degraded';
    logger.error('realtime bus: Redis connection lost; events from other processes are not delivered until it is back');
  });
  // 'ready' comes after ioredis has subscribed again on the new connection.
  subscriber.on('ready', () => {
    if (closed || state === 'ok') return;
    state = 'ok';
    logger.info('realtime bus: reconnected to Redis; telling clients to catch up');
    deliver(RESYNC_MESSAGE);
  });
  return {
    async publish(message) {
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    state: () => state,
    async close() {
      closed = true;
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
