// Real sockets: a hub on an ephemeral port, clients authenticated by the session cookie.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerFrame } from '../../../shared/realtime';
import { createApp } from '../../app';
import { buildDeps } from '../../bootstrap';
import { openDatabase } from '../../db/client';
import type { Deps } from '../../deps';
import { parseEnv } from '../../env';
import { createLogger } from '../../logger';
import { serveHub, type HubServer } from '../../realtime/test-socket';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { allTopicAuthorizers } from '..';

type Client = { ws: WebSocket; frames: ServerFrame[]; waitFor: (pred: (f: ServerFrame) => boolean, ms?: number) => Promise<ServerFrame>; close: () => void };

function connect(port: number, cookie: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie } });
    const frames: ServerFrame[] = [];
    const waiters = new Set<{ pred: (f: ServerFrame) => boolean; done: (f: ServerFrame) => void }>();
    ws.on('message', (raw) => {
      const f = JSON.parse(raw.toString()) as ServerFrame;
      frames.push(f);
      for (const w of waiters) {
        if (w.pred(f)) {
          waiters.delete(w);
          w.done(f);
        }
      }
    });
    const waitFor: Client['waitFor'] = (pred, ms = 5_000) => {
      const found = frames.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((res, rej) => {
        const w = { pred, done: (f: ServerFrame) => (clearTimeout(timer), res(f)) };
        const timer = setTimeout(() => (waiters.delete(w), rej(new Error('timed out waiting for a frame'))), ms);
        waiters.add(w);
      });
    };
    ws.once('error', reject);
    ws.once('open', () => resolve({ ws, frames, waitFor, close: () => ws.terminate() }));
  });
}

async function subscribe(c: Client, topic: string) {
  c.ws.send(JSON.stringify({ type: 'subscribe', topic }));
  return c.waitFor((f) => (f.type === 'subscribed' && f.topic === topic) || (f.type === 'error' && f.topic === topic));
}

const listen = (deps: Deps) => serveHub({ deps, fetch: createApp(deps).fetch, authorizers: allTopicAuthorizers, origins: [deps.baseUrl] });

let t: TestContext;
let node: HubServer;
let student: TestUser;
let outsider: TestUser;
let expert: TestUser & { expertId: string };
let threadId: string;

beforeAll(async () => {
  t = await createTestContext();
  node = await listen(t.deps);
  student = await t.signUp('student');
  outsider = await t.signUp('student');
  expert = await t.signUpExpert();
  const request = await t.json('POST', '/api/chat-requests', { as: student, body: { expertId: expert.expertId, message: 'Hello!' }, expect: 201 });
  threadId = (await t.json('POST', `/api/chat-requests/${request.id}/respond`, { as: expert, body: { status: 'approved' } })).threadId;
});
afterAll(async () => {
  if (node) await node.close();
  await t?.close();
});

