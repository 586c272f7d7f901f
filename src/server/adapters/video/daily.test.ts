// The Daily adapter against a local fake of Daily's REST API (a real HTTP server on 127.0.0.1).
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, sendJson, startFakeServer, type RecordedRequest } from '../../testing/fake-http-server';
import { createDailyProvider, dailyRoomCandidates } from './daily';
import { VideoProviderError } from './video';

const KEY = 'daily-key-for-tests';
const now = new Date('2026-05-01T10:00:00Z');
const nowS = Math.floor(now.getTime() / 1000);
const wanted = 'session-0b7c7c1e-7a43-4a59-9d0c-3f1b6f1d2a10';
const tutor = { roomName: wanted, userId: 'user-tutor', displayName: 'Ravi Tutor', isOwner: true, now };
const student = { roomName: wanted, userId: 'user-student', displayName: 'Asha Student', isOwner: false, now };

type Room = { name: string; url: string; privacy: string; config: Record<string, unknown> };

/** Daily's rooms and meeting-token endpoints, with switches for the failure cases. */
function fakeDaily(options: { refuse?: (name: string) => boolean; status?: [number, string]; delayMs?: number } = {}) {
  const rooms = new Map<string, Room>();
  let tokens = 0;
  const handler = async (req: RecordedRequest, res: ServerResponse) => {
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    if (res.destroyed) return;
    if (req.headers.authorization !== `Bearer ${KEY}`) return sendJson(res, 401, { error: 'authentication-error', info: 'bad key' }, 'Unauthorized');
    if (options.status) return sendJson(res, options.status[0], { error: 'x' }, options.status[1]);
    const get = /^\/rooms\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && get) {
      const room = rooms.get(decodeURIComponent(get[1]));
      return room ? sendJson(res, 200, room) : sendJson(res, 404, { error: 'not-found', info: 'room not found' }, 'Not Found');
    }
    if (req.method === 'POST' && req.path === '/rooms') {
      const body = req.body as { name: string; privacy: string; properties: Record<string, unknown> };
      if (rooms.has(body.name) || options.refuse?.(body.name)) return sendJson(res, 400, { error: 'invalid-request-error' }, 'Bad Request');
      const room = { name: body.name, url: `https://tutoring.daily.co/${body.name}`, privacy: body.privacy, config: body.properties };
      rooms.set(body.name, room);
      return sendJson(res, 200, room);
    }
    if (req.method === 'POST' && req.path === '/meeting-tokens') return sendJson(res, 200, { token: `meeting-token-${++tokens}` });
    sendJson(res, 404, { error: 'not-found' }, 'Not Found');
  };
  return { rooms, handler };
}

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((c) => c()));
  closers = [];
});

async function setup(options: Parameters<typeof fakeDaily>[0] = {}, config: { apiKey?: string; timeoutMs?: number } = {}) {
  const fake = fakeDaily(options);
  const server = await startFakeServer(fake.handler);
  closers.push(server.close);
  const provider = createDailyProvider({ apiKey: config.apiKey ?? KEY, apiUrl: `${server.url}/`, timeoutMs: config.timeoutMs ?? 2_000 });
  return { provider, server, rooms: fake.rooms };
}

async function failure(p: Promise<unknown>): Promise<VideoProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(VideoProviderError);
  return err as VideoProviderError;
}

