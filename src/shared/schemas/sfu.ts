// The class video room on our own selective forwarding unit (decision record 031): HTTP signalling and the
// messages on the peer connection's "sfu" data channel.
import { z } from 'zod';

/** One tutor and up to 19 students. */
export const SFU_MAX_PARTICIPANTS = 20;
/** The data channel the client opens on its peer connection, before the offer. */
export const SFU_CHANNEL = 'sfu';

/** A complete (non-trickle) SDP offer; the answer carries the server's candidates. */
export const sfuOfferBodySchema = z.object({ sdp: z.string().min(10).max(200_000) });
export const sfuAnswerDtoSchema = z.object({ sdp: z.string() });

/** A receive slot of the client's offer (its audio and video mids) and who it shows now. */
export type SfuSlot = { audioMid: string; videoMid: string; userId: string | null };
/** A person in the room as everyone sees them. */
export type SfuPerson = {
  /** Their own microphone and camera switches. */
  mic: boolean;
  camera: boolean;
  /** The tutor muted them: the server forwards none of their audio. */
  mutedByHost: boolean;
  joinedAt: string;
};

/** Server → client: the whole state after every change (the slot map and who is in the room, self included). */
export type SfuServerMessage = { t: 'state'; self: string; slots: SfuSlot[]; people: Record<string, SfuPerson> };
/** Client → server. */
export type SfuClientMessage = { t: 'media'; mic: boolean; camera: boolean } | { t: 'leave' };
