// A group session's one room (the class): every seat's student and the tutor (host) meet in
// `session-group-{groupSessionId}`. Roster with attendance per seat and presence now, raised hands, the tutor's
// mute and spotlight, the class chat and the shared whiteboard. Every rule is checked here, on the server; the
// state lives in the database (class.repo.ts) so that every server process sees one class, and every change is
// announced on `class:{groupSessionId}`.
import { AppError } from '../../../shared/errors';
import { joinWindow } from '../../../shared/rules/join-window';
import { sessionRoomName } from '../../../shared/rules/room-name';
import { SESSION_NOT_FOUND, type ClassDto, type ClassMemberDto } from '../../../shared/schemas/live';
import { publishEvent } from '../../adapters/realtime-bus/bus';
import type { Deps } from '../../deps';
import type { Actor } from '../../http/actor';
import { recordRoomEntry } from '../bookings/bookings.room';
import { muteInMedia } from './class-media';
import { classTopic } from './class-room';
import { classRepo, type ClassState } from './class.repo';
import { loadParticipantBooking } from './live.service';

type Ctx<I> = { deps: Deps; actor: Actor; input: I };
type Seat = Awaited<ReturnType<ReturnType<typeof classRepo>['seats']>>[number];

/**
 * A heartbeat this recent means the person is in the room now (the page beats every 15 seconds; a hidden tab's
 * timers may run only once a minute).
 */
const PRESENT_FOR_MS = 75_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isLive = (s: Seat) => s.status !== 'cancelled';
const isTutorOf = (actor: Actor, s: Seat) => actor.userId === s.expertUserId || actor.expertProfileId === s.expertId;

/** The class of a seat the actor may see: its tutor, or the student of a seat that is not cancelled. */
async function loadClass(deps: Deps, actor: Actor, bookingId: string) {
  const { booking, role } = await loadParticipantBooking(deps, actor, bookingId);
  if (!booking.groupSessionId) throw new AppError('NOT_FOUND', 'This session is not a group class.');
  if (role === 'student' && booking.status === 'cancelled') throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  const seats = (await classRepo(deps.db).seats(booking.groupSessionId)).filter((s) => s.expertId === booking.expertId);
  return { booking, role, groupSessionId: booking.groupSessionId, seats };
}

/** As loadClass, with the join window open: changing the class happens in the room, while it is open. */
async function loadOpenClass(deps: Deps, actor: Actor, bookingId: string) {
  const c = await loadClass(deps, actor, bookingId);
  const window = joinWindow(c.booking, deps.now());
  if (!window.canJoin) throw new AppError('FORBIDDEN', window.reason ?? 'This session is not open.');
  return c;
}

const earliest = (dates: (Date | null)[]) => dates.reduce<Date | null>((min, d) => (d && (!min || d < min) ? d : min), null);

function classDto(deps: Deps, c: Awaited<ReturnType<typeof loadClass>>, state: ClassState): ClassDto {
  const now = deps.now().getTime();
  const present = (userId: string) => {
    const seen = state.presence[userId];
    return seen !== undefined && now - Date.parse(seen) < PRESENT_FOR_MS;
  };
  const live = c.seats.filter(isLive);
  const host = c.seats[0];
  const tutor: ClassMemberDto = {
    userId: host.expertUserId,
    name: host.expertName,
    role: 'tutor',
    bookingId: null,
    joinedAt: earliest(c.seats.map((s) => s.tutorJoinedAt))?.toISOString() ?? null,
    present: present(host.expertUserId),
    handRaisedAt: null,
    muted: false,
  };
  const seen = new Set<string>();
  const students: ClassMemberDto[] = [];
  for (const s of live) {
    if (seen.has(s.studentId)) continue;
    seen.add(s.studentId);
    students.push({
      userId: s.studentId,
      name: s.studentName,
      role: 'student',
      bookingId: s.id,
      joinedAt: s.studentJoinedAt?.toISOString() ?? null,
      present: present(s.studentId),
      handRaisedAt: state.hands[s.studentId] ?? null,
      muted: state.muted[s.studentId] !== undefined,
    });
  }
  students.sort((a, b) => a.name.localeCompare(b.name));
  const members = new Set([tutor.userId, ...students.map((m) => m.userId)]);
  return {
    groupSessionId: c.groupSessionId,
    topic: classTopic(c.groupSessionId),
    roomName: sessionRoomName({ id: c.booking.id, groupSessionId: c.groupSessionId }),
    hostUserId: tutor.userId,
    role: c.role,
    roster: [tutor, ...students],
    spotlightUserId: state.spotlightUserId && members.has(state.spotlightUserId) ? state.spotlightUserId : null,
  };
}

async function answer(deps: Deps, c: Awaited<ReturnType<typeof loadClass>>): Promise<ClassDto> {
  return classDto(deps, c, await classRepo(deps.db).state(c.groupSessionId));
}

const announceClass = (deps: Deps, groupSessionId: string) => publishEvent(deps.bus, classTopic(groupSessionId), 'class.updated', { groupSessionId });

