// Daily (REST rooms API), called from the server only: get or create the private room, then mint a
// short-lived meeting token for that room and that person. The API key stays here.
import { createHash } from 'node:crypto';
import { normalizeRoomName } from '../../../shared/rules/room-name';
import { VIDEO_MAX_PARTICIPANTS, VIDEO_ROOM_TTL_SECONDS, VIDEO_TOKEN_TTL_SECONDS, type VideoJoinDto } from '../../../shared/schemas/video';
import type { Logger } from '../../logger';
import { providerFetch, readJson, statusMessage, VideoProviderError, type JoinRoomRequest, type VideoProvider } from './video';

export type DailyConfig = { apiKey: string; apiUrl: string; timeoutMs: number; logger?: Logger };

type DailyRoom = { name: string; url: string; config?: { exp?: number } };

/**
 * The names tried for a room, in order: the wanted name, then a simple generated name, then a minimal one
 * (spec: creation falls back before failing). They derive from the wanted name, not from the clock, so
 * both participants of a session always arrive in the same room whichever name was accepted.
 */
export function dailyRoomCandidates(wanted: string, now: Date): string[] {
  const primary = normalizeRoomName(wanted, now);
  const hash = createHash('sha256').update(primary).digest('hex');
  return [primary, `room-${hash.slice(0, 12)}`, `r${hash.slice(0, 7)}`];
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export function createDailyProvider(config: DailyConfig): VideoProvider {
  const base = config.apiUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${config.apiKey}`, accept: 'application/json' };

  const call = (method: string, path: string, body?: unknown) =>
    providerFetch(
      `${base}${path}`,
      { method, headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) },
      config.timeoutMs,
    );

  const fail = async (res: Response, what: string): Promise<never> => {
    const detail = await res.text().catch(() => '');
    config.logger?.warn({ status: res.status, detail: detail.slice(0, 300) }, `Daily: ${what} failed`);
    throw new VideoProviderError('status', statusMessage(res.status, res.statusText), res.status);
  };

  const asRoom = (data: unknown): DailyRoom => {
    const room = data as Partial<DailyRoom> | null;
    if (!room || typeof room.name !== 'string' || typeof room.url !== 'string' || !/^https?:\/\//.test(room.url)) {
      throw new VideoProviderError('invalid-response', 'The video provider sent an unreadable answer');
    }
    return { name: room.name, url: room.url, config: room.config };
  };

  /** The room, or null when Daily has none by that name (404; 400 for a name it will not accept). */
  async function getRoom(name: string): Promise<DailyRoom | null> {
    const res = await call('GET', `/rooms/${encodeURIComponent(name)}`);
    if (res.status === 404 || res.status === 400) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) return fail(res, 'room lookup');
    return asRoom(await readJson(res));
  }

  /** Creates the private room; null when Daily refuses the request itself (400), e.g. the name. */
  async function createRoom(name: string, now: Date): Promise<DailyRoom | null> {
    const res = await call('POST', '/rooms', {
      name,
      privacy: 'private',
      properties: {
        exp: seconds(now) + VIDEO_ROOM_TTL_SECONDS,
        max_participants: VIDEO_MAX_PARTICIPANTS,
        enable_chat: true,
        enable_screenshare: true,
        start_video_off: false,
        start_audio_off: false,
        enable_prejoin_ui: false,
        // Recording stays off: `enable_recording` is left unset, which turns every recording mode off.
      },
    });
    if (res.status === 400) {
      config.logger?.warn({ room: name, detail: (await res.text().catch(() => '')).slice(0, 300) }, 'Daily: room creation refused');
      return null;
    }
    if (!res.ok) return fail(res, 'room creation');
    return asRoom(await readJson(res));
  }

  async function ensureRoom(wanted: string, now: Date): Promise<DailyRoom> {
    for (const name of dailyRoomCandidates(wanted, now)) {
      const room = (await getRoom(name)) ?? (await createRoom(name, now)) ?? (await getRoom(name)); // the last look: the other participant created it meanwhile
      if (room) return room;
    }
    throw new VideoProviderError('status', statusMessage(400, 'Bad Request'), 400);
  }

  async function meetingToken(room: DailyRoom, request: JoinRoomRequest, exp: number): Promise<string> {
    const res = await call('POST', '/meeting-tokens', {
      properties: {
        room_name: room.name,
        exp,
        user_name: request.displayName,
        user_id: request.userId,
        ...(request.isOwner ? { is_owner: true } : {}),
      },
    });
    if (!res.ok) return fail(res, 'meeting token');
    const token = ((await readJson(res)) as { token?: unknown } | null)?.token;
    if (typeof token !== 'string' || !token) throw new VideoProviderError('invalid-response', 'The video provider sent an unreadable answer');
    return token;
  }

  return {
    name: 'daily',
    async joinRoom(request): Promise<VideoJoinDto> {
      const room = await ensureRoom(request.roomName, request.now);
      const roomExp = room.config?.exp;
      const exp = Math.min(seconds(request.now) + VIDEO_TOKEN_TTL_SECONDS, typeof roomExp === 'number' && roomExp > seconds(request.now) ? roomExp : Infinity);
      const token = await meetingToken(room, request, exp);
      return { provider: 'daily', roomName: room.name, roomUrl: room.url, token, expiresAt: new Date(exp * 1000).toISOString(), isOwner: request.isOwner };
    },
  };
}
