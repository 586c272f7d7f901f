// The realtime hub: authenticated sockets, per-topic authorization, fan-out from the bus.
// Services never touch sockets: they publish on deps.bus and the hub of every process delivers.
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { clientFrameSchema, HEARTBEAT_MS, REALTIME_PATH, type BusMessage, type ServerFrame } from '../../shared/realtime';
import type { Deps } from '../deps';
import type { Actor } from '../http/actor';
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
};

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
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(frame));
  };

  const authorize = async (actor: Actor, topic: string) => {
    const [prefix, id] = topic.split(':');
    const check = allAuthorizers[prefix];
    if (!check || !id) return false;
    return check(deps, actor, id).catch(() => false);
  };

  const deliver = (message: BusMessage) => {
    for (const conn of connections.values()) {
      if (!conn.topics.has(message.topic)) continue;
      if (message.kind === 'event') {
        send(conn, { type: 'event', topic: message.topic, event: message.event, data: message.data });
      } else if (conn.id !== message.fromConnection && (!message.to || message.to === conn.id || message.to === conn.actor.userId)) {
        send(conn, { type: 'signal', topic: message.topic, from: message.from, fromConnection: message.fromConnection, data: message.data });
      }
    }
  };
  const unsubscribeBus = deps.bus.subscribe(deliver);

  const onFrame = async (conn: Connection, raw: string) => {
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
      case 'subscribe':
        if (!(await authorize(conn.actor, frame.topic))) {
          return send(conn, { type: 'error', code: 'FORBIDDEN', message: 'Not allowed to subscribe to this topic.', topic: frame.topic });
        }
        conn.topics.add(frame.topic);
        return send(conn, { type: 'subscribed', topic: frame.topic });
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
          const conn: Connection = { id: randomUUID(), socket: ws, actor, topics: new Set([`user:${actor.userId}`]), alive: true, queue: Promise.resolve() };
          connections.set(conn.id, conn);
          ws.on('pong', () => (conn.alive = true));
          ws.on('message', (data) => {
            const raw = data.toString();
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
      clearInterval(heartbeat);
      unsubscribeBus();
      for (const conn of connections.values()) conn.socket.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