describe('realtime messaging over real sockets', () => {
  it('only members may subscribe to a thread', async () => {
    const c = await connect(node.port, outsider.cookie);
    const f = await subscribe(c, `thread:${threadId}`);
    expect(f).toMatchObject({ type: 'error', code: 'FORBIDDEN' });
    const ok = await subscribe(c, `user:${outsider.id}`);
    expect(ok.type).toBe('subscribed');
    c.close();
  });

  it('delivers a new message live to the thread topic and to the recipient', async () => {
    const c = await connect(node.port, expert.cookie);
    expect((await subscribe(c, `thread:${threadId}`)).type).toBe('subscribed');
    const sent = await t.json('POST', `/api/threads/${threadId}/messages`, { as: student, body: { content: 'live?', clientId: 'live-1' }, expect: 201 });
    const onThread = await c.waitFor((f) => f.type === 'event' && f.topic === `thread:${threadId}` && f.event === 'message.created' && f.data.messageId === sent.id);
    const onUser = await c.waitFor((f) => f.type === 'event' && f.topic === `user:${expert.id}` && f.event === 'message.created');
    expect(onThread).toMatchObject({ event: 'message.created', data: { seq: sent.seq } });
    expect(onUser).toBeTruthy();
    c.close();
  });

  // The socket stays cut while 100 messages are sent; how long it stays cut does not matter to the
  // guarantee (the messages table is the truth and the client backfills by seq), so no 30 s wait.
  it('a client cut off while 100 messages are sent gets all of them after reconnect, in order, once', async () => {
    const first = await connect(node.port, expert.cookie);
    await subscribe(first, `thread:${threadId}`);
    const seen = await t.json<{ seq: number; id: string }[]>('GET', `/api/threads/${threadId}/messages`, { as: expert });
    const lastSeq = seen[seen.length - 1].seq;
    first.close();

    const contents: string[] = [];
    for (let i = 0; i < 100; i++) {
      contents.push(`offline message ${i}`);
      await t.json('POST', `/api/threads/${threadId}/messages`, { as: student, body: { content: `offline message ${i}`, clientId: `offline-${i}` }, expect: 201 });
    }

    const again = await connect(node.port, expert.cookie);
    expect((await subscribe(again, `thread:${threadId}`)).type).toBe('subscribed');
    const missed = await t.json<{ seq: number; id: string; content: string }[]>('GET', `/api/threads/${threadId}/messages?afterSeq=${lastSeq}`, { as: expert });
    expect(missed.map((m) => m.content)).toEqual(contents);
    expect(new Set(missed.map((m) => m.id)).size).toBe(100);
    const seqs = missed.map((m) => m.seq);
    expect(seqs.every((s, i) => i === 0 || s > seqs[i - 1])).toBe(true);
    // A resend of any of them after the reconnect changes nothing.
    await t.json('POST', `/api/threads/${threadId}/messages`, { as: student, body: { content: 'offline message 5', clientId: 'offline-5' }, expect: 200 });
    const after = await t.json<unknown[]>('GET', `/api/threads/${threadId}/messages?afterSeq=${lastSeq}`, { as: expert });
    expect(after).toHaveLength(100);
    again.close();
  });

  it('announces a chat request to the expert live', async () => {
    const other = await t.signUpExpert({ fullName: 'Live Expert' });
    const c = await connect(node.port, other.cookie);
    await c.waitFor((f) => f.type === 'hello');
    await t.json('POST', '/api/chat-requests', { as: outsider, body: { expertId: other.expertId, message: 'hello there' }, expect: 201 });
    const f = await c.waitFor((x) => x.type === 'event' && x.event === 'chat_request.created');
    expect(f).toMatchObject({ topic: `user:${other.id}` });
    c.close();
  });
});

// Two app instances on one Postgres database: an event published by one reaches a socket on the other.
describe.skipIf(!process.env.TEST_DATABASE_URL)('across app processes (Postgres bus)', () => {
  it('fans out a message sent on one instance to a socket on the other', async () => {
    const url = t.deps.database.url!;
    const make = async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-rt-'));
      const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const database = await openDatabase({ url, poolSize: 5 });
      const deps = await buildDeps({ env, database, baseUrl: 'http://localhost:3000', logger: createLogger('silent'), secret: 'test-secret-test-secret-test-secret' });
      return { deps, database, dataDir };
    };
    const a = await make();
    const b = await make();
    const nodeB = await listen(b.deps);
    try {
      const c = await connect(nodeB.port, expert.cookie);
      expect((await subscribe(c, `thread:${threadId}`)).type).toBe('subscribed');
      const appA = createApp(a.deps);
      const res = await appA.request('http://localhost:3000/api/threads/' + threadId + '/messages', {
        method: 'POST',
        headers: { cookie: student.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'across processes', clientId: 'xproc-1' }),
      });
      expect(res.status).toBe(201);
      const sent = (await res.json()) as { id: string };
      const f = await c.waitFor((x) => x.type === 'event' && x.topic === `thread:${threadId}` && x.event === 'message.created' && x.data.messageId === sent.id);
      expect(f).toBeTruthy();
      c.close();
    } finally {
      await nodeB.close();
      for (const x of [a, b]) {
        await x.deps.bus.close();
        await x.database.close();
        fs.rmSync(x.dataDir, { recursive: true, force: true });
      }
    }
  });
});
