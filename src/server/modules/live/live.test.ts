import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { resolveActor } from '../identity/identity.service';
import { topicAuthorizers } from '../topics';
import { parseIceServers, turnCredentials } from './live.service';

const NOT_FOUND = "Session not found or you don't have access to it";
const clock = new Date('2026-05-01T10:00:00Z');
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

let t: TestContext;
let student: TestUser;
let other: TestUser;
let expert: TestUser & { expertId: string };
let expert2: TestUser & { expertId: string };
let open: string; // confirmed, starts in 10 minutes
let early: string; // confirmed, starts in 2 hours
let pending: string; // pending, starts in 5 minutes
let othersBooking: string; // `other` with expert2

async function book(studentId: string, expertId: string, startIn: number, status: string) {
  const [row] = await t.deps.db
    .insert(bookings)
    .values({ studentId, expertId, scheduledAt: minutes(startIn), endsAt: minutes(startIn + 60), status })
    .returning({ id: bookings.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestContext({
    now: () => clock,
    env: { ICE_SERVERS: 'stun:stun.example.test:3478', TURN_SECRET: 'turn-secret-for-tests', TURN_URLS: 'turn:turn.example.test:3478?transport=udp,turns:turn.example.test:5349' },
  });
  student = await t.signUp('student', { fullName: 'Asha Student' });
  other = await t.signUp('student');
  expert = await t.signUpExpert({ fullName: 'Ravi Tutor' });
  expert2 = await t.signUpExpert();
  open = await book(student.id, expert.expertId, 10, 'confirmed');
  early = await book(student.id, expert.expertId, 120, 'confirmed');
  pending = await book(student.id, expert.expertId, 300, 'pending');
  othersBooking = await book(other.id, expert2.expertId, 500, 'confirmed');
});
afterAll(() => t.close());

describe('GET /api/sessions/:bookingId', () => {
  it("shows the session to the booking's student and tutor with their roles", async () => {
    const s = await t.json('GET', `/api/sessions/${open}`, { as: student });
    expect(s).toMatchObject({
      id: open,
      role: 'student',
      title: 'Learning Session',
      roomName: `session-${open}`,
      status: 'confirmed',
      canJoin: true,
      reason: null,
      otherName: 'Ravi Tutor',
      expertName: 'Ravi Tutor',
      studentName: 'Asha Student',
    });
    expect(s.start).toBe(minutes(10).toISOString());
    const x = await t.json('GET', `/api/sessions/${open}`, { as: expert });
    expect(x).toMatchObject({ role: 'tutor', title: 'Teaching Session', otherName: 'Asha Student', otherUserId: student.id });
  });

  it('names each person as their profile does, after a change of name too', async () => {
    await t.json('PATCH', '/api/profile', { as: student, body: { firstName: 'Asha', lastName: 'Verma' } });
    expect(await t.json('GET', `/api/sessions/${open}`, { as: expert })).toMatchObject({ otherName: 'Asha Verma', studentName: 'Asha Verma' });
    await t.json('PATCH', '/api/profile', { as: student, body: { firstName: 'Asha', lastName: 'Student' } });
  });

  it('is a 404 for outsiders, students of other bookings and unknown ids', async () => {
    for (const [who, id] of [
      [other, open],
      [expert2, open],
      [student, othersBooking],
      [student, '00000000-0000-4000-8000-000000000000'],
      [student, 'not-a-uuid'],
    ] as const) {
      const res = await t.request('GET', `/api/sessions/${id}`, { as: who });
      expect(res.status).toBe(404);
      expect((await res.json()).error.message).toBe(NOT_FOUND);
    }
    expect((await t.request('GET', `/api/sessions/${open}`)).status).toBe(401);
  });

  it('reports the not-ready texts outside the window', async () => {
    expect(await t.json('GET', `/api/sessions/${early}`, { as: student })).toMatchObject({
      canJoin: false,
      reason: 'You can join this session 15 minutes before the scheduled time.',
    });
    expect(await t.json('GET', `/api/sessions/${pending}`, { as: student })).toMatchObject({
      canJoin: false,
      reason: 'This session is pending confirmation from your tutor.',
    });
  });
});

describe('ICE servers', () => {
  it('gives participants STUN plus short-lived TURN REST credentials', async () => {
    const ice = await t.json('GET', `/api/sessions/${open}/ice`, { as: student });
    expect(ice.ttlSeconds).toBe(3600);
    expect(ice.iceServers[0]).toEqual({ urls: 'stun:stun.example.test:3478' });
    const turn = ice.iceServers[1];
    expect(turn.urls).toEqual(['turn:turn.example.test:3478?transport=udp', 'turns:turn.example.test:5349']);
    const expiry = Math.floor(clock.getTime() / 1000) + 3600;
    expect(turn.username).toBe(`${expiry}:${student.id}`);
    expect(turn.credential).toBe(createHmac('sha1', 'turn-secret-for-tests').update(turn.username).digest('base64'));
  });

  it("comes with the open session itself, minted for the caller, and never outside the window", async () => {
    const s = await t.json('GET', `/api/sessions/${open}`, { as: student });
    expect(s.ice.ttlSeconds).toBe(3600);
    expect(s.ice.iceServers[0]).toEqual({ urls: 'stun:stun.example.test:3478' });
    const expiry = Math.floor(clock.getTime() / 1000) + 3600;
    expect(s.ice.iceServers[1].username).toBe(`${expiry}:${student.id}`);
    expect(s.ice.iceServers[1].credential).toBe(createHmac('sha1', 'turn-secret-for-tests').update(`${expiry}:${student.id}`).digest('base64'));
    expect((await t.json('GET', `/api/sessions/${open}`, { as: expert })).ice.iceServers[1].username).toBe(`${expiry}:${expert.id}`);
    expect((await t.json('GET', `/api/sessions/${early}`, { as: student })).ice).toBeNull();
    expect((await t.json('GET', `/api/sessions/${pending}`, { as: expert })).ice).toBeNull();
    const res = await t.request('GET', `/api/sessions/${open}`, { as: student });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses ICE outside the window and to outsiders', async () => {
    const res = await t.request('GET', `/api/sessions/${early}/ice`, { as: student });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('You can join this session 15 minutes before the scheduled time.');
    expect((await t.request('GET', `/api/sessions/${pending}/ice`, { as: expert })).status).toBe(403);
    expect((await t.request('GET', `/api/sessions/${open}/ice`, { as: other })).status).toBe(404);
  });

  it('parses ICE_SERVERS as JSON or a comma list', () => {
    expect(parseIceServers('stun:a:1, stun:b:2')).toEqual([{ urls: 'stun:a:1' }, { urls: 'stun:b:2' }]);
    expect(parseIceServers('[{"urls":["stun:a"]},"stun:b"]')).toEqual([{ urls: ['stun:a'] }, { urls: 'stun:b' }]);
    expect(parseIceServers(undefined)).toEqual([]);
    expect(parseIceServers('[broken')).toEqual([]);
    const c = turnCredentials('s', 'u1', new Date(1_000_000), 60);
    expect(c.username).toBe('1060:u1');
  });
});

describe('realtime session topic', () => {
  const can = async (u: TestUser, id: string) => {
    const actor = await resolveActor(t.deps, new Headers({ cookie: u.cookie }));
    return topicAuthorizers.session(t.deps, actor!, id);
  };
  it("admits only the booking's participants while the window is open", async () => {
    expect(await can(student, open)).toBe(true);
    expect(await can(expert, open)).toBe(true);
    expect(await can(other, open)).toBe(false);
    expect(await can(expert2, open)).toBe(false);
    expect(await can(student, early)).toBe(false);
    expect(await can(student, pending)).toBe(false);
    expect(await can(student, 'nope')).toBe(false);
  });
});

describe('whiteboard, notes and chat', () => {
  const stroke = { id: 's1', type: 'stroke', color: '#111827', width: 3, points: [[1, 2], [3, 4]] };
  it('saves and reads the whiteboard for both participants', async () => {
    expect(await t.json('GET', `/api/sessions/${open}/whiteboard`, { as: student })).toEqual({ elements: [] });
    await t.json('PUT', `/api/sessions/${open}/whiteboard`, { as: expert, body: { elements: [stroke] } });
    expect(await t.json('GET', `/api/sessions/${open}/whiteboard`, { as: student })).toEqual({ elements: [stroke] });
    expect((await t.request('PUT', `/api/sessions/${open}/whiteboard`, { as: other, body: { elements: [] } })).status).toBe(404);
    expect((await t.request('PUT', `/api/sessions/${open}/whiteboard`, { as: student, body: { elements: [{ bad: 1 }] } })).status).toBe(422);
  });

  it("keeps the tutor's notes private to the tutor", async () => {
    await t.json('PUT', `/api/sessions/${open}/notes`, { as: expert, body: { notes: 'Covered limits.' } });
    expect(await t.json('GET', `/api/sessions/${open}/notes`, { as: expert })).toEqual({ notes: 'Covered limits.' });
    expect((await t.request('GET', `/api/sessions/${open}/notes`, { as: student })).status).toBe(403);
    expect((await t.request('PUT', `/api/sessions/${open}/notes`, { as: student, body: { notes: 'x' } })).status).toBe(403);
  });

  it("stores in-call chat in the pair's thread once per client id and publishes it", async () => {
    const events: string[] = [];
    const off = t.deps.bus.subscribe((m) => {
      if (m.kind === 'event') events.push(`${m.topic.split(':')[0]}:${m.event}`);
    });
    const body = { content: '  Hello there ', clientId: 'c-1' };
    const m1 = await t.json('POST', `/api/sessions/${open}/chat`, { as: student, body, expect: 201 });
    const m2 = await t.json('POST', `/api/sessions/${open}/chat`, { as: student, body, expect: 201 });
    expect(m1.id).toBe(m2.id);
    expect(m1).toMatchObject({ content: 'Hello there', senderName: 'Asha Student' });
    await t.json('POST', `/api/sessions/${open}/chat`, { as: expert, body: { content: 'Hi!', clientId: 'c-1' }, expect: 201 });
    const list = await t.json('GET', `/api/sessions/${open}/chat`, { as: expert });
    expect(list.map((m: { content: string }) => m.content)).toEqual(['Hello there', 'Hi!']);
    expect(events).toContain('thread:message.created');
    expect(events).toContain('session:chat.message');
    off();
    expect((await t.request('POST', `/api/sessions/${early}/chat`, { as: student, body: { content: 'x', clientId: 'c-2' } })).status).toBe(403);
    expect((await t.request('POST', `/api/sessions/${open}/chat`, { as: student, body: { content: '  ', clientId: 'c-3' } })).status).toBe(422);
  });
});
