import { describe, expect, it } from 'vitest';
import { MockApi, reply, replyError } from './mock-api';

const call = (api: MockApi, method: string, url: string, body?: unknown, headers?: Record<string, string>) =>
  api.fetch(url, { method, body: body === undefined ? undefined : JSON.stringify(body), headers });

describe('MockApi', () => {
  it('answers by method and path, with :params, and records each call with its parsed body and headers', async () => {
    const api = new MockApi().on<{ id: string }>('PATCH /api/bookings/:id', (req) => ({ id: req.params.id }));

    const res = await call(api, 'PATCH', '/api/bookings/b-1?x=1', { status: 'confirmed' }, { 'Idempotency-Key': 'k-1' });

    expect(await res.json()).toEqual({ id: 'b-1' });
    const [c] = api.callsTo('PATCH /api/bookings/:id');
    expect([c.path, c.query.get('x'), c.body, c.headers['idempotency-key']]).toEqual(['/api/bookings/b-1', '1', { status: 'confirmed' }, 'k-1']);
    expect(api.callsTo('PATCH /api/bookings')).toEqual([]);
  });

  it('lets a later or one-off answer win, then falls back', async () => {
    const api = new MockApi()
      .on<number>('GET /api/n', 1)
      .on<number>('GET /api/n', 2)
      .once('GET /api/n', replyError(409, 'SLOT_NOT_AVAILABLE', 'Taken'));

    const first = await call(api, 'GET', '/api/n');
    expect([first.status, await first.json()]).toEqual([409, { error: { code: 'SLOT_NOT_AVAILABLE', message: 'Taken' } }]);
    expect(await (await call(api, 'GET', '/api/n')).json()).toBe(2);
  });

  it('answers an unknown call with 404 and lists it', async () => {
    const api = new MockApi().on<never>('POST /api/done', reply(204));
    expect((await call(api, 'POST', '/api/done')).status).toBe(204);
    expect((await call(api, 'GET', '/api/missing?q=1')).status).toBe(404);
    expect(api.unhandled()).toEqual(['GET /api/missing?q=1']);
    expect(() => api.lastBody('PUT /api/none')).toThrow('No call to PUT /api/none');
  });
});
