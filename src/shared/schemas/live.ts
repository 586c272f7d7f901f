// Live session contracts: the session view, ICE servers, whiteboard, tutor notes and in-call chat.
import { z } from 'zod';
import type { JoinWindow } from '../rules/join-window';
import type { VideoProviderName } from './video';

const instant = z.iso.datetime();

export const SESSION_NOT_FOUND = "Session not found or you don't have access to it";

export const sessionParamsSchema = z.object({ bookingId: z.string().min(1).max(100) });

const SESSION_ROLES = ['tutor', 'student'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

const iceServerDtoSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServerDto = z.infer<typeof iceServerDtoSchema>;
export const iceConfigDtoSchema = z.object({ iceServers: z.array(iceServerDtoSchema), ttlSeconds: z.number().int().nullable() });
export type IceConfigDto = z.infer<typeof iceConfigDtoSchema>;

/** The join window as shared/rules/join-window.ts computes it. */
const joinWindowSchema = z.object({
  canJoin: z.boolean(),
  reason: z.string().nullable(),
  state: z.enum(['open', 'not_confirmed', 'too_early', 'ended']),
  opensAt: instant,
  closesAt: instant,
}) satisfies z.ZodType<JoinWindow>;

const VIDEO_PROVIDERS = ['builtin', 'daily', 'livekit'] as const satisfies readonly VideoProviderName[];

export const sessionDtoSchema = z.object({
  id: z.string(),
  role: z.enum(SESSION_ROLES),
  roomName: z.string(),
  title: z.string(),
  offeringTitle: z.string().nullable(),
  status: z.string(),
  start: instant,
  end: instant,
  durationMinutes: z.number().int(),
  joinWindow: joinWindowSchema,
  canJoin: z.boolean(),
  reason: z.string().nullable(),
  studentName: z.string(),
  expertName: z.string(),
  /** The person on the other side of the call. */
  otherName: z.string(),
  otherUserId: z.string(),
  /** Set for a seat of a group session: every seat meets in the one class room (GET /sessions/{id}/class). */
  groupSessionId: z.string().nullable(),
  /** Who carries the call; for Daily or LiveKit the page asks POST /sessions/{id}/video for a token. */
  videoProvider: z.enum(VIDEO_PROVIDERS),
  /**
   * The built-in call's ICE servers (as GET /sessions/{id}/ice), included while the join window is open so
   * the room starts without another request; null outside the window and for Daily or LiveKit.
   */
  ice: iceConfigDtoSchema.nullable(),
});
export type SessionDto = z.infer<typeof sessionDtoSchema>;

/** Whiteboard elements (Excalidraw elements: id, type, version and the rest as drawn); stored as-is with the booking. */
const whiteboardElementSchema = z.looseObject({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(40),
  version: z.number().int().optional(),
  isDeleted: z.boolean().optional(),
});
export type WhiteboardElement = z.infer<typeof whiteboardElementSchema>;
/** Largest whiteboard save (request body): 2,000 elements with long freehand strokes fit. */
export const WHITEBOARD_MAX_BYTES = 5 * 1024 * 1024;
export const whiteboardBodySchema = z.object({ elements: z.array(whiteboardElementSchema).max(2_000) });
export const whiteboardDtoSchema = z.object({ elements: z.array(whiteboardElementSchema) });
export type WhiteboardDto = z.infer<typeof whiteboardDtoSchema>;

const TUTOR_NOTES_MAX = 20_000;
export const tutorNotesBodySchema = z.object({ notes: z.string().max(TUTOR_NOTES_MAX, `Notes are too long (maximum ${TUTOR_NOTES_MAX} characters).`) });
export const tutorNotesDtoSchema = z.object({ notes: z.string() });
export type TutorNotesDto = z.infer<typeof tutorNotesDtoSchema>;

export const sessionChatBodySchema = z.object({
  content: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Message cannot be empty').max(4_000, 'Message is too long (maximum 4000 characters).')),
  clientId: z.string().min(1).max(100),
});
export const sessionChatMessageDtoSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  content: z.string(),
  clientId: z.string(),
  createdAt: instant,
});
export type SessionChatMessageDto = z.infer<typeof sessionChatMessageDtoSchema>;

// ── group classes: one room for every seat of a group session ──

/** A person in the class: the tutor (host) or a seat's student, with when they first joined and whether they are here now. */
const classMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(SESSION_ROLES),
  /** The student's seat (booking); null for the tutor. */
  bookingId: z.string().nullable(),
  /** When they first entered the room: the seat's own attendance (the tutor's earliest across seats). */
  joinedAt: instant.nullable(),
  /** In the room now (a heartbeat in the last 75 seconds). */
  present: z.boolean(),
  /** When a student raised their hand; null when it is down (always null for the tutor). */
  handRaisedAt: instant.nullable(),
  /** The tutor muted this student. */
  muted: z.boolean(),
});
export type ClassMemberDto = z.infer<typeof classMemberSchema>;

export const classDtoSchema = z.object({
  groupSessionId: z.string(),
  /** The realtime topic of the class (`class:{groupSessionId}`): its events, whiteboard and chat. */
  topic: z.string(),
  roomName: z.string(),
  /** The tutor hosts. */
  hostUserId: z.string(),
  role: z.enum(SESSION_ROLES),
  /** The tutor first, then the seats' students by name. */
  roster: z.array(classMemberSchema),
  spotlightUserId: z.string().nullable(),
});
export type ClassDto = z.infer<typeof classDtoSchema>;

/** A student's own hand; the tutor names the student whose hand they lower. */
export const classHandBodySchema = z.object({ raised: z.boolean(), userId: z.string().min(1).max(100).optional() });
export const classMuteBodySchema = z.object({ userId: z.string().min(1).max(100), muted: z.boolean() });
/** null ends the spotlight. */
export const classSpotlightBodySchema = z.object({ userId: z.string().min(1).max(100).nullable() });
/** A heartbeat while the room is open (`present: true`), or leaving it. */
export const classPresenceBodySchema = z.object({ present: z.boolean() });
