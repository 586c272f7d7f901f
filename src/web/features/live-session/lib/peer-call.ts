// One WebRTC call between the two participants of a session, signalled over the realtime socket.
// Whiteboard and end-of-session frames share the topic and are handled by the room.
// The tutor hosts: when both are present the tutor makes the offer. Either side may join first or
// reload; joins repeat until a peer connection is up, and a new connection of the other side
// replaces the old one.
import type { ServerFrame, SignalData } from '@shared/realtime';
import { realtime } from '../../../lib/realtime-client';

export type PeerState = 'waiting' | 'connecting' | 'connected' | 'reconnecting';
type MediaFlags = { audio: boolean; video: boolean; screen: boolean };

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

/** The camera asked for (ideal): the call's video until the other side's bandwidth says otherwise. */
const CAMERA = { width: 1280, height: 720 };
/**
 * A new video stream starts at a low estimated bandwidth, at which Chrome sends at most QVGA and drops
 * the first frames of a larger picture (up to four, about 130 ms) while the camera scales down. The
 * first frames are therefore sent at that size from the start, and the full picture is allowed again
 * a second after they went out, when the estimate has grown (the browser then picks the size as usual).
 */
const FIRST_FRAMES_MAX_PIXELS = 320 * 240;
const FULL_PICTURE_AFTER_MS = 1_000;

