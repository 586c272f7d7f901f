// A group session's one room: every seat meets in session-group-{groupSessionId} with the tutor as host; roster
// with attendance per seat and presence, hands, the tutor's mute and spotlight, the shared whiteboard and chat,
// and who may subscribe to `class:{groupSessionId}`. Every rule is the server's.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage } from '../../../shared/realtime';
import type { ClassDto, SessionChatMessageDto, SessionDto } from '../../../shared/schemas/live';
import { bookings } from '../../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../testing/harness';
import { resolveActor } from '../identity/identity.service';
import { topicAuthorizers } from '../topics';
import { setClassMediaLoader } from './class-media';

let clock = new Date('2026-05-01T10:00:00Z');
const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

let t: TestContext;
let tutor: TestUser & { expertId: string };
let otherTutor: TestUser & { expertId: string };
let ann: TestUser;
let ben: TestUser;
let cat: TestUser;
let outsider: TestUser;
const gid = randomUUID();
const seats: Record<string, string> = {};
let oneToOne: string;
const heard: BusMessage[] = [];
const mutes: [string, string, boolean][] = [];

async function book(studentId: string, status: string, groupSessionId: string | null, startIn = 10, expertId = tutor.expertId) {
  const [row] = await t.deps.db
    .insert(bookings)
    .values({ studentId, expertId, scheduledAt: minutes(startIn), endsAt: minutes(startIn + 60), status, sessionType: groupSessionId ? 'group' : 'one_on_one', groupSessionId })
    .returning({ id: bookings.id });
  return row.id;
}

beforeAll(async () => {
  t = await createTestContext({ now: () => clock });
  tutor = await t.signUpExpert({ fullName: 'Gita Host' });
  otherTutor = await t.signUpExpert();
  ann = await t.signUp('student', { fullName: 'Ann One' });
  ben = await t.signUp('student', { fullName: 'Ben Two' });
  cat = await t.signUp('student', { fullName: 'Cat Three' });
  outsider = await t.signUp('student', { fullName: 'Olly Outside' });
  seats.ann = await book(ann.id, 'confirmed', gid);
  seats.ben = await book(ben.id, 'confirmed', gid);
  seats.cat = await book(cat.id, 'confirmed', gid);
  // A cancelled seat is not part of the class.
  seats.gone = await book(outsider.id, 'cancelled', gid);
  oneToOne = await book(ann.id, 'confirmed', null, 20, otherTutor.expertId);
  t.deps.bus.subscribe((m) => void heard.push(m));
  setClassMediaLoader(() =>
    Promise.resolve({
      setMuted: (room: string, userId: string, muted: boolean) => void mutes.push([room, userId, muted]),
    }),
  );
});
afterAll(() => t.close());

const getClass = (bookingId: string, as: TestUser, expect = 200) => t.json<ClassDto>('GET', `/api/sessions/${bookingId}/class`, { as, expect });
const post = (bookingId: string, what: string, as: TestUser, body: unknown, expect = 200) =>
  t.json<ClassDto & { error?: { message: string } }>('POST', `/api/sessions/${bookingId}/class/${what}`, { as, body, expect });

describe('one room per class', () => {
  it('names the same room for every seat, with the tutor as host; a 1:1 session keeps its own', async () => {
    const room = `session-group-${gid}`;
    for (const [id, as] of [[seats.ann, ann], [seats.ben, ben], [seats.cat, tutor]] as const) {
      const s = await t.json<SessionDto>('GET', `/api/sessions/${id}`, { as });
      expect(s).toMatchObject({ roomName: room, groupSessionId: gid });
    }
    expect(await t.json<SessionDto>('GET', `/api/sessions/${oneToOne}`, { as: ann })).toMatchObject({ roomName: `session-${oneToOne}`, groupSessionId: null });
    const c = await getClass(seats.ann, ann);
    expect(c).toMatchObject({ groupSessionId: gid, roomName: room, topic: `class:${gid}`, hostUserId: tutor.id, role: 'student' });
    expect((await getClass(seats.ben, tutor)).role).toBe('tutor');
  });

  it('lists the tutor first, then every live seat by name; not the cancelled seat', async () => {
    const c = await getClass(seats.ben, ben);
    expect(c.roster.map((m) => [m.name, m.role, m.bookingId])).toEqual([
      ['Gita Host', 'tutor', null],
      ['Ann One', 'student', seats.ann],
      ['Ben Two', 'student', seats.ben],
      ['Cat Three', 'student', seats.cat],
    ]);
    expect(c.roster.every((m) => !m.present && m.joinedAt === null && m.handRaisedAt === null && !m.muted)).toBe(true);
  });

  it('is a 404 for outsiders, another tutor, a cancelled seat and a 1:1 session', async () => {
    await getClass(seats.ann, outsider, 404);
    await getClass(seats.ann, otherTutor, 404);
    await getClass(seats.gone, outsider, 404);
    await getClass(oneToOne, ann, 404);
  });
});

