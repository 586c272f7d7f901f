// The realtime hub: authenticated sockets, per-topic authorization, fan-out from the bus.
// Services never touch sockets: they publish on deps.bus and the hub of every process delivers.
// A socket lives only as long as its session: see sweepSessions below.
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { clientFrameSchema, HEARTBEAT_MS, REALTIME_PATH, type BusMessage, type ClientFrame, type EventFrame, type ServerFrame } from '../../shared/realtime';
import { SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_REASON } from '../../shared/realtime-constants';
import { isResync } from '../adapters/realtime-bus/bus';
import type { Deps } from '../deps';
import type { Actor } from '../http/actor';
import { identityRepo } from '../modules/identity/identity.repo';
import { resolveActor } from '../modules/identity/identity.service';

export type TopicAuthorizer = (deps: Deps, actor: Actor, id: string) => Promise<boolean>;

type Connection = {
  id: string;
  socket: WebSocket;
  actor: Actor;
  topics: Set<string>;
  alive: boolean;
  /** Frames of one connection are handled in order: a signal sent right after its subscribe waits for the grant. */
  queue: Promise<void>;
  /** Its session ended: nothing is delivered or accepted any more while the socket closes. */
  ended: boolean;
};

/**
 * How often each hub checks that the sessions of its open sockets still exist and have not expired.
 * Sign-out, a password change or reset (which delete sessions, on whichever process) and expiry all
 * show in the session table, so one query per hub per sweep ends those sockets within a second,
 * with no event to miss on the bus.
 */
const SESSION_SWEEP_MS = 500;

/** The ping frame exactly as the web client sends it. */
const PING_FRAME = JSON.stringify({ type: 'ping' } satisfies ClientFrame);
/** The WebSocket close code "service restart": the client reconnects (and backfills) on its own. */
const SERVICE_RESTART_CLOSE_CODE = 1012;

export type Hub = {
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  connectionCount: () => number;
  close: () => Promise<void>;
};