/** A peer connection made ahead of the next peer; for the host, with its offer set and candidates gathered. */
type Spare = { pc: RTCPeerConnection; offer: string | null; ice: RTCIceCandidateInit[] };

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
  /** ICE servers and socket are there: joins, offers and answers may start (the devices may still be opening). */
  private negotiable = false;
  /** Settles true once camera and microphone are open, false if they never will be on this call. */
  private mediaReady: Promise<boolean> = Promise.resolve(false);
  private stopWaiting: (() => void) | null = null;
  private spare: Spare | null = null;
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

  /**
   * Opens camera and microphone, joins the room; resolves once the room is ready on this side.
   * Joining needs only the ICE servers and the socket: the join goes out as soon as both are there,
   * and the offer, answer and connection do not wait for the devices either. Camera and microphone
   * go on the call when they open (a track change needs no renegotiation); until then nothing is sent.
   */
  async start(): Promise<void> {
    this.unsubscribe = realtime.onSignal(this.topic, (f) => this.onSignal(f));
    let mediaSettled: (ready: boolean) => void = () => undefined;
    this.mediaReady = new Promise((resolve) => (mediaSettled = resolve));
    const ice = this.opts.iceServers.catch((err: unknown) => {
      throw new IceConfigError(err);
    });
    const socket = this.waitForSocket();
    void Promise.all([ice, socket]).then(
      ([iceServers]) => {
        if (this.closed) return;
        this.iceServers = iceServers;
        this.negotiable = true;
        this.scheduleJoin(true);
        this.warmUp();
      },
      () => undefined,
    );
    const media = this.openMedia();
    let stream: MediaStream;
    try {
      [stream] = await Promise.all([media, ice]);
    } catch (err) {
      mediaSettled(false);
      // The devices may have opened although the call cannot start: release them.
      void media.then((opened) => opened.getTracks().forEach((t) => t.stop()), () => undefined);
      throw err;
    }
    if (this.closed) {
      stream.getTracks().forEach((t) => t.stop());
      mediaSettled(false);
      return;
    }
    this.localStream = stream;
    mediaSettled(true);
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
    await socket;
    mark('live:socket');
    this.update({ started: true });
  }

  private async openMedia(): Promise<MediaStream> {
    try {
      return await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: { ideal: CAMERA.width }, height: { ideal: CAMERA.height } } });
    } catch (err) {
      if (!this.opts.allowNoMedia) throw err;
      return navigator.mediaDevices.getUserMedia({ audio: true }).catch(() => new MediaStream());
    }
  }

  private waitForSocket(): Promise<void> {
    realtime.start();
    if (realtime.status === 'open') return Promise.resolve();
    return new Promise((resolve) => {
      const off = realtime.onStatus((status) => {
        if (status !== 'open' && !this.closed) return;
        off();
        resolve();
      });
      this.stopWaiting = () => {
        off();
        resolve();
      };
    });
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

  /** Announces this side now (the first time) and again on a back-off until a peer connection is up. */
  private scheduleJoin(reset = false) {
    if (this.closed) return;
    if (reset) this.joinAttempt = 0;
    if (this.joinTimer) clearTimeout(this.joinTimer);
    this.joinTimer = null;
    const join = () => {
      this.joinTimer = null;
      if (this.closed || this.snap.connectionState === 'connected') return;
      this.send({ kind: 'join' });
      this.joinAttempt++;
      this.scheduleJoin();
    };
    const delay = JOIN_DELAYS_MS[Math.min(this.joinAttempt, JOIN_DELAYS_MS.length - 1)];
    if (delay === 0) join();
    else this.joinTimer = setTimeout(join, delay);
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
    if (!this.negotiable) return;
    const live = this.pc && this.peerConn === from && !['failed', 'closed'].includes(this.pc.connectionState);
    if (this.opts.role === 'tutor') {
      if (!live) void this.makeOffer(from);
    } else if (!live) {
      // Answer the host's join at once so it can offer without waiting for our next join.
      this.send({ kind: 'join' }, from);
    }
  }

  // ---- peer connection -------------------------------------------------------------------------

  /**
   * While no peer is connected, the next peer connection is made ahead (creating one takes a while in
   * some browsers). The host also prepares its offer on it and gathers its candidates, so a joining
   * student gets both at once. It is dropped once a call is up, so it holds no TURN allocation then.
   */
  private warmUp() {
    if (this.closed || this.spare || !this.negotiable || this.snap.connectionState === 'connected') return;
    const spare: Spare = { pc: new RTCPeerConnection({ iceServers: this.iceServers }), offer: null, ice: [] };
    this.spare = spare;
    if (this.opts.role !== 'tutor') return;
    spare.pc.onicecandidate = (e) => {
      if (e.candidate) spare.ice.push(e.candidate.toJSON());
    };
    void (async () => {
      this.addSenders(spare.pc);
      const offer = await spare.pc.createOffer();
      if (this.spare !== spare) return;
      await spare.pc.setLocalDescription(offer);
      if (this.spare === spare) spare.offer = offer.sdp ?? '';
    })().catch(() => {
      if (this.spare === spare) this.dropSpare();
    });
  }

  private dropSpare() {
    if (!this.spare) return;
    this.spare.pc.onicecandidate = null;
    this.spare.pc.close();
    this.spare = null;
  }

  /** The spare peer connection for this use: a plain one for an answer, a prepared offer for the host. */
  private takeSpare(offered: boolean): Spare | null {
    const spare = this.spare;
    if (!spare) return null;
    const ready = offered ? spare.offer !== null && spare.pc.signalingState === 'have-local-offer' : spare.pc.getTransceivers().length === 0;
    if (!ready) return null;
    this.spare = null;
    return spare;
  }

  private createPc(peer: string, spare: RTCPeerConnection | null = null): RTCPeerConnection {
    this.closePc();
    mark('live:pc');
    const pc = spare ?? new RTCPeerConnection({ iceServers: this.iceServers });
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
        this.dropSpare();
        this.update({ connectionState: state, peer: 'connected' });
        this.sendMedia();
        void this.allowFullPicture(pc);
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
    this.warmUp();
  }

  private videoTrack(): MediaStreamTrack | null {
    return this.screenTrack ?? this.localStream?.getVideoTracks()[0] ?? null;
  }

  private audioTrack(): MediaStreamTrack | null {
    return this.localStream?.getAudioTracks()[0] ?? null;
  }

  /** The host's sending transceivers, with the camera (or shared screen) and microphone if already open. */
  private addSenders(pc: RTCPeerConnection) {
    pc.addTransceiver(this.audioTrack() ?? 'audio', { direction: 'sendrecv' });
    pc.addTransceiver(this.videoTrack() ?? 'video', { direction: 'sendrecv', sendEncodings: [{ scaleResolutionDownBy: this.firstFramesScale() }] });
  }

  /** How far the camera's first frames are scaled down to go out at once (see FIRST_FRAMES_MAX_PIXELS). */
  private firstFramesScale(): number {
    if (this.screenTrack) return 1;
    const { width = CAMERA.width, height = CAMERA.height } = this.localStream?.getVideoTracks()[0]?.getSettings() ?? {};
    return Math.max(1, Math.ceil(Math.sqrt((width * height) / FIRST_FRAMES_MAX_PIXELS)));
  }

  private async scaleVideo(pc: RTCPeerConnection, scale: number) {
    const sender = pc.getTransceivers().find((t) => t.receiver.track.kind === 'video')?.sender;
    if (!sender) return;
    const params = sender.getParameters();
    if (!params.encodings?.length || params.encodings[0].scaleResolutionDownBy === scale) return;
    params.encodings[0].scaleResolutionDownBy = scale;
    await sender.setParameters(params).catch(() => undefined);
  }

  /** Once the first video frames went out and the bandwidth estimate had a moment to grow, the full picture is allowed. */
  private async allowFullPicture(pc: RTCPeerConnection) {
    const sender = pc.getTransceivers().find((t) => t.receiver.track.kind === 'video')?.sender;
    if (!sender) return;
    const encoded = async () => {
      let frames = 0;
      (await sender.getStats()).forEach((r: { type: string; framesEncoded?: number }) => {
        if (r.type === 'outbound-rtp') frames += r.framesEncoded ?? 0;
      });
      return frames > 0;
    };
    for (let i = 0; i < 100 && this.pc === pc && !(await encoded()); i++) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, FULL_PICTURE_AFTER_MS));
    if (this.pc === pc) await this.scaleVideo(pc, 1);
  }

  /** Puts the current camera (or shared screen) and microphone on every transceiver once they are open. */
  private async attachTracks(pc: RTCPeerConnection) {
    if (!(await this.mediaReady) || this.pc !== pc) return;
    await Promise.all(
      pc.getTransceivers().map((t) => {
        const track = t.receiver.track.kind === 'video' ? this.videoTrack() : this.audioTrack();
        return t.sender.track === track ? undefined : t.sender.replaceTrack(track);
      }),
    );
    // Tell the other side what is on (a connection that came up first had nothing to say yet).
    if (this.pc === pc && pc.connectionState === 'connected') this.sendMedia();
  }

  private async makeOffer(peer: string) {
    const spare = this.takeSpare(true);
    if (spare) {
      // The prepared offer and the candidates gathered for it go out at once, in this order.
      const pc = this.createPc(peer, spare.pc);
      this.send({ kind: 'offer', sdp: spare.offer ?? '' }, peer);
      for (const candidate of spare.ice) this.send({ kind: 'ice', candidate: candidate as never }, peer);
      // The devices may open, or a shared screen may change, after it was prepared.
      await this.attachTracks(pc);
      return;
    }
    const pc = this.createPc(peer);
    this.addSenders(pc);
    const offer = await pc.createOffer();
    if (this.pc !== pc) return;
    await pc.setLocalDescription(offer);
    this.send({ kind: 'offer', sdp: offer.sdp ?? '' }, peer);
    await this.attachTracks(pc);
  }

  private async onOffer(from: string, sdp: string) {
    if (this.opts.role === 'tutor' || !this.negotiable) return;
    const pc = this.createPc(from, this.takeSpare(false)?.pc ?? null);
    await pc.setRemoteDescription({ type: 'offer', sdp });
    if (this.pc !== pc) return;
    for (const t of pc.getTransceivers()) t.direction = 'sendrecv';
    const scaled = this.scaleVideo(pc, this.firstFramesScale());
    const attached = this.attachTracks(pc);
    const answer = await pc.createAnswer();
    if (this.pc !== pc) return;
    await pc.setLocalDescription(answer);
    this.send({ kind: 'answer', sdp: answer.sdp ?? '' }, from);
    // The offerer's candidates that came before the offer was applied; ICE checks begin now.
    await Promise.all([scaled, attached, this.flushIce(pc)]);
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
    // Before the devices open there is nothing to report: the other side shows no media note yet.
    if (this.peerConn && this.localStream) this.send({ kind: 'media', ...this.snap.media }, this.peerConn);
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
    this.stopWaiting?.();
    if (this.joinTimer) clearTimeout(this.joinTimer);
    this.closePc();
    this.dropSpare();
    this.screenTrack?.stop();
    this.localStream?.getTracks().forEach((t) => t.stop());
    this.unsubscribe?.();
  }
}
