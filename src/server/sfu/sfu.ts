// The selective forwarding unit: rooms of up to 20 people, one server-side peer connection (libdatachannel
// through node-datachannel) each. Every participant publishes one Opus and one VP8 stream; the server copies each
// RTP packet to the other participants' receive slots, rewriting only payload type, SSRC, sequence number and
// timestamp. Nothing is decoded or re-encoded. Keyframe requests (PLI/FIR) from a receiver go to the publisher.
// Retransmissions (NACK), sender reports (lip sync) and bandwidth estimates are not forwarded (decision record 031).
import { Audio, PeerConnection, Video, type DataChannel, type Track } from 'node-datachannel';
import { SFU_CHANNEL, SFU_MAX_PARTICIPANTS, type SfuClientMessage, type SfuPerson, type SfuServerMessage } from '../../shared/schemas/sfu';
import { isRtcp, keyframeRequests, pli, rewriteRtp, rtpSeq, rtpTimestamp } from './rtp';
import { offerLayout, type OfferMedia } from './sdp';

export type SfuOptions = {
  /** UDP ports the peer connections may use (one port each, BUNDLE); any port when unset. */
  portRange?: [number, number];
  /** Every peer shares the range's first port (ICE UDP mux: one port to open in a firewall). */
  udpMux?: boolean;
  /** Bind ICE to this local address (its host candidates only). */
  bindAddress?: string;
  /** A peer that has not connected this long after its answer is closed. */
  connectTimeoutMs?: number;
  /** A peer whose connection dropped is closed unless it comes back within this long. */
  disconnectGraceMs?: number;
  log?: (level: 'info' | 'warn', message: string, data?: Record<string, unknown>) => void;
};

export type ParticipantInfo = { userId: string; joinedAt: string; publishing: boolean };

export type SfuStats = {
  rooms: number;
  participants: number;
  /** Media streams being forwarded (one per publisher's track per receiver). */
  streams: number;
  packetsIn: number;
  packetsOut: number;
  bytesOut: number;
  keyframeRequests: number;
};

class SfuError extends Error {
  constructor(readonly reason: 'bad_offer' | 'full' | 'unavailable', message: string) {
    super(message);
    this.name = 'SfuError';
  }
}

type Kind = 'audio' | 'video';

type OutTrack = {
  owner: Peer;
  kind: Kind;
  track: Track;
  ssrc: number;
  payloadType: number;
  open: boolean;
  source: Peer | null;
  /** The next packet starts a new source: sequence numbers and timestamps continue from the last ones sent. */
  rebase: boolean;
  seqOffset: number;
  tsOffset: number;
  lastSeq: number;
  lastTs: number;
};

type Slot = { audioMid: string; videoMid: string; audio: OutTrack; video: OutTrack; publisher: Peer | null };
type InTrack = { track: Track; ssrc: number | null; payloadType: number; lastPacketAt: number };

type Peer = {
  userId: string;
  room: Room;
  pc: PeerConnection;
  dc: DataChannel | null;
  audioIn: InTrack;
  videoIn: InTrack;
  slots: Slot[];
  /** Tracks of m-lines answered inactive. Held: a wrapper the garbage collector takes closes its track. */
  unused: Track[];
  /** Outgoing tracks fed by this peer's audio and video. */
  audioTargets: OutTrack[];
  videoTargets: OutTrack[];
  /** This peer's outgoing tracks by SSRC: where its keyframe requests point. */
  outBySsrc: Map<number, OutTrack>;
  mic: boolean;
  camera: boolean;
  joinedAt: Date;
  connected: boolean;
  closed: boolean;
  timer: ReturnType<typeof setTimeout> | null;
  lastKeyframeRequest: number;
  keyframeTimer: ReturnType<typeof setTimeout> | null;
};

type Room = { name: string; peers: Map<string, Peer> };

/** The SSRC the server signs its own RTCP with. */
const SERVER_SSRC = 0x5f5f5f5f;
const KEYFRAME_INTERVAL_MS = 300;
const GATHER_TIMEOUT_MS = 5_000;
/** A publisher counts as publishing while its packets arrived within this long. */
const PUBLISHING_WITHIN_MS = 3_000;
/** Timestamp step at a source change: one 30 fps frame of video, one 20 ms Opus frame. */
const TS_STEP: Record<Kind, number> = { video: 3000, audio: 960 };

