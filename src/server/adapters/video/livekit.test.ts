// The LiveKit adapter against a local fake of LiveKit's Twirp RoomService that verifies the server token
// with the API secret; the tokens are checked with LiveKit's own server SDK (TokenVerifier).
import type { ServerResponse } from 'node:http';
import { TokenVerifier } from 'livekit-server-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { closedPort, sendJson, startFakeServer, type RecordedRequest } from '../../testing/fake-http-server';
import { createLiveKitProvider, liveKitApiUrl, signLiveKitToken } from './livekit';
import { VideoProviderError } from './video';

const API_KEY = 'APIfakeKey123';
const SECRET = 'livekit-secret-for-tests-0123456789abcdef';
const room = 'session-0b7c7c1e-7a43-4a59-9d0c-3f1b6f1d2a10';
const verifier = new TokenVerifier(API_KEY, SECRET);

type Claims = {
  iss: string;
  sub?: string;
  name?: string;
  nbf: number;
  exp: number;
  video: Record<string, unknown>;
};

/** Twirp CreateRoom: 401 unless the bearer token verifies with the secret and grants roomCreate. */
function fakeLiveKit(options: { delayMs?: number } = {}) {
  const created: unknown[] = [];
  const handler = async (req: RecordedRequest, res: ServerResponse) => {
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    if (res.destroyed) return;
    if (req.method !== 'POST' || req.path !== '/twirp/livekit.RoomService/CreateRoom') return sendJson(res, 404, { code: 'bad_route', msg: 'no such route' });
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    let claims: Claims;
    try {
      claims = (await verifier.verify(token)) as unknown as Claims;
    } catch {
      return sendJson(res, 401, { code: 'unauthenticated', msg: 'invalid token' }, 'Unauthorized');
    }
    if (claims.video.roomCreate !== true) return sendJson(res, 403, { code: 'permission_denied', msg: 'permissions denied' }, 'Forbidden');
    created.push(req.body);
    const body = req.body as { name: string; empty_timeout: number; max_participants: number };
    sendJson(res, 200, { sid: 'RM_fake', name: body.name, emptyTimeout: body.empty_timeout, maxParticipants: body.max_participants });
  };
  return { created, handler };
}

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((c) => c()));
  closers = [];
});

async function setup(options: { delayMs?: number; secret?: string; timeoutMs?: number } = {}) {
  const fake = fakeLiveKit(options);
  const server = await startFakeServer(fake.handler);
  closers.push(server.close);
  const provider = createLiveKitProvider({
    url: 'wss://livekit.example.test',
    apiUrl: server.url,
    apiKey: API_KEY,
    apiSecret: options.secret ?? SECRET,
    timeoutMs: options.timeoutMs ?? 2_000,
  });
  return { provider, server, created: fake.created };
}

async function failure(p: Promise<unknown>): Promise<VideoProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(VideoProviderError);
  return err as VideoProviderError;
}

describe('LiveKit adapter', () => {
  it('creates the room through Twirp with a verified server token and mints a room-scoped host token for the tutor', async () => {
    const { provider, server, created } = await setup();
    const now = new Date();
    const join = await provider.joinRoom({ roomName: room, userId: 'user-tutor', displayName: 'Ravi Tutor', isOwner: true, now });
    expect(created).toEqual([{ name: room, empty_timeout: 600, max_participants: 10 }]);
    expect(server.requests[0].headers['content-type']).toBe('application/json');
    // The server token grants room creation only, and only for a minute.
    const serverClaims = (await verifier.verify(/^Bearer (.+)$/.exec(server.requests[0].headers.authorization ?? '')![1])) as unknown as Claims;
    expect(serverClaims.video).toEqual({ roomCreate: true });
    expect(serverClaims.exp - Math.floor(now.getTime() / 1000)).toBe(60);

    expect(join).toMatchObject({ provider: 'livekit', roomName: room, serverUrl: 'wss://livekit.example.test', isOwner: true });
    if (join.provider !== 'livekit') throw new Error('expected a LiveKit join');
    const claims = (await verifier.verify(join.token)) as unknown as Claims;
    expect(claims).toMatchObject({ iss: API_KEY, sub: 'user-tutor', name: 'Ravi Tutor' });
    expect(claims.video).toEqual({ room, roomJoin: true, canPublish: true, canSubscribe: true, canPublishData: true, roomAdmin: true });
    const iat = Math.floor(now.getTime() / 1000);
    expect(claims.exp).toBe(iat + 2 * 3600);
    expect(claims.nbf).toBeLessThanOrEqual(iat);
    expect(join.expiresAt).toBe(new Date(claims.exp * 1000).toISOString());
    // Signed with the secret: another secret does not verify it.
    await expect(new TokenVerifier(API_KEY, 'another-secret-another-secret').verify(join.token)).rejects.toThrow();
  });

  it('gives the student no admin rights', async () => {
    const { provider } = await setup();
    const join = await provider.joinRoom({ roomName: room, userId: 'user-student', displayName: 'Asha Student', isOwner: false, now: new Date() });
    if (join.provider !== 'livekit') throw new Error('expected a LiveKit join');
    const claims = (await verifier.verify(join.token)) as unknown as Claims;
    expect(claims.sub).toBe('user-student');
    expect(claims.video).toEqual({ room, roomJoin: true, canPublish: true, canSubscribe: true, canPublishData: true });
  });

  it('reports a wrong secret with the spec message', async () => {
    const { provider } = await setup({ secret: 'not-the-secret-not-the-secret' });
    expect(await failure(provider.joinRoom({ roomName: room, userId: 'u', displayName: 'U', isOwner: false, now: new Date() }))).toMatchObject({
      kind: 'status',
      status: 401,
      message: 'Unauthorized - check API key',
    });
  });

  it('reports an unreachable or slow server as "Service unavailable"', async () => {
    const port = await closedPort();
    const unreachable = createLiveKitProvider({ url: `ws://127.0.0.1:${port}`, apiKey: API_KEY, apiSecret: SECRET, timeoutMs: 2_000 });
    const request = { roomName: room, userId: 'u', displayName: 'U', isOwner: false, now: new Date() };
    expect(await failure(unreachable.joinRoom(request))).toMatchObject({ kind: 'unreachable', message: 'Service unavailable' });
    const { provider } = await setup({ delayMs: 3_000, timeoutMs: 200 });
    const started = Date.now();
    expect(await failure(provider.joinRoom(request))).toMatchObject({ kind: 'timeout', message: 'Service unavailable' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('derives the HTTP API URL from the browser URL', () => {
    expect(liveKitApiUrl({ url: 'wss://lk.example.com/' })).toBe('https://lk.example.com');
    expect(liveKitApiUrl({ url: 'ws://127.0.0.1:7880' })).toBe('http://127.0.0.1:7880');
    expect(liveKitApiUrl({ url: 'wss://lk.example.com', apiUrl: 'http://livekit.internal:7880/' })).toBe('http://livekit.internal:7880');
  });

  it('signs tokens LiveKit verifies and rejects once expired', async () => {
    const old = signLiveKitToken({ apiKey: API_KEY, apiSecret: SECRET }, { identity: 'u', video: { room, roomJoin: true }, now: new Date(Date.now() - 3 * 3600_000), ttlSeconds: 3600 });
    await expect(verifier.verify(old)).rejects.toThrow();
    const fresh = signLiveKitToken({ apiKey: API_KEY, apiSecret: SECRET }, { identity: 'u', video: { room, roomJoin: true }, now: new Date(), ttlSeconds: 3600 });
    expect(((await verifier.verify(fresh)) as unknown as Claims).video).toEqual({ room, roomJoin: true });
  });
});
