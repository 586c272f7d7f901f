// The call's video provider as the session page sees it: which one, and what the browser needs to join.
// Provider API keys never appear here: the server mints a short-lived, room-scoped token instead.
export type VideoProviderName = 'builtin' | 'daily' | 'livekit';

export type VideoJoinDto =
  /** Our own peer-to-peer WebRTC: the page uses /ice and the realtime socket. */
  | { provider: 'builtin' }
  /** A private Daily room and a meeting token for it (owner for the tutor). */
  | { provider: 'daily'; roomName: string; roomUrl: string; token: string; expiresAt: string; isOwner: boolean }
  /** A LiveKit room: the server's ws(s) URL and an access token for that room only. */
  | { provider: 'livekit'; roomName: string; serverUrl: string; token: string; expiresAt: string; isOwner: boolean };

/** Room defaults (spec): at most 10 people; chat, screen sharing, camera and microphone on; no recording. */
export const VIDEO_MAX_PARTICIPANTS = 10;
/** A provider room lives for 24 hours (spec). */
export const VIDEO_ROOM_TTL_SECONDS = 24 * 3600;
/** A join token is short-lived: long enough to join (and rejoin) during the session, no longer. */
export const VIDEO_TOKEN_TTL_SECONDS = 2 * 3600;
