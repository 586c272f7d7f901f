import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresBus } from '../adapters/realtime-bus/postgres-bus';
import { createLogger } from '../logger';
import { createTestContext, type TestContext, type TestUser } from '../testing/harness';
import { closedWithin, connect, serveHub, startChildServer, type ChildServer, type HubServer } from './test-socket';

let t: TestContext;
let served: HubServer;
let url: string;

beforeAll(async () => {
  t = await createTestContext();
  // `room:` stands in for the product's topics (thread:, session:), whose own rules are tested in their modules.
  // `slow:` grants after a pause, like a topic whose rule reads the database.
  const authorizers = { room: async () => true, slow: () => new Promise<boolean>((r) => setTimeout(() => r(true), 50)) };
  served = await serveHub({ deps: t.deps, fetch: t.app.fetch, authorizers, origins: ['http://localhost:3000'] });
  url = served.url;
});
afterAll(async () => {
  await served.close();
  await t.close();
});

const as = (u: TestUser) => ({ cookie: u.cookie });

describe('realtime hub', () => {
  it('refuses a socket without a session, and one from a foreign page', async () => {
    await expect(connect(url, {})).rejects.toThrow('HTTP 401');
    const u = await t.signUp('student');
    await expect(connect(url, { ...as(u), origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
  });

  it('greets, answers pings, and delivers events of the own user topic', async () => {
    const u = await t.signUp('student');
    const c = await connect(url, as(u));
    expect(await c.next((f) => f.type === 'hello')).toMatchObject({ userId: u.id });
    c.ws.send(JSON.stringify({ type: 'ping' }));
    await c.next((f) => f.type === 'pong');
    await t.deps.bus.publish({ kind: 'event', topic: `user:${u.id}`, event: 'offering.changed', data: { id: 'x1' } });
    expect(await c.next((f) => f.type === 'event')).toEqual({ type: 'event', topic: `user:${u.id}`, event: 'offering.changed', data: { id: 'x1' } });
    c.ws.close();
  });

  it("refuses another user's topic, unknown topics and malformed frames", async () => {
    const [a, b] = [await t.signUp('student'), await t.signUp('student')];
    const c = await connect(url, as(a));
    c.ws.send(JSON.stringify({ type: 'subscribe', topic: `user:${b.id}` }));
    expect(await c.next((f) => f.type === 'error')).toMatchObject({ code: 'FORBIDDEN', topic: `user:${b.id}` });
    await t.deps.bus.publish({ kind: 'event', topic: `user:${b.id}`, event: 'notification.read', data: {} });
    c.ws.send(JSON.stringify({ type: 'subscribe', topic: 'nosuch:abc' }));
    await c.next((f) => f.type === 'error' && f.topic === 'nosuch:abc');
    c.ws.send('not json');
    await c.next((f) => f.type === 'error' && f.code === 'BAD_FRAME' && f.message === 'Frames must be JSON.');
    c.ws.send(JSON.stringify({ type: 'subscribe', topic: 'BAD TOPIC' }));
    await c.next((f) => f.type === 'error' && f.code === 'BAD_FRAME' && f.message === 'Invalid topic');
    expect(c.frames.some((f) => f.type === 'event')).toBe(false);
    c.ws.close();
  });
});

describe('signals', () => {
  it('relays a signal to the other members of the topic, never back to the sender, and only after subscribing', async () => {
    const [a, b] = [await t.signUp('student'), await t.signUp('tutor')];
    const [ca, cb] = [await connect(url, as(a)), await connect(url, as(b))];
    ca.ws.send(JSON.stringify({ type: 'signal', topic: 'room:r1', data: { kind: 'typing' } }));
    await ca.next((f) => f.type === 'error' && f.message === 'Subscribe to the topic before signalling.');
    for (const c of [ca, cb]) {
      c.ws.send(JSON.stringify({ type: 'subscribe', topic: 'room:r1' }));
      await c.next((f) => f.type === 'subscribed');
    }
    ca.ws.send(JSON.stringify({ type: 'signal', topic: 'room:r1', data: { kind: 'typing' } }));
    const got = await cb.next((f) => f.type === 'signal');
    expect(got).toMatchObject({ type: 'signal', topic: 'room:r1', from: a.id, data: { kind: 'typing' } });
    ca.ws.send(JSON.stringify({ type: 'ping' }));
    await ca.next((f) => f.type === 'pong');
    expect(ca.frames.some((f) => f.type === 'signal')).toBe(false);
    ca.ws.close();
    cb.ws.close();
  });

  it("handles a connection's frames in order: a signal sent right after its subscribe is relayed once the grant lands", async () => {
    const [a, b] = [await t.signUp('student'), await t.signUp('tutor')];
    const [ca, cb] = [await connect(url, as(a)), await connect(url, as(b))];
    cb.ws.send(JSON.stringify({ type: 'subscribe', topic: 'slow:s1' }));
    await cb.next((f) => f.type === 'subscribed');
    ca.ws.send(JSON.stringify({ type: 'subscribe', topic: 'slow:s1' }));
    ca.ws.send(JSON.stringify({ type: 'signal', topic: 'slow:s1', data: { kind: 'join' } }));
    expect(await cb.next((f) => f.type === 'signal')).toMatchObject({ topic: 'slow:s1', from: a.id, data: { kind: 'join' } });
    expect(ca.frames.filter((f) => f.type === 'subscribed' || f.type === 'error').map((f) => f.type)).toEqual(['subscribed']);
    ca.ws.close();
    cb.ws.close();
  });
});

// Two app processes on one Postgres: an event published by this process reaches a socket held by
// a server running in a child process, through LISTEN/NOTIFY; a sign-out here ends a socket there.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('realtime across app processes (Postgres)', () => {
  let child: ChildServer;
  beforeAll(async () => {
    child = await startChildServer(t.deps.database.url!);
  }, 60_000);
  afterAll(() => child?.stop());

  it('delivers an event published in one process to a socket on another', async () => {
    // The server keeps idle connections past the common 60 s of clients and proxies.
    const health = await fetch(`http://127.0.0.1:${child.port}/api/health`);
    expect(health.headers.get('keep-alive')).toBe('timeout=65');
    const u = await t.signUp('student'); // the session row is in the shared database
    const remote = await connect(`ws://127.0.0.1:${child.port}/api/realtime`, as(u));
    await remote.next((f) => f.type === 'hello');
    const bus = await createPostgresBus(t.deps.database.pool!, createLogger('silent'));
    const sent = Date.now();
    await bus.publish({ kind: 'event', topic: `user:${u.id}`, event: 'offering.changed', data: { id: 'p1' } });
    const got = await remote.next((f) => f.type === 'event' && f.event === 'offering.changed');
    expect(got).toMatchObject({ data: { id: 'p1' } });
    expect(Date.now() - sent).toBeLessThan(2_000);
    remote.ws.close();
    await bus.close();
  });

  it('closes, within a second, a socket on another process whose session signed out here', async () => {
    const u = await t.signUp('student');
    const remote = await connect(`ws://127.0.0.1:${child.port}/api/realtime`, as(u));
    await remote.next((f) => f.type === 'hello');
    expect((await t.request('POST', '/api/auth/sign-out', { as: u, body: {} })).status).toBe(200);
    expect(await closedWithin(remote, Date.now(), 1_000)).toMatchObject({ code: 4001, reason: 'session ended' });
  });
});
