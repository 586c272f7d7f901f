// POST /api/sessions/:bookingId/video with each provider: who may join, when, what the browser gets
// (never the provider's key), and how provider failures answer. Daily and LiveKit are local fakes.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { TokenVerifier } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { closedPort, sendJson, startFakeServer, type RecordedRequest } from '../../testing/fake-http-server';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';

const NOT_FOUND = "Session not found or you don't have access to it";
const DAILY_KEY = 'daily-api-key-never-in-a-response-7f3a';
const LIVEKIT_KEY = 'APIlivekitKey42';
const LIVEKIT_SECRET = 'livekit-secret-never-in-a-response-91c2';
// Real time: LiveKit's verifier checks the tokens against the current clock.
const clock = new Date();
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

type Setup = { t: TestContext; student: TestUser; other: TestUser; expert: TestUser & { expertId: string }; open: string; early: string };

async function setup(env: Record<string, string>): Promise<Setup> {
  // No web build: its inline scripts would add their hashes to script-src, and the policy is checked as the API has it.
  const t = await createTestContext({ now: () => clock, env: { WEB_DIST: 'no-web-build-for-this-test', ...env } });
  const student = await t.signUp('student', { fullName: 'Asha Student' });
  const other = await t.signUp('student');
  const expert = await t.signUpExpert({ fullName: 'Ravi Tutor' });
  const book = async (startIn: number) => {
    const [row] = await t.deps.db
      .insert(bookings)
      .values({ studentId: student.id, expertId: expert.expertId, scheduledAt: minutes(startIn), endsAt: minutes(startIn + 60), status: 'confirmed' })
      .returning({ id: bookings.id });
    return row.id;
  };
  return { t, student, other, expert, open: await book(10), early: await book(120) };
}

/** Every response body a test saw, to prove no provider secret ever left the server. */
const bodies: string[] = [];
async function call(s: Setup, method: string, url: string, as?: TestUser) {
  const res = await s.t.request(method, url, { as });
  const text = await res.text();
  bodies.push(text);
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown> & { error?: { message: string } }) : {} };
}

describe('built-in video (default)', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setup({});
  });
  afterAll(() => s.t.close());

  it('answers { provider: builtin } and the session says so', async () => {
    expect(await call(s, 'POST', `/api/sessions/${s.open}/video`, s.student)).toEqual({ status: 200, body: { provider: 'builtin' } });
    expect((await call(s, 'GET', `/api/sessions/${s.open}`, s.student)).body.videoProvider).toBe('builtin');
  });

  it('keeps the page policies to our own origin', async () => {
    const res = await s.t.request('GET', '/api/health');
    // Frames: only the tutors' intro video players (profile pages), no video provider.
    expect(res.headers.get('content-security-policy')).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com(;|$)/);
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' ws: wss:;");
    expect(res.headers.get('permissions-policy')).toBe('camera=(self), microphone=(self), display-capture=(self), geolocation=()');
  });
});

