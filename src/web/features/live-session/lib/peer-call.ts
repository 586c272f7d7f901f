// One WebRTC call between the two participants of a session, signalled over the realtime socket.
// Whiteboard and end-of-session frames share the topic and are handled by the room.
// The tutor hosts: when both are present the tutor makes the offer. Either side may join first or
// reload; joins repeat until a peer connection is up, and a new connection of the other side
// replaces the old one.
import type { ServerFrame, SignalData } from '@shared/realtime';
import { realtime } from '../../../lib/realtime-client';

export type PeerState = 'waiting' | 'connecting' | 'connected' | 'reconnecting';
export type MediaFlags = { audio: boolean; video: boolean; screen: boolean };

export type CallSnapshot = {
  started: boolean;
  peer: PeerState;
  connectionState: RTCPeerConnectionState | 'new';
  localStream: MediaStream | null;
  /** What the local preview shows: the camera, or the shared screen while sharing. */
  previewStream: MediaStream | null;
  remoteStream: MediaStream | null;
  media: MediaFlags;
  remoteMedia: MediaFlags | null;
  devices: { audio: MediaDeviceInfo[]; video: MediaDeviceInfo[] };
  audioDeviceId: string | null;
  videoDeviceId: string | null;
};

type SignalFrame = Extract<ServerFrame, { type: 'signal' }>;

export type PeerCallOptions = {
  bookingId: string;
  role: 'tutor' | 'student';
  /** Fetched while the devices open. */
  iceServers: Promise<RTCIceServer[]>;
  /** Start without camera and microphone when the devices cannot be opened (Force Initialize). */
  allowNoMedia?: boolean;
  onChange: (s: CallSnapshot) => void;
};

/** Performance marks of the join path (read by the join benchmark). */
const mark = (name: string) => performance.mark?.(name);

/** The ICE configuration could not be fetched (as opposed to the devices failing). */
export class IceConfigError extends Error {
  constructor(readonly cause: unknown) {
    super('ICE configuration unavailable');
  }
}

const JOIN_DELAYS_MS = [0, 100, 200, 400, 800, 1500, 2500];

export class PeerCall {
  private pc: RTCPeerConnection | null = null;
  private peerConn: string | null = null;
  private pendingIce: RTCIceCandidateInit[] = [];
  private remoteStream: MediaStream | null = null;
  private localStream: MediaStream | null = null;
  private screenTrack: MediaStreamTrack | null = null;
  private unsubscribe: (() => void) | null = null;
  private joinTimer: ReturnType<typeof setTimeout> | null = null;
  private joinAttempt = 0;
  private closed = false;
  private iceServers: RTCIceServer[] = [];
  private snap: CallSnapshot;
  readonly topic: string;

  constructor(private readonly opts: PeerCallOptions) {
    this.topic = `session:${opts.bookingId}`;
    this.snap = {
      started: false,
      peer: 'waiting',
      connectionState: 'new',
      localStream: null,
      previewStream: null,
      remoteStream: null,
      media: { audio: false, video: false, screen: false },
      remoteMedia: null,
      devices: { audio: [], video: [] },
      audioDeviceId: null,
      videoDeviceId: null,
    };
  }

  get snapshot() {
    return this.snap;
  }

  get peerConnection() {
    return this.pc;
  }

  private update(patch: Partial<CallSnapshot>) {
    this.snap = { ...this.snap, ...patch };
    if (!this.closed) this.opts.onChange(this.snap);
  }

  /** Opens camera and microphone, joins the room; resolves once the room is ready on this side. */
  async start(): Promise<void> {
    this.unsubscribe = realtime.subscribe(this.topic, (f) => {
      if (f.type === 'signal') this.onSignal(f);
    });
    const [stream, iceServers] = await Promise.all([
      this.openMedia(),
      this.opts.iceServers.catch((err: unknown) => {
        throw new IceConfigError(err);
      }),
    ]);
    this.iceServers = iceServers;
    if (this.closed) {
      stream.getTracks().forEach((t) => t.stop());
      return;
    }
    this.localStream = stream;
    mark('live:media');
    const audio = stream.getAudioTracks()[0];
    const video = stream.getVideoTracks()[0];
    this.update({
      localStream: stream,
      previewStream: stream,
      media: { audio: !!audio, video: !!video, screen: false },
      audioDeviceId: audio?.getSettings().deviceId ?? null,
      videoDeviceId: video?.getSettings().deviceId ?? null,
    });
    void this.refreshDevices();
    await this.waitForSocket();
    mark('live:socket');
    this.update({ started: true });
    this.scheduleJoin(true);
  }