function originAllowed(req: IncomingMessage, trusted: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: no ambient credentials to abuse
  const host = req.headers.host;
  return trusted.includes(origin) || (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`));
}

export function createHub(deps: Deps, authorizers: Record<string, TopicAuthorizer>, trustedOrigins: string[]): Hub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 });
  const connections = new Map<string, Connection>();
  const allAuthorizers: Record<string, TopicAuthorizer> = {
    user: async (_deps, actor, id) => actor.userId === id,
    ...authorizers,
  };

  const send = (conn: Connection, frame: ServerFrame) => {
    if (!conn.ended && conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(frame));
  };

  /** Closes a socket whose session is gone, with a code the client knows not to retry on. */
  const endSession = (conn: Connection) => {
    if (conn.ended) return;
    conn.ended = true;
    conn.socket.close(SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_REASON);
    // A peer that never answers the closing handshake is cut off rather than waited for.
    setTimeout(() => conn.socket.terminate(), SESSION_SWEEP_MS).unref();
  };

  // The wall clock, as resolveActor reads sessions when a socket opens. A failed query keeps the sockets:
  // ending them would tell every client its session is over when only the database is unreachable.
  const isSessionLive = (conn: Connection) =>
    identityRepo(deps.db).liveSessionIds([conn.actor.sessionId], new Date()).then((live) => live.size > 0, () => true);

  const authorize = async (actor: Actor, topic: string) => {
    const [prefix, id] = topic.split(':');
    const check = allAuthorizers[prefix];
    if (!check || !id) return false;
    return check(deps, actor, id).catch(() => false);
  };

  const deliver = (message: BusMessage) => {
    // After a bus outage every socket, whatever it subscribed to, is told to backfill (on its own user topic).
    const toEveryone = isResync(message);
    for (const conn of connections.values()) {
      if (conn.ended || (!toEveryone && !conn.topics.has(message.topic))) continue;
      if (message.kind === 'event') {
        const topic = toEveryone ? `user:${conn.actor.userId}` : message.topic;
        // The bus message already pairs the event's name with its payload; the frame keeps that pair.
        send(conn, { type: 'event', topic, event: message.event, data: message.data } as EventFrame);
      } else if (conn.id !== message.fromConnection && (!message.to || message.to === conn.id || message.to === conn.actor.userId)) {
        send(conn, { type: 'signal', topic: message.topic, from: message.from, fromConnection: message.fromConnection, data: message.data });
      }
    }
  };
  const unsubscribeBus = deps.bus.subscribe(deliver);

  const onFrame = async (conn: Connection, raw: string) => {
    if (conn.ended) return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return send(conn, { type: 'error', code: 'BAD_FRAME', message: 'Frames must be JSON.' });
    }
    const parsed = clientFrameSchema.safeParse(json);
    if (!parsed.success) return send(conn, { type: 'error', code: 'BAD_FRAME', message: parsed.error.issues[0]?.message ?? 'Invalid frame' });
    const frame = parsed.data;
    switch (frame.type) {
      case 'ping':
        return send(conn, { type: 'pong' });
      case 'subscribe': {
        // A grant is where new data starts flowing: it waits for no sweep to notice an ended session.
        const [isLive, isAllowed] = await Promise.all([isSessionLive(conn), authorize(conn.actor, frame.topic)]);
        if (!isLive) return endSession(conn);
        if (conn.ended) return;
        if (!isAllowed) {
          return send(conn, { type: 'error', code: 'FORBIDDEN', message: 'Not allowed to subscribe to this topic.', topic: frame.topic });
        }
        conn.topics.add(frame.topic);
        return send(conn, { type: 'subscribed', topic: frame.topic });
      }
      case 'unsubscribe':
        conn.topics.delete(frame.topic);
        return;
      case 'signal':
        if (!conn.topics.has(frame.topic)) {
          return send(conn, { type: 'error', code: 'FORBIDDEN', message: 'Subscribe to the topic before signalling.', topic: frame.topic });
        }
        await deps.bus
          .publish({ kind: 'signal', topic: frame.topic, from: conn.actor.userId, fromConnection: conn.id, to: frame.to, data: frame.data })
          .catch((err: unknown) => send(conn, { type: 'error', code: 'SIGNAL_FAILED', message: err instanceof Error ? err.message : 'failed' }));
        return;
    }
  };

  const heartbeat = setInterval(() => {
    for (const conn of connections.values()) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  let isClosed = false;
  let isSweepFailing = false;
  let sweepTimer: ReturnType<typeof setTimeout> | undefined;
  let sweeping = Promise.resolve();
  const sweepSessions = async () => {
    const open = [...connections.values()].filter((conn) => !conn.ended);
    if (open.length === 0) return;
    try {
      const live = await identityRepo(deps.db).liveSessionIds([...new Set(open.map((conn) => conn.actor.sessionId))], new Date());
      isSweepFailing = false;
      for (const conn of open) if (!live.has(conn.actor.sessionId)) endSession(conn);
    } catch (err) {
      if (!isSweepFailing) deps.logger.warn({ err }, 'realtime session sweep failed; sockets kept open');
      isSweepFailing = true;
    }
  };
  // One sweep at a time: the next is scheduled when the last has finished.
  const scheduleSweep = () => {
    sweepTimer = setTimeout(() => {
      sweeping = sweepSessions().finally(() => {
        if (!isClosed) scheduleSweep();
      });
    }, SESSION_SWEEP_MS);
    sweepTimer.unref();
  };
  scheduleSweep();

  const reject = (socket: Duplex, status: string) => {
    socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    socket.destroy();
  };

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== REALTIME_PATH) return reject(socket, '404 Not Found');
      if (!originAllowed(req, trustedOrigins)) return reject(socket, '403 Forbidden');
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      void resolveActor(deps, headers).then((actor) => {
        if (!actor) return reject(socket, '401 Unauthorized');
        wss.handleUpgrade(req, socket, head, (ws) => {
          const conn: Connection = { id: randomUUID(), socket: ws, actor, topics: new Set([`user:${actor.userId}`]), alive: true, queue: Promise.resolve(), ended: false };
          connections.set(conn.id, conn);
          ws.on('pong', () => (conn.alive = true));
          ws.on('message', (data) => {
            if (conn.ended) return;
            const raw = data.toString();
            // A ping is answered at once, not behind frames waiting on the database (a slow subscribe):
            // the client takes a late pong for a dead socket.
            if (raw === PING_FRAME) return send(conn, { type: 'pong' });
            conn.queue = conn.queue.then(() => onFrame(conn, raw)).catch(() => undefined);
          });
          ws.on('close', () => {
            connections.delete(conn.id);
            for (const topic of conn.topics) {
              if (topic.startsWith('session:')) {
                void deps.bus
                  .publish({ kind: 'signal', topic, from: actor.userId, fromConnection: conn.id, data: { kind: 'leave' } })
                  .catch(() => undefined);
              }
            }
          });
          send(conn, { type: 'hello', userId: actor.userId, connectionId: conn.id });
        });
      }, () => reject(socket, '500 Internal Server Error'));
    },
    connectionCount: () => connections.size,
    async close() {
      isClosed = true;
      clearInterval(heartbeat);
      clearTimeout(sweepTimer);
      await sweeping;
      unsubscribeBus();
      // 1012 (service restart): clients reconnect, to this process's successor or another one.
      for (const conn of connections.values()) conn.socket.close(SERVICE_RESTART_CLOSE_CODE, 'server restarting');
      await new Promise<void>((resolve) => {
        const cutOff = setTimeout(() => {
          for (const conn of connections.values()) conn.socket.terminate();
          resolve();
        }, 1_000);
        cutOff.unref();
        wss.close(() => {
          clearTimeout(cutOff);
          resolve();
        });
      });
    },
  };
}