describe('class topic', () => {
  const can = async (who: TestUser, id: string) => {
    const actor = await resolveActor(t.deps, new Headers({ cookie: who.cookie }));
    return topicAuthorizers.class(t.deps, actor!, id);
  };

  it("is open to the tutor and every seat's student while the window is open, and records attendance per seat", async () => {
    expect(await can(outsider, gid)).toBe(false);
    expect(await can(otherTutor, gid)).toBe(false);
    expect(await can(ann, randomUUID())).toBe(false);
    expect(await can(ann, 'not-a-uuid')).toBe(false);
    expect(await can(ann, gid)).toBe(true);
    expect(await can(tutor, gid)).toBe(true);
    const rows = await t.deps.db.select({ id: bookings.id, s: bookings.studentJoinedAt, t: bookings.tutorJoinedAt }).from(bookings).where(eq(bookings.groupSessionId, gid));
    const by = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(by[seats.ann].s).not.toBeNull();
    expect(by[seats.ben].s).toBeNull();
    for (const id of [seats.ann, seats.ben, seats.cat]) expect(by[id].t).not.toBeNull();
    const c = await getClass(seats.cat, cat);
    expect(c.roster.find((m) => m.userId === ann.id)?.joinedAt).toBe(clock.toISOString());
    expect(c.roster.find((m) => m.userId === ben.id)?.joinedAt).toBeNull();
    expect(c.roster[0].joinedAt).toBe(clock.toISOString());
  });

  it('is closed before the window opens', async () => {
    const later = randomUUID();
    await book(ben.id, 'confirmed', later, 120);
    expect(await can(ben, later)).toBe(false);
    expect(await can(tutor, later)).toBe(false);
  });
});

describe('presence, hands, mute and spotlight', () => {
  it('shows who is here now from heartbeats, and announces arrivals and departures', async () => {
    const mark = heard.length;
    const c = await post(seats.ben, 'presence', ben, { present: true });
    expect(c.roster.find((m) => m.userId === ben.id)).toMatchObject({ present: true, joinedAt: clock.toISOString() });
    // A second beat changes nothing anyone sees: no event.
    await post(seats.ben, 'presence', ben, { present: true });
    const events = heard.slice(mark).filter((m) => m.topic === `class:${gid}`);
    expect(events).toMatchObject([{ event: 'class.updated', data: { groupSessionId: gid } }]);
    clock = new Date(clock.getTime() + 90_000);
    expect((await getClass(seats.ben, ben)).roster.find((m) => m.userId === ben.id)?.present).toBe(false);
    await post(seats.ben, 'presence', ben, { present: true });
    const left = await post(seats.ben, 'presence', ben, { present: false });
    expect(left.roster.find((m) => m.userId === ben.id)?.present).toBe(false);
  });

  it('a student raises and lowers their own hand only; the tutor may lower it, never raise it', async () => {
    const up = await post(seats.ann, 'hand', ann, { raised: true });
    expect(up.roster.find((m) => m.userId === ann.id)?.handRaisedAt).toBe(clock.toISOString());
    await post(seats.ann, 'hand', ann, { raised: true, userId: ben.id }, 403);
    await post(seats.ann, 'hand', tutor, { raised: true, userId: ben.id }, 403);
    await post(seats.ann, 'hand', outsider, { raised: true }, 404);
    const down = await post(seats.cat, 'hand', tutor, { raised: false, userId: ann.id });
    expect(down.roster.find((m) => m.userId === ann.id)?.handRaisedAt).toBeNull();
  });

  it('only the tutor mutes, only a student of the class; the SFU is told, every seat sees it', async () => {
    await post(seats.ann, 'mute', ann, { userId: ben.id, muted: true }, 403);
    await post(seats.ann, 'mute', tutor, { userId: outsider.id, muted: true }, 404);
    await post(seats.ann, 'mute', tutor, { userId: tutor.id, muted: true }, 404);
    const mark = heard.length;
    const muted = await post(seats.ann, 'mute', tutor, { userId: ben.id, muted: true });
    expect(muted.roster.find((m) => m.userId === ben.id)?.muted).toBe(true);
    expect(mutes.at(-1)).toEqual([`session-group-${gid}`, ben.id, true]);
    expect(heard.slice(mark).some((m) => m.topic === `class:${gid}` && m.kind === 'event' && m.event === 'class.updated')).toBe(true);
    expect((await getClass(seats.ben, ben)).roster.find((m) => m.userId === ben.id)?.muted).toBe(true);
    await post(seats.ann, 'mute', tutor, { userId: ben.id, muted: false });
    expect(mutes.at(-1)).toEqual([`session-group-${gid}`, ben.id, false]);
  });

  it('only the tutor spotlights, a member of the class or nobody', async () => {
    await post(seats.cat, 'spotlight', cat, { userId: cat.id }, 403);
    await post(seats.cat, 'spotlight', tutor, { userId: outsider.id }, 404);
    expect((await post(seats.cat, 'spotlight', tutor, { userId: cat.id })).spotlightUserId).toBe(cat.id);
    expect((await getClass(seats.ann, ann)).spotlightUserId).toBe(cat.id);
    expect((await post(seats.cat, 'spotlight', tutor, { userId: tutor.id })).spotlightUserId).toBe(tutor.id);
    expect((await post(seats.cat, 'spotlight', tutor, { userId: null })).spotlightUserId).toBeNull();
  });

  it('changes nothing outside the join window', async () => {
    const later = randomUUID();
    const seat = await book(ann.id, 'confirmed', later, 240);
    await post(seat, 'hand', ann, { raised: true }, 403);
    await post(seat, 'presence', ann, { present: true }, 403);
  });
});