describe('Daily video', () => {
  let s: Setup;
  let daily: Awaited<ReturnType<typeof startFakeServer>>;
  const rooms = new Map<string, { name: string; url: string }>();
  let mode: 'ok' | 'unauthorized' = 'ok';

  beforeAll(async () => {
    daily = await startFakeServer((req: RecordedRequest, res: ServerResponse) => {
      if (mode === 'unauthorized' || req.headers.authorization !== `Bearer ${DAILY_KEY}`) return sendJson(res, 401, { error: 'authentication-error' }, 'Unauthorized');
      const get = /^\/v1\/rooms\/([^/]+)$/.exec(req.path);
      if (req.method === 'GET' && get) {
        const room = rooms.get(get[1]);
        return room ? sendJson(res, 200, room) : sendJson(res, 404, { error: 'not-found' }, 'Not Found');
      }
      if (req.method === 'POST' && req.path === '/v1/rooms') {
        const { name } = req.body as { name: string };
        rooms.set(name, { name, url: `https://tutoring.daily.co/${name}` });
        return sendJson(res, 200, rooms.get(name));
      }
      if (req.method === 'POST' && req.path === '/v1/meeting-tokens') {
        const p = (req.body as { properties: { user_id: string; is_owner?: boolean } }).properties;
        return sendJson(res, 200, { token: `token-for-${p.user_id}${p.is_owner ? '-owner' : ''}` });
      }
      sendJson(res, 404, {}, 'Not Found');
    });
    s = await setup({ VIDEO_PROVIDER: 'daily', DAILY_API_KEY: DAILY_KEY, DAILY_API_URL: `${daily.url}/v1` });
  });
  afterAll(async () => {
    await s.t.close();
    await daily.close();
  });

  it('gives the tutor an owner token and the student a plain one, for the same private room', async () => {
    const room = `session-${s.open}`;
    const tutor = await call(s, 'POST', `/api/sessions/${s.open}/video`, s.expert);
    expect(tutor.status).toBe(200);
    expect(tutor.body).toMatchObject({ provider: 'daily', roomName: room, roomUrl: `https://tutoring.daily.co/${room}`, token: `token-for-${s.expert.id}-owner`, isOwner: true });
    const student = await call(s, 'POST', `/api/sessions/${s.open}/video`, s.student);
    expect(student.body).toMatchObject({ provider: 'daily', roomUrl: tutor.body.roomUrl, token: `token-for-${s.student.id}`, isOwner: false });
    expect(daily.requests.filter((r) => r.method === 'POST' && r.path === '/v1/rooms')).toHaveLength(1);
    const tokenBodies = daily.requests.filter((r) => r.path === '/v1/meeting-tokens').map((r) => (r.body as { properties: Record<string, unknown> }).properties);
    expect(tokenBodies.map((p) => p.user_name)).toEqual(['Ravi Tutor', 'Asha Student']);
    const session = (await call(s, 'GET', `/api/sessions/${s.open}`, s.student)).body;
    expect(session.videoProvider).toBe('daily');
    expect(session.ice).toBeNull();
  });

  it("lets the page frame Daily's room and hand it the camera, microphone and screen", async () => {
    const res = await s.t.request('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-src 'self' https://*.daily.co");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(res.headers.get('permissions-policy')).toBe(
      'camera=(self "https://*.daily.co"), microphone=(self "https://*.daily.co"), display-capture=(self "https://*.daily.co"), geolocation=()',
    );
  });

  it('is a 404 for outsiders and unknown bookings, 403 outside the window, 401 signed out', async () => {
    for (const [who, id] of [
      [s.other, s.open],
      [s.student, '00000000-0000-4000-8000-000000000000'],
      [s.student, 'not-a-uuid'],
    ] as const) {
      const res = await call(s, 'POST', `/api/sessions/${id}/video`, who);
      expect(res.status).toBe(404);
      expect(res.body.error?.message).toBe(NOT_FOUND);
    }
    const early = await call(s, 'POST', `/api/sessions/${s.early}/video`, s.student);
    expect(early.status).toBe(403);
    expect(early.body.error?.message).toBe('You can join this session 15 minutes before the scheduled time.');
    expect((await call(s, 'POST', `/api/sessions/${s.open}/video`)).status).toBe(401);
    expect(daily.requests.some((r) => r.path.includes(s.early))).toBe(false);
  });

  it('answers a refused key with 502 and the spec message', async () => {
    mode = 'unauthorized';
    try {
      const res = await call(s, 'POST', `/api/sessions/${s.open}/video`, s.student);
      expect(res).toEqual({ status: 502, body: { error: { code: 'BAD_GATEWAY', message: 'Unauthorized - check API key' } } });
    } finally {
      mode = 'ok';
    }
  });

  it('answers an unreachable provider with 503 "Service unavailable"', async () => {
    const port = await closedPort();
    const down = await setup({ VIDEO_PROVIDER: 'daily', DAILY_API_KEY: DAILY_KEY, DAILY_API_URL: `http://127.0.0.1:${port}/v1` });
    try {
      const res = await call(down, 'POST', `/api/sessions/${down.open}/video`, down.student);
      expect(res).toEqual({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Service unavailable' } } });
    } finally {
      await down.t.close();
    }
  });

  it('gives every seat of a group session the class room, the tutor as its owner', async () => {
    const groupSessionId = randomUUID();
    const seat = async (studentId: string) => {
      const [row] = await s.t.deps.db
        .insert(bookings)
        .values({ studentId, expertId: s.expert.expertId, scheduledAt: minutes(-50), endsAt: minutes(10), status: 'confirmed', sessionType: 'group', groupSessionId })
        .returning({ id: bookings.id });
      return row.id;
    };
    const [a, b] = [await seat(s.student.id), await seat(s.other.id)];
    const room = `session-group-${groupSessionId}`;
    const first = await call(s, 'POST', `/api/sessions/${a}/video`, s.student);
    const second = await call(s, 'POST', `/api/sessions/${b}/video`, s.other);
    const host = await call(s, 'POST', `/api/sessions/${b}/video`, s.expert);
    expect(first.body).toMatchObject({ provider: 'daily', roomName: room, roomUrl: `https://tutoring.daily.co/${room}`, isOwner: false });
    expect(second.body).toMatchObject({ roomName: room, roomUrl: first.body.roomUrl, isOwner: false });
    expect(host.body).toMatchObject({ roomName: room, roomUrl: first.body.roomUrl, token: `token-for-${s.expert.id}-owner`, isOwner: true });
    expect(daily.requests.filter((r) => r.method === 'POST' && r.path === '/v1/rooms' && (r.body as { name: string }).name === room)).toHaveLength(1);
  });
});

describe('LiveKit video', () => {
  let s: Setup;
  let livekit: Awaited<ReturnType<typeof startFakeServer>>;
  const verifier = new TokenVerifier(LIVEKIT_KEY, LIVEKIT_SECRET);

  beforeAll(async () => {
    livekit = await startFakeServer(async (req, res) => {
      try {
        await verifier.verify(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
      } catch {
        return sendJson(res, 401, { code: 'unauthenticated', msg: 'invalid token' }, 'Unauthorized');
      }
      sendJson(res, 200, { sid: 'RM_1', name: (req.body as { name: string }).name });
    });
    s = await setup({ VIDEO_PROVIDER: 'livekit', LIVEKIT_URL: 'wss://livekit.example.test', LIVEKIT_API_URL: livekit.url, LIVEKIT_API_KEY: LIVEKIT_KEY, LIVEKIT_API_SECRET: LIVEKIT_SECRET });
  });
  afterAll(async () => {
    await s.t.close();
    await livekit.close();
  });

  it('gives each participant a token for this room only; the tutor is room admin', async () => {
    const room = `session-${s.open}`;
    const tutor = await call(s, 'POST', `/api/sessions/${s.open}/video`, s.expert);
    expect(tutor).toMatchObject({ status: 200, body: { provider: 'livekit', roomName: room, serverUrl: 'wss://livekit.example.test', isOwner: true } });
    const claims = await verifier.verify(tutor.body.token as string);
    expect(claims.sub).toBe(s.expert.id);
    expect(claims.video).toMatchObject({ room, roomJoin: true, roomAdmin: true });
    const student = await call(s, 'POST', `/api/sessions/${s.open}/video`, s.student);
    const studentClaims = await verifier.verify(student.body.token as string);
    expect(studentClaims).toMatchObject({ sub: s.student.id, name: 'Asha Student' });
    expect(studentClaims.video?.roomAdmin).toBeUndefined();
    expect(livekit.requests.map((r) => r.path)).toEqual(['/twirp/livekit.RoomService/CreateRoom', '/twirp/livekit.RoomService/CreateRoom']);
    expect((await call(s, 'POST', `/api/sessions/${s.open}/video`, s.other)).status).toBe(404);
    expect((await call(s, 'POST', `/api/sessions/${s.early}/video`, s.expert)).status).toBe(403);
  });

  it('lets the page reach the LiveKit server and nothing else new', async () => {
    const res = await s.t.request('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' ws: wss: wss://livekit.example.test https://livekit.example.test;");
    // Frames: only the tutors' intro video players (profile pages), no video provider.
    expect(res.headers.get('content-security-policy')).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com(;|$)/);
  });
});

describe('provider secrets', () => {
  it('never appear in any response body', () => {
    expect(bodies.length).toBeGreaterThan(10);
    for (const b of bodies) {
      expect(b).not.toContain(DAILY_KEY);
      expect(b).not.toContain(LIVEKIT_SECRET);
    }
  });
});
