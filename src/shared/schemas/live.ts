// Live session contracts: the session view, ICE servers, whiteboard, tutor notes and in-call chat.
import { z } from 'zod';
import type { JoinWindow } from '../rules/join-window';
import type { VideoProviderName } from './video';

export const SESSION_NOT_FOUND = "Session not found or you don't have access to it";

export const sessionParamsSchema = z.object({ bookingId: z.string().min(1).max(100) });

export type SessionRole = 'tutor' | 'student';

export type SessionDto = {
  id: string;
  role: SessionRole;
  roomName: string;
  title: string;
  offeringTitle: string | null;
  status: string;
  start: string;
  end: string;
  durationMinutes: number;
  joinWindow: JoinWindow;
  canJoin: boolean;
  reason: string | null;
  studentName: string;
  expertName: string;
  /** The person on the other side of the call. */
  otherName: string;
  otherUserId: string;
  /** Who carries the call; for Daily or LiveKit the page asks POST /sessions/{id}/video for a token. */
  videoProvider: VideoProviderName;
  /**
   * The built-in call's ICE servers (as GET /sessions/{id}/ice), included while the join window is open so
   * the room starts without another request; null outside the window and for Daily or LiveKit.
   */
  ice: IceConfigDto | null;
};

export type IceServerDto = { urls: string | string[]; username?: string; credential?: string };
export type IceConfigDto = { iceServers: IceServerDto[]; ttlSeconds: number | null };

/** Whiteboard elements (Excalidraw elements: id, type, version and the rest as drawn); stored as-is with the booking. */
export const whiteboardElementSchema = z.looseObject({
  id: z.string().min(1).max(100),
  type: z.string().min(1).max(40),
  version: z.number().int().optional(),
  isDeleted: z.boolean().optional(),
});
export type WhiteboardElement = z.infer<typeof whiteboardElementSchema>;
/** Largest whiteboard save (request body): 2,000 elements with long freehand strokes fit. */
export const WHITEBOARD_MAX_BYTES = 5 * 1024 * 1024;
export const whiteboardBodySchema = z.object({ elements: z.array(whiteboardElementSchema).max(2_000) });
export type WhiteboardDto = { elements: WhiteboardElement[] };

export const TUTOR_NOTES_MAX = 20_000;
export const tutorNotesBodySchema = z.object({ notes: z.string().max(TUTOR_NOTES_MAX, `Notes are too long (maximum ${TUTOR_NOTES_MAX} characters).`) });
export type TutorNotesDto = { notes: string };

export const sessionChatBodySchema = z.object({
  content: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Message cannot be empty').max(4_000, 'Message is too long (maximum 4000 characters).')),
  clientId: z.string().min(1).max(100),
});
export type SessionChatMessageDto = { id: string; senderId: string; senderName: string; content: string; clientId: string; createdAt: string };
