// A participant without a browser (node-datachannel): the SFU's tests and the class benchmark's light publishers.
// It offers what the browser client offers (sendonly Opus + VP8, receive-only slots, the "sfu" data channel),
// sends RTP packets it is given and counts what arrives per slot. It never decodes anything.
import { Audio, PeerConnection, Video, type DataChannel, type Track } from 'node-datachannel';
import { SFU_CHANNEL, type SfuClientMessage, type SfuServerMessage } from '../../shared/schemas/sfu';
import { pli } from './rtp';

const OPUS = 111;
const VP8 = 96;

type Received = { kind: 'audio' | 'video'; mid: string; packet: Buffer };

export class NodeSfuClient {
  readonly audioSsrc = (Math.random() * 0xffffffff) >>> 0;
  readonly videoSsrc = (Math.random() * 0xffffffff) >>> 0;
  /** The server's last state message. */
  state: SfuServerMessage | null = null;
  /** Keyframe requests (PLI/FIR) the server sent for this client's video. */
  keyframeRequests = 0;
  private pc: PeerConnection;
  private dc: DataChannel;
  private audio: Track;
  private video: Track;
  /** Every track stays referenced: a collected wrapper takes its m-line with it. */
  private receivers: Track[] = [];
  private lastPacketAt = new Map<string, number>();
  private listeners: Array<(r: Received) => void> = [];
  private stateListeners: Array<(s: SfuServerMessage) => void> = [];

  constructor(
    readonly userId: string,
    slots: number,
  ) {
    this.pc = new PeerConnection(userId, { iceServers: [], disableAutoNegotiation: true, bindAddress: '127.0.0.1' });
    const a = new Audio('0', 'SendOnly');
    a.addOpusCodec(OPUS);
    a.addSSRC(this.audioSsrc, userId, userId, `${userId}-a`);
    this.audio = this.pc.addTrack(a);
    const v = new Video('1', 'SendOnly');
    v.addVP8Codec(VP8);
    v.addSSRC(this.videoSsrc, userId, userId, `${userId}-v`);
    this.video = this.pc.addTrack(v);
    this.video.onMessage((packet) => {
      if (packet.length >= 8 && packet[1] === 206 && ((packet[0] & 0x1f) === 1 || (packet[0] & 0x1f) === 4)) this.keyframeRequests++;
    });
    for (let i = 0; i < slots; i++) {
      for (const kind of ['audio', 'video'] as const) {
        const mid = `${kind[0]}${i}`;
        const desc = kind === 'audio' ? new Audio(mid, 'RecvOnly') : new Video(mid, 'RecvOnly');
        if (desc instanceof Audio) desc.addOpusCodec(OPUS);
        else desc.addVP8Codec(VP8);
        const track = this.pc.addTrack(desc);
        this.receivers.push(track);
        track.onMessage((packet) => {
          if (packet.length < 12 || (packet[1] >= 192 && packet[1] <= 223)) return;
          this.lastPacketAt.set(mid, Date.now());
          for (const l of this.listeners) l({ kind, mid, packet });
        });
      }
    }
    this.dc = this.pc.createDataChannel(SFU_CHANNEL);
    this.dc.onMessage((raw) => {
      if (typeof raw !== 'string') return;
      this.state = JSON.parse(raw) as SfuServerMessage;
      for (const l of this.stateListeners) l(this.state);
    });
  }

  /** Offers, hands the offer to `signal` and applies its answer; resolves once the data channel is open. */
  async join(signal: string | ((offer: string) => Promise<string>)) {
    this.pc.setLocalDescription('offer');
    await new Promise<void>((resolve) => {
      const check = () => (this.pc.gatheringState() === 'complete' ? resolve() : setTimeout(check, 10));
      check();
    });
    // Sent without candidates: the server learns this side's address from its first check (peer-reflexive), as with
    // a browser that hides its addresses. With them, the server's early checks sometimes fail libjuice's offering
    // agent before the answer arrives ("Got a remote candidate without ICE transport").
    const offer = this.pc
      .localDescription()!
      .sdp.split('\r\n')
      .filter((l) => !l.startsWith('a=candidate:') && l !== 'a=end-of-candidates')
      .join('\r\n');
    const answer =
      typeof signal === 'string'
        ? await fetch(signal, { method: 'POST', body: offer }).then(async (r) => (r.ok ? r.text() : Promise.reject(new Error(await r.text()))))
        : await signal(offer);
    this.pc.setRemoteDescription(answer, 'answer');
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.userId}: no data channel`)), 10_000);
      const open = () => {
        clearTimeout(timer);
        resolve();
      };
      if (this.dc.isOpen()) open();
      else this.dc.onOpen(open);
    });
  }

  /** Sends an RTP packet as this client's audio or video (its own SSRC written in). */
  send(kind: 'audio' | 'video', packet: Buffer) {
    const track = kind === 'audio' ? this.audio : this.video;
    if (!track.isOpen()) return false;
    packet.writeUInt32BE(kind === 'audio' ? this.audioSsrc : this.videoSsrc, 8);
    return track.sendMessageBinary(packet);
  }

  /** Asks the server for a keyframe of the stream it sends with `ssrc` (a PLI, as a browser's decoder would). */
  requestKeyframe(ssrc: number) {
    this.receivers[1]?.sendMessageBinary(pli(this.videoSsrc, ssrc));
  }

  message(msg: SfuClientMessage) {
    this.dc.sendMessage(JSON.stringify(msg));
  }

  onPacket(listener: (r: Received) => void) {
    this.listeners.push(listener);
  }

  onState(listener: (s: SfuServerMessage) => void) {
    this.stateListeners.push(listener);
  }

  /** How many other participants' video reached this client in the last five seconds. */
  publishersReceiving() {
    const since = Date.now() - 5_000;
    return [...this.lastPacketAt].filter(([mid, at]) => mid.startsWith('v') && at > since).length;
  }

  close() {
    try {
      this.dc.close();
    } catch {
      // already closed
    }
    this.pc.close();
  }
}