const random32 = () => (Math.random() * 0xffffffff) >>> 0;

export class Sfu {
  private rooms = new Map<string, Room>();
  /** Server-enforced mutes by room; kept while the room is empty, so a muted student who rejoins stays muted. */
  private mutes = new Map<string, Set<string>>();
  private counters = { packetsIn: 0, packetsOut: 0, bytesOut: 0, keyframeRequests: 0 };
  private closing = false;

  constructor(private readonly options: SfuOptions = {}) {}

  /**
   * Adds `userId` to the room with the browser's complete offer and answers it (ICE gathered, no trickle). A second
   * join of the same user replaces the first. The offer publishes audio+video and brings its receive slots.
   */
  async join(roomName: string, userId: string, offer: string): Promise<string> {
    if (this.closing) throw new SfuError('unavailable', 'The video server is shutting down.');
    const layout = offerLayout(offer, SFU_MAX_PARTICIPANTS - 1);
    if (typeof layout === 'string') throw new SfuError('bad_offer', `Unusable offer: ${layout}.`);
    const room = this.rooms.get(roomName) ?? { name: roomName, peers: new Map<string, Peer>() };
    const previous = room.peers.get(userId);
    if (previous) this.remove(previous, 'replaced');
    if (room.peers.size >= SFU_MAX_PARTICIPANTS) throw new SfuError('full', `This class is full (${SFU_MAX_PARTICIPANTS} people).`);
    this.rooms.set(roomName, room);

    const [portRangeBegin, portRangeEnd] = this.options.portRange ?? [0, 0];
    const pc = new PeerConnection(`${roomName}/${userId}`, {
      iceServers: [],
      disableAutoNegotiation: true,
      ...(this.options.portRange ? { portRangeBegin, portRangeEnd } : {}),
      ...(this.options.udpMux ? { enableIceUdpMux: true } : {}),
      ...(this.options.bindAddress ? { bindAddress: this.options.bindAddress } : {}),
    });
    let peer: Peer;
    try {
      pc.setRemoteDescription(offer, 'offer');
      const inTrack = (m: OfferMedia): InTrack => {
        const desc = m.kind === 'video' ? new Video(m.mid, 'RecvOnly') : new Audio(m.mid, 'RecvOnly');
        if (desc instanceof Video) desc.addVP8Codec(m.payloadType!);
        else desc.addOpusCodec(m.payloadType!);
        return { track: pc.addTrack(desc), ssrc: m.ssrc, payloadType: m.payloadType!, lastPacketAt: 0 };
      };
      const audioIn = inTrack(layout.publish.audio);
      const videoIn = inTrack(layout.publish.video);
      peer = {
        userId, room, pc, dc: null, audioIn, videoIn, slots: [], unused: [], audioTargets: [], videoTargets: [], outBySsrc: new Map(),
        mic: true, camera: true, joinedAt: new Date(), connected: false, closed: false, timer: null, lastKeyframeRequest: 0, keyframeTimer: null,
      };
      const used = new Set<OfferMedia>([layout.publish.audio, layout.publish.video]);
      layout.slots.forEach((s, i) => {
        used.add(s.audio);
        used.add(s.video);
        const msid = `slot${i}`;
        const outTrack = (m: OfferMedia, kind: Kind): OutTrack => {
          const ssrc = random32();
          const desc = kind === 'video' ? new Video(m.mid, 'SendOnly') : new Audio(m.mid, 'SendOnly');
          if (desc instanceof Video) desc.addVP8Codec(m.payloadType!);
          else desc.addOpusCodec(m.payloadType!);
          desc.addSSRC(ssrc, 'sfu', msid, `${msid}-${kind}`);
          const out: OutTrack = {
            owner: peer, kind, track: pc.addTrack(desc), ssrc, payloadType: m.payloadType!, open: false, source: null,
            rebase: true, seqOffset: 0, tsOffset: 0, lastSeq: random32() & 0xffff, lastTs: random32(),
          };
          peer.outBySsrc.set(ssrc, out);
          return out;
        };
        peer.slots.push({ audioMid: s.audio.mid, videoMid: s.video.mid, audio: outTrack(s.audio, 'audio'), video: outTrack(s.video, 'video'), publisher: null });
      });
      // m-lines the SFU has no use for (slots beyond the room's size) are answered inactive.
      for (const m of layout.media) {
        if (m.kind === 'application' || used.has(m)) continue;
        const desc = m.kind === 'video' ? new Video(m.mid, 'Inactive') : new Audio(m.mid, 'Inactive');
        if (m.payloadType !== null) {
          if (desc instanceof Video) desc.addVP8Codec(m.payloadType);
          else desc.addOpusCodec(m.payloadType);
        }
        peer.unused.push(pc.addTrack(desc));
      }
      this.wire(peer);
      pc.setLocalDescription('answer');
    } catch (err) {
      pc.close();
      if (room.peers.size === 0) this.rooms.delete(roomName);
      throw new SfuError('bad_offer', `Unusable offer: ${err instanceof Error ? err.message : String(err)}.`);
    }

    // The seat is taken now, so two joins cannot both pass the size check while candidates gather.
    room.peers.set(userId, peer);
    for (const other of room.peers.values()) {
      if (other === peer) continue;
      this.assign(other, peer);
      this.assign(peer, other);
    }
    peer.timer = setTimeout(() => {
      if (!peer.connected) this.remove(peer, 'connect timeout');
    }, this.options.connectTimeoutMs ?? 20_000);
    peer.timer.unref?.();

    await gathered(pc);
    const answer = peer.closed ? null : pc.localDescription()?.sdp;
    if (!answer || !/\r?\na=candidate:/.test(answer)) {
      this.remove(peer, 'no candidates');
      throw new SfuError('unavailable', 'The video server has no free port.');
    }
    this.log('info', 'sfu peer joined', { room: roomName, userId, slots: peer.slots.length, size: room.peers.size });
    this.broadcast(room);
    return answer;
  }

