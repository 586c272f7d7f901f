// The session page with an outside video provider configured. No Daily or LiveKit service is reachable
// from the test machine, so this covers what can be checked for real: the page asks our server (never the
// provider) for the room, loads the provider's SDK only then, hands LiveKit the server-minted token, shows
// the spec's error states with Retry and Force Initialize, and never receives a provider secret.
// Each test runs its own server (fresh in-memory database) with the provider's settings, plus a local
// stand-in for the provider's HTTP API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect, type Browser, type Page } from '@playwright/test';
import { TokenVerifier } from 'livekit-server-sdk';
import { bookings, expertProfiles } from '../../src/server/db/schema';
import { startRoomServer, type Room } from './room-server';
import { allowTime } from './fixtures';

const PASSWORD = 'video-pass-2026';
const DAILY_KEY = `daily-key-${Date.now()}-never-in-the-page`;
const LIVEKIT_KEY = 'APIe2eLiveKit';
const LIVEKIT_SECRET = `livekit-secret-${Date.now()}-never-in-the-page`;

async function listen(server: Server) {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

type AppServer = Room;

/** A signed-in student with a confirmed booking that is open now, on the session page. */
async function studentOnSessionPage(browser: Browser, app: AppServer) {
  const ctx = await browser.newContext({ baseURL: app.base, permissions: ['camera', 'microphone'] });
  const signUp = async (userType: 'student' | 'tutor', name: string) => {
    const email = `${userType}-${Date.now()}-${Math.random().toString(36).slice(2)}@video.e2e.test`;
    const res = await ctx.request.post('/api/auth/sign-up/email', { headers: { origin: app.base }, data: { email, password: PASSWORD, name, fullName: name, userType, phone: '+91 90000 00000' } });
    expect(res.ok(), await res.text()).toBe(true);
    return ((await res.json()) as { user: { id: string } }).user.id;
  };
  const tutorId = await signUp('tutor', 'Meera Tutor'); // signs the context in as the tutor first
  const studentId = await signUp('student', 'Kabir Student'); // then as the student
  const [expert] = await app.deps.db.insert(expertProfiles).values({ userId: tutorId, bio: 'Physics tutor.' }).returning({ id: expertProfiles.id });
  const start = new Date(Date.now() + 5 * 60_000);
  const [b] = await app.deps.db
    .insert(bookings)
    .values({ studentId, expertId: expert.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
    .returning({ id: bookings.id });
  const page = await ctx.newPage();
  const seen = { bodies: [] as string[], scripts: [] as string[], errors: [] as string[] };
  page.on('response', async (res) => {
    if (res.url().startsWith(app.base)) seen.bodies.push(await res.text().catch(() => ''));
  });
  page.on('request', (req) => {
    if (req.resourceType() === 'script') seen.scripts.push(req.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') seen.errors.push(m.text());
  });
  page.on('pageerror', (e) => seen.errors.push(`page error: ${e.message}`));
  await page.goto(`/session/${b.id}`);
  await expect(page.getByRole('heading', { name: 'Learning Session' })).toBeVisible();
  return { ctx, page, seen, bookingId: b.id };
}

async function retryTwiceThenForce(page: Page, title: string) {
  const alert = page.getByRole('alert').filter({ hasText: title });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Force Initialize' })).toHaveCount(0);
  await alert.getByRole('button', { name: /^Retry/ }).click();
  await expect(alert.getByRole('button', { name: 'Retry (1)' })).toBeVisible({ timeout: 20_000 });
  await alert.getByRole('button', { name: /^Retry/ }).click();
  await expect(alert.getByRole('button', { name: 'Retry (2)' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Force Initialize' })).toBeVisible();
}

test('Daily: an unreachable provider shows "Service unavailable" with Retry and Force Initialize; no SDK, no key', async ({ browser }) => {
  allowTime(120_000);
  const closed = createServer();
  const deadPort = await listen(closed);
  await new Promise<void>((r) => closed.close(() => r()));
  const app = await startRoomServer({ VIDEO_PROVIDER: 'daily', DAILY_API_KEY: DAILY_KEY, DAILY_API_URL: `http://127.0.0.1:${deadPort}/v1` });
  try {
    const { ctx, page, seen } = await studentOnSessionPage(browser, app);
    await expect(page.getByTestId('provider-call')).toHaveAttribute('data-provider', 'daily');
    await retryTwiceThenForce(page, 'Service unavailable');
    expect(seen.scripts.some((u) => /daily-esm|livekit-client/.test(u))).toBe(false);
    expect(seen.bodies.join('\n')).not.toContain(DAILY_KEY);
    expect(seen.errors.filter((e) => !/status of 503/.test(e))).toEqual([]);
    await ctx.close();
  } finally {
    await app.close();
  }
});

test('LiveKit: the page loads livekit-client and connects to the LiveKit URL with the server-minted token', async ({ browser }) => {
  allowTime(120_000);
  const verifier = new TokenVerifier(LIVEKIT_KEY, LIVEKIT_SECRET);
  const createRooms: { name: string; max_participants: number }[] = [];
  const signalTokens: string[] = [];
  // Stand-in for the LiveKit server: Twirp CreateRoom (token checked with the secret); the browser's
  // signal connection is recorded and refused, as no media server runs here.
  const lk = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.url === '/twirp/livekit.RoomService/CreateRoom') {
          try {
            await verifier.verify((req.headers.authorization ?? '').replace(/^Bearer /, ''));
          } catch {
            res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":"unauthenticated","msg":"invalid token"}');
            return;
          }
          createRooms.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { name: string; max_participants: number });
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"sid":"RM_e2e"}');
          return;
        }
        const token = new URL(req.url ?? '/', 'http://x').searchParams.get('access_token');
        if (token) signalTokens.push(token);
        res.writeHead(503, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' }).end('no media server here');
      })();
    });
  });
  lk.on('upgrade', (req, socket) => {
    const token = new URL(req.url ?? '/', 'http://x').searchParams.get('access_token');
    if (token) signalTokens.push(token);
    socket.destroy();
  });
  const lkPort = await listen(lk);
  const app = await startRoomServer({
    VIDEO_PROVIDER: 'livekit',
    LIVEKIT_URL: `ws://127.0.0.1:${lkPort}`,
    LIVEKIT_API_KEY: LIVEKIT_KEY,
    LIVEKIT_API_SECRET: LIVEKIT_SECRET,
  });
  try {
    const { ctx, page, seen, bookingId } = await studentOnSessionPage(browser, app);
    await expect(page.getByTestId('provider-call')).toHaveAttribute('data-provider', 'livekit');
    await retryTwiceThenForce(page, 'Failed to start video session');

    expect(createRooms.length).toBeGreaterThanOrEqual(1);
    expect(createRooms[0]).toMatchObject({ name: `session-${bookingId}`, max_participants: 10 });
    expect(seen.scripts.some((u) => /livekit-client/.test(u))).toBe(true);
    expect(seen.scripts.some((u) => /daily-esm/.test(u))).toBe(false);
    // The browser went to the LiveKit URL with a token for this room and this student only.
    expect(signalTokens.length).toBeGreaterThan(0);
    const claims = await verifier.verify(signalTokens[0]);
    expect(claims.video).toMatchObject({ room: `session-${bookingId}`, roomJoin: true });
    expect(claims.video?.roomAdmin).toBeUndefined();
    expect(claims.name).toBe('Kabir Student');

    expect(seen.bodies.join('\n')).not.toContain(LIVEKIT_SECRET);
    // The page policy let the SDK reach the LiveKit server: nothing was refused by the CSP.
    expect(seen.errors.filter((e) => /Content Security Policy|Refused to/.test(e))).toEqual([]);
    expect(seen.errors.filter((e) => e.startsWith('page error'))).toEqual([]);
    await ctx.close();
  } finally {
    await app.close();
    lk.closeAllConnections();
    lk.close();
  }
});
