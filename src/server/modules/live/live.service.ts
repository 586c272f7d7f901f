// The live session room: who may enter, when, with which ICE servers; whiteboard, notes and in-call chat.
// A group session's seats share the class's room, whiteboard and chat (class.service.ts, class-room.ts).
import { createHmac } from 'node:crypto';
import { AppError } from '../../../shared/errors';
import { joinWindow } from '../../../shared/rules/join-window';
import { sessionRoomName } from '../../../shared/rules/room-name';
import {
  SESSION_NOT_FOUND,
  type IceConfigDto,
  type IceServerDto,
  type SessionChatMessageDto,
  type SessionDto,
  type TutorNotesDto,
  type WhiteboardDto,
  type WhiteboardElement,
} from '../../../shared/schemas/live';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { recordRoomEntry, storeTutorNotes, storeWhiteboard } from '../bookings/bookings.room';
import { sendMessage, threadForBooking } from '../messaging/messaging.service';
import { getClassWhiteboard, listClassChat, saveClassWhiteboard, sendClassChat } from './class-room';
import { liveRepo, type SessionBookingRow } from './live.repo';

type Ctx<I = undefined> = { deps: Deps; actor: Actor; input: I };

const TURN_TTL_SECONDS = 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The booking if the actor is its student or its expert; otherwise the spec's not-found message. */
export async function loadParticipantBooking(deps: Deps, actor: Actor, bookingId: string) {
  if (!UUID.test(bookingId)) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  const b = await liveRepo(deps.db).findBooking(bookingId);
  if (!b) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  const role = roleOf(b, actor);
  if (!role) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  return { booking: b, role };
}

function roleOf(b: SessionBookingRow, actor: Actor): 'tutor' | 'student' | null {
  if (actor.expertProfileId && actor.expertProfileId === b.expertId) return 'tutor';
  if (b.expertUserId === actor.userId) return 'tutor';
  if (b.studentId === actor.userId) return 'student';
  return null;
}

/** Realtime: `session:{bookingId}` is open to the booking's two participants while the join window is open. */
export async function canSubscribeSession(deps: Deps, actor: Actor, bookingId: string): Promise<boolean> {
  try {
    const { booking, role } = await loadParticipantBooking(deps, actor, bookingId);
    const now = deps.now();
    if (!joinWindow(booking, now).canJoin) return false;
    // Entering the room is attendance: it lets a lesson that began early be completed, and tells a no-show.
    await recordRoomEntry(deps, booking.id, role, now);
    return true;
  } catch {
    return false;
  }
}

export async function getSession({ deps, actor, input }: Ctx<{ bookingId: string }>): Promise<SessionDto> {
  const { booking: b, role } = await loadParticipantBooking(deps, actor, input.bookingId);
  const window = joinWindow(b, deps.now());
  const durationMinutes = b.durationMinutes ?? Math.round((b.endsAt.getTime() - b.scheduledAt.getTime()) / 60_000);
  return {
    id: b.id,
    role,
    roomName: sessionRoomName(b),
    title: role === 'tutor' ? 'Teaching Session' : 'Learning Session',
    offeringTitle: b.offeringTitle,
    status: b.status,
    start: b.scheduledAt.toISOString(),
    end: b.endsAt.toISOString(),
    durationMinutes,
    joinWindow: window,
    canJoin: window.canJoin,
    reason: window.reason,
    studentName: b.studentName,
    expertName: b.expertName,
    otherName: role === 'tutor' ? b.studentName : b.expertName,
    otherUserId: role === 'tutor' ? b.studentId : b.expertUserId,
    groupSessionId: b.groupSessionId,
    videoProvider: deps.video.name,
    ice: window.canJoin && deps.video.name === 'builtin' ? iceConfig(deps, actor) : null,
  };
}

async function requireOpenWindow(deps: Deps, actor: Actor, bookingId: string) {
  const res = await loadParticipantBooking(deps, actor, bookingId);
  const window = joinWindow(res.booking, deps.now());
  if (!window.canJoin) throw new AppError('FORBIDDEN', window.reason ?? 'This session is not open.');
  return res;
}

/** ICE_SERVERS: a JSON array of RTCIceServer objects or a comma list of URLs. */
export function parseIceServers(raw: string | undefined): IceServerDto[] {
  if (!raw || !raw.trim()) return [];
  const text = raw.trim();
  if (text.startsWith('[')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (Array.isArray(parsed)) {
        return parsed.flatMap((s): IceServerDto[] => {
          if (typeof s === 'string') return [{ urls: s }];
          if (s && typeof s === 'object' && 'urls' in s) return [s as IceServerDto];
          return [];
        });
      }
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean)
    .map((urls) => ({ urls }));
}