  /** Stops (or resumes) forwarding a user's audio in a room; holds for their later joins too. */
  setMuted(roomName: string, userId: string, muted: boolean) {
    let set = this.mutes.get(roomName);
    if (muted) {
      if (!set) this.mutes.set(roomName, (set = new Set()));
      set.add(userId);
    } else if (set) {
      set.delete(userId);
      if (set.size === 0) this.mutes.delete(roomName);
    }
    const room = this.rooms.get(roomName);
    const peer = room?.peers.get(userId);
    // Receivers see the audio continue without a sequence gap from where it stopped.
    if (peer && !muted) for (const out of peer.audioTargets) out.rebase = true;
    if (room) this.broadcast(room);
  }

  participants(roomName: string): ParticipantInfo[] {
    const room = this.rooms.get(roomName);
    if (!room) return [];
    const now = Date.now();
    return [...room.peers.values()].map((p) => ({
      userId: p.userId,
      joinedAt: p.joinedAt.toISOString(),
      publishing: p.connected && Math.max(p.audioIn.lastPacketAt, p.videoIn.lastPacketAt) > now - PUBLISHING_WITHIN_MS,
    }));
  }

  stats(): SfuStats {
    let participants = 0;
    let streams = 0;
    for (const room of this.rooms.values()) {
      participants += room.peers.size;
      for (const p of room.peers.values()) streams += p.audioTargets.filter((t) => t.open).length + p.videoTargets.filter((t) => t.open).length;
    }
    return { rooms: this.rooms.size, participants, streams, ...this.counters };
  }

  /** Closes every peer connection; later joins are refused. */
  close() {
    this.closing = true;
    for (const room of [...this.rooms.values()]) for (const peer of [...room.peers.values()]) this.remove(peer, 'shutdown');
  }

  private isMuted(peer: Peer) {
    return this.mutes.get(peer.room.name)?.has(peer.userId) ?? false;
  }

