// The call's video provider as the session page sees it: which one, and what the browser needs to join.
// Provider API keys never appear here: the server mints a short-lived, room-scoped token instead.
import { z } from 'zod';

export type VideoProviderName = 'builtin' | 'daily' | 'livekit';

/** A provider room and the caller's token for it; the token expires at `expiresAt` (ISO 8601, UTC). */
const providerRoom = {
  roomName: z.string(),
  token: z.string(),
  expiresAt: z.iso.datetime(),
  /** The tutor joins as the room's owner. */
  isOwner: z.boolean(),
};

export const videoJoinDtoSchema = z.discriminatedUnion('provider', [
  /** Our own peer-to-peer WebRTC: the page uses /ice and the realtime socket. */
  z.object({ provider: z.literal('builtin') }),
  /** A private Daily room and a meeting token for it (owner for the tutor). */
  z.object({ provider: z.literal('daily'), ...providerRoom, roomUrl: z.string() }),
  /** A LiveKit room: the server's ws(s) URL and an access token for that room only. */
  z.object({ provider: z.literal('livekit'), ...providerRoom, serverUrl: z.string() }),
]);
export type VideoJoinDto = z.infer<typeof videoJoinDtoSchema>;

/** Room defaults (spec): at most 10 people; chat, screen sharing, camera and microphone on; no recording. */
export const VIDEO_MAX_PARTICIPANTS = 10;
/** A provider room lives for 24 hours (spec). */
export const VIDEO_ROOM_TTL_SECONDS = 24 * 3600;
/** A join token is short-lived: long enough to join (and rejoin) during the session, no longer. */
export const VIDEO_TOKEN_TTL_SECONDS = 2 * 3600;
