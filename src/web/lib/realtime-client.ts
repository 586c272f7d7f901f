// The one client transport for the realtime socket: reconnects with the spec's back-off, keeps a
// 25 s heartbeat, re-subscribes after a reconnect and tells listeners so they can backfill. After the
// server ends the socket because its session ended (4001), it tries once more and then stops.
import type { ClientFrame, EventFrame, EventFrameOf, EventName, ServerFrame, SignalData, SignalFrame } from '@shared/realtime';
import { HEARTBEAT_MS, RECONNECT_BACKOFF_MS, REALTIME_PATH, SESSION_ENDED_CLOSE_CODE } from '@shared/realtime-constants';

type Listener = (frame: EventFrame | SignalFrame) => void;
type Status = 'idle' | 'connecting' | 'open' | 'closed';

class RealtimeClient {
  private socket: WebSocket | null = null;
  private listeners = new Map<string, Set<Listener>>();
  private reconnectListeners = new Set<() => void>();
  private statusListeners = new Set<(s: Status) => void>();
  private attempt = 0;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private wanted = false;
  private everOpened = false;
  /** The last socket was closed because its session ended: the next attempt is the only one. */
  private isLastTry = false;
  status: Status = 'idle';
  connectionId: string | null = null;

  start() {
    if (this.wanted) return;
    this.wanted = true;
    this.isLastTry = false;
    this.connect();
  }

  stop() {
    this.wanted = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.socket?.close();
    this.socket = null;
    this.setStatus('idle');
  }

  private setStatus(s: Status) {
    this.status = s;
    for (const l of this.statusListeners) l(s);
  }

  private connect() {
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${proto}://${location.host}${REALTIME_PATH}`);
    this.socket = ws;
    this.setStatus('connecting');
    let isOpened = false;
    ws.onopen = () => {
      isOpened = true;
      this.attempt = 0;
      this.isLastTry = false;
      for (const topic of this.listeners.keys()) this.send({ type: 'subscribe', topic });
      this.heartbeat = setInterval(() => this.send({ type: 'ping' }), HEARTBEAT_MS);
      this.setStatus('open');
      if (this.everOpened) for (const l of this.reconnectListeners) l();
      this.everOpened = true;
    };
    ws.onmessage = (ev) => {
      // The server validated every frame it sends; a shape check keeps zod out of the first load.
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(ev.data)) as ServerFrame;
      } catch {
        return;
      }
      if (typeof frame !== 'object' || frame === null || typeof frame.type !== 'string') return;
      if (frame.type === 'hello') this.connectionId = frame.connectionId;
      if (frame.type === 'event' || frame.type === 'signal') {
        for (const l of this.listeners.get(frame.topic) ?? []) l(frame);
      }
    };
    ws.onclose = (ev) => {
      if (this.heartbeat) clearInterval(this.heartbeat);
      this.socket = null;
      this.setStatus('closed');
      if (!this.wanted) return;
      // A cookie whose session ended opens no socket: retrying would loop until the app notices the sign-out
      // on its next API call. One try still follows, after the first back-off step, for a session this tab
      // replaced (its own password change revokes its old session and sets a new cookie).
      if (this.isLastTry && !isOpened) return this.stop();
      if (ev.code === SESSION_ENDED_CLOSE_CODE) {
        this.isLastTry = true;
        this.attempt = 0;
      }
      const delay = RECONNECT_BACKOFF_MS[Math.min(this.attempt, RECONNECT_BACKOFF_MS.length - 1)];
      this.attempt++;
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  send(frame: ClientFrame): boolean {
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  /** Calls `handler` for the named events on `topic` (names from the map, matched exactly) while listening. */
  on<E extends EventName>(topic: string, events: E | readonly E[], handler: (frame: EventFrameOf<E>) => void): () => void {
    const wanted: readonly string[] = typeof events === 'string' ? [events] : events;
    return this.subscribe(topic, (f) => {
      if (f.type === 'event' && wanted.includes(f.event)) handler(f as EventFrameOf<E>);
    });
  }

  /** Calls `handler` for every signal on `topic` (call set-up, whiteboard, typing, end) while listening. */
  onSignal(topic: string, handler: (frame: SignalFrame) => void): () => void {
    return this.subscribe(topic, (f) => {
      if (f.type === 'signal') handler(f);
    });
  }

  private subscribe(topic: string, listener: Listener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
      this.send({ type: 'subscribe', topic });
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) {
        this.listeners.delete(topic);
        this.send({ type: 'unsubscribe', topic });
      }
    };
  }

  signal(topic: string, data: SignalData, to?: string) {
    return this.send({ type: 'signal', topic, data, to });
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  onStatus(listener: (s: Status) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }
}

export const realtime = new RealtimeClient();