  private wire(peer: Peer) {
    const { pc } = peer;
    pc.onStateChange((state) => {
      if (peer.closed) return;
      if (state === 'connected') {
        peer.connected = true;
        if (peer.timer) clearTimeout(peer.timer);
        peer.timer = null;
      } else if (state === 'disconnected') {
        if (peer.timer) clearTimeout(peer.timer);
        peer.timer = setTimeout(() => this.remove(peer, 'disconnected'), this.options.disconnectGraceMs ?? 5_000);
        peer.timer.unref?.();
        peer.connected = false;
      } else if (state === 'failed' || state === 'closed') {
        this.remove(peer, state);
      }
    });
    pc.onDataChannel((dc) => {
      if (dc.getLabel() !== SFU_CHANNEL || peer.closed) return;
      peer.dc = dc;
      const hello = () => this.sendState(peer);
      if (dc.isOpen()) hello();
      else dc.onOpen(hello);
      dc.onMessage((raw) => {
        if (typeof raw !== 'string' || raw.length > 1_000) return;
        let msg: SfuClientMessage;
        try {
          msg = JSON.parse(raw) as SfuClientMessage;
        } catch {
          return;
        }
        if (msg.t === 'leave') this.remove(peer, 'left');
        else if (msg.t === 'media') {
          peer.mic = msg.mic === true;
          peer.camera = msg.camera === true;
          this.broadcast(peer.room);
        }
      });
      dc.onClosed(() => this.remove(peer, 'channel closed'));
    });
    const onRtcp = (packet: Buffer) => {
      for (const ssrc of keyframeRequests(packet)) {
        const out = peer.outBySsrc.get(ssrc);
        if (out?.kind === 'video' && out.source) this.requestKeyframe(out.source);
      }
    };
    // RTCP about forwarded streams reaches the track whose SSRC it names (libdatachannel routes by SSRC), and the
    // incoming ones when the browser signs it with its sending SSRC: every track listens for keyframe requests.
    for (const kind of ['audio', 'video'] as const) {
      const input = kind === 'audio' ? peer.audioIn : peer.videoIn;
      input.track.onMessage((packet) => {
        if (isRtcp(packet)) return onRtcp(packet);
        this.forward(peer, kind, input, packet);
      });
    }
    for (const slot of peer.slots) {
      for (const out of [slot.audio, slot.video]) {
        out.track.onOpen(() => {
          out.open = true;
          if (out.kind === 'video' && out.source) this.requestKeyframe(out.source);
        });
        out.track.onClosed(() => (out.open = false));
        out.track.onMessage((packet) => {
          if (isRtcp(packet)) onRtcp(packet);
        });
      }
    }
  }

  /** The hot path: one publisher packet to each receiver's slot, header rewritten, payload untouched. */
  private forward(pub: Peer, kind: Kind, input: InTrack, packet: Buffer) {
    this.counters.packetsIn++;
    if (packet.length < 12 || (packet[1] & 0x7f) !== input.payloadType) return;
    input.lastPacketAt = Date.now();
    if (kind === 'audio' && this.isMuted(pub)) return;
    const targets = kind === 'audio' ? pub.audioTargets : pub.videoTargets;
    const seq = rtpSeq(packet);
    const ts = rtpTimestamp(packet);
    for (const out of targets) {
      if (!out.open) continue;
      if (out.rebase) {
        out.seqOffset = (out.lastSeq + 1 - seq) & 0xffff;
        out.tsOffset = (out.lastTs + TS_STEP[kind] - ts) >>> 0;
        out.rebase = false;
      }
      out.lastSeq = (seq + out.seqOffset) & 0xffff;
      out.lastTs = (ts + out.tsOffset) >>> 0;
      // The send copies the bytes, so one buffer serves every receiver.
      rewriteRtp(packet, out.payloadType, out.lastSeq, out.lastTs, out.ssrc);
      try {
        out.track.sendMessageBinary(packet);
        this.counters.packetsOut++;
        this.counters.bytesOut += packet.length;
      } catch {
        out.open = false;
      }
    }
  }

  /** Asks the publisher for a keyframe: at most one PLI per 300 ms, a later request waits for the next turn. */
  private requestKeyframe(pub: Peer) {
    if (pub.closed || pub.keyframeTimer || pub.videoIn.ssrc === null) return;
    const wait = pub.lastKeyframeRequest + KEYFRAME_INTERVAL_MS - Date.now();
    const send = () => {
      pub.keyframeTimer = null;
      if (pub.closed || pub.videoIn.ssrc === null) return;
      pub.lastKeyframeRequest = Date.now();
      try {
        if (pub.videoIn.track.isOpen()) {
          pub.videoIn.track.sendMessageBinary(pli(SERVER_SSRC, pub.videoIn.ssrc));
          this.counters.keyframeRequests++;
        }
      } catch {
        // The track closed meanwhile; the peer is on its way out.
      }
    };
    if (wait <= 0) send();
    else {
      pub.keyframeTimer = setTimeout(send, wait);
      pub.keyframeTimer.unref?.();
    }
  }

