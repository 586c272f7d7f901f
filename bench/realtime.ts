// Realtime messaging benchmark. Each app server runs in its own child process (so its memory is its own).
//  1. One process, 1,000 open authenticated sockets subscribed to their conversations: sender → recipient
//     latency (HTTP send → event on the recipient's socket) p50/p99, target p99 ≤ 50 ms; memory per socket.
//  2. Two processes on one Postgres database: send on A, receive on a socket of B through the Postgres bus,
//     p95 target ≤ 100 ms.
// Uses a fresh database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import pg from 'pg';
import WebSocket from 'ws';
import { createApp } from '../src/server/app';
import { buildDeps } from '../src/server/bootstrap';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { expertProfiles } from '../src/server/db/schema';
import { parseEnv } from '../src/server/env';
import { createLogger } from '../src/server/logger';
import { allTopicAuthorizers } from '../src/server/modules';
import { messagingRepo } from '../src/server/modules/messaging/messaging.repo';
import { createHub } from '../src/server/realtime/hub';

const SECRET = 'bench-realtime-secret-0123456789abcdef';
const SOCKETS = Number(process.env.SOCKETS ?? 1000);
const PAIRS = Number(process.env.PAIRS ?? 10);
const IDLE_USERS = Number(process.env.IDLE_USERS ?? 10);
const MESSAGES = Number(process.env.MESSAGES ?? 400);
const CROSS_MESSAGES = Number(process.env.CROSS_MESSAGES ?? 200);
const PASSWORD = 'bench-pass-2026';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
};
const debug = (...a: unknown[]) => process.env.BENCH_DEBUG && console.error('[bench]', ...a);
const ms = (n: number) => `${n.toFixed(1)} ms`;

// ── Child: one app server ───────────────────────────────────────────────────
async function serve(url: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rt-'));
  const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_SECRET: SECRET });
  const database = await openDatabase({ url, poolSize: 20 });
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const base = `http://localhost:${port}`;
  const deps = await buildDeps({ env, database, baseUrl: base, logger: createLogger('silent'), secret: SECRET });
  const app = createApp(deps);
  const hub = createHub(deps, allTopicAuthorizers, [base]);
  server.on('request', getRequestListener(app.fetch));
  server.on('upgrade', (req, socket, head) => hub.handleUpgrade(req, socket, head));
  process.on('disconnect', () => process.exit(0));
  process.on('message', (m: { type: string }) => {
    if (m.type === 'mem') {
      (globalThis as { gc?: () => void }).gc?.();
      process.send!({ type: 'mem', heapUsed: process.memoryUsage().heapUsed, rss: process.memoryUsage().rss, sockets: hub.connectionCount() });
    }
    if (m.type === 'stop') process.exit(0);
  });
  debug('serving', port);
  process.send?.({ type: 'ready', port });
}

type Child = { proc: ChildProcess; port: number; mem: () => Promise<{ heapUsed: number; rss: number; sockets: number }> };

function startChild(url: string): Promise<Child> {
  return new Promise((resolve, reject) => {
    const proc = fork(process.argv[1], ['--serve', url], { execArgv: [...process.execArgv, '--expose-gc'], stdio: 'inherit' });
    proc.once('error', reject);
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    proc.once('message', (m: { type: string; port: number }) => {
      const mem = () =>
        new Promise<{ heapUsed: number; rss: number; sockets: number }>((res) => {
          proc.once('message', (x) => res(x as never));
          proc.send({ type: 'mem' });
        });
      resolve({ proc, port: m.port, mem });
    });
  });
}

// ── Parent: clients and measurements ────────────────────────────────────────
type Sock = { ws: WebSocket; onEvent: (fn: (f: { topic: string; event: string; data: Record<string, unknown> }) => void) => void };

function openSocket(port: number, cookie: string): Promise<Sock> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie } });
    const handlers: ((f: { topic: string; event: string; data: Record<string, unknown> }) => void)[] = [];
    ws.on('message', (raw) => {
      const f = JSON.parse(raw.toString());
      if (f.type === 'event') for (const h of handlers) h(f);
    });
    ws.once('error', reject);
    ws.once('open', () => resolve({ ws, onEvent: (fn) => handlers.push(fn) }));
  });
}