/** A student of the class (a seat that is not cancelled); otherwise a 404 in the class's words. */
function requireStudent(c: Awaited<ReturnType<typeof loadClass>>, userId: string) {
  if (!c.seats.some((s) => isLive(s) && s.studentId === userId)) throw new AppError('NOT_FOUND', 'This person is not a student of this class.');
}

function requireTutor(c: Awaited<ReturnType<typeof loadClass>>, what: string) {
  if (c.role !== 'tutor') throw new AppError('FORBIDDEN', `Only the tutor can ${what}.`);
}

export async function getClass({ deps, actor, input }: Ctx<{ bookingId: string }>): Promise<ClassDto> {
  return answer(deps, await loadClass(deps, actor, input.bookingId));
}

/** A student raises or lowers their own hand; the tutor may lower a student's hand (never raise it). */
export async function setHand({ deps, actor, input }: Ctx<{ bookingId: string; raised: boolean; userId?: string }>): Promise<ClassDto> {
  const c = await loadOpenClass(deps, actor, input.bookingId);
  const target = input.userId ?? actor.userId;
  if (c.role === 'student' && target !== actor.userId) throw new AppError('FORBIDDEN', 'You can only raise or lower your own hand.');
  if (c.role === 'tutor' && (input.raised || target === actor.userId)) throw new AppError('FORBIDDEN', 'The tutor can only lower a student’s hand.');
  requireStudent(c, target);
  await classRepo(deps.db).setEntry(c.groupSessionId, 'hands', target, input.raised ? deps.now() : null);
  await announceClass(deps, c.groupSessionId);
  return answer(deps, c);
}

/** The tutor mutes or unmutes a student: in the class's state (every page shows it) and in the SFU when it carries the room. */
export async function setMuted({ deps, actor, input }: Ctx<{ bookingId: string; userId: string; muted: boolean }>): Promise<ClassDto> {
  const c = await loadOpenClass(deps, actor, input.bookingId);
  requireTutor(c, 'mute a student');
  requireStudent(c, input.userId);
  await classRepo(deps.db).setEntry(c.groupSessionId, 'muted', input.userId, input.muted ? deps.now() : null);
  await muteInMedia(deps, sessionRoomName({ id: c.booking.id, groupSessionId: c.groupSessionId }), input.userId, input.muted);
  await announceClass(deps, c.groupSessionId);
  return answer(deps, c);
}

/** The tutor puts one person of the class (a student or themself) in the spotlight, or ends it (null). */
export async function setSpotlight({ deps, actor, input }: Ctx<{ bookingId: string; userId: string | null }>): Promise<ClassDto> {
  const c = await loadOpenClass(deps, actor, input.bookingId);
  requireTutor(c, 'spotlight a participant');
  if (input.userId !== null && input.userId !== c.seats[0].expertUserId) requireStudent(c, input.userId);
  await classRepo(deps.db).setSpotlight(c.groupSessionId, input.userId);
  await announceClass(deps, c.groupSessionId);
  return answer(deps, c);
}

/** The room's heartbeat (`present`) or leaving it; the class hears when someone arrives or leaves. */
export async function setPresence({ deps, actor, input }: Ctx<{ bookingId: string; present: boolean }>): Promise<ClassDto> {
  const c = await loadOpenClass(deps, actor, input.bookingId);
  const repo = classRepo(deps.db);
  const before = await repo.state(c.groupSessionId);
  const seen = before.presence[actor.userId];
  const wasPresent = seen !== undefined && deps.now().getTime() - Date.parse(seen) < PRESENT_FOR_MS;
  await repo.setEntry(c.groupSessionId, 'presence', actor.userId, input.present ? deps.now() : null);
  // Coming in is attendance, as for a 1:1 session (the tutor's on every seat it teaches).
  const firstEntry = input.present && (await recordEntries(deps, actor, c.seats.filter((s) => (c.role === 'tutor' ? !s.tutorJoinedAt : !s.studentJoinedAt))));
  if (wasPresent !== input.present || firstEntry) await announceClass(deps, c.groupSessionId);
  return answer(deps, firstEntry ? await loadClass(deps, actor, input.bookingId) : c);
}

/** Attendance per seat: the student's on their own seat; the tutor's on every seat whose window is open. */
async function recordEntries(deps: Deps, actor: Actor, seats: Seat[]): Promise<boolean> {
  const now = deps.now();
  const open = seats.filter((s) => joinWindow(s, now).canJoin);
  const tutor = seats.length > 0 && isTutorOf(actor, seats[0]);
  const mine = tutor ? open : open.filter((s) => s.studentId === actor.userId);
  for (const s of mine) await recordRoomEntry(deps, s.id, tutor ? 'tutor' : 'student', now);
  return mine.length > 0;
}

/** Realtime: `class:{groupSessionId}` is open to the class's tutor and every seat's student while their window is open. */
export async function canSubscribeClass(deps: Deps, actor: Actor, groupSessionId: string): Promise<boolean> {
  if (!UUID.test(groupSessionId)) return false;
  try {
    const seats = await classRepo(deps.db).seats(groupSessionId);
    if (seats.length === 0) return false;
    return await recordEntries(deps, actor, seats);
  } catch {
    return false;
  }
}