  /** Gives `pub` a free receive slot of `sub` (nothing when the client offered too few). */
  private assign(sub: Peer, pub: Peer) {
    if (sub.slots.some((s) => s.publisher === pub)) return;
    const slot = sub.slots.find((s) => s.publisher === null);
    if (!slot) return;
    slot.publisher = pub;
    for (const out of [slot.audio, slot.video]) {
      out.source = pub;
      out.rebase = true;
    }
    pub.audioTargets.push(slot.audio);
    pub.videoTargets.push(slot.video);
    if (slot.video.open) this.requestKeyframe(pub);
  }

  private remove(peer: Peer, reason: string) {
    if (peer.closed) return;
    peer.closed = true;
    if (peer.timer) clearTimeout(peer.timer);
    if (peer.keyframeTimer) clearTimeout(peer.keyframeTimer);
    const { room } = peer;
    if (room.peers.get(peer.userId) === peer) room.peers.delete(peer.userId);
    for (const other of room.peers.values()) {
      other.audioTargets = other.audioTargets.filter((t) => t.owner !== peer);
      other.videoTargets = other.videoTargets.filter((t) => t.owner !== peer);
      for (const slot of other.slots) {
        if (slot.publisher !== peer) continue;
        slot.publisher = null;
        slot.audio.source = slot.video.source = null;
      }
    }
    // Someone waiting for a slot (a client that offered fewer than the room's size) gets the freed one.
    for (const sub of room.peers.values()) for (const pub of room.peers.values()) if (sub !== pub) this.assign(sub, pub);
    peer.audioTargets = [];
    peer.videoTargets = [];
    for (const slot of peer.slots) slot.audio.open = slot.video.open = false;
    if (room.peers.size === 0) {
      if (this.rooms.get(room.name) === room) this.rooms.delete(room.name);
    } else {
      this.broadcast(room);
    }
    this.log('info', 'sfu peer left', { room: room.name, userId: peer.userId, reason, size: room.peers.size });
    // Closed outside the library's callback that may have brought us here.
    setImmediate(() => {
      try {
        peer.dc?.close();
      } catch {
        // already closed
      }
      peer.pc.close();
    });
  }

  private broadcast(room: Room) {
    for (const peer of room.peers.values()) this.sendState(peer);
  }

  private sendState(peer: Peer) {
    const dc = peer.dc;
    if (!dc || peer.closed || !dc.isOpen()) return;
    const mutes = this.mutes.get(peer.room.name);
    const people: Record<string, SfuPerson> = {};
    for (const p of peer.room.peers.values()) {
      people[p.userId] = { mic: p.mic, camera: p.camera, mutedByHost: mutes?.has(p.userId) ?? false, joinedAt: p.joinedAt.toISOString() };
    }
    const msg: SfuServerMessage = {
      t: 'state',
      self: peer.userId,
      slots: peer.slots.map((s) => ({ audioMid: s.audioMid, videoMid: s.videoMid, userId: s.publisher?.userId ?? null })),
      people,
    };
    try {
      dc.sendMessage(JSON.stringify(msg));
    } catch {
      // The channel closed; its close handler removes the peer.
    }
  }

  private log(level: 'info' | 'warn', message: string, data?: Record<string, unknown>) {
    this.options.log?.(level, message, data);
  }
}

/** Resolves once the connection's ICE candidates are gathered (non-trickle answer), or after 5 s. */
function gathered(pc: PeerConnection): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, GATHER_TIMEOUT_MS);
    const check = () => {
      if (pc.gatheringState() !== 'complete') return false;
      clearTimeout(timer);
      resolve();
      return true;
    };
    if (check()) return;
    pc.onGatheringStateChange(() => void check());
  });
}
