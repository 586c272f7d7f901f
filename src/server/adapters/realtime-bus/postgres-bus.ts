// Cross-process fan-out through Postgres LISTEN/NOTIFY. Most payloads carry ids and fit one NOTIFY
// (8,000 bytes); larger frames (WebRTC offers, whole whiteboards) are split into chunks sent in one
// statement, so they arrive together, and reassembled by every listener.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { BusMessage } from '../../../shared/realtime';
import type { Logger } from '../../logger';
import type { Bus } from './bus';

const CHANNEL = 'realtime_bus';
const MAX_PAYLOAD = 7_900;
/** base64 characters a chunk carries; the chunk's JSON wrapper stays well under MAX_PAYLOAD. */
const CHUNK = 7_000;
const CHUNK_TTL_MS = 30_000;

type Chunk = { c: string; i: number; n: number; d: string };

/** The NOTIFY payloads for one message: itself, or its chunks. */
export function encodeBusPayload(message: BusMessage): string[] {
  const payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD) return [payload];
  const b64 = Buffer.from(payload).toString('base64');
  const n = Math.ceil(b64.length / CHUNK);
  const c = randomUUID();
  return Array.from({ length: n }, (_, i) => JSON.stringify({ c, i, n, d: b64.slice(i * CHUNK, (i + 1) * CHUNK) } satisfies Chunk));
}

/** Reassembles chunked payloads; returns the message once complete. */
export function createBusDecoder(now: () => number = Date.now) {
  const partial = new Map<string, { parts: string[]; got: number; at: number }>();
  return (raw: string): BusMessage | null => {
    const parsed = JSON.parse(raw) as BusMessage | Chunk;
    if (!('c' in parsed)) return parsed;
    for (const [id, p] of partial) if (now() - p.at > CHUNK_TTL_MS) partial.delete(id);
    const entry = partial.get(parsed.c) ?? { parts: new Array<string>(parsed.n), got: 0, at: now() };
    if (entry.parts[parsed.i] === undefined) entry.got++;
    entry.parts[parsed.i] = parsed.d;
    partial.set(parsed.c, entry);
    if (entry.got < parsed.n) return null;
    partial.delete(parsed.c);
    return JSON.parse(Buffer.from(entry.parts.join(''), 'base64').toString('utf8')) as BusMessage;
  };
}

export async function createPostgresBus(pool: pg.Pool, logger: Logger): Promise<Bus> {
  const handlers = new Set<Parameters<Bus['subscribe']>[0]>();
  let listener: pg.PoolClient | null = null;
  let closed = false;
  const decode = createBusDecoder();

  const connect = async () => {
    listener = await pool.connect();
    listener.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        const message = decode(n.payload);
        if (message) for (const h of handlers) h(message);
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
      const payloads = encodeBusPayload(message);
      if (payloads.length === 1) await pool.query('select pg_notify($1, $2)', [CHANNEL, payloads[0]]);
      // One statement, one transaction: the chunks are delivered together and in order.
      else await pool.query('select pg_notify($1, p) from unnest($2::text[]) with ordinality as t(p, o) order by o', [CHANNEL, payloads]);
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
