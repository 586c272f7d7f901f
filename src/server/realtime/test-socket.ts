// Test helpers for the realtime hub: the app and a hub on an ephemeral port, a socket client that records
// frames and its close, and a second app process on the same database (for the cross-process tests,
// which run on Postgres only).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import WebSocket from 'ws';
import type { ServerFrame } from '../../shared/realtime';
import type { Deps } from '../deps';
import { createHub, type TopicAuthorizer } from './hub';

export type HubServer = { port: number; url: string; close: () => Promise<void> };

/** The app (`fetch`) with a hub on an ephemeral port, wired as index.ts wires them. */
export async function serveHub(opts: {
  deps: Deps;
  fetch: (req: Request) => Response | Promise<Response>;
  authorizers: Record<string, TopicAuthorizer>;
  origins: string[];
}): Promise<HubServer> {
  const hub = createHub(opts.deps, opts.authorizers, opts.origins);
  const server = createServer(getRequestListener(opts.fetch));
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `ws://127.0.0.1:${port}/api/realtime`,
    async close() {
      await hub.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

export type SocketClose = { code: number; reason: string; at: number };

export type Client = {
  ws: WebSocket;
  frames: ServerFrame[];
  next: (pred: (f: ServerFrame) => boolean, ms?: number) => Promise<ServerFrame>;
  /** Resolves when the socket closes, with the close code and reason and the time it happened. */
  closed: Promise<SocketClose>;
};

export function connect(target: string, headers: Record<string, string>): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(target, { headers });
    const frames: ServerFrame[] = [];
    const waiters: { pred: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
    const closed = new Promise<SocketClose>((res) => ws.on('close', (code, reason) => res({ code, reason: reason.toString(), at: Date.now() })));
    ws.on('message', (d) => {
      const f = JSON.parse(d.toString()) as ServerFrame;
      frames.push(f);
      for (const w of [...waiters]) if (w.pred(f)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(f); }
    });
    const next: Client['next'] = (pred, ms = 5_000) => {
      const hit = frames.find(pred);
      if (hit) return Promise.resolve(hit);
      return new Promise((res, rej) => {
        const timer = setTimeout(() => rej(new Error('timed out waiting for a frame')), ms);
        waiters.push({ pred, resolve: (f) => { clearTimeout(timer); res(f); } });
      });
    };
    ws.on('open', () => resolve({ ws, frames, next, closed }));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', reject);
  });
}

/** The close of `client`, or a failure when it has not closed `ms` after `since`. */
export function closedWithin(client: Client, since: number, ms: number): Promise<SocketClose> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still open ${ms} ms later`)), Math.max(0, since + ms - Date.now()));
    void client.closed.then((c) => {
      clearTimeout(timer);
      if (c.at - since > ms) reject(new Error(`socket closed after ${c.at - since} ms`));
      else resolve(c);
    });
  });
}

export type ChildServer = { port: number; stop: () => void };

/** The app's server in a child process on the database `dbUrl`, as a second app process would run. */
export async function startChildServer(dbUrl: string): Promise<ChildServer> {
  // The port comes from the kernel (a listener on port 0, closed at once), so it is never one in use;
  // should another process take it before the child binds, the child exits and another port is tried.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: { ...process.env, DATABASE_URL: dbUrl, WEB_CONCURRENCY: '1', PORT: String(port), NODE_ENV: 'production', AUTH_SECRET: 'test-secret-test-secret-test-secret', APP_URL: `http://localhost:${port}`, LOG_LEVEL: 'warn', TEST_DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = await new Promise<boolean>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('child server did not start')), 30_000);
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('running at') && (clearTimeout(timer), resolve(true)));
      child.once('exit', () => (clearTimeout(timer), resolve(false)));
    });
    if (started) return { port, stop: () => child.kill('SIGTERM') };
    if (attempt === 3) throw new Error('child server exited before listening, three times');
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '0.0.0.0', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
