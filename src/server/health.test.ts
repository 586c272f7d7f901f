// Health while the realtime bus is down: liveness stays 200 and says `realtime: "degraded"`, readiness
// answers 503 (and while the process drains). After the bus recovers, every socket is told to resync,
// whatever it subscribed to; on shutdown sockets close with 1012 (reconnect).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../shared/realtime';
import { RESYNC_MESSAGE, type Bus, type BusState } from './adapters/realtime-bus/bus';
import { createMemoryBus } from './adapters/realtime-bus/memory-bus';
import { markShuttingDown } from './health.repo';
import { connect, serveHub } from './realtime/test-socket';
import { createTestContext, type TestContext } from './testing/harness';

let t: TestContext;
let state: BusState = 'ok';
const inner = createMemoryBus();
/** A bus whose state the test sets, as the Postgres or Redis bus reports theirs. */
const bus: Bus = { publish: (m: BusMessage) => inner.publish(m), subscribe: (h) => inner.subscribe(h), state: () => state, close: () => inner.close() };

beforeAll(async () => {
  t = await createTestContext();
  Object.assign(t.deps, { bus });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('stays live but not ready while the realtime bus is down', async () => {
    state = 'degraded';
    const live = await t.request('GET', '/api/health');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'degraded', db: 'ok', realtime: 'degraded' });
    const ready = await t.request('GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, realtime: 'degraded', shuttingDown: false });

    state = 'ok';
    expect((await t.request('GET', '/api/health/ready')).status).toBe(200);
    expect(await t.json('GET', '/api/health')).toEqual({ status: 'ok', db: 'ok', realtime: 'ok' });
  });

  it('tells every socket to resync after the bus recovered, and closes sockets with 1012 on shutdown', async () => {
    const served = await serveHub({ deps: t.deps, fetch: t.app.fetch, authorizers: {}, origins: ['http://localhost:3000'] });
    const [a, b] = [await t.signUp('student'), await t.signUp('tutor')];
    const [ca, cb] = [await connect(served.url, { cookie: a.cookie }), await connect(served.url, { cookie: b.cookie })];
    await Promise.all([ca.next((f) => f.type === 'hello'), cb.next((f) => f.type === 'hello')]);
    await bus.publish(RESYNC_MESSAGE);
    expect(await ca.next((f) => f.type === 'event')).toEqual({ type: 'event', topic: `user:${a.id}`, event: 'realtime.resync', data: {} });
    expect(await cb.next((f) => f.type === 'event')).toEqual({ type: 'event', topic: `user:${b.id}`, event: 'realtime.resync', data: {} });
    await served.close();
    expect((await ca.closed).code).toBe(1012);
  });

  it('is not ready once the process is shutting down', async () => {
    markShuttingDown(t.deps);
    const ready = await t.request('GET', '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, shuttingDown: true });
    expect((await t.request('GET', '/api/health')).status).toBe(200);
  });
});