describe('one whiteboard and one chat for the class', () => {
  it("shares the board between every seat; a 1:1 session's board stays its own", async () => {
    const elements = [{ id: 'rect-1', type: 'rectangle', version: 2 }];
    await t.json('PUT', `/api/sessions/${seats.ann}/whiteboard`, { as: ann, body: { elements } });
    for (const [id, as] of [[seats.ben, ben], [seats.cat, tutor]] as const) {
      expect(await t.json('GET', `/api/sessions/${id}/whiteboard`, { as })).toEqual({ elements });
    }
    expect(await t.json('GET', `/api/sessions/${oneToOne}/whiteboard`, { as: ann })).toEqual({ elements: [] });
    await t.json('PUT', `/api/sessions/${seats.ben}/whiteboard`, { as: outsider, body: { elements }, expect: 404 });
  });

  it('keeps one class chat: every seat and the tutor read every message, announced on the class topic once', async () => {
    const mark = heard.length;
    const clientId = randomUUID();
    const sent = await t.json<SessionChatMessageDto>('POST', `/api/sessions/${seats.ann}/chat`, { as: ann, body: { content: ' Hello class ', clientId }, expect: 201 });
    expect(sent).toMatchObject({ senderId: ann.id, senderName: 'Ann One', content: 'Hello class' });
    // A retry of the same send is the same message.
    const again = await t.json<SessionChatMessageDto>('POST', `/api/sessions/${seats.ann}/chat`, { as: ann, body: { content: 'Hello class', clientId }, expect: 201 });
    expect(again.id).toBe(sent.id);
    await t.json('POST', `/api/sessions/${seats.cat}/chat`, { as: tutor, body: { content: 'Welcome!', clientId: randomUUID() }, expect: 201 });
    for (const [id, as] of [[seats.ben, ben], [seats.cat, cat], [seats.ann, tutor]] as const) {
      const list = await t.json<SessionChatMessageDto[]>('GET', `/api/sessions/${id}/chat`, { as });
      expect(list.map((m) => [m.senderName, m.content])).toEqual([
        ['Ann One', 'Hello class'],
        ['Gita Host', 'Welcome!'],
      ]);
    }
    const events = heard.slice(mark).filter((m) => m.topic === `class:${gid}`);
    expect(events.map((m) => m.kind === 'event' && m.event)).toEqual(['class.message', 'class.message']);
    // Not the pair's thread: the 1:1 session's chat does not show the class's messages.
    expect(await t.json('GET', `/api/sessions/${oneToOne}/chat`, { as: ann })).toEqual([]);
  });
});
