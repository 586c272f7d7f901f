// Cross-process fan-out through Redis pub/sub, for deployments that run Redis (REDIS_URL).
import { Redis } from 'ioredis';
import type { BusMessage } from '../../../shared/realtime';
import type { Logger } from '../../logger';
import type { Bus } from './bus';

const CHANNEL = 'realtime_bus';

export async function createRedisBus(url: string, logger: Logger): Promise<Bus> {
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: true });
  const handlers = new Set<Parameters<Bus['subscribe']>[0]>();
  for (const client of [publisher, subscriber]) client.on('error', (err) => logger.error({ err: err.message }, 'redis bus error'));
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(CHANNEL);
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== CHANNEL) return;
    try {
      const message = JSON.parse(payload) as BusMessage;
      for (const h of handlers) h(message);
    } catch (err) {
      logger.warn({ err }, 'bad realtime bus payload');
    }
  });
  return {
    async publish(message) {
      await publisher.publish(CHANNEL, JSON.stringify(message));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
