// Cross-process fan-out through Postgres LISTEN/NOTIFY. Payloads carry ids, so they stay far under
// NOTIFY's 8 kB limit; a frame over the limit is refused rather than silently cut.
import type pg from 'pg';
import type { BusMessage } from '../../../shared/realtime';
import type { Logger } from '../../logger';
import type { Bus } from './bus';

const CHANNEL = 'realtime_bus';
const MAX_PAYLOAD = 7_900;

export async function createPostgresBus(pool: pg.Pool, logger: Logger): Promise<Bus> {
  const handlers = new Set<Parameters<Bus['subscribe']>[0]>();
  let listener: pg.PoolClient | null = null;
  let closed = false;

  const connect = async () => {
    listener = await pool.connect();
    listener.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        const message = JSON.parse(n.payload) as BusMessage;
        for (const h of handlers) h(message);
      } catch (err) {
        logger.warn({ err }, 'bad realtime bus payload');
      }
    });
    listener.on('error', (err) => {
      if (closed) return; // already released by close(); the pool owns it now
      logger.error({ err }, 'realtime bus connection lost; reconnecting');
      listener?.release(true);
      listener = null;
      if (!closed) setTimeout(() => void connect().catch(() => undefined), 1_000);
    });
    await listener.query(`LISTEN ${CHANNEL}`);
  };
  await connect();

  return {
    async publish(message) {
      const payload = JSON.stringify(message);
      if (payload.length > MAX_PAYLOAD) throw new Error('realtime payload too large for the bus');
      await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      closed = true;
      handlers.clear();
      if (listener) {
        await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        listener.release();
      }
    },
  };
}