  private async openMedia(): Promise<MediaStream> {
    try {
      return await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: { ideal: 1280 }, height: { ideal: 720 } } });
    } catch (err) {
      if (!this.opts.allowNoMedia) throw err;
      return navigator.mediaDevices.getUserMedia({ audio: true }).catch(() => new MediaStream());
    }
  }

  private async waitForSocket() {
    realtime.start();
    while (realtime.status !== 'open' && !this.closed) await new Promise((r) => setTimeout(r, 50));
  }

  async refreshDevices() {
    if (!navigator.mediaDevices?.enumerateDevices) return;
    const all = await navigator.mediaDevices.enumerateDevices();
    this.update({ devices: { audio: all.filter((d) => d.kind === 'audioinput'), video: all.filter((d) => d.kind === 'videoinput') } });
  }

  // ---- joining ---------------------------------------------------------------------------------

  private send(data: SignalData, to?: string) {
    return realtime.signal(this.topic, data, to);
  }

  private scheduleJoin(reset = false) {
    if (this.closed) return;
    if (reset) this.joinAttempt = 0;
    if (this.joinTimer) clearTimeout(this.joinTimer);
    const delay = JOIN_DELAYS_MS[Math.min(this.joinAttempt, JOIN_DELAYS_MS.length - 1)];
    this.joinTimer = setTimeout(() => {
      this.joinTimer = null;
      if (this.closed || this.snap.connectionState === 'connected') return;
      this.send({ kind: 'join' });
      this.joinAttempt++;
      this.scheduleJoin();
    }, delay);
  }

  private onSignal(f: SignalFrame) {
    const d = f.data;
    switch (d.kind) {
      case 'join':
        return this.onJoin(f.fromConnection);
      case 'offer':
        return void this.onOffer(f.fromConnection, d.sdp);
      case 'answer':
        return void this.onAnswer(f.fromConnection, d.sdp);
      case 'ice':
        return void this.onIce(f.fromConnection, d.candidate);
      case 'leave':
        if (f.fromConnection === this.peerConn) this.dropPeer('waiting');
        return;
      case 'media':
        if (f.fromConnection === this.peerConn) this.update({ remoteMedia: { audio: d.audio, video: d.video, screen: d.screen } });
        return;
      default:
        return; // whiteboard and end frames are handled by the room
    }
  }

  private onJoin(from: string) {
    if (!this.snap.started) return;
    const live = this.pc && this.peerConn === from && !['failed', 'closed'].includes(this.pc.connectionState);
    if (this.opts.role === 'tutor') {
      if (!live) void this.makeOffer(from);
    } else if (!live) {
      // Answer the host's join at once so it can offer without waiting for our next join.
      this.send({ kind: 'join' }, from);
    }
  }

  // ---- peer connection -------------------------------------------------------------------------

  private createPc(peer: string): RTCPeerConnection {
    this.closePc();
    mark('live:pc');
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    this.pc = pc;
    this.peerConn = peer;
    this.pendingIce = [];
    const remote = new MediaStream();
    this.remoteStream = remote;
    (window as unknown as { __pc?: RTCPeerConnection }).__pc = pc;
    pc.ontrack = (e) => {
      if (!remote.getTracks().includes(e.track)) remote.addTrack(e.track);
      this.update({ remoteStream: remote });
    };
    pc.onicecandidate = (e) => {
      if (e.candidate && this.pc === pc) this.send({ kind: 'ice', candidate: e.candidate.toJSON() as never }, peer);
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      const state = pc.connectionState;
      if (state === 'connected') {
        mark('live:connected');
        if (this.joinTimer) clearTimeout(this.joinTimer);
        this.update({ connectionState: state, peer: 'connected' });
        this.sendMedia();
      } else if (state === 'failed') {
        this.dropPeer('reconnecting');
      } else {
        this.update({ connectionState: state, peer: state === 'disconnected' ? 'reconnecting' : this.snap.peer });
      }
    };
    this.update({ connectionState: 'new', peer: 'connecting', remoteStream: remote, remoteMedia: null });
    return pc;
  }

  private closePc() {
    if (!this.pc) return;
    this.pc.ontrack = null;
    this.pc.onicecandidate = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
    this.pc = null;
    this.peerConn = null;
  }

  private dropPeer(peer: PeerState) {
    this.closePc();
    this.remoteStream = null;
    this.update({ peer, connectionState: 'new', remoteStream: null, remoteMedia: null });
    this.scheduleJoin(true);
  }

  private videoTrack(): MediaStreamTrack | null {
    return this.screenTrack ?? this.localStream?.getVideoTracks()[0] ?? null;
  }

  private async attachLocal(pc: RTCPeerConnection) {
    for (const t of pc.getTransceivers()) {
      const kind = t.receiver.track.kind;
      const track = kind === 'video' ? this.videoTrack() : (this.localStream?.getAudioTracks()[0] ?? null);
      t.direction = 'sendrecv';
      await t.sender.replaceTrack(track);
    }
  }

  private async makeOffer(peer: string) {
    const pc = this.createPc(peer);
    pc.addTransceiver('audio', { direction: 'sendrecv' });
    pc.addTransceiver('video', { direction: 'sendrecv' });
    await this.attachLocal(pc);
    const offer = await pc.createOffer();
    if (this.pc !== pc) return;
    await pc.setLocalDescription(offer);
    this.send({ kind: 'offer', sdp: offer.sdp ?? '' }, peer);
  }

  private async onOffer(from: string, sdp: string) {
    if (this.opts.role === 'tutor' || !this.snap.started) return;
    const pc = this.createPc(from);
    await pc.setRemoteDescription({ type: 'offer', sdp });
    await this.attachLocal(pc);
    await this.flushIce(pc);
    const answer = await pc.createAnswer();
    if (this.pc !== pc) return;
    await pc.setLocalDescription(answer);
    this.send({ kind: 'answer', sdp: answer.sdp ?? '' }, from);
  }

  private async onAnswer(from: string, sdp: string) {
    const pc = this.pc;
    if (!pc || this.peerConn !== from || pc.signalingState !== 'have-local-offer') return;
    await pc.setRemoteDescription({ type: 'answer', sdp });
    await this.flushIce(pc);
  }

  private async onIce(from: string, candidate: RTCIceCandidateInit) {
    const pc = this.pc;
    if (!pc || this.peerConn !== from) return;
    if (!pc.remoteDescription) {
      this.pendingIce.push(candidate);
      return;
    }
    await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  private async flushIce(pc: RTCPeerConnection) {
    const queued = this.pendingIce;
    this.pendingIce = [];
    for (const c of queued) await pc.addIceCandidate(c).catch(() => undefined);
  }

  private sendMedia() {
    if (this.peerConn) this.send({ kind: 'media', ...this.snap.media }, this.peerConn);
  }

  // ---- controls --------------------------------------------------------------------------------

  setAudio(on: boolean) {
    const track = this.localStream?.getAudioTracks()[0];
    if (!track) return;
    track.enabled = on;
    this.update({ media: { ...this.snap.media, audio: on } });
    this.sendMedia();
  }

  setVideo(on: boolean) {
    const track = this.localStream?.getVideoTracks()[0];
    if (!track) return;
    track.enabled = on;
    this.update({ media: { ...this.snap.media, video: on } });
    this.sendMedia();
  }

  private videoSender(): RTCRtpSender | null {
    return this.pc?.getTransceivers().find((t) => t.receiver.track.kind === 'video')?.sender ?? null;
  }

  private audioSender(): RTCRtpSender | null {
    return this.pc?.getTransceivers().find((t) => t.receiver.track.kind === 'audio')?.sender ?? null;
  }

  /** Shares a screen (or any video track) in place of the camera. */
  async shareTrack(track: MediaStreamTrack) {
    this.screenTrack?.stop();
    this.screenTrack = track;
    track.addEventListener('ended', () => {
      if (this.screenTrack === track) void this.stopScreenShare();
    });
    await this.videoSender()?.replaceTrack(track);
    this.update({ previewStream: new MediaStream([track]), media: { ...this.snap.media, screen: true } });
    this.sendMedia();
  }

  async startScreenShare() {
    const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    const track = display.getVideoTracks()[0];
    if (!track) throw new Error('No screen was shared');
    await this.shareTrack(track);
  }

  async stopScreenShare() {
    const track = this.screenTrack;
    this.screenTrack = null;
    track?.stop();
    await this.videoSender()?.replaceTrack(this.localStream?.getVideoTracks()[0] ?? null);
    this.update({ previewStream: this.localStream, media: { ...this.snap.media, screen: false } });
    this.sendMedia();
  }

  async chooseDevice(kind: 'audio' | 'video', deviceId: string) {
    const stream = this.localStream;
    if (!stream) return;
    const fresh = await navigator.mediaDevices.getUserMedia(kind === 'audio' ? { audio: { deviceId: { exact: deviceId } } } : { video: { deviceId: { exact: deviceId } } });
    const track = kind === 'audio' ? fresh.getAudioTracks()[0] : fresh.getVideoTracks()[0];
    const old = kind === 'audio' ? stream.getAudioTracks()[0] : stream.getVideoTracks()[0];
    track.enabled = kind === 'audio' ? this.snap.media.audio || !old : this.snap.media.video || !old;
    if (old) {
      stream.removeTrack(old);
      old.stop();
    }
    stream.addTrack(track);
    if (kind === 'audio') await this.audioSender()?.replaceTrack(track);
    else if (!this.screenTrack) await this.videoSender()?.replaceTrack(track);
    this.update({
      localStream: stream,
      previewStream: this.screenTrack ? this.snap.previewStream : new MediaStream(stream.getTracks()),
      [kind === 'audio' ? 'audioDeviceId' : 'videoDeviceId']: deviceId,
      media: { ...this.snap.media, [kind]: track.enabled },
    });
  }

  /** Leaves the room and releases the devices. */
  close() {
    if (this.closed) return;
    this.send({ kind: 'leave' });
    this.closed = true;
    if (this.joinTimer) clearTimeout(this.joinTimer);
    this.closePc();
    this.screenTrack?.stop();
    this.localStream?.getTracks().forEach((t) => t.stop());
    this.unsubscribe?.();
  }
}