/** TURN REST credentials (coturn use-auth-secret): username `${expiry}:${userId}`, credential base64(HMAC-SHA1(secret, username)). */
export function turnCredentials(secret: string, userId: string, now: Date, ttlSeconds = TURN_TTL_SECONDS) {
  const expiry = Math.floor(now.getTime() / 1000) + ttlSeconds;
  const username = `${expiry}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

export async function getIceConfig({ deps, actor, input }: Ctx<{ bookingId: string }>): Promise<IceConfigDto> {
  await requireOpenWindow(deps, actor, input.bookingId);
  return iceConfig(deps, actor);
}

/** STUN/TURN for the actor's call; callers have checked the booking and its open window. */
function iceConfig(deps: Deps, actor: Actor): IceConfigDto {
  const iceServers = parseIceServers(deps.env.ICE_SERVERS);
  const { TURN_SECRET, TURN_URLS } = deps.env;
  let ttlSeconds: number | null = null;
  if (TURN_SECRET && TURN_URLS) {
    const urls = TURN_URLS.split(',').map((u) => u.trim()).filter(Boolean);
    if (urls.length) {
      ttlSeconds = TURN_TTL_SECONDS;
      iceServers.push({ urls, ...turnCredentials(TURN_SECRET, actor.userId, deps.now(), TURN_TTL_SECONDS) });
    }
  }
  return { iceServers, ttlSeconds };
}

export async function getWhiteboard({ deps, actor, input }: Ctx<{ bookingId: string }>): Promise<WhiteboardDto> {
  const { booking } = await loadParticipantBooking(deps, actor, input.bookingId);
  // A group session's seats share the class's one board.
  if (booking.groupSessionId) return getClassWhiteboard(deps, booking.groupSessionId);
  const stored = (await liveRepo(deps.db).getWhiteboard(input.bookingId)) as { elements?: WhiteboardElement[] } | null;
  return { elements: Array.isArray(stored?.elements) ? stored.elements : [] };
}

export async function saveWhiteboard({ deps, actor, input }: Ctx<{ bookingId: string; elements: WhiteboardElement[] }>): Promise<WhiteboardDto> {
  const { booking } = await requireOpenWindow(deps, actor, input.bookingId);
  if (booking.groupSessionId) await saveClassWhiteboard(deps, booking.groupSessionId, input.elements);
  else await storeWhiteboard(deps, input.bookingId, { elements: input.elements });
  return { elements: input.elements };
}

export async function getTutorNotes({ deps, actor, input }: Ctx<{ bookingId: string }>): Promise<TutorNotesDto> {
  const { role } = await loadParticipantBooking(deps, actor, input.bookingId);
  if (role !== 'tutor') throw new AppError('FORBIDDEN', 'Only the tutor can see session notes.');
  return { notes: (await liveRepo(deps.db).getNotes(input.bookingId)) ?? '' };
}

export async function saveTutorNotes({ deps, actor, input }: Ctx<{ bookingId: string; notes: string }>): Promise<TutorNotesDto> {
  const { role } = await loadParticipantBooking(deps, actor, input.bookingId);
  if (role !== 'tutor') throw new AppError('FORBIDDEN', 'Only the tutor can edit session notes.');
  await storeTutorNotes(deps, input.bookingId, input.notes);
  return { notes: input.notes };
}

function chatDto(b: SessionBookingRow, m: { id: string; senderId: string; content: string; clientId: string; createdAt: Date }): SessionChatMessageDto {
  return {
    id: m.id,
    senderId: m.senderId,
    senderName: m.senderId === b.studentId ? b.studentName : b.expertName,
    content: m.content,
    clientId: m.clientId,
    createdAt: m.createdAt.toISOString(),
  };
}

/** The call's chat: messages of the pair's thread since the join window opened. */
export async function listSessionChat({ deps, actor, input }: Ctx<{ bookingId: string }>): Promise<SessionChatMessageDto[]> {
  const { booking } = await loadParticipantBooking(deps, actor, input.bookingId);
  const since = new Date(joinWindow(booking, deps.now()).opensAt);
  // A group session's seats talk in the class's one chat.
  if (booking.groupSessionId) return listClassChat(deps, booking.groupSessionId, since);
  const repo = liveRepo(deps.db);
  const threadId = await repo.findThread(booking.studentId, booking.expertId);
  if (!threadId) return [];
  const rows = await repo.listMessagesSince(threadId, since, 200);
  return rows.map((m) => chatDto(booking, m));
}

export async function sendSessionChat({
  deps,
  actor,
  input,
}: Ctx<{ bookingId: string; content: string; clientId: string }>): Promise<SessionChatMessageDto> {
  const { booking, role } = await requireOpenWindow(deps, actor, input.bookingId);
  if (booking.groupSessionId) {
    const content = { content: input.content, clientId: input.clientId };
    return sendClassChat(deps, actor, booking.groupSessionId, content, role === 'tutor' ? booking.expertName : booking.studentName);
  }
  // The call's chat is the pair's conversation: the messaging service stores and announces it.
  const threadId = await threadForBooking(deps, { studentId: booking.studentId, expertId: booking.expertId, bookingId: booking.id });
  const { message, created } = await sendMessage({ deps, actor, input: { threadId, content: input.content, clientId: input.clientId } });
  if (created) {
    const data = { threadId, messageId: message.id, seq: message.seq, bookingId: booking.id };
    await publishEvent(deps.bus, `session:${booking.id}`, 'chat.message', data);
  }
  return chatDto(booking, { ...message, createdAt: new Date(message.createdAt) });
}