function subscribe(s: Sock, topic: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMsg = (raw: WebSocket.RawData) => {
      const f = JSON.parse(raw.toString());
      if (f.topic !== topic) return;
      s.ws.off('message', onMsg);
      if (f.type === 'subscribed') resolve();
      else reject(new Error(`subscribe refused: ${f.message}`));
    };
    s.ws.on('message', onMsg);
    s.ws.send(JSON.stringify({ type: 'subscribe', topic }));
  });
}

async function signUp(port: number, userType: 'student' | 'tutor', i: number) {
  const email = `${userType}${i}-${Date.now()}@bench.test`;
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
    body: JSON.stringify({ email, password: PASSWORD, name: `Bench ${userType} ${i}`, fullName: `Bench ${userType} ${i}`, userType, phone: '+91 90000 00000' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

async function sendAndWait(port: number, cookie: string, threadId: string, waiters: Map<string, () => void>, n: number) {
  const clientId = `bench-${process.pid}-${n}-${Math.random().toString(36).slice(2)}`;
  const start = performance.now();
  const arrived = new Promise<void>((resolve) => waiters.set(clientId, resolve));
  const res = await fetch(`http://127.0.0.1:${port}/api/threads/${threadId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ content: `message ${n}`, clientId }),
  });
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  postTimes.push(performance.now() - start);
  const { id } = (await res.json()) as { id: string };
  // The event carries the message id; map it back to this send.
  byMessageId.set(id, clientId);
  const pending = pendingEvents.get(id);
  if (pending) waiters.get(clientId)?.();
  await arrived;
  return performance.now() - start;
}
const byMessageId = new Map<string, string>();
const postTimes: number[] = [];
const pendingEvents = new Map<string, true>();

async function main() {
  const serveIdx = process.argv.indexOf('--serve');
  if (serveIdx !== -1) return serve(process.argv[serveIdx + 1]);

  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbName = `bench_realtime_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  const url = u.toString();
  const database = await openDatabase({ url, poolSize: 4 });
  const children: Child[] = [];
  let closeBus = async () => undefined as void;
  try {
    await migrateDatabase(database);
    const deps = await buildDeps({ env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_SECRET: SECRET, DATA_DIR: os.tmpdir() }), database, logger: createLogger('silent'), secret: SECRET });
    closeBus = () => deps.bus.close();
    debug('migrated');
    const a = await startChild(url);
    debug('child ready', a.port);
    children.push(a);
    const memBefore = await a.mem();
    debug('mem', memBefore);

    // Users: PAIRS students and PAIRS experts, one conversation per pair.
    const pairs: { student: { id: string; cookie: string }; expert: { id: string; cookie: string }; threadId: string }[] = [];
    for (let i = 0; i < PAIRS; i++) {
      debug('signup', i);
      const student = await signUp(a.port, 'student', i);
      const expert = await signUp(a.port, 'tutor', i);
      const [ep] = await deps.db.insert(expertProfiles).values({ userId: expert.id, bio: 'Bench expert' }).returning({ id: expertProfiles.id });
      const { thread } = await messagingRepo(deps.db).ensureThread(student.id, ep.id);
      pairs.push({ student, expert, threadId: thread.id });
    }

    // Idle users hold most of the sockets: open, authenticated, on their own user topic, as in real life.
    const idleUsers: { id: string; cookie: string }[] = [];
    for (let i = 0; i < IDLE_USERS; i++) idleUsers.push(await signUp(a.port, 'student', 1000 + i));
    debug('users ready');

    // SOCKETS in all: per conversation one student and one expert socket subscribed to it, the rest idle.
    const recipients = new Map<string, Sock[]>();
    const waiters = new Map<string, () => void>();
    const onEvent = (f: { topic: string; event: string; data: Record<string, unknown> }) => {
      if (f.event !== 'message.created' || !f.topic.startsWith('thread:')) return;
      const id = String(f.data.messageId);
      const clientId = byMessageId.get(id);
      if (clientId) waiters.get(clientId)?.();
      else pendingEvents.set(id, true);
    };
    const t0 = performance.now();
    for (const pair of pairs) {
      const st = await openSocket(a.port, pair.student.cookie);
      await subscribe(st, `thread:${pair.threadId}`);
      const ex = await openSocket(a.port, pair.expert.cookie);
      await subscribe(ex, `thread:${pair.threadId}`);
      ex.onEvent(onEvent);
      recipients.set(pair.threadId, [ex]);
    }
    const opening: Promise<unknown>[] = [];
    for (let i = 0; i < SOCKETS - 2 * PAIRS; i++) {
      opening.push(openSocket(a.port, idleUsers[i % IDLE_USERS].cookie));
      if (opening.length % 50 === 0) await Promise.all(opening.slice(-50));
    }
    await Promise.all(opening);
    const openMs = performance.now() - t0;
    debug('sockets open', openMs);
    const memAfter = await a.mem();

    // Warm-up, then measure: senders take turns across the pairs.
    for (let i = 0; i < 20; i++) {
      const p = pairs[i % PAIRS];
      await sendAndWait(a.port, p.student.cookie, p.threadId, waiters, -i - 1);
    }
    const lat: number[] = [];
    postTimes.length = 0;
    for (let i = 0; i < MESSAGES; i++) {
      const p = pairs[i % PAIRS];
      lat.push(await sendAndWait(a.port, p.student.cookie, p.threadId, waiters, i));
    }

    console.log(`\nMachine: ${os.cpus().length} CPU(s), load average ${os.loadavg().map((x) => x.toFixed(1)).join(' / ')} (figures scale with free CPU)`);
    console.log(`\nRealtime messaging — one process, ${memAfter.sockets} open authenticated sockets (opened and subscribed in ${ms(openMs)})`);
    console.log(`  ${2 * PAIRS} sockets in ${PAIRS} active conversations, ${SOCKETS - 2 * PAIRS} idle sockets of ${IDLE_USERS} other users; every message is routed past all of them`);
    console.log(`  sender → recipient latency over ${MESSAGES} messages: p50 ${ms(pct(lat, 50))}, p99 ${ms(pct(lat, 99))}, max ${ms(Math.max(...lat))} (target p99 ≤ 50 ms) ${pct(lat, 99) <= 50 ? 'PASS' : 'FAIL'}`);
    console.log(`  of which the HTTP send itself (auth, membership check, insert, publish): p50 ${ms(pct(postTimes, 50))}, p99 ${ms(pct(postTimes, 99))}`);
    console.log(`  memory per socket (server heap after GC): ${((memAfter.heapUsed - memBefore.heapUsed) / memAfter.sockets / 1024).toFixed(1)} KiB; RSS ${((memAfter.rss - memBefore.rss) / memAfter.sockets / 1024).toFixed(1)} KiB`);

    // Cross-process: send on A, a socket on B receives through Postgres LISTEN/NOTIFY.
    const b = await startChild(url);
    children.push(b);
    const crossWaiters = new Map<string, () => void>();
    const crossRecipients = new Map<string, Sock[]>();
    for (const p of pairs) {
      const s = await openSocket(b.port, p.expert.cookie);
      await subscribe(s, `thread:${p.threadId}`);
      s.onEvent((f) => {
        if (f.event !== 'message.created' || !f.topic.startsWith('thread:')) return;
        const id = String(f.data.messageId);
        const clientId = byMessageId.get(id);
        if (clientId) crossWaiters.get(clientId)?.();
        else pendingEvents.set(id, true);
      });
      crossRecipients.set(p.threadId, [s]);
    }
    for (let i = 0; i < 10; i++) {
      const p = pairs[i % PAIRS];
      await sendAndWait(a.port, p.student.cookie, p.threadId, crossWaiters, -1000 - i);
    }
    const cross: number[] = [];
    for (let i = 0; i < CROSS_MESSAGES; i++) {
      const p = pairs[i % PAIRS];
      cross.push(await sendAndWait(a.port, p.student.cookie, p.threadId, crossWaiters, 10_000 + i));
    }
    console.log(`\nRealtime messaging — two app processes on one Postgres database (bus: LISTEN/NOTIFY)`);
    console.log(`  send on A → event on a socket of B over ${CROSS_MESSAGES} messages: p50 ${ms(pct(cross, 50))}, p95 ${ms(pct(cross, 95))}, p99 ${ms(pct(cross, 99))} (target p95 ≤ 100 ms) ${pct(cross, 95) <= 100 ? 'PASS' : 'FAIL'}`);
    console.log(`  (A still holds ${memAfter.sockets} open sockets while this runs)\n`);
    process.exitCode = 0;
  } finally {
    for (const c of children) {
      c.proc.removeAllListeners('exit');
      c.proc.kill('SIGKILL');
    }
    await closeBus();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
