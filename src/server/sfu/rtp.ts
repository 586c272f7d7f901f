// The few RTP/RTCP bytes the SFU touches. Media payloads are never parsed: a forwarded packet gets the outgoing
// track's payload type, SSRC, sequence number and timestamp, and nothing else changes.

/** RTCP packet types share the second byte's range 192–223 with no RTP payload type in use (RFC 5761). */
export const isRtcp = (packet: Uint8Array) => packet.length >= 8 && packet[1] >= 192 && packet[1] <= 223;

export const rtpSeq = (p: Buffer) => p.readUInt16BE(2);
export const rtpTimestamp = (p: Buffer) => p.readUInt32BE(4);

/** Rewrites an RTP packet's header in place (marker bit kept). */
export function rewriteRtp(p: Buffer, payloadType: number, seq: number, timestamp: number, ssrc: number) {
  p[1] = (p[1] & 0x80) | (payloadType & 0x7f);
  p.writeUInt16BE(seq & 0xffff, 2);
  p.writeUInt32BE(timestamp >>> 0, 4);
  p.writeUInt32BE(ssrc >>> 0, 8);
}

/** A Picture Loss Indication (RFC 4585 §6.3.1) asking `mediaSsrc`'s sender for a keyframe. */
export function pli(senderSsrc: number, mediaSsrc: number): Buffer {
  const b = Buffer.alloc(12);
  b[0] = 0x81; // V=2, FMT=1
  b[1] = 206; // PSFB
  b.writeUInt16BE(2, 2);
  b.writeUInt32BE(senderSsrc >>> 0, 4);
  b.writeUInt32BE(mediaSsrc >>> 0, 8);
  return b;
}

/** The media SSRCs a compound RTCP packet asks keyframes for: PLI (PSFB FMT 1) and FIR (PSFB FMT 4). */
export function keyframeRequests(packet: Buffer): number[] {
  const out: number[] = [];
  let offset = 0;
  while (offset + 4 <= packet.length) {
    const fmt = packet[offset] & 0x1f;
    const type = packet[offset + 1];
    const length = (packet.readUInt16BE(offset + 2) + 1) * 4;
    if (length < 4 || offset + length > packet.length) break;
    if (type === 206 && fmt === 1 && length >= 12) out.push(packet.readUInt32BE(offset + 8));
    if (type === 206 && fmt === 4) {
      // FIR: each 8-byte FCI entry starts with the SSRC it asks a keyframe of.
      for (let fci = offset + 12; fci + 8 <= offset + length; fci += 8) out.push(packet.readUInt32BE(fci));
    }
    offset += length;
  }
  return out;
}
