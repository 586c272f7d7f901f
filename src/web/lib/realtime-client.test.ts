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
