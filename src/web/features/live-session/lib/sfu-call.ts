// A class's video call through the server's SFU (decision record 031). One peer connection: it sends the camera
// and microphone, and receives everyone else in fixed slots (one receive-only audio+video pair per other seat), so
// people coming and going never renegotiate. The "sfu" data channel says which slot shows whom, who is muted, and
// carries this side's mic/camera switches. Signalling is one HTTP request: complete offer in, answer out.
import { SFU_CHANNEL, SFU_MAX_PARTICIPANTS, type SfuClientMessage, type SfuPerson, type SfuServerMessage } from '@shared/schemas/sfu';
import { api } from '../../../lib/api-client';

type SfuCallState = 'starting' | 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

export type SfuCallSnapshot = {
  state: SfuCallState;
  localStream: MediaStream | null;
  /** Everyone else whose media reaches us, by user id (a new stream object when a slot changes hands). */
  remotes: Record<string, MediaStream>;
  /** Everyone in the room, self included, as the server reports them. */
  people: Record<string, SfuPerson>;
  mic: boolean;
  camera: boolean;
  /** The tutor muted us: the server forwards none of our audio. */
  mutedByHost: boolean;
  /** Audio level (0–1) of each remote participant, refreshed twice a second. */
  levels: Record<string, number>;
  /** Who is speaking: the loudest voice, kept while it goes on; the last speaker through silence. */
  activeSpeaker: string | null;
  error: string | null;
};

type SfuCallOptions = {
  bookingId: string;
  onChange: (s: SfuCallSnapshot) => void;
  /** Receive slots to offer: the room's capacity less oneself. */
  slots?: number;
  /** Camera size and the sending bitrate ceiling; small by default, as a class shows many tiles. */
  video?: { width: number; height: number; frameRate: number; maxBitrate: number };
  /** Sends the offer, answers the answer; the default is POST /api/sessions/{id}/sfu. */
  signal?: (offer: string) => Promise<string>;
};

const DEFAULT_VIDEO = { width: 320, height: 240, frameRate: 15, maxBitrate: 250_000 };
const LEVEL_EVERY_MS = 500;
const SPEAKING_LEVEL = 0.05;
/** How long to wait for this side's ICE candidates: the server also learns the address from the first check. */
const GATHER_WAIT_MS = 500;

const postOffer = (bookingId: string) => async (sdp: string) =>
  (await api.post<{ sdp: string }>(`/api/sessions/${encodeURIComponent(bookingId)}/sfu`, { sdp })).sdp;

type SlotView = { audioMid: string; videoMid: string; userId: string | null; stream: MediaStream | null };

export class SfuCall {
  private pc: RTCPeerConnection | null = null;
  private dc: RTCDataChannel | null = null;
  private local: MediaStream | null = null;
  private slots: SlotView[] = [];
  private receiverByMid = new Map<string, RTCRtpReceiver>();
  /**
   * The server's latest state on this connection. The channel can open and deliver it before
   * `setRemoteDescription` has resolved here and the slots are known; it is applied again once they are.
   */
  private serverState: SfuServerMessage | null = null;
  private reconnected = false;
  private closed = false;
  private levelTimer: ReturnType<typeof setInterval> | null = null;
  private snap: SfuCallSnapshot = {
    state: 'starting',
    localStream: null,
    remotes: {},
    people: {},
    mic: true,
    camera: true,
    mutedByHost: false,
    levels: {},
    activeSpeaker: null,
    error: null,
  };
  private readonly signal: (offer: string) => Promise<string>;
  private readonly slotCount: number;
  private readonly video: NonNullable<SfuCallOptions['video']>;

  /** Closing the tab tells the server at once (otherwise it notices the silence after about 25 s). */
  private readonly onPageHide = () => this.send({ t: 'leave' });

  constructor(private readonly opts: SfuCallOptions) {
    this.signal = opts.signal ?? postOffer(opts.bookingId);
    this.slotCount = Math.max(1, Math.min(opts.slots ?? SFU_MAX_PARTICIPANTS - 1, SFU_MAX_PARTICIPANTS - 1));
    this.video = opts.video ?? DEFAULT_VIDEO;
  }

