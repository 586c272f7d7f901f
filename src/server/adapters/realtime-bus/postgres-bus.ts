// Cross-process fan-out through Postgres LISTEN/NOTIFY. Most payloads carry ids and fit one NOTIFY
// (8,000 bytes); larger frames (WebRTC offers, whole whiteboards) are split into chunks sent in one
// statement, so they arrive together, and reassembled by every listener.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { BusMessage } from '../../../shared/realtime';
import type { Logger } from '../../logger';
import { reconnectDelay, RESYNC_MESSAGE, type Bus, type BusState } from './bus';

const CHANNEL = 'realtime_bus';
const MAX_PAYLOAD = 7_900;
/** base64 characters a chunk carries; the chunk's JSON wrapper stays well under MAX_PAYLOAD. */
const CHUNK = 7_000;
const CHUNK_TTL_MS = 30_000;
/** How often the listening connection is checked; a connection that stopped answering counts as lost. */
const PROBE_MS = 5_000;
const PROBE_TIMEOUT_MS = 4_000;

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

type PostgresBusOptions = { probeMs?: number; random?: () => number };

/**
 * Listens on its own connection (not one of the pool's), so a lost connection is noticed, dropped and
 * replaced: it reconnects with back-off for as long as it takes, LISTENs again and then hands its
 * subscribers RESYNC_MESSAGE, since anything published during the gap was missed.
 */
export async function createPostgresBus(pool: pg.Pool, logger: Logger, options: PostgresBusOptions = {}): Promise<Bus> {
  const handlers = new Set<Parameters<Bus['subscribe']>[0]>();
  let listener: pg.Client | null = null;
  let state: BusState = 'ok';
  let closed = false;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const decode = createBusDecoder();
  const deliver = (message: Parameters<Bus['publish']>[0]) => {
    for (const h of handlers) h(message);
  };

  const connect = async () => {
    const client = new pg.Client({ ...pool.options, connectionTimeoutMillis: 5_000, keepAlive: true, application_name: 'realtime-bus' });
    // Until LISTEN has succeeded, an error only fails this attempt.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      void client.end().catch(() => undefined);
      throw err;
    }
    client.removeAllListeners('error');
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        const message = decode(n.payload);
        if (message) deliver(message);
      } catch (err) {
        logger.warn({ err }, 'bad realtime bus payload');
      }
    });
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client, new Error('connection ended')));
    listener = client;
  };

  const lost = (client: pg.Client, err: unknown) => {
    if (closed || listener !== client) return;
    listener = null;
    void client.end().catch(() => undefined);
    if (state === 'ok') {
      state = 'degraded';
      logger.error({ err }, 'realtime bus: connection lost; events from other processes are not delivered until it is back');
    }
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = reconnectDelay(attempt++, options.random);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect().then(
        () => {
          if (closed) return void listener?.end().catch(() => undefined);
          attempt = 0;
          state = 'ok';
          logger.info('realtime bus: reconnected; telling clients to catch up');
          deliver(RESYNC_MESSAGE);
        },
        (err: unknown) => {
          if (attempt === 1 || attempt % 20 === 0) logger.warn({ err: err instanceof Error ? err.message : err, attempt }, 'realtime bus: reconnect failed; retrying');
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref?.();
  };

  // A connection can die without a word (a dropped network path): a query that gets no answer counts as loss.
  const probe = async () => {
    const client = listener;
    if (!client || closed) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the listening connection stopped answering')), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query('select 1'), timeout]);
    } catch (err) {
      lost(client, err);
    } finally {
      clearTimeout(timer);
    }
  };
  const probeTimer = setInterval(() => void probe(), options.probeMs ?? PROBE_MS);
  probeTimer.unref?.();

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
    state: () => state,
    async close() {
      closed = true;
      handlers.clear();
      clearTimeout(retryTimer);
      clearInterval(probeTimer);
      const client = listener;
      listener = null;
      if (client) await client.end().catch(() => undefined);
    },
  };
}