describe('Daily adapter', () => {
  it('creates the missing private room with the spec defaults, then mints an owner token for the tutor', async () => {
    const { provider, server } = await setup();
    const join = await provider.joinRoom(tutor);
    expect(join).toEqual({
      provider: 'daily',
      roomName: wanted,
      roomUrl: `https://tutoring.daily.co/${wanted}`,
      token: 'meeting-token-1',
      expiresAt: new Date((nowS + 2 * 3600) * 1000).toISOString(),
      isOwner: true,
    });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /rooms/${wanted}`, 'POST /rooms', 'POST /meeting-tokens']);
    for (const r of server.requests) expect(r.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(server.requests[1].body).toEqual({
      name: wanted,
      privacy: 'private',
      properties: {
        exp: nowS + 24 * 3600,
        max_participants: 10,
        enable_chat: true,
        enable_screenshare: true,
        start_video_off: false,
        start_audio_off: false,
        enable_prejoin_ui: false,
      },
    });
    expect(server.requests[2].body).toEqual({
      properties: { room_name: wanted, exp: nowS + 2 * 3600, user_name: 'Ravi Tutor', user_id: 'user-tutor', is_owner: true },
    });
  });

  it('joins the existing room without creating it again; the student is no owner', async () => {
    const { provider, server } = await setup();
    const first = await provider.joinRoom(tutor);
    server.requests.length = 0;
    const join = await provider.joinRoom(student);
    expect(join).toMatchObject({ roomName: wanted, roomUrl: first.provider === 'daily' ? first.roomUrl : '', isOwner: false, token: 'meeting-token-2' });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /rooms/${wanted}`, 'POST /meeting-tokens']);
    const props = (server.requests[1].body as { properties: Record<string, unknown> }).properties;
    expect(props).toEqual({ room_name: wanted, exp: nowS + 2 * 3600, user_name: 'Asha Student', user_id: 'user-student' });
    expect('is_owner' in props).toBe(false);
  });

  it('caps the token at the room expiry', async () => {
    const { provider, rooms } = await setup();
    rooms.set(wanted, { name: wanted, url: `https://tutoring.daily.co/${wanted}`, privacy: 'private', config: { exp: nowS + 600 } });
    const join = await provider.joinRoom(student);
    expect(join).toMatchObject({ expiresAt: new Date((nowS + 600) * 1000).toISOString() });
  });

  it('falls back to a simple generated name, then a minimal one, and both participants meet in it', async () => {
    const [primary, simple, minimal] = dailyRoomCandidates(wanted, now);
    expect(primary).toBe(wanted);
    expect(simple).toMatch(/^room-[0-9a-f]{12}$/);
    expect(minimal).toMatch(/^r[0-9a-f]{7}$/);

    const once = await setup({ refuse: (n) => n === primary });
    const a = await once.provider.joinRoom(tutor);
    const b = await once.provider.joinRoom(student);
    expect(a).toMatchObject({ roomName: simple, roomUrl: `https://tutoring.daily.co/${simple}` });
    expect(b).toMatchObject({ roomName: simple });
    expect([...once.rooms.keys()]).toEqual([simple]);

    const twice = await setup({ refuse: (n) => n !== minimal });
    expect(await twice.provider.joinRoom(tutor)).toMatchObject({ roomName: minimal });
  });

  it('fails with the spec message when every name is refused', async () => {
    const { provider, server } = await setup({ refuse: () => true });
    const err = await failure(provider.joinRoom(tutor));
    expect(err).toMatchObject({ kind: 'status', status: 400, message: 'Invalid request - check room name format and parameters' });
    expect(server.requests.filter((r) => r.path === '/meeting-tokens')).toHaveLength(0);
  });

  it('maps 401, 403 and other statuses to the spec messages', async () => {
    const badKey = await setup({}, { apiKey: 'wrong-key' });
    expect(await failure(badKey.provider.joinRoom(tutor))).toMatchObject({ status: 401, message: 'Unauthorized - check API key' });
    const forbidden = await setup({ status: [403, 'Forbidden'] });
    expect(await failure(forbidden.provider.joinRoom(tutor))).toMatchObject({ status: 403, message: 'Forbidden - check API permissions' });
    const limited = await setup({ status: [429, 'Too Many Requests'] });
    expect(await failure(limited.provider.joinRoom(tutor))).toMatchObject({ status: 429, message: 'Too Many Requests' });
  });

  it('reports an unreachable provider as "Service unavailable"', async () => {
    const port = await closedPort();
    const provider = createDailyProvider({ apiKey: KEY, apiUrl: `http://127.0.0.1:${port}/v1`, timeoutMs: 2_000 });
    expect(await failure(provider.joinRoom(tutor))).toMatchObject({ kind: 'unreachable', message: 'Service unavailable' });
  });

  it('gives up on a slow provider after the timeout', async () => {
    const { provider } = await setup({ delayMs: 3_000 }, { timeoutMs: 200 });
    const started = Date.now();
    expect(await failure(provider.joinRoom(tutor))).toMatchObject({ kind: 'timeout', message: 'Service unavailable' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
