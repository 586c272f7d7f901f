// Reads what the SFU needs from a browser's offer: per m-line its kind, mid, direction, the VP8 / Opus payload
// type and the sender's SSRC. The answer itself is written by libdatachannel from the tracks the SFU adds.

export type OfferMedia = {
  kind: 'audio' | 'video' | 'application';
  mid: string;
  direction: 'sendonly' | 'recvonly' | 'sendrecv' | 'inactive';
  /** VP8 for video, Opus for audio; null when the browser did not offer it. */
  payloadType: number | null;
  /** The sender's first (primary) SSRC; null for a receive-only m-line. */
  ssrc: number | null;
};

/** The publisher's two m-lines and the receive-only audio+video pairs ("slots"), in offer order. */
type OfferLayout = {
  publish: { audio: OfferMedia; video: OfferMedia };
  slots: Array<{ audio: OfferMedia; video: OfferMedia }>;
  /** Every m-line, for answering the ones the SFU does not use as inactive. */
  media: OfferMedia[];
};

function parseOffer(sdp: string): OfferMedia[] {
  const sections = sdp.split(/\r?\nm=/).slice(1);
  return sections.map((section) => {
    const lines = section.split(/\r?\n/);
    const kind = lines[0].split(' ')[0];
    const attr = (re: RegExp) => lines.map((l) => re.exec(l)).find((m) => m !== null) ?? null;
    const mid = attr(/^a=mid:(\S+)/)?.[1] ?? '';
    const direction = (attr(/^a=(sendonly|recvonly|sendrecv|inactive)$/)?.[1] ?? 'sendrecv') as OfferMedia['direction'];
    const codec = kind === 'video' ? /^a=rtpmap:(\d+) VP8\/90000/i : /^a=rtpmap:(\d+) opus\/48000/i;
    const pt = attr(codec)?.[1];
    // With RTX the primary SSRC is the first of the FID group; otherwise the first a=ssrc line.
    const fid = attr(/^a=ssrc-group:FID (\d+)/)?.[1];
    const ssrc = fid ?? attr(/^a=ssrc:(\d+)/)?.[1];
    return {
      kind: kind === 'audio' || kind === 'video' ? kind : 'application',
      mid,
      direction,
      payloadType: pt ? Number(pt) : null,
      ssrc: ssrc ? Number(ssrc) : null,
    };
  });
}

/** The offer's layout, or why it cannot be served (one sending audio and video, VP8 and Opus, every mid set). */
export function offerLayout(sdp: string, maxSlots: number): OfferLayout | string {
  const media = parseOffer(sdp);
  if (media.length === 0) return 'not an SDP offer';
  if (media.some((m) => !m.mid)) return 'every m-line needs a mid (BUNDLE)';
  const sends = (m: OfferMedia) => m.direction === 'sendonly' || m.direction === 'sendrecv';
  const audio = media.find((m) => m.kind === 'audio' && sends(m));
  const video = media.find((m) => m.kind === 'video' && sends(m));
  if (!audio || !video) return 'the offer must send one audio and one video track';
  if (audio.payloadType === null || video.payloadType === null) return 'the offer must allow Opus and VP8';
  const recvAudio = media.filter((m) => m.kind === 'audio' && m.direction === 'recvonly' && m.payloadType !== null);
  const recvVideo = media.filter((m) => m.kind === 'video' && m.direction === 'recvonly' && m.payloadType !== null);
  const count = Math.min(recvAudio.length, recvVideo.length, maxSlots);
  const slots = Array.from({ length: count }, (_, i) => ({ audio: recvAudio[i], video: recvVideo[i] }));
  return { publish: { audio, video }, slots, media };
}
