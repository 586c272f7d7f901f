// LiveKit, called from the server only: the server signs access tokens with the API secret (JWT HS256)
// and makes sure the room exists through the Twirp RoomService. The secret stays here.
import { createHmac } from 'node:crypto';
import { normalizeRoomName } from '../../../shared/rules/room-name';
import { VIDEO_MAX_PARTICIPANTS, VIDEO_TOKEN_TTL_SECONDS, type VideoJoinDto } from '../../../shared/schemas/video';
import type { Logger } from '../../logger';
import { providerFetch, statusMessage, VideoProviderError, type VideoProvider } from './video';

export type LiveKitConfig = {
  /** ws:// or wss:// URL the browser connects to. */
  url: string;
  /** http(s) URL this server calls; derived from `url` when unset. */
  apiUrl?: string;
  apiKey: string;
  apiSecret: string;
  timeoutMs: number;
  logger?: Logger;
};

/** LiveKit's video grant (the claim names LiveKit reads). */
export type LiveKitVideoGrant = {
  room?: string;
  roomJoin?: boolean;
  roomCreate?: boolean;
  roomList?: boolean;
  roomAdmin?: boolean;
  canPublish?: boolean;
  canSubscribe?: boolean;
  canPublishData?: boolean;
};

/** A room left empty closes after this many seconds. */
const LIVEKIT_EMPTY_TIMEOUT_SECONDS = 10 * 60;
/** Server-to-server calls use a token that lives one minute. */
const SERVER_TOKEN_TTL_SECONDS = 60;
/** Accepts a little clock difference between this server and LiveKit. */
const NOT_BEFORE_SKEW_SECONDS = 10;

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** Signs a LiveKit access token: HS256 with the API secret, issuer = API key. */
export function signLiveKitToken(
  config: Pick<LiveKitConfig, 'apiKey' | 'apiSecret'>,
  claims: { identity?: string; name?: string; video: LiveKitVideoGrant; now: Date; ttlSeconds: number },
): string {
  const iat = Math.floor(claims.now.getTime() / 1000);
  const payload: Record<string, unknown> = {
    iss: config.apiKey,
    nbf: iat - NOT_BEFORE_SKEW_SECONDS,
    exp: iat + claims.ttlSeconds,
    video: claims.video,
  };
  if (claims.identity) Object.assign(payload, { sub: claims.identity, jti: claims.identity });
  if (claims.name) payload.name = claims.name;
  const signingInput = `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha256', config.apiSecret).update(signingInput).digest('base64url');
  return `${signingInput}.${signature}`;
}

/** LIVEKIT_API_URL, or LIVEKIT_URL with ws→http and wss→https. */
export function liveKitApiUrl(config: Pick<LiveKitConfig, 'url' | 'apiUrl'>): string {
  const raw = config.apiUrl ?? config.url.replace(/^ws(s?):\/\//i, 'http$1://');
  return raw.replace(/\/+$/, '');
}

export function createLiveKitProvider(config: LiveKitConfig): VideoProvider {
  const apiUrl = liveKitApiUrl(config);

  async function ensureRoom(name: string, now: Date) {
    // CreateRoom returns the existing room when there is one, so it is safe for both participants.
    const token = signLiveKitToken(config, { video: { roomCreate: true }, now, ttlSeconds: SERVER_TOKEN_TTL_SECONDS });
    const res = await providerFetch(
      `${apiUrl}/twirp/livekit.RoomService/CreateRoom`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ name, empty_timeout: LIVEKIT_EMPTY_TIMEOUT_SECONDS, max_participants: VIDEO_MAX_PARTICIPANTS }),
      },
      config.timeoutMs,
    );
    if (!res.ok) {
      const detail = await res.text().catch(() => '');
      config.logger?.warn({ status: res.status, detail: detail.slice(0, 300) }, 'LiveKit: room creation failed');
      throw new VideoProviderError('status', statusMessage(res.status, res.statusText), res.status);
    }
    await res.body?.cancel();
  }

  return {
    name: 'livekit',
    async joinRoom(request): Promise<VideoJoinDto> {
      const roomName = normalizeRoomName(request.roomName, request.now);
      await ensureRoom(roomName, request.now);
      const token = signLiveKitToken(config, {
        identity: request.userId,
        name: request.displayName,
        video: {
          room: roomName,
          roomJoin: true,
          canPublish: true,
          canSubscribe: true,
          canPublishData: true,
          ...(request.isOwner ? { roomAdmin: true } : {}),
        },
        now: request.now,
        ttlSeconds: VIDEO_TOKEN_TTL_SECONDS,
      });
      const expiresAt = new Date((Math.floor(request.now.getTime() / 1000) + VIDEO_TOKEN_TTL_SECONDS) * 1000).toISOString();
      return { provider: 'livekit', roomName, serverUrl: config.url, token, expiresAt, isOwner: request.isOwner };
    },
  };
}