  get snapshot() {
    return this.snap;
  }

  /** Opens camera and microphone (or goes on without them) and joins the room. */
  async start() {
    window.addEventListener('pagehide', this.onPageHide);
    try {
      this.local = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true },
        video: { width: { ideal: this.video.width }, height: { ideal: this.video.height }, frameRate: { ideal: this.video.frameRate } },
      });
    } catch {
      // No camera or no permission: join to watch and listen; the send m-lines stay, without tracks.
      this.local = null;
    }
    if (this.closed) return this.stopLocal();
    this.update({ localStream: this.local, mic: this.hasTrack('audio'), camera: this.hasTrack('video') });
    await this.connect();
  }

  setMic(on: boolean) {
    const track = this.local?.getAudioTracks()[0];
    if (!track) return;
    track.enabled = on && !this.snap.mutedByHost;
    this.update({ mic: on });
    this.send({ t: 'media', mic: on, camera: this.snap.camera });
  }

  setCamera(on: boolean) {
    const track = this.local?.getVideoTracks()[0];
    if (!track) return;
    track.enabled = on;
    this.update({ camera: on });
    this.send({ t: 'media', mic: this.snap.mic, camera: on });
  }

  /** Leaves the room: the server is told at once, the devices are released. */
  leave() {
    if (this.closed) return;
    this.closed = true;
    window.removeEventListener('pagehide', this.onPageHide);
    this.send({ t: 'leave' });
    this.teardown();
    this.stopLocal();
    this.update({ state: 'closed', remotes: {}, people: {} });
  }

  private hasTrack(kind: 'audio' | 'video') {
    return (kind === 'audio' ? this.local?.getAudioTracks() : this.local?.getVideoTracks())?.length ? true : false;
  }

  private async connect() {
    this.update({ state: this.reconnected ? 'reconnecting' : 'connecting', error: null });
    const pc = new RTCPeerConnection({ bundlePolicy: 'max-bundle', rtcpMuxPolicy: 'require' });
    this.pc = pc;
    const audio = this.local?.getAudioTracks()[0];
    const video = this.local?.getVideoTracks()[0];
    const streams = this.local ? [this.local] : [];
    pc.addTransceiver(audio ?? 'audio', { direction: 'sendonly', streams });
    pc.addTransceiver(video ?? 'video', { direction: 'sendonly', streams, sendEncodings: [{ maxBitrate: this.video.maxBitrate }] });
    const receivers = Array.from({ length: this.slotCount }, () => ({
      audio: pc.addTransceiver('audio', { direction: 'recvonly' }),
      video: pc.addTransceiver('video', { direction: 'recvonly' }),
    }));
    const dc = pc.createDataChannel(SFU_CHANNEL);
    this.dc = dc;
    dc.onmessage = (e) => {
      if (pc !== this.pc || typeof e.data !== 'string') return;
      let msg: SfuServerMessage;
      try {
        msg = JSON.parse(e.data) as SfuServerMessage;
      } catch {
        return; // not ours
      }
      if (msg.t !== 'state') return;
      this.serverState = msg;
      this.applyState();
    };
    dc.onclose = () => {
      if (pc === this.pc && !this.closed) this.fail(pc, 'The connection to the class was lost.');
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc) return;
      if (pc.connectionState === 'connected') this.update({ state: 'connected' });
      else if (pc.connectionState === 'failed') this.fail(pc, 'The connection to the class failed.');
    };
    try {
      await pc.setLocalDescription();
      await gathered(pc, GATHER_WAIT_MS);
      const answer = await this.signal(pc.localDescription!.sdp);
      if (pc !== this.pc) return;
      await pc.setRemoteDescription({ type: 'answer', sdp: answer });
      if (pc !== this.pc) return;
    } catch (err) {
      if (pc === this.pc) this.fail(pc, err instanceof Error ? err.message : 'Could not join the class.');
      return;
    }
    // The slots' mids are set now; the server names them in its state messages.
    this.slots = receivers.map((r) => ({ audioMid: r.audio.mid ?? '', videoMid: r.video.mid ?? '', userId: null, stream: null }));
    this.receiverByMid = new Map(receivers.flatMap((r) => [[r.audio.mid ?? '', r.audio.receiver] as const, [r.video.mid ?? '', r.video.receiver] as const]));
    // The first state (sent when the channel opens) may have come in while this side was still applying the answer:
    // the server sends nothing more until something changes, so it is applied now.
    this.applyState();
    this.levelTimer ??= setInterval(() => void this.readLevels(), LEVEL_EVERY_MS);
  }

  /** Once: a failed connection is made again from scratch (new offer, the same devices); a second failure stays. */
  private fail(pc: RTCPeerConnection, message: string) {
    if (this.closed || pc !== this.pc) return;
    this.teardown();
    if (this.reconnected) {
      this.update({ state: 'failed', error: message, remotes: {} });
      return;
    }
    this.reconnected = true;
    this.update({ remotes: {} });
    void this.connect();
  }

  private teardown() {
    if (this.levelTimer) clearInterval(this.levelTimer);
    this.levelTimer = null;
    const pc = this.pc;
    this.pc = null;
    this.dc = null;
    this.slots = [];
    this.receiverByMid = new Map();
    this.serverState = null;
    pc?.close();
  }

  private stopLocal() {
    for (const t of this.local?.getTracks() ?? []) t.stop();
  }

  private send(msg: SfuClientMessage) {
    if (this.dc?.readyState === 'open') this.dc.send(JSON.stringify(msg));
  }

  /** Shows the server's latest state: idempotent, so it runs on every message and again once the slots are known. */
  private applyState() {
    const msg = this.serverState;
    if (!msg) return;
    const remotes: Record<string, MediaStream> = {};
    for (const s of msg.slots) {
      const view = this.slots.find((v) => v.videoMid === s.videoMid);
      if (!view) continue;
      if (view.userId !== s.userId) {
        view.userId = s.userId;
        const tracks = [this.receiverByMid.get(view.audioMid)?.track, this.receiverByMid.get(view.videoMid)?.track].filter((t): t is MediaStreamTrack => !!t);
        view.stream = s.userId ? new MediaStream(tracks) : null;
      }
      if (view.userId && view.stream) remotes[view.userId] = view.stream;
    }
    const mutedByHost = msg.people[msg.self]?.mutedByHost ?? false;
    const track = this.local?.getAudioTracks()[0];
    if (track) track.enabled = this.snap.mic && !mutedByHost;
    this.update({ remotes, people: msg.people, mutedByHost });
  }

  /** Remote audio levels from the receivers' statistics (decoded audio: no header extension needed). */
  private async readLevels() {
    const pc = this.pc;
    if (!pc) return;
    const levels: Record<string, number> = {};
    const stats = await pc.getStats();
    stats.forEach((r: { type: string; kind?: string; mid?: string; audioLevel?: number }) => {
      if (r.type !== 'inbound-rtp' || r.kind !== 'audio' || r.mid === undefined) return;
      const user = this.slots.find((s) => s.audioMid === r.mid)?.userId;
      if (user) levels[user] = r.audioLevel ?? 0;
    });
    if (pc !== this.pc) return;
    let loudest: string | null = null;
    for (const [user, level] of Object.entries(levels)) if (level >= SPEAKING_LEVEL && (!loudest || level > levels[loudest])) loudest = user;
    // The current speaker keeps the stage while still talking (no flicker between two voices); otherwise the
    // loudest voice takes it; in silence the last speaker stays while present.
    const current = this.snap.activeSpeaker;
    let activeSpeaker = current && current in this.snap.remotes ? current : null;
    if (!(activeSpeaker && (levels[activeSpeaker] ?? 0) >= SPEAKING_LEVEL) && loudest) activeSpeaker = loudest;
    this.update({ levels, activeSpeaker });
  }

  private update(patch: Partial<SfuCallSnapshot>) {
    this.snap = { ...this.snap, ...patch };
    this.opts.onChange(this.snap);
  }
}

/** Resolves when ICE gathering completes or after `ms`, whichever is first. */
function gathered(pc: RTCPeerConnection, ms: number): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState !== 'complete') return;
      clearTimeout(timer);
      resolve();
    });
  });
}
