import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '@shared/realtime';
import { BOOKING_EVENTS } from '@shared/realtime-constants';

/** A socket that opens at once and lets the test push server frames. */
class FakeSocket {
  static OPEN = 1;
  static last: FakeSocket;
  readonly OPEN = 1;
  readyState = 1;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    queueMicrotask(() => this.onopen?.());
  }
  send(raw: string) {
    this.sent.push(JSON.parse(raw));
  }
  close() {}
  push(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('realtime listeners', () => {
  it('hear exactly the events they name, and signals only through onSignal', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.stubGlobal('location', { protocol: 'http:', host: 'localhost' });
    const { realtime } = await import('./realtime-client');
    realtime.start();
    await Promise.resolve();
    const bookings = vi.fn();
    const signals = vi.fn();
    const offBookings = realtime.on('user:u1', BOOKING_EVENTS, bookings);
    const offSignals = realtime.onSignal('user:u1', signals);
    const socket = FakeSocket.last;
    socket.push({ type: 'event', topic: 'user:u1', event: 'booking.updated', data: { id: 'b1', status: 'confirmed' } });
    socket.push({ type: 'event', topic: 'user:u1', event: 'review.created', data: { id: 'r1', bookingId: 'b1' } });
    socket.push({ type: 'event', topic: 'user:u2', event: 'booking.created', data: { id: 'b2', status: 'pending' } });
    socket.push({ type: 'signal', topic: 'user:u1', from: 'u2', fromConnection: 'c2', data: { kind: 'typing' } });
    expect(bookings.mock.calls.map(([f]) => f.data.id)).toEqual(['b1']);
    expect(signals).toHaveBeenCalledTimes(1);
    offBookings();
    offSignals();
    expect(socket.sent).toContainEqual({ type: 'unsubscribe', topic: 'user:u1' });
    realtime.stop();
  });
});

