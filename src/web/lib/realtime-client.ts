// The one client transport for the realtime socket: reconnects with the spec's back-off, re-subscribes after a
// reconnect and tells listeners so they can backfill. It notices a socket that died without closing (Wi-Fi
// change, sleeping laptop): a ping every 10 s wants an answer within 5 s, and after two unanswered in a row
// the socket is dropped and a new one opened. The browser going back online, or the tab showing again after a
// while hidden, checks the socket at once. The server's `realtime.resync` (events may have been missed) also
// tells listeners to backfill. After the server ends the socket because its session ended (4001), it tries
// once more and then stops.
import type { ClientFrame, EventFrame, EventFrameOf, EventName, ServerFrame, SignalData, SignalFrame } from '@shared/realtime';
import { RECONNECT_BACKOFF_MS, REALTIME_PATH, SESSION_ENDED_CLOSE_CODE } from '@shared/realtime-constants';

/** How often the client asks the server for a pong. @public (read by its test) */
export const PING_EVERY_MS = 10_000;
/** How long an answer may take before the ping counts as missed. @public (read by its test) */
export const PONG_DEADLINE_MS = 5_000;
/** Missed pings in a row after which the socket is taken for dead. */
const MISSED_PONGS_TO_DROP = 2;
/** A socket not open by then is given up (a network that swallows the handshake) and the next one tried. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** A tab hidden at least this long checks its socket when it shows again. */
const HIDDEN_CHECK_AFTER_MS = 30_000;

type Listener = (frame: EventFrame | SignalFrame) => void;
type Status = 'idle' | 'connecting' | 'open' | 'closed';

class RealtimeClient {
  private socket: WebSocket | null = null;
  private listeners = new Map<string, Set<Listener>>();
  private reconnectListeners = new Set<() => void>();
  private statusListeners = new Set<(s: Status) => void>();
  private attempt = 0;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private missedPongs = 0;
  private hiddenAt: number | null = null;
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
    if (typeof window !== 'undefined') window.addEventListener('online', this.onOnline);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', this.onVisibility);
    this.connect();
  }

  stop() {
    this.wanted = false;
    if (typeof window !== 'undefined') window.removeEventListener('online', this.onOnline);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', this.onVisibility);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.stopHeartbeat();
    this.socket?.close();
    this.socket = null;
    this.setStatus('idle');
  }

  private setStatus(s: Status) {
    this.status = s;
    for (const l of this.statusListeners) l(s);
  }

  private connect() {
    this.retryTimer = null;
    const proto = location.protocol === 'https:' ? 'wss' : 'ws';
    const ws = new WebSocket(`${proto}://${location.host}${REALTIME_PATH}`);
    this.socket = ws;
    this.setStatus('connecting');
    let isOpened = false;
    const openTimer = setTimeout(() => !isOpened && this.drop(ws), CONNECT_TIMEOUT_MS);
    ws.onopen = () => {
      clearTimeout(openTimer);
      isOpened = true;
      this.attempt = 0;
      this.isLastTry = false;
      for (const topic of this.listeners.keys()) this.send({ type: 'subscribe', topic });
      this.startHeartbeat(ws);
      this.setStatus('open');
      if (this.everOpened) this.resync();
      this.everOpened = true;
    };
    ws.onmessage = (ev) => {
      // Any frame shows the socket is alive.
      this.missedPongs = 0;
      if (this.pongTimer) clearTimeout(this.pongTimer);
      this.pongTimer = null;
      // The server validated every frame it sends; a shape check keeps zod out of the first load.
      let frame: ServerFrame;
      try {
        frame = JSON.parse(String(ev.data)) as ServerFrame;
      } catch {
        return;
      }
      if (typeof frame !== 'object' || frame === null || typeof frame.type !== 'string') return;
      if (frame.type === 'hello') this.connectionId = frame.connectionId;
      if (frame.type === 'event' && frame.event === 'realtime.resync') return this.resync();
      if (frame.type === 'event' || frame.type === 'signal') {
        for (const l of this.listeners.get(frame.topic) ?? []) l(frame);
      }
    };
    ws.onclose = (ev) => {
      clearTimeout(openTimer);
      if (ws === this.socket) this.closed(isOpened, ev.code);
    };
  }

  /** The socket `ws` is gone (closed, or dropped as dead): schedule the next one on the back-off. */
  private closed(wasOpened: boolean, code: number) {
    this.stopHeartbeat();
    this.socket = null;
    this.setStatus('closed');
    if (!this.wanted) return;
    // A cookie whose session ended opens no socket: retrying would loop until the app notices the sign-out
    // on its next API call. One try still follows, after the first back-off step, for a session this tab
    // replaced (its own password change revokes its old session and sets a new cookie).
    if (this.isLastTry && !wasOpened) return this.stop();
    if (code === SESSION_ENDED_CLOSE_CODE) {
      this.isLastTry = true;
      this.attempt = 0;
    }
    const delay = RECONNECT_BACKOFF_MS[Math.min(this.attempt, RECONNECT_BACKOFF_MS.length - 1)];
    this.attempt++;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  /** Gives up on the current socket without waiting for a closing handshake a dead peer never answers. */
  private drop(ws: WebSocket) {
    if (ws !== this.socket) return;
    const wasOpened = ws.readyState !== WebSocket.CONNECTING;
    ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
    try {
      ws.close();
    } catch {
      // already closed
    }
    this.closed(wasOpened, 1006);
  }

  private startHeartbeat(ws: WebSocket) {
    this.stopHeartbeat();
    this.heartbeat = setInterval(() => this.probe(ws), PING_EVERY_MS);
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.heartbeat = this.pongTimer = null;
    this.missedPongs = 0;
  }

  /** Sends a ping that wants an answer within the deadline; `missesLeft` unanswered in a row drop the socket. */
  private probe(ws: WebSocket, missesLeft = MISSED_PONGS_TO_DROP - this.missedPongs) {
    if (ws !== this.socket || this.pongTimer) return;
    if (!this.send({ type: 'ping' })) return;
    this.pongTimer = setTimeout(() => {
      this.pongTimer = null;
      if (ws !== this.socket) return;
      this.missedPongs++;
      if (missesLeft <= 1) this.drop(ws);
      else this.probe(ws, missesLeft - 1);
    }, PONG_DEADLINE_MS);
  }

  /** Connects now, skipping what is left of the back-off, in place of any socket there is. */
  private reconnectNow() {
    if (!this.wanted) return;
    if (this.socket) this.drop(this.socket);
    if (!this.wanted) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.attempt = 0;
    this.connect();
  }

  // Back online after a network change: the old socket went out on a path that may no longer exist.
  private onOnline = () => this.reconnectNow();

  // Shown again after a while hidden (a sleeping laptop, a frozen tab): the socket has to prove itself at once.
  private onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      this.hiddenAt = Date.now();
      return;
    }
    const hiddenFor = this.hiddenAt === null ? 0 : Date.now() - this.hiddenAt;
    this.hiddenAt = null;
    if (!this.wanted || hiddenFor < HIDDEN_CHECK_AFTER_MS) return;
    const ws = this.socket;
    if (!ws || ws.readyState !== WebSocket.OPEN) return this.reconnectNow();
    if (this.pongTimer) clearTimeout(this.pongTimer);
    this.pongTimer = null;
    this.probe(ws, 1);
  };

  /** Events may have been missed: every listener backfills. */
  private resync() {
    for (const l of this.reconnectListeners) l();
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

  /** Calls `listener` whenever events may have been missed: after a reconnect, and on the server's resync. */
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
