// The pong a client waits for to know its socket lives comes at once, even while a subscribe of the same
// socket still waits on its authorization (the database slow or down).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/harness';
import { connect, serveHub, type HubServer } from './test-socket';

let t: TestContext;
let served: HubServer;
let releaseStuck: (ok: boolean) => void = () => undefined;

beforeAll(async () => {
  t = await createTestContext();
  // `stuck:` grants only when the test says so, like a topic whose rule waits on an unreachable database.
  const authorizers = { stuck: () => new Promise<boolean>((r) => (releaseStuck = r)) };
  served = await serveHub({ deps: t.deps, fetch: t.app.fetch, authorizers, origins: ['http://localhost:3000'] });
});
afterAll(async () => {
  releaseStuck(false);
  await served.close();
  await t.close();
});

describe('realtime hub heartbeat', () => {
  it('answers a ping while an earlier subscribe of the socket is still waiting', async () => {
    const u = await t.signUp('student');
    const c = await connect(served.url, { cookie: u.cookie });
    await c.next((f) => f.type === 'hello');
    c.ws.send(JSON.stringify({ type: 'subscribe', topic: 'stuck:s1' }));
    const sentAt = Date.now();
    c.ws.send(JSON.stringify({ type: 'ping' }));
    await c.next((f) => f.type === 'pong');
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    releaseStuck(true);
    expect(await c.next((f) => f.type === 'subscribed')).toEqual({ type: 'subscribed', topic: 'stuck:s1' });
    c.ws.close();
  });
});