/** A socket the test drives: it opens on the next tick; `answers` decides whether pings get a pong. */
class ScriptedSocket {
  static OPEN = 1;
  static CONNECTING = 0;
  static all: ScriptedSocket[] = [];
  /** False: the handshake never completes and the socket stays CONNECTING. */
  static opens = true;
  readonly OPEN = 1;
  readyState = 0;
  answers = true;
  sent: { type: string; topic?: string }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    ScriptedSocket.all.push(this);
    if (!ScriptedSocket.opens) return;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 0);
  }
  send(raw: string) {
    const frame = JSON.parse(raw) as { type: string };
    this.sent.push(frame);
    if (frame.type === 'ping' && this.answers) setTimeout(() => this.push({ type: 'pong' }), 50);
  }
  close() {
    this.readyState = 3;
  }
  push(frame: ServerFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('a socket that dies without closing', () => {
  async function startClient() {
    vi.useFakeTimers();
    ScriptedSocket.all = [];
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    vi.stubGlobal('WebSocket', ScriptedSocket);
    vi.stubGlobal('location', { protocol: 'http:', host: 'localhost' });
    vi.stubGlobal('window', win);
    vi.stubGlobal('document', doc);
    vi.resetModules();
    const mod = await import('./realtime-client');
    const backfills = vi.fn();
    mod.realtime.onReconnect(backfills);
    mod.realtime.on('thread:t1', 'message.created', () => undefined);
    mod.realtime.start();
    await vi.advanceTimersByTimeAsync(1);
    expect(mod.realtime.status).toBe('open');
    return { ...mod, backfills, win, doc };
  }
  afterEach(() => vi.useRealTimers());

  it('is dropped after two unanswered pings and replaced on the back-off; listeners backfill', async () => {
    const { realtime, backfills, PING_EVERY_MS, PONG_DEADLINE_MS } = await startClient();
    const first = ScriptedSocket.all[0];
    first.answers = false;
    // Two missed pings take one interval and two deadlines; the first back-off step is 1 s.
    const deadline = PING_EVERY_MS + 2 * PONG_DEADLINE_MS + 1_000;
    await vi.advanceTimersByTimeAsync(PING_EVERY_MS + PONG_DEADLINE_MS);
    expect(ScriptedSocket.all).toHaveLength(1); // one miss is not enough
    await vi.advanceTimersByTimeAsync(deadline - (PING_EVERY_MS + PONG_DEADLINE_MS) + 1);
    expect(first.sent.filter((f) => f.type === 'ping')).toHaveLength(2);
    expect(ScriptedSocket.all).toHaveLength(2);
    const second = ScriptedSocket.all[1];
    expect(realtime.status).toBe('open');
    expect(second.sent).toContainEqual({ type: 'subscribe', topic: 'thread:t1' });
    expect(backfills).toHaveBeenCalledTimes(1);
    // The dead socket's late frames are ignored; the new one stays while it answers.
    first.push({ type: 'event', topic: 'thread:t1', event: 'realtime.resync', data: {} });
    await vi.advanceTimersByTimeAsync(10 * PING_EVERY_MS);
    expect(ScriptedSocket.all).toHaveLength(2);
    expect(backfills).toHaveBeenCalledTimes(1);
    realtime.stop();
  });

  it('a socket that answers its pings is kept', async () => {
    const { realtime, backfills, PING_EVERY_MS } = await startClient();
    await vi.advanceTimersByTimeAsync(20 * PING_EVERY_MS);
    expect(ScriptedSocket.all).toHaveLength(1);
    expect(ScriptedSocket.all[0].sent.filter((f) => f.type === 'ping').length).toBeGreaterThanOrEqual(19);
    expect(backfills).not.toHaveBeenCalled();
    realtime.stop();
  });

  it('reconnects at once when the browser comes back online, without waiting for the back-off', async () => {
    const { realtime, backfills, win } = await startClient();
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1);
    expect(ScriptedSocket.all).toHaveLength(2);
    expect(realtime.status).toBe('open');
    expect(backfills).toHaveBeenCalledTimes(1);
    realtime.stop();
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ScriptedSocket.all).toHaveLength(2); // stopped: no socket
  });

  it('checks its socket when the tab shows again after a while hidden, and replaces a dead one', async () => {
    const { realtime, backfills, doc, PONG_DEADLINE_MS } = await startClient();
    const first = ScriptedSocket.all[0];
    const show = () => {
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    };
    const hide = () => {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    };
    // Hidden briefly: nothing beyond the usual heartbeat.
    hide();
    await vi.advanceTimersByTimeAsync(2_000);
    const pings = first.sent.filter((f) => f.type === 'ping').length;
    show();
    expect(first.sent.filter((f) => f.type === 'ping')).toHaveLength(pings);
    // Hidden a long while, the socket silently dead meanwhile: one unanswered ping on showing replaces it.
    hide();
    first.answers = false;
    vi.setSystemTime(Date.now() + 60_000);
    show();
    expect(first.sent.at(-1)).toEqual({ type: 'ping' });
    await vi.advanceTimersByTimeAsync(PONG_DEADLINE_MS + 1_000 + 1);
    expect(ScriptedSocket.all).toHaveLength(2);
    expect(realtime.status).toBe('open');
    expect(backfills).toHaveBeenCalledTimes(1);
    realtime.stop();
  });

  it("the server's resync tells every listener to backfill", async () => {
    const { realtime, backfills } = await startClient();
    ScriptedSocket.all[0].push({ type: 'event', topic: 'user:*', event: 'realtime.resync', data: {} });
    expect(backfills).toHaveBeenCalledTimes(1);
    expect(ScriptedSocket.all).toHaveLength(1);
    realtime.stop();
  });
});

describe('a socket that never opens', () => {
  it('is given up after the connect timeout and the next one tried on the back-off', async () => {
    vi.useFakeTimers();
    ScriptedSocket.all = [];
    ScriptedSocket.opens = false;
    vi.stubGlobal('WebSocket', ScriptedSocket);
    vi.stubGlobal('location', { protocol: 'http:', host: 'localhost' });
    vi.resetModules();
    const { realtime, CONNECT_TIMEOUT_MS } = await import('./realtime-client');
    realtime.start();
    await vi.advanceTimersByTimeAsync(CONNECT_TIMEOUT_MS - 1);
    expect(ScriptedSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 1_000);
    expect(ScriptedSocket.all).toHaveLength(2);
    realtime.stop();
    ScriptedSocket.opens = true;
    vi.useRealTimers();
  });
});
