// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SfuServerMessage } from '@shared/schemas/sfu';
import { SfuCall, type SfuCallSnapshot } from './sfu-call';

type Track = { kind: string; enabled: boolean; stop: () => void; id: string };
const track = (kind: string, id = `${kind}-${Math.random()}`): Track => ({ kind, enabled: true, stop: vi.fn(), id });

class FakeStream {
  constructor(readonly tracks: Track[] = []) {}
  getTracks = () => this.tracks;
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio');
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video');
}

class FakeChannel {
  readyState = 'open';
  sent: string[] = [];
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  send = (d: string) => this.sent.push(d);
}

class FakePc {
  static all: FakePc[] = [];
  /** Runs while the answer is being applied, before setRemoteDescription resolves. */
  static whileApplyingAnswer: ((pc: FakePc) => void) | null = null;
  transceivers: Array<{ kindOrTrack: unknown; init: { direction: string }; mid: string; receiver: { track: Track } }> = [];
  channel = new FakeChannel();
  connectionState = 'new';
  iceGatheringState = 'complete';
  localDescription: { sdp: string } | null = null;
  remote: unknown = null;
  onconnectionstatechange: (() => void) | null = null;
  closed = false;
  constructor() {
    FakePc.all.push(this);
  }
  addTransceiver(kindOrTrack: string | Track, init: { direction: string }) {
    const kind = typeof kindOrTrack === 'string' ? kindOrTrack : kindOrTrack.kind;
    const t = { kindOrTrack, init, mid: String(this.transceivers.length), receiver: { track: track(kind, `recv-${this.transceivers.length}`) } };
    this.transceivers.push(t);
    return t;
  }
  createDataChannel = () => this.channel;
  async setLocalDescription() {
    this.localDescription = { sdp: `offer with ${this.transceivers.length} m-lines` };
  }
  async setRemoteDescription(d: unknown) {
    this.remote = d;
    FakePc.whileApplyingAnswer?.(this);
  }
  addEventListener() {}
  async getStats() {
    return new Map();
  }
  close() {
    this.closed = true;
  }
  state(s: string) {
    this.connectionState = s;
    this.onconnectionstatechange?.();
  }
  serverSays(msg: SfuServerMessage) {
    this.channel.onmessage?.({ data: JSON.stringify(msg) });
  }
}

const mic = track('audio', 'mic');
const cam = track('video', 'cam');
let snapshots: SfuCallSnapshot[];
const last = () => snapshots[snapshots.length - 1];
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  FakePc.all = [];
  FakePc.whileApplyingAnswer = null;
  snapshots = [];
  mic.enabled = true;
  vi.stubGlobal('RTCPeerConnection', FakePc);
  vi.stubGlobal('MediaStream', FakeStream);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(async () => new FakeStream([mic, cam])) } });
});
afterEach(() => vi.unstubAllGlobals());

const person = (over: Partial<SfuServerMessage['people'][string]> = {}) => ({ mic: true, camera: true, mutedByHost: false, joinedAt: '2026-05-01T10:00:00.000Z', ...over });

describe('SfuCall', () => {
  it('offers its camera and microphone send-only, a receive-only audio+video pair per slot and the data channel', async () => {
    const signal = vi.fn(async () => 'answer');
    const call = new SfuCall({ bookingId: 'b1', slots: 3, onChange: (s) => snapshots.push(s), signal });
    await call.start();
    const pc = FakePc.all[0];
    expect(pc.transceivers.map((t) => [typeof t.kindOrTrack === 'string' ? t.kindOrTrack : (t.kindOrTrack as Track).id, t.init.direction])).toEqual([
      ['mic', 'sendonly'],
      ['cam', 'sendonly'],
      ...Array.from({ length: 3 }, () => [['audio', 'recvonly'], ['video', 'recvonly']]).flat(),
    ]);
    expect(signal).toHaveBeenCalledWith('offer with 8 m-lines');
    expect(pc.remote).toEqual({ type: 'answer', sdp: 'answer' });
    pc.state('connected');
    expect(last().state).toBe('connected');
  });

  it("shows whom each slot carries, and follows the server's mute", async () => {
    const call = new SfuCall({ bookingId: 'b1', slots: 2, onChange: (s) => snapshots.push(s), signal: async () => 'answer' });
    await call.start();
    const pc = FakePc.all[0];
    pc.serverSays({
      t: 'state',
      self: 'me',
      slots: [
        { audioMid: '2', videoMid: '3', userId: 'tutor' },
        { audioMid: '4', videoMid: '5', userId: null },
      ],
      people: { me: person({ mutedByHost: true }), tutor: person() },
    });
    const stream = last().remotes.tutor as unknown as FakeStream;
    expect(Object.keys(last().remotes)).toEqual(['tutor']);
    expect(stream.getTracks().map((t) => t.id)).toEqual(['recv-2', 'recv-3']);
    expect(last().mutedByHost).toBe(true);
    expect(mic.enabled).toBe(false);
    call.setCamera(false);
    expect(JSON.parse(pc.channel.sent.at(-1)!)).toEqual({ t: 'media', mic: true, camera: false });
    call.leave();
    expect(JSON.parse(pc.channel.sent.at(-1)!)).toEqual({ t: 'leave' });
    expect(pc.closed).toBe(true);
    expect(last().state).toBe('closed');
  });

  // Chrome can open the channel and deliver the server's first state (sent as the channel opens) before the
  // setRemoteDescription promise resolves; the server sends nothing more until someone joins, leaves or switches.
  it('shows the state that arrived before the answer was applied, once the slots are known', async () => {
    FakePc.whileApplyingAnswer = (pc) =>
      pc.serverSays({
        t: 'state',
        self: 'me',
        slots: [
          { audioMid: '2', videoMid: '3', userId: 'tutor' },
          { audioMid: '4', videoMid: '5', userId: 'asha' },
        ],
        people: { me: person(), tutor: person(), asha: person() },
      });
    const call = new SfuCall({ bookingId: 'b1', slots: 2, onChange: (s) => snapshots.push(s), signal: async () => 'answer' });
    await call.start();
    expect(Object.keys(last().remotes).sort()).toEqual(['asha', 'tutor']);
    expect((last().remotes.asha as unknown as FakeStream).getTracks().map((t) => t.id)).toEqual(['recv-4', 'recv-5']);
    expect(Object.keys(last().people).sort()).toEqual(['asha', 'me', 'tutor']);
    call.leave();
  });

  it('makes the connection again once when it fails, then gives up', async () => {
    const call = new SfuCall({ bookingId: 'b1', slots: 1, onChange: (s) => snapshots.push(s), signal: async () => 'answer' });
    await call.start();
    FakePc.all[0].state('failed');
    await flush();
    expect(FakePc.all).toHaveLength(2);
    expect(FakePc.all[0].closed).toBe(true);
    expect(snapshots.some((s) => s.state === 'reconnecting')).toBe(true);
    FakePc.all[1].state('failed');
    await flush();
    expect(FakePc.all).toHaveLength(2);
    expect(last().state).toBe('failed');
    call.leave();
  });
});
