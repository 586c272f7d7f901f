// A stand-in for the browser's WebSocket, so the app's one realtime client (lib/realtime-client.ts) runs
// unchanged while no socket leaves the test: it opens at once, records the frames the client sends and
// lets a test push server frames (typed by the shared union) to every open socket.
import type { ClientFrame, ServerFrame } from '@shared/realtime';

type Sockets = { open: FakeSocket[]; sent: ClientFrame[]; refuse: boolean };
type FakeSocket = { deliver: (frame: ServerFrame) => void; close: (code?: number) => void };

/** A WebSocket class whose instances report to `registry`. */
function fakeWebSocketClass(registry: Sockets) {
  return class FakeWebSocket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;

    readyState = FakeWebSocket.CONNECTING;
    onopen: ((ev: Event) => void) | null = null;
    onmessage: ((ev: MessageEvent) => void) | null = null;
    onclose: ((ev: CloseEvent) => void) | null = null;
    onerror: ((ev: Event) => void) | null = null;

    constructor(readonly url: string) {
      // Opens after the current task, as a real socket does, once the client has set its handlers; a refused
      // upgrade (the server answered 401) closes it unopened with 1006, which is all a browser tells.
      queueMicrotask(() => {
        if (this.readyState !== FakeWebSocket.CONNECTING) return;
        if (registry.refuse) {
          this.readyState = FakeWebSocket.CLOSED;
          this.onclose?.(new CloseEvent('close', { code: 1006 }));
          return;
        }
        this.readyState = FakeWebSocket.OPEN;
        registry.open.push(this);
        this.onopen?.(new Event('open'));
      });
    }

    send(data: string) {
      registry.sent.push(JSON.parse(data) as ClientFrame);
    }

    close(code = 1000) {
      if (this.readyState === FakeWebSocket.CLOSED) return;
      this.readyState = FakeWebSocket.CLOSED;
      registry.open = registry.open.filter((s) => s !== this);
      this.onclose?.(new CloseEvent('close', { code }));
    }

    deliver(frame: ServerFrame) {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
    }

    addEventListener() {
      throw new Error('FakeWebSocket: the realtime client uses on* handlers; extend the fake if that changed.');
    }
  };
}

export class MockRealtime {
  private readonly registry: Sockets = { open: [], sent: [], refuse: false };
  /** The class the harness installs as the global WebSocket. */
  readonly WebSocket = fakeWebSocketClass(this.registry);

  /** Frames the client sent (subscribe, unsubscribe, signal, ping), in order. */
  get sent(): readonly ClientFrame[] {
    return this.registry.sent;
  }

  /** Topics the client is subscribed to now. */
  get topics(): string[] {
    const topics = new Set<string>();
    for (const f of this.registry.sent) {
      if (f.type === 'subscribe') topics.add(f.topic);
      if (f.type === 'unsubscribe') topics.delete(f.topic);
    }
    return [...topics];
  }

  get isOpen(): boolean {
    return this.registry.open.length > 0;
  }

  /** From now on the server refuses new sockets (as it does once the session is gone). */
  refuseNewSockets() {
    this.registry.refuse = true;
  }

  /** The connection drops (a restart, a network change): every open socket closes with 1006. */
  dropAll() {
    for (const s of [...this.registry.open]) s.close(1006);
  }

  /** Delivers a server frame to every open socket (call inside act: it updates React state). */
  emit(frame: ServerFrame) {
    if (!this.isOpen) throw new Error('MockRealtime.emit: no open socket (is a user signed in?)');
    for (const s of [...this.registry.open]) s.deliver(frame);
  }
}
