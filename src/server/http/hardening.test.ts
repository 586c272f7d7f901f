// The "Hardening" findings, one test each: body size, NUL characters, out-of-range dates, deep JSON and
// cookie writes without an Origin header are refused with a 4xx and a clear message, never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../../shared/schemas/instant';
import { bookings } from '../db/schema';
import { addOffering } from '../modules/bookings/bookings.fixtures';
import { BASE, createTestContext, type TestContext, type TestUser } from '../testing/harness';

let t: TestContext;
let student: TestUser;
let tutor: TestUser & { expertId: string };
let offeringId: string;

beforeAll(async () => {
  t = await createTestContext();
  student = await t.signUp('student');
  tutor = await t.signUpExpert();
  offeringId = (await addOffering(t.deps.db, tutor.expertId)).id;
});
afterAll(() => t.close());

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };
const errorOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error;

/** A request body that streams `total` bytes of a JSON string in 64 KB chunks, counting what was pulled. */
function streamedJson(total: number) {
  const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"query":"'));
      if (sent >= total) {
        controller.enqueue(new TextEncoder().encode('"}'));
        return controller.close();
      }
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => sent };
}

describe('request body size', () => {
  it('answers a 2 MB JSON body with 413 and a clear message (declared length)', async () => {
    const body = JSON.stringify({ query: 'x'.repeat(2 * 1024 * 1024) });
    const res = await t.app.request(`${BASE}/api/ai/tutor-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      body,
    });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 1 MB.' });
  });

  it('stops reading a chunked body once it passes the limit instead of buffering all of it', async () => {
    const { body, pulled } = streamedJson(40 * 1024 * 1024);
    const res = await t.app.request(`${BASE}/api/ai/tutor-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThan(2 * 1024 * 1024);
  });

  it('gives the whiteboard its own 5 MB limit', async () => {
    const element = (i: number) => ({ id: `e${i}`, type: 'freedraw', points: Array.from({ length: 300 }, (_, k) => [k, k]) });
    const big = JSON.stringify({ elements: Array.from({ length: 2_000 }, (_, i) => element(i)) });
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await t.app.request(`${BASE}/api/sessions/${crypto.randomUUID()}/whiteboard`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: BASE, cookie: student.cookie },
      body: big,
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe('The request body is larger than 5 MB.');
    // 2 MB fits: the answer is about the (unknown) session, not the size.
    const fits = JSON.stringify({ elements: Array.from({ length: 400 }, (_, i) => element(i)) });
    expect(fits.length).toBeGreaterThan(1024 * 1024);
    const ok = await t.request('PUT', `/api/sessions/${crypto.randomUUID()}/whiteboard`, { as: student, body: JSON.parse(fits) });
    expect(ok.status).toBe(404);
  });

  it('limits the sign-in routes too', async () => {
    const res = await t.request('POST', '/api/auth/sign-in/email', { body: { email: 'a@b.example', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(413);
  });
});

describe('NUL characters', () => {
  it('refuses a NUL in a search query with 400 (the status its contract fixes) and says why', async () => {
    const res = await t.request('POST', '/api/ai/tutor-search', { body: { query: 'algebra\u0000tutor' } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('query: Text must not contain NUL characters.');
  });

  it('refuses a NUL in stored text, a query string and a path parameter', async () => {
    const notes = await t.request('POST', '/api/bookings', { as: student, body: { offeringId, startTime: '2030-01-01T10:00:00Z', notes: 'hi\u0000' } });
    expect(notes.status).toBe(422);
    expect((await errorOf(notes)).fields).toEqual({ notes: 'Text must not contain NUL characters.' });
    const query = await t.request('GET', '/api/experts?cursor=a%00b');
    expect(query.status).toBe(422);
    const param = await t.request('GET', '/api/experts/a%00b');
    expect(param.status).toBe(422);
    expect((await errorOf(param)).message).toContain('NUL');
  });

  it('refuses a NUL on the sign-up route', async () => {
    const res = await t.request('POST', '/api/auth/sign-up/email', {
      body: { email: 'nul@test.example', password: 'long-enough-1', name: 'A\u0000', fullName: 'A\u0000', userType: 'student', phone: '+91 90000 00000' },
    });
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toContain('NUL');
  });
});

describe('NUL characters that reach the database', () => {
  it('answers a NUL in a field a route reads itself (a multipart title) with 400, not 500', async () => {
    const start = new Date('2030-02-01T10:00:00Z');
    const [booking] = await t.deps.db
      .insert(bookings)
      .values({ expertId: tutor.expertId, studentId: student.id, scheduledAt: start, endsAt: new Date(start.getTime() + 3_600_000), status: 'confirmed' })
      .returning();
    const form = new FormData();
    form.set('file', new File(['Plain notes for the lesson.\n'], 'notes.txt'));
    form.set('bookingId', booking.id);
    form.set('title', 'Notes\u0000');
    const res = await t.app.request(`${BASE}/api/materials`, { method: 'POST', headers: { cookie: tutor.cookie, origin: BASE }, body: form });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Text must not contain NUL characters.');
  });
});

describe('dates', () => {
  it('refuses a booking that starts in the year 9999 with a 422 naming the range', async () => {
    const res = await t.request('POST', '/api/bookings', { as: student, body: { offeringId, startTime: '9999-12-31T10:00:00Z' } });
    expect(res.status).toBe(422);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION', fields: { startTime: DATE_RANGE_MESSAGE } });
  });

  it('refuses slot ranges and availability dates outside the range', async () => {
    const slots = await t.request('GET', `/api/experts/${tutor.expertId}/slots?offeringId=${offeringId}&from=2030-01-01T00:00:00Z&to=9999-12-31T00:00:00Z`);
    expect(slots.status).toBe(422);
    expect((await errorOf(slots)).fields).toEqual({ to: DATE_RANGE_MESSAGE });
    const early = await t.request('GET', '/api/bookings?from=1969-12-31T23:59:59Z', { as: student });
    expect(early.status).toBe(422);
    const slot = await t.request('POST', '/api/availability/slots', {
      as: tutor,
      body: { date: '9999-12-31', startTime: '10:00', endTime: '11:00', timezone: 'UTC' },
    });
    expect(slot.status).toBeGreaterThanOrEqual(400);
    expect(slot.status).toBeLessThan(500);
    expect((await errorOf(slot)).message).toContain(DATE_RANGE_MESSAGE);
  });
});

describe('nesting', () => {
  it('answers whiteboard JSON nested 5,000 levels deep with 400', async () => {
    const deep = `{"elements":[{"id":"a","type":"rectangle","data":${'['.repeat(5_000)}${']'.repeat(5_000)}}]}`;
    const res = await t.app.request(`${BASE}/api/sessions/${crypto.randomUUID()}/whiteboard`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: student.cookie },
      body: deep,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'BAD_REQUEST', message: 'The request body is nested too deeply.' });
  });
});

describe('cross-site writes without Origin', () => {
  const write = (path: string, headers: Record<string, string>, body?: string) =>
    t.app.request(`${BASE}${path}`, { method: 'POST', headers: { cookie: student.cookie, ...headers }, body });

  it('refuses a cookie write with a text/plain JSON body and no Origin', async () => {
    const res = await write('/api/notifications/read', { 'content-type': 'text/plain' }, '{}');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('FORBIDDEN');
  });

  it('refuses form-encoded and multipart writes without Origin, and on the auth routes alike', async () => {
    expect((await write('/api/notifications/read', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1')).status).toBe(403);
    const form = new FormData();
    form.set('file', new File(['hello'], 'notes.txt'));
    const multipart = await t.app.request(`${BASE}/api/materials`, { method: 'POST', headers: { cookie: tutor.cookie }, body: form });
    expect(multipart.status).toBe(403);
    expect((await write('/api/auth/sign-out', { 'content-type': 'text/plain;charset=UTF-8' }, '{}')).status).toBe(403);
  });

  it('refuses Sec-Fetch-Site: cross-site whatever the content type', async () => {
    const res = await write('/api/notifications/read', { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, '{}');
    expect(res.status).toBe(403);
  });

  it('still accepts JSON, raw uploads and bodyless writes without Origin, and any write from our own Origin', async () => {
    expect((await write('/api/notifications/read', { 'content-type': 'application/json' }, '{}')).status).toBe(204);
    expect((await write('/api/notifications/read', {})).status).toBe(204);
    expect((await write('/api/notifications/read', { 'content-type': 'text/plain', origin: BASE, 'sec-fetch-site': 'same-origin' }, '{}')).status).toBe(204);
  });
});
