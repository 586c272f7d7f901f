// The class video SFU with real peer connections on loopback (node-datachannel clients standing in for browsers):
// packets reach everyone else under new SSRCs with their payload untouched, keyframe requests reach the publisher,
// a muted user's audio stops, leaving frees the slot; and the HTTP route admits only the booking's people.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { createTestContext, type TestContext, type TestUser } from '../testing/harness';
import { closeSfu, configureSfu, participants, setMuted } from '.';
import { NodeSfuClient } from './node-client';
import { Sfu } from './sfu';

const until = async (what: string, ok: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

/** An RTP packet with a recognisable payload. */
const rtp = (pt: number, seq: number, payload: string) => {
  const p = Buffer.alloc(12 + payload.length);
  p[0] = 0x80;
  p[1] = pt;
  p.writeUInt16BE(seq, 2);
  p.writeUInt32BE(seq * 3000, 4);
  p.write(payload, 12);
  return p;
};

describe('SFU media forwarding', () => {
  const sfu = new Sfu({ portRange: [3427, 3427], udpMux: true, bindAddress: '127.0.0.1' });
  const room = 'session-group-test';
  const [a, b, c] = ['alice', 'bob', 'carol'].map((id) => new NodeSfuClient(id, 3));
  const received = new Map<NodeSfuClient, Array<{ kind: string; mid: string; packet: Buffer }>>();

  beforeAll(async () => {
    for (const client of [a, b, c]) {
      received.set(client, []);
      client.onPacket((r) => received.get(client)!.push({ ...r, packet: Buffer.from(r.packet) }));
      await client.join((offer) => sfu.join(room, client.userId, offer));
    }
    await until('everyone in everyone\'s state', () => [a, b, c].every((x) => Object.keys(x.state?.people ?? {}).length === 3));
  });
  afterAll(() => {
    for (const client of [a, b, c]) client.close();
    sfu.close();
  });

  /** Sends from `from` every 20 ms until `check` holds. */
  const sendUntil = async (from: NodeSfuClient, kind: 'audio' | 'video', payload: string, check: () => boolean, ms = 5_000) => {
    let seq = 100;
    const timer = setInterval(() => from.send(kind, rtp(kind === 'audio' ? 111 : 96, seq++, payload)), 20);
    try {
      await until(`${kind} "${payload}"`, check, ms);
    } finally {
      clearInterval(timer);
    }
  };
  const got = (to: NodeSfuClient, kind: string, payload: string) =>
    received.get(to)!.filter((r) => r.kind === kind && r.packet.subarray(12).toString() === payload);

  it("forwards one participant's packets to each other participant, payload untouched, under a new SSRC per receiver", async () => {
    await sendUntil(a, 'video', 'frame-from-alice', () => got(b, 'video', 'frame-from-alice').length >= 5 && got(c, 'video', 'frame-from-alice').length >= 5);
    const atB = got(b, 'video', 'frame-from-alice');
    const atC = got(c, 'video', 'frame-from-alice');
    const ssrcB = atB[0].packet.readUInt32BE(8);
    const ssrcC = atC[0].packet.readUInt32BE(8);
    expect(new Set([ssrcB, ssrcC, a.videoSsrc]).size).toBe(3);
    expect(atB.every((r) => r.packet.readUInt32BE(8) === ssrcB && (r.packet[1] & 0x7f) === 96)).toBe(true);
    // Sequence numbers run on without gaps on the receiver's side.
    const seqs = atB.map((r) => r.packet.readUInt16BE(2));
    expect(seqs.slice(1).every((s, i) => s === ((seqs[i] + 1) & 0xffff))).toBe(true);
    // The slot the packets came in on is the one the server's state names for alice; alice hears nothing of herself.
    expect(b.state!.slots.find((s) => s.videoMid === atB[0].mid)?.userId).toBe('alice');
    expect(got(a, 'video', 'frame-from-alice')).toHaveLength(0);
    expect(sfu.stats()).toMatchObject({ participants: 3, streams: 12 });
    expect(sfu.participants(room).find((p) => p.userId === 'alice')?.publishing).toBe(true);
  });

  it("passes a receiver's keyframe request (PLI) on to the publisher", async () => {
    const ssrcAtB = got(b, 'video', 'frame-from-alice')[0].packet.readUInt32BE(8);
    const before = a.keyframeRequests;
    // The server's own requests are spaced 300 ms apart: keep asking until one lands.
    const timer = setInterval(() => b.requestKeyframe(ssrcAtB), 100);
    try {
      await until('a keyframe request at alice', () => a.keyframeRequests > before);
    } finally {
      clearInterval(timer);
    }
  });

  it('stops forwarding the audio of a user the server muted, and resumes it', async () => {
    await sendUntil(a, 'audio', 'alice-speaks', () => got(b, 'audio', 'alice-speaks').length >= 3);
    sfu.setMuted(room, 'alice', true);
    await until('the mute in the state', () => b.state?.people.alice.mutedByHost === true && a.state?.people.alice.mutedByHost === true);
    await sendUntil(a, 'video', 'still-seen', () => got(c, 'video', 'still-seen').length >= 10);
    await sendUntil(a, 'audio', 'muted-words', () => false, 400).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    expect(got(b, 'audio', 'muted-words')).toHaveLength(0);
    expect(got(c, 'audio', 'muted-words')).toHaveLength(0);
    sfu.setMuted(room, 'alice', false);
    await sendUntil(a, 'audio', 'back-again', () => got(b, 'audio', 'back-again').length >= 3);
    expect(b.state?.people.alice.mutedByHost).toBe(false);
  });

  it('frees the slot of someone who leaves', async () => {
    c.message({ t: 'leave' });
    await until('carol gone', () => sfu.participants(room).length === 2 && !Object.values(b.state?.slots ?? []).some((s) => s.userId === 'carol'));
    expect(Object.keys(b.state!.people).sort()).toEqual(['alice', 'bob']);
  });
});

describe('POST /api/sessions/:bookingId/sfu', () => {
  const clock = new Date('2026-05-01T10:00:00Z');
  const at = (minutes: number) => new Date(clock.getTime() + minutes * 60_000);
  let t: TestContext;
  let student: TestUser;
  let classmate: TestUser;
  let outsider: TestUser;
  let expert: TestUser & { expertId: string };
  let seat: string;
  let seat2: string;
  let later: string;
  const groupSessionId = '6f1c8a52-3d0e-4c4b-9a61-2f3d8e7b5a10';
  const clients: NodeSfuClient[] = [];

  const book = async (studentId: string, startIn: number, group: string | null) => {
    const [row] = await t.deps.db
      .insert(bookings)
      .values({ studentId, expertId: expert.expertId, scheduledAt: at(startIn), endsAt: at(startIn + 60), status: 'confirmed', groupSessionId: group })
      .returning({ id: bookings.id });
    return row.id;
  };

  beforeAll(async () => {
    configureSfu({ SFU_PORT_RANGE: [3428, 3428], SFU_UDP_MUX: true, SFU_BIND_ADDRESS: '127.0.0.1' });
    t = await createTestContext({ now: () => clock });
    student = await t.signUp('student');
    classmate = await t.signUp('student');
    outsider = await t.signUp('student');
    expert = await t.signUpExpert();
    seat = await book(student.id, 5, groupSessionId);
    seat2 = await book(classmate.id, 5, groupSessionId);
    later = await book(student.id, 300, null);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
    await closeSfu();
  });

  const post = (bookingId: string, as: TestUser, sdp: string) => t.request('POST', `/api/sessions/${bookingId}/sfu`, { as, body: { sdp } });

  it('refuses outsiders (404), a closed join window (403) and an unusable offer (400)', async () => {
    expect((await post(seat, outsider, 'v=0\r\nm=audio 9 UDP 0\r\n')).status).toBe(404);
    expect((await t.request('POST', `/api/sessions/${seat}/sfu`, { body: { sdp: 'v=0 whatever' } })).status).toBe(401);
    expect((await post(later, student, 'v=0\r\nm=audio 9 UDP 0\r\n')).status).toBe(403);
    expect((await post(seat, student, 'v=0\r\nm=audio 9 UDP/TLS/RTP/SAVPF 111\r\na=mid:0\r\n')).status).toBe(400);
  });

  it("puts every seat of a group session, and the tutor, in the class's one room", async () => {
    for (const [bookingId, who] of [[seat, student], [seat2, classmate], [seat, expert]] as const) {
      const client = new NodeSfuClient(who.id, 19);
      clients.push(client);
      await client.join(async (sdp) => {
        const res = await post(bookingId, who, sdp);
        expect(res.status).toBe(200);
        return ((await res.json()) as { sdp: string }).sdp;
      });
    }
    const room = `session-group-${groupSessionId}`;
    const people = await participants(room);
    expect(people.map((p) => p.userId).sort()).toEqual([student.id, classmate.id, expert.id].sort());
    // The class routes mute through the module's API; every client hears of it.
    await setMuted(room, classmate.id, true);
    await until('the mute at the tutor', () => clients[2].state?.people[classmate.id]?.mutedByHost === true);
  });
});
